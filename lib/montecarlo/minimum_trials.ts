/**
 * How many trials importance sampling needs at each table size before its Student t interval can be trusted (the path
 * weights are skewed: below a minimum coverage falls short and a run refuses), and how it spends them: the smallest
 * powers of ten with nominal coverage in the coverage study; `Infinity` where even populations are dominated by a few.
 *
 * @module
 */
import type { FeatureCount } from "../core/card.ts";
import { positiveInteger } from "../common/check.ts";
import { checkDeckSize, checkTableSize, type DeckSize, featuresOfDeck } from "./_deck.ts";

/** Paths per resampled population. */
export const SIS_POPULATION = 10_000;

const SIS_MIN_REPLICATES = 10;

/** Sizes `from`..`to`: the fewest trials accepted (`Infinity`: none), why, and the population (absent: 1). */
export interface MinimumTrials {
  from: number;
  to: number;
  trials: number;
  reason: string;
  population?: number;
}

const EXACT = "every path has the same weight: the estimate is exact";
const DIES = "every path dies: the estimate is exactly 0";
const SKEWED = "the path weights are skewed";
const STRONGLY = "the path weights are strongly skewed";
const RARE = "the path weights are nearly all equal, a rare few different";
const int = (x: number) => x.toLocaleString("en-US");
const POPULATIONS = `${SIS_MIN_REPLICATES} populations of ${int(SIS_POPULATION)} paths`;
const NO_HONEST = `even populations of ${int(SIS_POPULATION)} paths are dominated by a few of their paths`;

/** The full deck's minimums. */
export const SIS_MINIMUM_TRIALS: readonly MinimumTrials[] = [
  { from: 3, to: 4, trials: 1, reason: EXACT },
  { from: 5, to: 14, trials: 1_000, reason: SKEWED },
  { from: 15, to: 18, trials: 10_000, reason: STRONGLY },
  { from: 19, to: 20, trials: SIS_MIN_REPLICATES * SIS_POPULATION, reason: POPULATIONS, population: SIS_POPULATION },
  { from: 21, to: 81, trials: 1, reason: DIES },
];

/** The minimums of every deck, by its features (5 and 6: against a far more precise reference estimate). */
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

function rowOf(n: number, deckSize: DeckSize): MinimumTrials {
  return MINIMUM_TRIALS[featuresOfDeck(deckSize)].find(({ from, to }) => from <= n && n <= to)!;
}

/**
 * The fewest importance-sampling trials accepted at table size n: `Infinity` where no count gives an honest interval.
 *
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
 * Too few trials for an honest importance-sampling interval at `sizes`: the message names each range of sizes with its
 * minimum and reason; `n` is the size that needs the most, `minimum` its minimum.
 *
 * @example
 * ```ts
 * import { TooFewTrialsError } from "./minimum_trials.ts";
 * import { deepEqual } from "node:assert/strict";
 * const error = new TooFewTrialsError([12, 19, 20], 10_000);
 * deepEqual([error.n, error.minimum], [20, 100_000]);
 * ```
 */
export class TooFewTrialsError extends RangeError {
  override name = "TooFewTrialsError";
  readonly n: number;
  readonly minimum: number;

  constructor(readonly sizes: readonly number[], readonly trials: number, deckSize: DeckSize = 81) {
    const rows = MINIMUM_TRIALS[featuresOfDeck(deckSize)]
      .map((row) => ({ ...row, sizes: sizes.filter((n) => row.from <= n && n <= row.to).sort((a, b) => a - b) }))
      .filter((row) => row.sizes.length > 0)
      .sort((a, b) => b.trials - a.trials);
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
 * Throws a {@link TooFewTrialsError} for every size where importance sampling refuses `trials`, before any work.
 *
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

/**
 * How importance sampling spends `trials` paths at size n: single paths, or as many populations of
 * {@link SIS_POPULATION} as fit where the minimums ask for them; throws a {@link TooFewTrialsError} below the minimum.
 */
export function sisPlan(
  n: number,
  trials: number,
  deckSize: DeckSize = 81,
): { replicates: number; population: number; trials: number } {
  checkTableSize(n, checkDeckSize(deckSize));
  positiveInteger("trials", trials);
  const { trials: minimum, population = 1 } = rowOf(n, deckSize);
  if (trials < minimum) throw new TooFewTrialsError([n], trials, deckSize);
  const replicates = Math.floor(trials / population);
  return { replicates, population, trials: replicates * population };
}
