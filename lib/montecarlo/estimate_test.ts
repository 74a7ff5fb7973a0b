import { deepEqual, equal, match, ok, throws } from "node:assert/strict";
import { plainInterval, ROUNDING_MARGIN, sisInterval } from "./estimate.ts";
import { estimateChunks } from "./_plan.ts";
import { SIS_POPULATION } from "./minimum_trials.ts";
import { simulateChunk } from "./_chunk.ts";
import type { DeckSize } from "./_deck.ts";
import { deckOf, FEATURE_COUNTS } from "../core/card.ts";
import { noSetProbability } from "../exact/counts.ts";
import { clopperPearson } from "../stats/intervals.ts";

Deno.test("plainInterval() is Clopper–Pearson's and says so, at any confidence", () => {
  deepEqual(plainInterval(3, 1000), { ci: clopperPearson(3, 1000), ciMethod: "Clopper–Pearson exact binomial 95%" });
  equal(plainInterval(3, 1000, { confidence: 0.99 }).ciMethod, "Clopper–Pearson exact binomial 99%");
  ok(plainInterval(0, 1).ci[1] === 0.975);
});

Deno.test("sisInterval() below 5 cards is the exact value with a rounding margin, containing P(no SET | n)", () => {
  for (const n of [3, 4]) {
    const { ci, ciMethod } = sisInterval(n, estimateMoments(n), 1);
    const exact = noSetProbability(n).value;
    ok(ci[0] <= exact && exact <= ci[1] && ci[1] - ci[0] <= 3 * ROUNDING_MARGIN * exact, `n = ${n}: [${ci}]`);
    match(ciMethod, /^exact: every path to \d cards has the same weight/);
  }
});

function estimateMoments(n: number) {
  const tasks = estimateChunks("intervals_test", "sis", n, 100);
  const results = tasks.map(simulateChunk);
  return results[0].moments!;
}

Deno.test("sisInterval() from 21 cards is exactly [0, 0]", () => {
  deepEqual(sisInterval(21, { count: 5, mean: 0, m2: 0 }, 1), {
    ci: [0, 0],
    ciMethod: "exact: no SET-free table of 21 cards exists (the largest has 20), so nothing was sampled",
  });
});

Deno.test("sisInterval() never gives zero width at 5..20 cards: one replicate or all equal is an error", () => {
  throws(
    () => sisInterval(19, { count: 10, mean: 0, m2: 0 }, SIS_POPULATION),
    /all 10 replicate estimates .* are equal/,
  );
  throws(() => sisInterval(12, { count: 1, mean: 0.03, m2: 0 }, 1), /1 replicate estimate\(s\) at 12 cards/);
  const { ci, ciMethod } = sisInterval(12, { count: 1000, mean: 0.0323, m2: 999 * 0.004 ** 2 }, 1);
  ok(ci[0] < 0.0323 && 0.0323 < ci[1]);
  equal(ciMethod, "Student t at 95.5% for a nominal 95% (999 df), from the spread of 1,000 path weights");
});

Deno.test("sisInterval() above the largest SET-free table of every deck is exactly [0, 0]", () => {
  for (const features of FEATURE_COUNTS) {
    const { size, largestSetFree } = deckOf(features);
    deepEqual(sisInterval(largestSetFree + 1, { count: 0, mean: 0, m2: 0 }, 1, { deckSize: size as DeckSize }).ci, [
      0,
      0,
    ]);
  }
});

Deno.test("sisInterval() of ten populations takes t(0.9775, 9) = 2.32656, not t(0.975, 9)", () => {
  const { ci, ciMethod } = sisInterval(19, { count: 10, mean: 9e-12, m2: 9 * (2e-12) ** 2 }, 10_000);
  ok(Math.abs(ci[1] - 9e-12 - 2.32656 * 2e-12 / Math.sqrt(10)) < 1e-17);
  equal(
    ciMethod,
    "Student t at 95.5% for a nominal 95% (9 df), from the spread of 10 resampled populations of 10,000 paths",
  );
});
