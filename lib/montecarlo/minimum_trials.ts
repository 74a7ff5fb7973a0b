/**
 * How many trials importance sampling needs at each table size before its interval can be trusted, and how it
 * spends them. Its interval is Student's t on replicate estimates (./intervals.ts), exact only for normal estimates;
 * the path weights are skewed, so below a minimum number of trials its coverage falls short, and a run refuses
 * ({@link TooFewTrialsError}) instead of reporting an interval that covers too rarely. Each deck has its own table of
 * minimums ({@link MINIMUM_TRIALS}): the smallest power of ten at which the coverage study (`deno task coverage`,
 * `data/coverage*.json`) found nominal coverage; where even resampled populations are dominated by a few paths, no
 * count is enough (`Infinity`) and plain sampling's exact binomial bound is the honest answer.
 *
 * @module
 */
import { deckOf, type FeatureCount } from "../core/card.ts";
import { positiveInteger } from "../common/check.ts";
import { checkDeckSize, checkTableSize, type DeckSize, featuresOfDeck } from "./_deck.ts";

/**
 * Paths per resampled population. With 1,000 paths about one population in ten dies before 19 cards and the
 * estimates are skewed; with 10,000 they are nearly normal, and the spread per path is the same either way.
 */
export const SIS_POPULATION = 10_000;

// Fewest independent replicates an importance-sampling interval is made from.
const SIS_MIN_REPLICATES = 10;

/** Table sizes `from`..`to` and the fewest importance-sampling trials accepted there. */
export interface MinimumTrials {
  from: number;
  to: number;
  /** The fewest trials; `Infinity` where importance sampling gives no honest interval at any count. */
  trials: number;
  /** Why, in a few words (for error messages and notebooks). */
  reason: string;
  /** Paths per resampled population at these sizes; absent: single paths. */
  population?: number;
}

const EXACT = "every path has the same weight: the estimate is exact";
const DIES = "every path dies: the estimate is exactly 0";
const SKEWED = "the path weights are skewed";
const STRONGLY = "the path weights are strongly skewed";
const RARE = "the path weights are nearly all equal, a rare few different";
const POPULATIONS = `${SIS_MIN_REPLICATES} populations of ${SIS_POPULATION.toLocaleString("en-US")} paths`;
const NO_HONEST = `even populations of ${
  SIS_POPULATION.toLocaleString("en-US")
} paths are dominated by a few of their paths`;

/** The full deck's minimums: 1,000 trials up to 14 cards, 10,000 to 18, 10 populations at 19–20. */
export const SIS_MINIMUM_TRIALS: readonly MinimumTrials[] = [
  { from: 3, to: 4, trials: 1, reason: EXACT },
  { from: 5, to: 14, trials: 1_000, reason: SKEWED },
  { from: 15, to: 18, trials: 10_000, reason: STRONGLY },
  { from: 19, to: 20, trials: SIS_MIN_REPLICATES * SIS_POPULATION, reason: POPULATIONS, population: SIS_POPULATION },
  { from: 21, to: 81, trials: 1, reason: DIES },
];

/**
 * The minimums of every deck, by its number of features. For 5 and 6 features, where exact values are known only up
 * to 5 cards, they were set by the shape of the path weights matched to the full deck's, then checked by coverage
 * against a reference estimate 10 to 50 times as precise (`data/coverage-5-features.json`,
 * `data/coverage-6-features.json`) and raised where it fell short; populations are offered only up to the sizes where
 * their coverage stayed nominal (37 and 66 cards).
 */
