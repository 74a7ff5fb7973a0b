import { deepEqual, equal, match, ok, throws } from "node:assert/strict";
import {
  checkSisTrials,
  MINIMUM_TRIALS,
  SIS_MINIMUM_TRIALS,
  SIS_POPULATION,
  sisMinimumTrials,
  sisPlan,
  TooFewTrialsError,
} from "./minimum_trials.ts";
import { deckOf, FEATURE_COUNTS } from "../core/card.ts";
import type { DeckSize } from "./_deck.ts";

// The sizes where importance sampling is offered at some trial count and needed (neither exact nor exactly 0).
function sisSizes(features: 2 | 3 | 4 | 5 | 6): number[] {
  const deckSize = 3 ** features as DeckSize;
  return Array.from({ length: deckOf(features).largestSetFree - 4 }, (_, i) => 5 + i)
    .filter((n) => Number.isFinite(sisMinimumTrials(n, deckSize)));
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
  equal(sisMinimumTrials(19), 10 * SIS_POPULATION);
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

Deno.test("MINIMUM_TRIALS covers every size of every deck once, in order: exact below 5 cards and above the largest SET-free table", () => {
  for (const features of FEATURE_COUNTS) {
    const { size, largestSetFree } = deckOf(features);
    let next = 3;
    for (const { from, to, trials, reason, population } of MINIMUM_TRIALS[features]) {
      equal(from, next, `d = ${features}`);
      ok(to >= from && (trials === Infinity || Number.isSafeInteger(trials)) && trials >= 1 && reason.length > 0);
      if (population !== undefined) equal(trials, 10 * population);
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

Deno.test("sisPlan() runs single paths at 12 cards and whole populations at 20; sisSizes() ends at 20 and 66", () => {
  deepEqual(sisPlan(12, 1_000_000), { replicates: 1_000_000, population: 1, trials: 1_000_000 });
  deepEqual(sisPlan(20, 1_234_567), { replicates: 123, population: 10_000, trials: 1_230_000 });
  throws(() => sisPlan(19, 1_000), /needs at least 100,000 trials at 19 cards .*got 1,000/);
  throws(() => sisPlan(40, 1e9, 243), /no honest interval at 40 cards of 5 features/);
  deepEqual(sisSizes(4), Array.from({ length: 16 }, (_, i) => 5 + i));
  deepEqual(sisSizes(2), []);
});
