import { deepEqual, equal, ok } from "node:assert/strict";
import { fittingPercentTicks, logPercentTicks, niceTicks, percentTicks, stepDecimals, stepTicks } from "./_ticks.ts";

Deno.test("percentTicks() gives round percentages and the decimals they need", () => {
  deepEqual(percentTicks(0.0285, 0.0335, 4), { values: [0.029, 0.03, 0.031, 0.032, 0.033], digits: 1 });
  equal(percentTicks(0.00025, 0.00055, 4).digits, 2);
});

Deno.test("percentTicks() gives at least 3 ticks where it can, and a lone tick for an empty range", () => {
  // d3-array's ticks(0.051, 0.1778, 4) are 10% and 15% only
  deepEqual(percentTicks(0.051, 0.1778, 4), { values: [0.06, 0.08, 0.1, 0.12, 0.14, 0.16], digits: 0 });
  deepEqual(percentTicks(0, 0, 4), { values: [0], digits: 0 });
});

Deno.test("niceTicks() runs from 0 past the top in round steps", () => {
  equal(niceTicks(3.8, 5).join(), "0,1,2,3,4");
  equal(niceTicks(0.42, 5).join(), "0,0.1,0.2,0.3,0.4,0.5");
  deepEqual(niceTicks(0, 5), [0]);
});

Deno.test("stepDecimals() writes every multiple of a step exactly", () => {
  deepEqual([50, 5, 1, 0.5, 0.2, 0.05, 0.001].map(stepDecimals), [0, 0, 0, 1, 1, 2, 3]);
  equal(stepDecimals(NaN), 0);
});

Deno.test("stepTicks() gives the exact multiples of a step between two values", () => {
  deepEqual(stepTicks(0.8, 1, 0.05), [0.8, 0.85, 0.9, 0.95, 1]);
  deepEqual(stepTicks(0.85, 1, 0.05), [0.85, 0.9, 0.95, 1]);
  deepEqual(stepTicks(0.55, 1, 0.1), [0.6, 0.7, 0.8, 0.9, 1]);
  deepEqual(stepTicks(0.6, 1, 0.1), [0.6, 0.7, 0.8, 0.9, 1]);
});

Deno.test("logPercentTicks() gives 4 to 8 round ticks across a domain", () => {
  deepEqual(logPercentTicks(0.02, 0.1), [0.02, 0.03, 0.05, 0.07, 0.1]);
  for (const [lo, hi] of [[0.02, 0.1], [0.0002, 0.03], [0.5e-5, 1]]) {
    const ticks = logPercentTicks(lo, hi);
    ok(ticks.length >= 3 && ticks.length <= 8, `${lo}–${hi}: ${ticks}`);
    ok(ticks.every((t) => t >= lo * 0.999 && t <= hi * 1.001));
  }
});

Deno.test("fittingPercentTicks() takes the most ticks whose labels stay apart on the axis", () => {
  const options = { count: 6, format: (v: number, d: number) => `${(100 * v).toFixed(d)}%`, gap: 5 };
  const measure = (label: string) => 7 * label.length; // 7 units a character
  equal(fittingPercentTicks(0, 0.001, { ...options, measure, width: 400 }).values.length, 6);
  deepEqual(fittingPercentTicks(0, 0.001, { ...options, measure, width: 120 }), {
    values: [0, 0.0005, 0.001],
    digits: 2,
  });
});
