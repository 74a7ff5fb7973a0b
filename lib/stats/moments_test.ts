import { deepEqual, ok } from "node:assert/strict";
import { combineMoments, type Moments, pushMoment } from "./moments.ts";

const of = (values: number[]): Moments => {
  const moments = { count: 0, mean: 0, m2: 0 };
  for (const x of values) pushMoment(moments, x);
  return moments;
};

Deno.test("pushMoment() gives the mean and the sum of squared deviations", () => {
  deepEqual(of([2, 4, 4, 4, 5, 5, 7, 9]), { count: 8, mean: 5, m2: 32 });
  deepEqual(of([]), { count: 0, mean: 0, m2: 0 });
});

Deno.test("combineMoments() of two parts equals the moments of the whole, and an empty part changes nothing", () => {
  const values = [0.1, 3e-13, 7, 2.5, 2.5, 1e-3];
  const whole = of(values);
  const merged = combineMoments(of(values.slice(0, 2)), of(values.slice(2)));
  ok(
    merged.count === whole.count && Math.abs(merged.mean - whole.mean) < 1e-15 &&
      Math.abs(merged.m2 - whole.m2) < 1e-12,
  );
  deepEqual(combineMoments(of([]), whole), whole);
});

Deno.test("pushMoment() keeps tiny values accurate (weights near 1e-13)", () => {
  const moments = of([1e-13, 3e-13]);
  ok(Math.abs(moments.mean - 2e-13) < 1e-28 && Math.abs(moments.m2 - 2e-26) < 1e-40);
});
