import { runCoverageTask, seedEstimates } from "./_seeds.ts";
import { equal, ok } from "node:assert/strict";
import { combineEstimate, estimateChunks } from "./_plan.ts";
import { simulateChunk } from "./_chunk.ts";
import { noSetProbability } from "../exact/counts.ts";

Deno.test("runCoverageTask() judges each seed by the interval simulate would report for it", () => {
  const exact = noSetProbability(13).value;
  for (const seed of [1, 2, 3]) {
    const tasks = estimateChunks(String(seed), "sis", 13, 1000);
    const { ci } = combineEstimate("sis", 13, tasks, tasks.map(simulateChunk));
    const result = runCoverageTask({
      method: "sis",
      n: 13,
      trials: 1000,
      from: seed,
      to: seed + 1,
      exact,
      confidence: 0.95,
    });
    equal(result.covered, ci[0] <= exact && exact <= ci[1] ? 1 : 0);
    equal(result.below, ci[1] < exact ? 1 : 0);
  }
});

Deno.test("runCoverageTask() on the small deck above 9 cards: importance sampling's exact 0 covers, no seed fails", () => {
  for (const method of ["plain", "sis"] as const) {
    const result = runCoverageTask({
      method,
      n: 10,
      deckSize: 27,
      trials: 1000,
      from: 1,
      to: 4,
      exact: 0,
      confidence: 0.95,
    });
    equal(result.failed, 0, method);
    equal(result.covered, 3, method);
  }
});

Deno.test("seedEstimates() makes the small deck's estimates with its own deck, at the confidence asked", () => {
  const [sis] = seedEstimates({ method: "sis", n: 10, deckSize: 27, trials: 1000, from: 1, to: 2 });
  equal(sis?.ciMethod, "exact: no SET-free table of 10 cards exists (the largest has 9), so nothing was sampled");
  const [at90] = seedEstimates({ method: "plain", n: 6, deckSize: 27, trials: 1000, from: 1, to: 2, confidence: 0.9 });
  equal(at90?.ciMethod, "Clopper–Pearson exact binomial 90%");
});

Deno.test("seedEstimates(): Three seeds of plain sampling at 12 cards", () => {
  const estimates = seedEstimates({ method: "plain", n: 12, trials: 1000, from: 1, to: 4 });
  equal(estimates.length, 3);
  ok(estimates.every((e) => e !== undefined && e.ci[0] <= e.p && e.p <= e.ci[1]));
});

Deno.test("runCoverageTask(): Ten seeds of plain sampling at 12 cards with 1,000 tables", () => {
  const result = runCoverageTask({
    method: "plain",
    n: 12,
    trials: 1000,
    from: 1,
    to: 11,
    exact: 0.0323,
    confidence: 0.95,
  });
  equal(result.covered + result.below + result.above + result.failed, 10);
  ok(result.covered >= 7);
});
