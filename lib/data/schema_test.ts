import { deepEqual, equal, throws } from "node:assert/strict";
import * as schema from "./schema.ts";
import { shown } from "../common/check.ts";

const probability = schema.probability();

Deno.test("probability() refuses what is not a number in [0, 1]: NaN written as a string, Infinity, null, -0.3, 1.5", () => {
  equal(probability.check(0), 0);
  equal(probability.check(1), 1);
  for (
    const [value, shown] of [["NaN", '"NaN"'], [Infinity, "Infinity"], [null, "null"], [-0.3, "-0.3"], [1.5, "1.5"]]
  ) {
    throws(() => probability.check(value, "p"), {
      name: "SchemaError",
      message: `p: ${shown} is not a probability in [0, 1]`,
    });
  }
});

Deno.test("count(), positiveInteger() and integer() refuse fractions, negatives, strings and unsafe integers", () => {
  throws(() => schema.count().check(-1, "noSet"), { message: "noSet: -1 is not a non-negative integer" });
  throws(() => schema.count().check(2 ** 53, "noSet"), {
    message: "noSet: 9007199254740992 is not a non-negative integer",
  });
  throws(() => schema.positiveInteger().check(1999.5, "seeds"), { message: "seeds: 1999.5 is not a positive integer" });
  throws(() => schema.positiveInteger().check(0, "seeds"), { message: "seeds: 0 is not a positive integer" });
  throws(() => schema.integer(3, 81).check("12", "n"), { message: 'n: "12" is not an integer in 3..81' });
  throws(() => schema.digits().check("-1", "setFree"), {
    message: 'setFree: "-1" is not a non-negative integer in decimal digits',
  });
  equal(schema.digits().check("70724320184700"), "70724320184700");
});

Deno.test("probabilityInterval() refuses reversed ends, ends outside [0, 1] and other lengths", () => {
  deepEqual(schema.probabilityInterval().check([0.94, 0.97]), [0.94, 0.97]);
  for (const bad of [[0.97, 0.94], [0.96, 1.7], [-0.1, 0.5], [0.5], [0.1, 0.2, 0.3], ["0.1", 0.2]]) {
    throws(() => schema.probabilityInterval().check(bad, "coverageCi"), {
      message: `coverageCi: ${shown(bad)} is not an interval [lo, hi] with 0 ≤ lo ≤ hi ≤ 1`,
    });
  }
});

Deno.test("text() refuses empty and blank strings; isoDate() refuses what Date.prototype.toISOString would not write", () => {
  throws(() => schema.text().check(" ", "where"), { message: 'where: " " is not a non-empty string' });
  equal(schema.isoDate().check("2026-11-30T20:41:19.569Z"), "2026-11-30T20:41:19.569Z");
  throws(() => schema.isoDate().check("30 November 2026", "date"), {
    message: 'date: "30 November 2026" is not a date in ISO 8601',
  });
  throws(() => schema.isoDate().check("2026-13-45T00:00:00Z", "date"), /is not a date in ISO 8601/);
});

Deno.test("object() names missing and unexpected fields by their path, and leaves out absent optional ones", () => {
  const row = schema.object<{ n: number; p?: number }>({
    n: schema.integer(3, 81),
    p: schema.optional(probability),
  });
  const rows = schema.object<{ rows: { n: number; p?: number }[] }>({ rows: schema.array(row) });
  deepEqual(rows.check({ rows: [{ n: 12 }, { n: 15, p: 0.5 }] }), { rows: [{ n: 12 }, { n: 15, p: 0.5 }] });
  throws(() => rows.check({ rows: [{ n: 12 }, { p: 0.5 }] }), {
    message: "rows[1].n: missing (should be an integer in 3..81)",
  });
  throws(() => rows.check({ rows: [{ n: 12, oddAgainst: 30 }] }), {
    message: "rows[0].oddAgainst: unexpected field (known: n, p)",
  });
  throws(() => rows.check({ rows: {} }), { message: "rows: an object is not an array" });
  throws(() => rows.check(null), { message: "null is not an object" });
});

Deno.test("nullable() takes null or the inner value; record() checks keys and values", () => {
  const coverage = schema.nullable(probability);
  equal(coverage.check(null), null);
  throws(() => coverage.check(2, "coverage"), { message: "coverage: 2 is not a probability in [0, 1]" });
  const exact = schema.record(probability, { key: schema.digits() });
  throws(() => exact.check({ "12": 1.5 }, "exact"), { message: 'exact["12"]: 1.5 is not a probability in [0, 1]' });
  throws(() => exact.check({ "-1": 0.5 }, "exact"), {
    message: 'exact: key "-1" is not a non-negative integer in decimal digits',
  });
});

Deno.test("refine() runs its rule only on a value of the right shape, with the value's path", () => {
  let calls = 0;
  const positive = schema.refine(schema.count(), (value, path) => {
    calls++;
    if (value === 0) schema.invalid(path, value, "above 0");
  });
  throws(() => positive.check("1", "x"), { message: 'x: "1" is not a non-negative integer' });
  equal(calls, 0);
  throws(() => positive.check(0, "x"), { message: "x: 0 is not above 0" });
  equal(positive.check(3), 3);
});

Deno.test("a schema's message shows the value on one short line", () => {
  throws(() => schema.string().check(1, "x"), { message: "x: 1 is not a string" });
  throws(() => schema.boolean().check("x".repeat(100)), { message: `"${"x".repeat(59)}… is not true or false` });
  throws(() => schema.string().check(Array.from({ length: 50 }, (_, i) => i)), {
    message: "an array of 50 is not a string",
  });
});
