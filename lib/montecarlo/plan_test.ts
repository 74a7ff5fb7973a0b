import { deepEqual, equal, match, ok, throws } from "node:assert/strict";
import {
  checkSisTrials,
  combineEstimate,
  estimateChunks,
  MINIMUM_TRIALS,
  plainInterval,
  RESAMPLE_FROM,
  ROUNDING_MARGIN,
  SIS_MIN_REPLICATES,
  SIS_MINIMUM_TRIALS,
  SIS_POPULATION,
  sisInterval,
  sisMinimumTrials,
  sisPlan,
  sisSizes,
  SMALL_DECK_MINIMUM_TRIALS,
  TooFewTrialsError,
} from "./plan.ts";
import { deckOf, FEATURE_COUNTS } from "../core/card.ts";
import type { DeckSize } from "./_deck.ts";
import { simulateChunk } from "./_chunk.ts";
import { noSetProbability } from "../exact/counts.ts";
import { clopperPearson } from "../stats/intervals.ts";

function estimate(seed: string, method: "plain" | "sis", n: number, trials: number) {
  const tasks = estimateChunks(seed, method, n, trials);
  return combineEstimate(method, n, tasks, tasks.map(simulateChunk));
}

Deno.test("SIS_MINIMUM_TRIALS covers every size 3..81 once, in order", () => {
  let next = 3;
  for (const { from, to, trials, reason } of SIS_MINIMUM_TRIALS) {
    equal(from, next);
    ok(to >= from && Number.isSafeInteger(trials) && trials >= 1 && reason.length > 0);
    next = to + 1;
  }
  equal(next, 82);
  deepEqual([3, 4, 5, 14, 15, 18, 19, 20, 21, 81].map((n) => sisMinimumTrials(n)), [
    1,
    1,
    1000,
    1000,
    10_000,
    10_000,
    100_000,
    100_000,
    1,
    1,
  ]);
  equal(sisMinimumTrials(RESAMPLE_FROM), SIS_MIN_REPLICATES * SIS_POPULATION);
  throws(() => sisMinimumTrials(2), /table size 2 is not an integer in 3\.\.81/);
});

Deno.test("sisPlan() uses single paths below 19 cards and from 21, populations of 10,000 at 19 and 20", () => {
  deepEqual(sisPlan(12, 1000), { replicates: 1000, population: 1, trials: 1000 });
  deepEqual(sisPlan(18, 10_000), { replicates: 10_000, population: 1, trials: 10_000 });
  deepEqual(sisPlan(19, 100_000), { replicates: 10, population: 10_000, trials: 100_000 });
  deepEqual(sisPlan(20, 1_000_000), { replicates: 100, population: 10_000, trials: 1_000_000 });
  deepEqual(sisPlan(20, 199_999), { replicates: 19, population: 10_000, trials: 190_000 });
  deepEqual(sisPlan(21, 1), { replicates: 1, population: 1, trials: 1 });
  deepEqual(sisPlan(4, 1), { replicates: 1, population: 1, trials: 1 });
});

Deno.test("sisPlan() refuses fewer trials than the minimum with an error naming size, minimum and trials", () => {
  const cases: [number, number, RegExp][] = [
    [
      19,
      1000,
      /^importance sampling needs at least 100,000 trials at 19 cards \(10 populations of 10,000 paths\), got 1,000$/,
    ],
    [20, 99_999, /needs at least 100,000 trials at 20 cards .*got 99,999/],
    [12, 1, /needs at least 1,000 trials at 12 cards \(the path weights are skewed\), got 1$/],
    [17, 9999, /needs at least 10,000 trials at 17 cards/],
  ];
  for (const [n, trials, message] of cases) {
    try {
      sisPlan(n, trials);
      ok(false, `${trials} trials at ${n} cards accepted`);
    } catch (error) {
      ok(error instanceof TooFewTrialsError && error instanceof RangeError);
      match(error.message, message);
      deepEqual([error.n, error.trials, error.minimum, error.sizes], [n, trials, sisMinimumTrials(n), [n]]);
    }
  }
  throws(() => sisPlan(12, 0), /trials 0 is not a positive integer/);
  throws(() => sisPlan(82, 1000), /table size 82/);
});

