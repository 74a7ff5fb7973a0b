import { deepEqual, equal, throws } from "node:assert/strict";
import { besideExact, intervalsBeside } from "./intervals_beside.ts";
import { table } from "./show.ts";
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
});

Deno.test("intervalsBeside() keeps the fewest decimals when containment already reads right", () => {
  const shown = intervalsBeside(0.0323, [[0.0306, 0.0328], { lo: 0.0331, hi: 0.0352 }]);
  equal(shown.digits, 2);
  equal(shown.value, "3.23%");
  deepEqual(shown.intervals, ["[3.06%, 3.28%]", "[3.31%, 3.52%]"]);
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
});

Deno.test("intervalsBeside() counts a value on a bound as inside", () => {
  const shown = intervalsBeside(0.05, [[0.05, 0.06]]);
  equal(shown.digits, 2);
  deepEqual(shown.intervals, ["[5.00%, 6.00%]"]);
});

Deno.test("intervalsBeside() refuses a reversed or infinite interval, and gives up past 12 decimals", () => {
  throws(() => intervalsBeside(0.5, [[0.6, 0.4]]), /\[0\.6, 0\.4\] is not an interval/);
  throws(() => intervalsBeside(0.5, [[0.1, Infinity]]), /is not an interval/);
  throws(() => intervalsBeside(0.5, [[0.1, 0.5 - 1e-16]]), /12 decimals cannot show 0\.5 apart from \[\[0\.1,0\.4999/);
  throws(() => intervalsBeside(0.5, [[0.1, 0.6]], { format: () => "n/a" }), /"n\/a" does not show a number/);
});

const estimate = (source: string, count: number, total: number, lo: number, hi: number) => ({
  source,
  count,
  total,
  p: count / total,
  lo,
  hi,
});

Deno.test("besideExact() lists the estimates, then the exact value, with the columns named as asked", () => {
  const rows = besideExact(
    [estimate("ours", 152_045, 2_298_312, 0.06574, 0.06657), estimate("Norvig", 5_871, 91_936, 0.06229, 0.06546)],
    { source: "exact, fresh deal", p: 0.0323 },
    { digits: 3, columns: { count: "no SET", total: "tables", p: "P(no SET)" } },
  );
  deepEqual(Object.keys(rows[0]), ["source", "no SET", "tables", "P(no SET)", "95% interval"]);
  deepEqual(rows.map((r) => r.source), ["ours", "Norvig", "exact, fresh deal"]);
  deepEqual(rows[0], {
    source: "ours",
    "no SET": 152_045,
    tables: 2_298_312,
    "P(no SET)": "6.616%",
    "95% interval": "[6.574%, 6.657%]",
  });
  deepEqual(rows[2], {
    source: "exact, fresh deal",
    "no SET": "",
    tables: "",
    "P(no SET)": "3.230%",
    "95% interval": "exact",
  });
});

Deno.test("besideExact() writes every share with the decimals the closest interval needs", () => {
  const rows = besideExact(
    [estimate("wide", 50, 500, 0.07, 0.13), estimate("close", 600, 5_600, 0.1051, 0.108671)],
    { source: "exact", p: 0.10868 },
  );
  deepEqual(rows.map((r) => r.P), ["10.000%", "10.714%", "10.868%"]);
  deepEqual(rows.map((r) => r["95% interval"]), ["[7.000%, 13.000%]", "[10.510%, 10.867%]", "exact"]);
});

Deno.test("besideExact() rows make a table whose numbers line up right", () => {
  const rows = besideExact([estimate("ours", 1, 10, 0.01, 0.4)], { source: "exact", p: 0.1 });
  equal(String(table(rows)).split("\n")[2], "ours        1      10  10.00%  [1.00%, 40.00%]");
});
