import { deepEqual, equal, match, ok } from "node:assert/strict";
import { combineEstimate } from "./estimate.ts";
import { estimateChunks } from "./chunks.ts";
import { simulateChunk } from "./_chunk.ts";
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