export const MINIMUM_TRIALS: Readonly<Record<FeatureCount, readonly MinimumTrials[]>> = {
  2: [{ from: 3, to: 4, trials: 1, reason: EXACT }, { from: 5, to: 9, trials: 1, reason: DIES }],
  3: [
    { from: 3, to: 4, trials: 1, reason: EXACT },
    { from: 5, to: 8, trials: 1_000, reason: SKEWED },
    { from: 9, to: 9, trials: 10_000, reason: "most paths die before 9 cards" },
    { from: 10, to: 27, trials: 1, reason: DIES },
  ],
  4: SIS_MINIMUM_TRIALS,
  5: [
    { from: 3, to: 4, trials: 1, reason: EXACT },
    { from: 5, to: 5, trials: 10_000, reason: RARE },
    { from: 6, to: 22, trials: 1_000, reason: SKEWED },
    { from: 23, to: 32, trials: 10_000, reason: STRONGLY },
    { from: 33, to: 37, trials: SIS_MIN_REPLICATES * SIS_POPULATION, reason: POPULATIONS, population: SIS_POPULATION },
    { from: 38, to: 45, trials: Infinity, reason: NO_HONEST },
    { from: 46, to: 243, trials: 1, reason: DIES },
  ],
  6: [
    { from: 3, to: 4, trials: 1, reason: EXACT },
    { from: 5, to: 5, trials: 100_000, reason: RARE },
    { from: 6, to: 8, trials: 10_000, reason: RARE },
    { from: 9, to: 37, trials: 1_000, reason: SKEWED },
    { from: 38, to: 58, trials: 10_000, reason: STRONGLY },
    { from: 59, to: 66, trials: SIS_MIN_REPLICATES * SIS_POPULATION, reason: POPULATIONS, population: SIS_POPULATION },
    { from: 67, to: 112, trials: Infinity, reason: NO_HONEST },
    { from: 113, to: 729, trials: 1, reason: DIES },
  ],
};

/** The row of a deck's minimum-trials table holding table size n. */
function rowOf(n: number, deckSize: DeckSize): MinimumTrials {
  return MINIMUM_TRIALS[featuresOfDeck(deckSize)].find(({ from, to }) => from <= n && n <= to)!;
}

/**
 * The table sizes of a deck where importance sampling is offered at some trial count and is needed (neither exact
 * nor exactly 0): 5 to the last size before it is refused.
 *
 * @example
 * ```ts
 * import { sisSizes } from "./minimum_trials.ts";
 * import { deepEqual, equal } from "node:assert/strict";
 * deepEqual(sisSizes(4), Array.from({ length: 16 }, (_, i) => 5 + i));
 * equal(sisSizes(6).at(-1), 66);
 * deepEqual(sisSizes(2), []);
 * ```
 */
export function sisSizes(features: FeatureCount): number[] {
  const deckSize = 3 ** features as DeckSize;
  const sizes: number[] = [];
  for (let n = 5; n <= deckOf(features).largestSetFree; n++) {
    if (Number.isFinite(rowOf(n, deckSize).trials)) sizes.push(n);
  }
  return sizes;
}

/**
 * The fewest importance-sampling trials accepted at table size n: `Infinity` where no count gives an honest interval.
 *
 * @param deckSize 81 (default), 27, or 3^d for d features.
 * @throws {RangeError} when n is not an integer in 3..deckSize.
 * @example
 * ```ts
 * import { sisMinimumTrials } from "./minimum_trials.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual([12, 17, 19, 21].map((n) => sisMinimumTrials(n)), [1_000, 10_000, 100_000, 1]);
 * deepEqual([5, 20, 60, 100, 113].map((n) => sisMinimumTrials(n, 729)), [100_000, 1_000, 100_000, Infinity, 1]);
 * ```
 */
export function sisMinimumTrials(n: number, deckSize: DeckSize = 81): number {
  checkTableSize(n, checkDeckSize(deckSize));
  return rowOf(n, deckSize).trials;
}

/**
 * Too few trials for an honest importance-sampling interval at some sizes. The message names each range of sizes
 * with its minimum and reason, the sizes where no count is enough first: `importance sampling needs at least 100,000
 * trials at 19–20 cards (10 populations of 10,000 paths), got 1,000`. `n` and `minimum` are the size that needs the
 * most and its minimum.
 */
export class TooFewTrialsError extends RangeError {
  override name = "TooFewTrialsError";
  /** The offending size with the largest minimum. */
  readonly n: number;
  /** The largest minimum among the offending sizes: enough trials for all of them. */
  readonly minimum: number;

  /**
   * @param sizes The sizes whose minimum exceeds `trials` (at least one).
   * @param trials The trials asked for.
   */
  constructor(readonly sizes: readonly number[], readonly trials: number, deckSize: DeckSize = 81) {
    const rows = MINIMUM_TRIALS[featuresOfDeck(deckSize)]
      .map((row) => ({ ...row, sizes: sizes.filter((n) => row.from <= n && n <= row.to).sort((a, b) => a - b) }))
      .filter((row) => row.sizes.length > 0)
      .sort((a, b) => b.trials - a.trials);
    const int = (x: number) => x.toLocaleString("en-US");
    const refused = rows.filter((row) => row.trials === Infinity).map(({ reason, sizes }) =>
      `gives no honest interval at ${runs(sizes)} cards of ${featuresOfDeck(deckSize)} features (${reason})`
    );
    const needs = rows.filter((row) => row.trials !== Infinity).map(({ trials, reason, sizes }, i) =>
      `${i === 0 ? "at least " : ""}${int(trials)}${i === 0 ? " trials" : ""} at ${runs(sizes)} cards (${reason})`
    );
    if (needs.length > 0) refused.push(`needs ${needs.join(" and ")}`);
    super(`importance sampling ${refused.join("; it ")}, got ${int(trials)}`);
    this.n = rows[0].sizes.at(-1)!;
    this.minimum = rows[0].trials;
  }
}

