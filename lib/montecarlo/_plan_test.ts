import { deepEqual, equal, match, ok, throws } from "node:assert/strict";
import { addChunk, chunkPlan, combineEstimate, estimateChunks, estimateOf, NO_CHUNKS } from "./_plan.ts";
import { simulateChunk } from "./_chunk.ts";
import { SIS_POPULATION, TooFewTrialsError } from "./minimum_trials.ts";
import { clopperPearson } from "../stats/intervals.ts";

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
