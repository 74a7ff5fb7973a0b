import { deepEqual, equal, match, ok, throws } from "node:assert/strict";
import {
  addChunk,
  chunkPlan,
  combineEstimate,
  estimateChunks,
  estimateOf,
  NO_CHUNKS,
  plainInterval,
  ROUNDING_MARGIN,
  sisInterval,
} from "./estimate.ts";
import { SIS_POPULATION, TooFewTrialsError } from "./minimum_trials.ts";
import { clopperPearson } from "../stats/intervals.ts";
import { simulateChunk } from "./_chunk.ts";
import type { DeckSize } from "./_deck.ts";
import { deckOf, FEATURE_COUNTS } from "../core/card.ts";
import { noSetProbability } from "../exact/counts.ts";

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

function estimate(seed: string, method: "plain" | "sis", n: number, trials: number) {
  const tasks = estimateChunks(seed, method, n, trials);
  return combineEstimate(method, n, tasks, tasks.map(simulateChunk));
}

Deno.test("combineEstimate() at 19 cards with 100,000 trials (seed 4) gives a positive estimate and interval", () => {
  const result = estimate("4", "sis", 19, 100_000);
  equal(result.trials, 100_000);
  ok(result.p > 0 && result.ci[0] < result.ci[1], `[${result.ci}]`);
  ok(result.ci[1] > 0);
  match(
    result.ciMethod,
    /^Student t at 95\.5% for a nominal 95% \(9 df\), from the spread of 10 resampled populations/,
  );
});

Deno.test("combineEstimate() for plain sampling counts the tables of every chunk", () => {
  const result = estimate("plan_test", "plain", 12, 300_000);
  equal(result.trials, 300_000);
  equal(result.p, result.noSet! / 300_000);
  deepEqual(result.ci, clopperPearson(result.noSet!, 300_000));
  ok(result.seconds >= 0);
});

Deno.test("estimateChunks() cuts plain tables and whole populations into fixed chunks that add up to the plan", () => {
  const plain = estimateChunks("s", "plain", 12, 600_001);
  deepEqual(plain.map((t) => [t.chunk, t.trials]), [[0, 250_000], [1, 250_000], [2, 100_001]]);
  const single = estimateChunks("s", "sis", 15, 120_000);
  deepEqual(single.map((t) => [t.replicates, t.population]), [[50_000, 1], [50_000, 1], [20_000, 1]]);
  const populations = estimateChunks("s", "sis", 19, 1_000_000);
  equal(populations.reduce((sum, t) => sum + t.replicates, 0), 100);
  ok(populations.every((t) => t.population === SIS_POPULATION && t.seed === "s" && t.n === 19));
  throws(() => estimateChunks("s", "sis", 19, 1000), TooFewTrialsError);
  deepEqual(estimateChunks("s", "plain", 19, 1).map((t) => t.trials), [1]);
  deepEqual(estimateChunks("s", "sis", 113, 10, 729), []);
});

Deno.test("chunkPlan() makes a trillion plain tables' four million chunks one at a time; none above 20 cards", () => {
  const plan = chunkPlan("42", "plain", 12, 1e12);
  equal(plan.chunks, 4_000_000);
  equal(plan.task(3_999_999).trials, 250_000);
  equal(chunkPlan("42", "sis", 21, 1000).chunks, 0);
  deepEqual(estimateChunks("42", "plain", 12, 300_000).map((t) => t.trials), [250_000, 50_000]);
  deepEqual(estimateChunks("42", "sis", 20, 200_000).map((t) => t.replicates), [5, 5, 5, 5]);
});

Deno.test("addChunk() adds tables, counts and seconds; estimateOf() is exactly 0 where nothing is sampled", () => {
  const task = { seed: "s", method: "plain", n: 12, chunk: 0, trials: 10, replicates: 0, population: 0 } as const;
  const sums = addChunk(addChunk(NO_CHUNKS, task, { noSet: 1, seconds: 1 }), task, { noSet: 2, seconds: 1 });
  deepEqual([sums.trials, sums.noSet, sums.seconds], [20, 3, 2]);
  const estimate = estimateOf("sis", 10, NO_CHUNKS, { deckSize: 27 });
  deepEqual([estimate.trials, estimate.p, estimate.ci], [0, 0, [0, 0]]);
  const plain = combineEstimate("plain", 12, [task], [{ noSet: 0, seconds: 1 }]);
  deepEqual([plain.trials, plain.p, plain.ci[0]], [10, 0, 0]);
});