Deno.test("checkSisTrials() names every range of sizes below its minimum, the largest first, or passes", () => {
  checkSisTrials([3, 4, 9, 14, 21, 81], 1000);
  checkSisTrials([19, 20], 100_000);
  try {
    checkSisTrials([9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21], 1);
    ok(false, "accepted");
  } catch (error) {
    ok(error instanceof TooFewTrialsError);
    equal(
      error.message,
      "importance sampling needs at least 100,000 trials at 19–20 cards (10 populations of 10,000 paths) and " +
        "10,000 at 15–18 cards (the path weights are strongly skewed) and 1,000 at 9–14 cards (the path weights " +
        "are skewed), got 1",
    );
    deepEqual([error.n, error.minimum, error.trials], [20, 100_000, 1]);
  }
  throws(
    () => checkSisTrials([12, 19, 12, 19], 5000),
    /^TooFewTrialsError: importance sampling needs at least 100,000 trials at 19 cards \(10 populations of 10,000 paths\), got 5,000$/,
  );
  throws(() => checkSisTrials([2], 5000), /table size 2/);
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
});

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
  const tasks = estimateChunks("plan_test", "sis", n, 100);
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

Deno.test("MINIMUM_TRIALS covers every size of every deck once, in order: exact below 5 cards and above the largest SET-free table", () => {
  for (const features of FEATURE_COUNTS) {
    const { size, largestSetFree } = deckOf(features);
    let next = 3;
    for (const { from, to, trials, reason, population } of MINIMUM_TRIALS[features]) {
      equal(from, next, `d = ${features}`);
      ok(to >= from && (trials === Infinity || Number.isSafeInteger(trials)) && trials >= 1 && reason.length > 0);
      if (population !== undefined) equal(trials, SIS_MIN_REPLICATES * population);
      next = to + 1;
    }
    equal(next, size + 1);
    const deckSize = size as DeckSize;
    deepEqual([3, 4, largestSetFree + 1, size].map((n) => sisMinimumTrials(n, deckSize)), [1, 1, 1, 1]);
    ok(
      sisSizes(features).every((n) => Number.isFinite(sisMinimumTrials(n, deckSize)) && n >= 5 && n <= largestSetFree),
    );
  }
  deepEqual(MINIMUM_TRIALS[4], SIS_MINIMUM_TRIALS);
  deepEqual(MINIMUM_TRIALS[3], SMALL_DECK_MINIMUM_TRIALS);
  deepEqual(sisSizes(5), Array.from({ length: 33 }, (_, i) => 5 + i));
  deepEqual(sisSizes(6), Array.from({ length: 62 }, (_, i) => 5 + i));
});

Deno.test("sisPlan() resamples populations of 10,000 at 33–37 cards of 5 features and 59–66 of 6, and refuses beyond", () => {
  deepEqual(sisPlan(33, 100_000, 243), { replicates: 10, population: 10_000, trials: 100_000 });
  deepEqual(sisPlan(32, 100_000, 243), { replicates: 100_000, population: 1, trials: 100_000 });
  deepEqual(sisPlan(66, 250_000, 729), { replicates: 25, population: 10_000, trials: 250_000 });
  deepEqual(sisPlan(5, 100_000, 729), { replicates: 100_000, population: 1, trials: 100_000 });
  throws(
    () => sisPlan(5, 99_999, 729),
    /needs at least 100,000 trials at 5 cards \(the path weights are nearly all equal/,
  );
  throws(
    () => sisPlan(67, 1e12, 729),
    /^TooFewTrialsError: importance sampling gives no honest interval at 67 cards of 6 features/,
  );
  deepEqual(estimateChunks("s", "sis", 113, 10, 729), []);
});

Deno.test("checkSisTrials() names the sizes with no honest interval first, then those that need more trials", () => {
  try {
    checkSisTrials([20, 30, 36, 38, 40, 45, 46], 1000, 243);
    ok(false, "accepted");
  } catch (error) {
    ok(error instanceof TooFewTrialsError);
    equal(
      error.message,
      "importance sampling gives no honest interval at 38, 40, 45 cards of 5 features (even populations of 10,000 " +
        "paths are dominated by a few of their paths); it needs at least 100,000 trials at 36 cards " +
        "(10 populations of 10,000 paths) and 10,000 at 30 cards (the path weights are strongly skewed), got 1,000",
    );
    deepEqual([error.n, error.minimum], [45, Infinity]);
  }
  checkSisTrials([2 + 1, 4, 5, 9], 1, 9);
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