// Increasing sizes as runs: "12", "15–18", "9, 15–18".
function runs(sizes: readonly number[]): string {
  const parts: [number, number][] = [];
  for (const n of sizes) {
    const last = parts.at(-1);
    if (last && n === last[1] + 1) last[1] = n;
    else parts.push([n, n]);
  }
  return parts.map(([from, to]) => from === to ? String(from) : `${from}–${to}`).join(", ");
}

/**
 * Checks, before any work, that importance sampling accepts `trials` at every size, so a command can refuse up
 * front with one message covering all the sizes that need more. Cost: O(sizes).
 *
 * @throws {TooFewTrialsError} naming every range of sizes below its minimum and the minimums.
 * @throws {RangeError} when a size is not in 3..deckSize or trials is not a positive integer.
 * @example
 * ```ts
 * import { checkSisTrials } from "./minimum_trials.ts";
 * import { throws } from "node:assert/strict";
 * checkSisTrials([9, 12, 21], 1000);
 * throws(
 *   () => checkSisTrials([12, 15, 16, 17, 18, 19, 20, 21], 1000),
 *   /^TooFewTrialsError: importance sampling needs at least 100,000 trials at 19–20 cards \(10 populations of 10,000 paths\) and 10,000 at 15–18 cards \(the path weights are strongly skewed\), got 1,000$/,
 * );
 * ```
 */
export function checkSisTrials(sizes: readonly number[], trials: number, deckSize: DeckSize = 81): void {
  for (const n of sizes) checkTableSize(n, checkDeckSize(deckSize));
  positiveInteger("trials", trials);
  const short = sizes.filter((n) => trials < sisMinimumTrials(n, deckSize));
  if (short.length > 0) throw new TooFewTrialsError([...new Set(short)], trials, deckSize);
}

/** How importance sampling spends its trials at one size. */
export interface SisPlan {
  /** Independent estimates: paths when population is 1, else populations. */
  replicates: number;
  /** Paths per replicate, resampled together; 1 for single paths. */
  population: number;
  /** Paths actually run, replicates × population (at most the trials asked for). */
  trials: number;
}

/**
 * How importance sampling spends `trials` paths at size n: single paths, except where the deck's minimums ask for
 * resampled populations (19–20 cards of the full deck, 33–37 of 5 features, 59–66 of 6), as many populations of
 * {@link SIS_POPULATION} paths as fit. Cost: O(1).
 *
 * @param deckSize 81 (default), 27, or 3^d for d features.
 * @throws {TooFewTrialsError} when trials is below {@link sisMinimumTrials}(n).
 * @throws {RangeError} when n is not in 3..deckSize or trials is not a positive integer.
 * @example
 * ```ts
 * import { sisPlan } from "./minimum_trials.ts";
 * import { deepEqual, throws } from "node:assert/strict";
 * deepEqual(sisPlan(12, 1_000_000), { replicates: 1_000_000, population: 1, trials: 1_000_000 });
 * deepEqual(sisPlan(20, 1_234_567), { replicates: 123, population: 10_000, trials: 1_230_000 });
 * throws(() => sisPlan(19, 1_000), /needs at least 100,000 trials at 19 cards .*got 1,000/);
 * throws(() => sisPlan(40, 1e9, 243), /no honest interval at 40 cards of 5 features/);
 * ```
 */
export function sisPlan(n: number, trials: number, deckSize: DeckSize = 81): SisPlan {
  checkTableSize(n, checkDeckSize(deckSize));
  positiveInteger("trials", trials);
  const { trials: minimum, population = 1 } = rowOf(n, deckSize);
  if (trials < minimum) throw new TooFewTrialsError([n], trials, deckSize);
  if (population === 1) return { replicates: trials, population: 1, trials };
  const replicates = Math.floor(trials / population);
  return { replicates, population, trials: replicates * population };
}
