import { deepEqual, equal, throws } from "node:assert/strict";
import { intervalsBeside } from "./intervals_beside.ts";
import { conditionalNoSet } from "../exact/counts.ts";

// What a reader sees: the numbers written in the texts.
const read = (text: string) => Number(text.replace("−", "-").replace(/[^\d.\-]/g, ""));
const readInterval = (text: string) => text.slice(1, -1).split(", ").map(read);

Deno.test("intervalsBeside() adds a decimal when two would show [10.51%, 10.87%] beside an exact 10.868% it excludes", () => {
  const exact = conditionalNoSet(12, 9).value; // 10.868…%
  const upper = 0.108671; // just below it
  equal(`[${(100 * 0.1051).toFixed(2)}%, ${(100 * upper).toFixed(2)}%]`, "[10.51%, 10.87%]"); // the misleading text
  equal((100 * exact).toFixed(2), "10.87");
  const shown = intervalsBeside(exact, [[0.1051, upper]]);
  equal(shown.digits, 3);
  equal(shown.value, "10.868%");
  deepEqual(shown.intervals, ["[10.510%, 10.867%]"]);
  deepEqual(shown.contains, [false]);
});

Deno.test("intervalsBeside() keeps the fewest decimals when containment already reads right", () => {
  const shown = intervalsBeside(0.0323, [[0.0306, 0.0328], { lo: 0.0331, hi: 0.0352 }]);
  equal(shown.digits, 2);
  equal(shown.value, "3.23%");
  deepEqual(shown.intervals, ["[3.06%, 3.28%]", "[3.31%, 3.52%]"]);
  deepEqual(shown.contains, [true, false]);
});

Deno.test("intervalsBeside() shows every displayed interval containing the displayed value exactly when the true one does", () => {
  // Values and bounds within a few units of the fourth decimal of a percentage, both sides, many cases.
  let state = 7;
  const next = () => (state = (state * 48_271) % 2_147_483_647) / 2_147_483_647;
  for (let i = 0; i < 2_000; i++) {
    const value = 0.1 + next() * 1e-5;
    const lo = value - 2e-5 + next() * 3e-5;
    const hi = lo + next() * 2e-5;
    const digits = 1 + Math.floor(next() * 3);
    const shown = intervalsBeside(value, [[lo, hi]], { digits });
    const [a, b] = readInterval(shown.intervals[0]);
    const v = read(shown.value);
    equal(
      a <= v && v <= b,
      lo <= value && value <= hi,
      `${value} in [${lo}, ${hi}]: ${shown.value} ${shown.intervals}`,
    );
    equal(shown.contains[0], lo <= value && value <= hi);
  }
});

Deno.test("intervalsBeside() uses one number of decimals for the value and all intervals, the most any needs", () => {
  const shown = intervalsBeside(0.10868, [[0.1, 0.12], [0.1051, 0.108671], [0.108681, 0.11]]);
  equal(shown.digits, 4); // 10.8680% against 10.8681%
  deepEqual(shown.intervals, ["[10.0000%, 12.0000%]", "[10.5100%, 10.8671%]", "[10.8681%, 11.0000%]"]);
});

Deno.test("intervalsBeside() takes any format that writes one number: signed percentage points beside zero", () => {
  const points = (x: number, digits: number) => `${x < 0 ? "−" : "+"}${Math.abs(100 * x).toFixed(digits)}`;
  const shown = intervalsBeside(0, [[-0.0041, -0.000004], [-0.001, 0.0006]], { digits: 3, format: points });
  equal(shown.value, "+0.0000");
  deepEqual(shown.intervals, ["[−0.4100, −0.0004]", "[−0.1000, +0.0600]"]);
  deepEqual(shown.contains, [false, true]);
});

Deno.test("intervalsBeside() counts a value on a bound as inside", () => {
  const shown = intervalsBeside(0.05, [[0.05, 0.06]]);
  equal(shown.digits, 2);
  deepEqual(shown.contains, [true]);
});

Deno.test("intervalsBeside() refuses a reversed or infinite interval, and gives up past maxDigits", () => {
  throws(() => intervalsBeside(0.5, [[0.6, 0.4]]), /\[0\.6, 0\.4\] is not an interval/);
  throws(() => intervalsBeside(0.5, [[0.1, Infinity]]), /is not an interval/);
  throws(() => intervalsBeside(0.5, [[0.1, 0.5 - 1e-13]], { maxDigits: 6 }), /6 decimals cannot show 0\.5 apart/);
  throws(() => intervalsBeside(0.5, [[0.1, 0.6]], { format: () => "n/a" }), /"n\/a" does not show a number/);
});
