import { deepEqual, ok, throws } from "node:assert/strict";
import { meanInterval, normalQuantile, wald, wilson } from "./intervals.ts";

// Expected values computed by hand from the formulas with z = 1.959963985 (Python's statistics.NormalDist).
const near = (actual: number, expected: number, tolerance = 1e-7) =>
  ok(Math.abs(actual - expected) <= tolerance, `${actual} is not within ${tolerance} of ${expected}`);
const close = (actual: number[], expected: number[], tolerance = 1e-7) =>
  actual.forEach((x, i) => near(x, expected[i], tolerance));

Deno.test("normalQuantile() matches the normal quantiles to 6 decimals", () => {
  near(normalQuantile(0.95), 1.959963985, 1e-6);
  near(normalQuantile(0.99), 2.575829304, 1e-6);
  near(normalQuantile(0.5), 0.67448975, 1e-6);
  throws(() => normalQuantile(1), /confidence 1 is not between 0 and 1/);
});

Deno.test("wilson() with 0 hits is [0, z²/(T + z²)]", () => {
  close(wilson(0, 10), [0, 0.27753280]);
  deepEqual(wilson(0, 10)[0], 0);
});

Deno.test("wilson() with T hits is [T/(T + z²), 1]", () => {
  close(wilson(10, 10), [0.72246720, 1]);
  deepEqual(wilson(10, 10)[1], 1);
});

Deno.test("wilson() at half and at Norvig's 3,156 of 100,000", () => {
  close(wilson(5, 10), [0.23659309, 0.76340691]);
  close(wilson(1, 100), [0.00176743, 0.05448620]);
  close(wilson(3156, 100_000), [0.03049431, 0.03266168]);
});

Deno.test("wald() is p ± z·sqrt(p(1 − p)/T), clipped to [0, 1], and collapses at 0 and T hits", () => {
  close(wald(5, 10), [0.19010248, 0.80989752]);
  close(wald(3156, 100_000), [0.03047644, 0.03264356]);
  deepEqual(wald(0, 1000), [0, 0]);
  deepEqual(wald(1000, 1000), [1, 1]);
  close(wald(1, 2), [0, 1]);
});

Deno.test("wilson() and wald() reject impossible counts", () => {
  throws(() => wilson(11, 10), /hits 11 is not in 0\.\.10/);
  throws(() => wald(1, 0), /trials 0 is not a positive integer/);
  throws(() => wilson(-1, 10), /hits \-1/);
});

Deno.test("meanInterval() is mean ± z·s/sqrt(count), clipped at 0, a point for one value", () => {
  close(meanInterval({ count: 4, mean: 2.5, m2: 5 }), [
    2.5 - 1.959963985 * Math.sqrt(5 / 3 / 4),
    2.5 + 1.959963985 * Math.sqrt(5 / 3 / 4),
  ], 1e-6);
  deepEqual(meanInterval({ count: 4, mean: 0.1, m2: 5 })[0], 0);
  deepEqual(meanInterval({ count: 1, mean: 0.3, m2: 0 }), [0.3, 0.3]);
});
