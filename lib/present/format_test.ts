import { deepEqual, equal } from "node:assert/strict";
import { int, odds, pct, percentagePoints, plural, sci } from "./format.ts";
import { intervalsBeside } from "./intervals_beside.ts";

Deno.test("odds() writes r : 1 with four significant digits, exponents from 10^9, and never for Infinity", () => {
  equal(odds(0), "0 : 1");
  equal(odds(0.012820512), "0.01282 : 1");
  equal(odds(29.9575), "29.96 : 1");
  equal(odds(728_531.4), "728,500 : 1");
  equal(odds(6.88e12), "6.880e12 : 1");
  equal(odds(Infinity), "never");
});

Deno.test("int(), pct() and sci() write counts, percentages and powers of ten", () => {
  equal(int(1_965_150_720n), "1,965,150,720");
  equal(int(0), "0");
  equal(pct(NaN), "n/a");
  equal(pct(1, 0), "100%");
  equal(sci(1e-13, 1), "1.0e-13");
  equal(sci(123456), "1.235e5");
});

Deno.test("plural() takes the singular for one only, and an irregular plural", () => {
  equal(plural(2, "worker"), "2 workers");
  equal(plural(1n, "table"), "1 table");
  equal(plural(0, "class", "classes"), "0 classes");
});

Deno.test("percentagePoints() signs a difference with a true minus, and never writes −0", () => {
  equal(percentagePoints(-0.0123456, 2), "−1.23");
  equal(percentagePoints(0.0123456, 4), "+1.2346");
  equal(percentagePoints(-0.000001, 3), "+0.000");
});

Deno.test("percentagePoints() beside zero: an interval just below zero gets the decimals that show it excludes zero", () => {
  const shown = intervalsBeside(0, [[-0.004, -0.000004]], { digits: 3, format: percentagePoints });
  deepEqual(shown.intervals, ["[−0.4000, −0.0004]"]);
  equal(shown.value, "+0.0000");
});
