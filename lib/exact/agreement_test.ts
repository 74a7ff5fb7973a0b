import { deepEqual, equal, ok } from "node:assert/strict";
import { normalQuantile, wilson } from "../stats/intervals.ts";
import { compareWithExact, referenceEstimates } from "./agreement.ts";
import { noSetProbability } from "./counts.ts";
import { NO_SET_REFERENCES } from "../common/references.ts";

Deno.test("compareWithExact() flags intervals that miss the exact value and leaves estimates without one undecided", () => {
  const exact = noSetProbability(15).value;
  const rows = compareWithExact([
    { label: "inside", n: 15, p: exact, lo: exact * 0.9, hi: exact * 1.1 },
    { label: "above", n: 15, p: exact * 2, lo: exact * 1.5, hi: exact * 2.5 },
    { label: "no interval", n: 15, p: exact * 1.2 },
  ]);
  deepEqual(rows.map((row) => row.agrees), [true, false, undefined]);
  ok(Math.abs(rows[2].ratio - 1.2) < 1e-12);
  ok(Math.abs(rows[0].halfWidths!) < 1e-12);
  ok(Math.abs(rows[1].halfWidths! - 2) < 1e-12); // |2e − e| / (0.5e)
  equal(rows[2].halfWidths, undefined);
  equal(rows[0].exact, exact);
});

Deno.test("referenceEstimates() keeps the fresh deals: Wilson intervals for counts, the published half-width, none for odds", () => {
  const estimates = referenceEstimates(NO_SET_REFERENCES);
  ok(estimates.length > 0);
  for (const estimate of estimates) {
    const reference = NO_SET_REFERENCES.find((r) =>
      r.source === estimate.label && r.n === estimate.n && r.setting === "fresh deal"
    );
    ok(reference, `${estimate.label} ${estimate.n}`);
    if (reference.oddsAgainst !== undefined) equal(estimate.lo, undefined);
    else ok(estimate.lo! <= estimate.p && estimate.p <= estimate.hi!);
  }
  equal(estimates.length, NO_SET_REFERENCES.filter((r) => r.setting === "fresh deal").length);
});

Deno.test("referenceEstimates() gives counts the Wilson interval, and [0, z²/(T + z²)] for no hits", () => {
  const [zero] = referenceEstimates([{ source: "x", setting: "fresh deal", n: 18, draws: 100, noSet: 0 }]);
  const z = normalQuantile(0.95);
  equal(zero.lo, 0);
  ok(Math.abs(zero.hi! - (z * z) / (100 + z * z)) < 1e-15);
  const [some] = referenceEstimates([{ source: "x", setting: "fresh deal", n: 15, draws: 100000, noSet: 38 }]);
  deepEqual([some.lo, some.hi], wilson(38, 100000));
});
