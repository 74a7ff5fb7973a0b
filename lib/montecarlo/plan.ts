/**
 * How an estimate of P(no SET | n) is made and how sure it is: the work of one
 * (method, n, trials) estimate cut into chunks, the chunks combined, and the
 * confidence interval with a name saying how it was made. `simulate` and the
 * coverage study (./coverage.ts) both go through here, so the study measures the
 * intervals the simulations report.
 *
 * - **Plain sampling** counts SET-free tables among `trials` uniform deals: the count is
 *   exactly binomial, and the interval is Clopper–Pearson's, whose coverage is at least
 *   nominal for every p and trial count (even 0 hits, or 1 trial).
 * - **Importance sampling** averages independent replicate estimates (single paths below
 *   19 cards, resampled populations of {@link SIS_POPULATION} paths at 19 and 20) with
 *   Student's t interval on their spread. That interval is exact only for normal
 *   estimates; the weights are skewed (the interval lands below the true value more often
 *   than above), and its coverage falls short by a term that shrinks like 1/trials. Two
 *   guards keep it at or above nominal: a minimum number of trials per size
 *   ({@link SIS_MINIMUM_TRIALS}), below which the plan refuses ({@link TooFewTrialsError})
 *   instead of reporting an interval that covers too rarely; and a small margin
 *   ({@link SIS_MARGIN}): a nominal 95% interval uses the t quantile of 95.5%, 2–3%
 *   wider, which covers the shortfall of up to half a point measured in trial runs
 *   just above the minimums. Below 5 cards every path has the same weight (the estimate is
 *   exact), and from 21 cards on every path dies (the answer is 0).
 *
 * The decks of 2, 5 and 6 features have their own minimums ({@link MINIMUM_TRIALS}). Where
 * no exact value is known to measure coverage against (above 5 cards of 5 and 6 features),
 * they are set by the shape of the path weights, matched to the sizes of the full deck whose
 * coverage was measured; where even resampled populations are dominated by a few paths,
 * importance sampling is refused at every trial count (see {@link FIVE_FEATURE_MINIMUM_TRIALS}).
 *
 * @module
 */
import { combineMoments, type Moments } from "../stats/moments.ts";
import { clopperPearson, type Interval, studentInterval } from "../stats/intervals.ts";
import { int, integerRuns } from "../present/format.ts";
import { deckOf, type FeatureCount } from "../core/card.ts";
import type { ChunkResult, ChunkTask } from "./_chunk.ts";
import { checkDeckSize, checkTableSize, type DeckSize, featuresOfDeck } from "./_deck.ts";
import { positiveInteger } from "../common/check.ts";

/** The estimators: `"plain"` counts SET-free random tables, `"sis"` weighs SET-free paths. */
export type EstimateMethod = "plain" | "sis";

/** Tables per plain chunk and paths per importance-sampling chunk: fixed, so results do not depend on workers. */
export const CHUNK_TRIALS = { plain: 250_000, sis: 50_000 } as const;

/** From this table size on (to 20), importance sampling resamples populations of paths. */
export const RESAMPLE_FROM = 19;

/**
 * Paths per resampled population at 19 and 20 cards. With 1,000 paths about 10% of
 * populations die before 19 cards (estimate 0) and the estimates are skewed (skewness
 * about 1); with 10,000 none of 2,600 died in trial runs and the skewness is about 0.3.
 * The spread per path is the same either way (relative standard deviation of a
 * population's estimate about 24/sqrt(paths)), so large populations cost no precision.
 */
export const SIS_POPULATION = 10_000;

/** Fewest independent replicates an importance-sampling interval is made from. */
export const SIS_MIN_REPLICATES = 10;

/**
 * The share of the nominal miss rate held back by importance-sampling intervals: the t
 * quantile is taken at 1 − (1 − confidence)·(1 − SIS_MARGIN), 95.5% for a nominal 95%.
 * Why: at the minimum trials the skewness of the weights costs Student's t up to about
 * half a point of coverage (94.6% ± 0.35% at 14 cards with 1,000 paths over 16,000 seeds;
 * about 94.8% at 18 cards with 10,000 paths and at 19–20 cards with 10 populations); the
 * margin adds about half a point for near-normal estimates (95.3% at 19–20 cards with 10
 * populations), at the price of intervals 2–3% wider.
 */
export const SIS_MARGIN = 0.1;

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

/**
 * The fewest trials importance sampling accepts at each table size: the smallest power of
 * ten at which Student's t interval (with {@link SIS_MARGIN}) reached its nominal coverage
 * in the coverage study. Below it the path weights are too skewed for so few of them (at 18
 * cards and 1,000 paths the margin still leaves 94.7%; plain t gives 94.3%), or, at 19–20
 * cards, fewer than {@link SIS_MIN_REPLICATES} populations could be formed (with 1,000
 * trials the old plan's populations of 10 paths covered 78% of the time).
 */
export const SIS_MINIMUM_TRIALS: readonly MinimumTrials[] = [
  { from: 3, to: 4, trials: 1, reason: "every path has the same weight: the estimate is exact" },
  { from: 5, to: 14, trials: 1_000, reason: "the path weights are skewed" },
  { from: 15, to: 18, trials: 10_000, reason: "the path weights are strongly skewed" },
  {
    from: 19,
    to: 20,
    trials: SIS_MIN_REPLICATES * SIS_POPULATION,
    reason: `${SIS_MIN_REPLICATES} populations of ${int(SIS_POPULATION)} paths`,
    population: SIS_POPULATION,
  },
  { from: 21, to: 81, trials: 1, reason: "every path dies: the estimate is exactly 0" },
];

/**
 * The same for the small deck (27 solid cards), whose largest SET-free table has 9 cards: the
 * minimums its own coverage check (lib/montecarlo/plan_test.ts) supports. At 9 cards, its
 * largest, most paths die before the end and the weights are as skewed as at 18–20 on the
 * full deck.
 */
export const SMALL_DECK_MINIMUM_TRIALS: readonly MinimumTrials[] = [
  { from: 3, to: 4, trials: 1, reason: "every path has the same weight: the estimate is exact" },
  { from: 5, to: 8, trials: 1_000, reason: "the path weights are skewed" },
  { from: 9, to: 9, trials: 10_000, reason: "most paths die before 9 cards" },
  { from: 10, to: 27, trials: 1, reason: "every path dies: the estimate is exactly 0" },
];

/**
 * The same for the deck of 2 features (9 cards): every path has the same weight up to 4 cards,
 * its largest SET-free table, so every estimate is exact.
 */
export const TWO_FEATURE_MINIMUM_TRIALS: readonly MinimumTrials[] = [
  { from: 3, to: 4, trials: 1, reason: "every path has the same weight: the estimate is exact" },
  { from: 5, to: 9, trials: 1, reason: "every path dies: the estimate is exactly 0" },
];

// Why the decks of 5 and 6 features need what they need (see FIVE_FEATURE_MINIMUM_TRIALS).
const RARE = "the path weights are nearly all equal, a rare few different";
const POPULATIONS = `${SIS_MIN_REPLICATES} populations of ${int(SIS_POPULATION)} paths`;
const NO_HONEST = `even populations of ${int(SIS_POPULATION)} paths are dominated by a few of their paths`;

/**
 * The same for the deck of 5 features (243 cards, largest SET-free table 45). Exact values are
 * known only up to 5 cards (lib/exact/small_tables.ts), where the coverage study measures them
 * (`deno task coverage --features 5`, data/coverage-5-features.json). Above, the minimums were first
 * set by the shape of the path weights (100,000 paths a size), matched to the full deck's measured
 * sizes (its 5–14 cards: relative standard deviation up to 0.22, kurtosis up to 20; its 15–18: up
 * to 2.6 and 170), then checked by coverage against a reference 10 to 50 times as precise as the
 * intervals (the mean of 100 to 200 resampled populations of 10,000 paths, an independent unbiased
 * estimate), and raised where they fell short. Coverage of the 95% intervals at the minimum, seeds
 * 1..S (± one standard error): 6 cards, 1,000 trials 94.95% (± 0.34); 7: 95.73%; 8: 95.55%; 22:
 * 95.50%; 23, 10,000 trials: 95.40% (± 0.69); 30: 94.38% (± 0.77); 32: 95.38%; 34: 93.50% (± 0.69,
 * short: so populations from 33); populations at 33: 95.00% (± 1.26); 35: 95.33%; 36: 96.00%; 37:
 * 96.33%; 38: 89.50% (± 1.09: the populations' estimates are skewed, one in a few far above the
 * rest), so importance sampling is refused from 38 cards on; plain sampling's exact binomial bound is
 * then the honest answer. Random maximal SET-free tables of this deck have 32 to 40 cards.
 */
export const FIVE_FEATURE_MINIMUM_TRIALS: readonly MinimumTrials[] = [
  { from: 3, to: 4, trials: 1, reason: "every path has the same weight: the estimate is exact" },
  { from: 5, to: 5, trials: 10_000, reason: RARE },
  { from: 6, to: 22, trials: 1_000, reason: "the path weights are skewed" },
  { from: 23, to: 32, trials: 10_000, reason: "the path weights are strongly skewed" },
  { from: 33, to: 37, trials: SIS_MIN_REPLICATES * SIS_POPULATION, reason: POPULATIONS, population: SIS_POPULATION },
  { from: 38, to: 45, trials: Infinity, reason: NO_HONEST },
  { from: 46, to: 243, trials: 1, reason: "every path dies: the estimate is exactly 0" },
];

/**
 * The same for the deck of 6 features (729 cards, largest SET-free table 112), set and checked as
 * {@link FIVE_FEATURE_MINIMUM_TRIALS} (exact values at 3 to 5 cards: data/coverage-6-features.json).
 * Coverage at the minimum against a reference: 6 cards, 10,000 trials 95.00% (± 0.49); 7: 95.40%;
 * 8: 94.03% at 1,000 (± 0.34, short: so 10,000); 9, 1,000 trials: 94.95%; 10: 95.73%; 12: 94.40%;
 * 37: 95.95%; 58, 10,000 trials: 95.33% (± 0.89); populations at 60: 95.00% (± 2.18, 100 seeds),
 * 66: 94.00% (± 2.18, misses on both sides); 70: 92.00% (± 2.18, every miss on the same side). A
 * population's estimate spreads more as n grows (relative standard deviation 0.026 at 60, 0.038 at
 * 66, 0.067 at 70, 0.14 at 72), and at 5 features populations failed at 38 cards (0.12) after
 * passing at 37 (0.06): with 70 not clearly nominal, they are offered up to 66 cards only. Random
 * maximal SET-free tables of this deck have 65 to 78 cards.
 */
export const SIX_FEATURE_MINIMUM_TRIALS: readonly MinimumTrials[] = [
  { from: 3, to: 4, trials: 1, reason: "every path has the same weight: the estimate is exact" },
  { from: 5, to: 5, trials: 100_000, reason: RARE },
  { from: 6, to: 8, trials: 10_000, reason: RARE },
  { from: 9, to: 37, trials: 1_000, reason: "the path weights are skewed" },
  { from: 38, to: 58, trials: 10_000, reason: "the path weights are strongly skewed" },
  { from: 59, to: 66, trials: SIS_MIN_REPLICATES * SIS_POPULATION, reason: POPULATIONS, population: SIS_POPULATION },
  { from: 67, to: 112, trials: Infinity, reason: NO_HONEST },
  { from: 113, to: 729, trials: 1, reason: "every path dies: the estimate is exactly 0" },
];

/** The minimum-trials table of every deck, by its number of features. */
export const MINIMUM_TRIALS: Readonly<Record<FeatureCount, readonly MinimumTrials[]>> = {
  2: TWO_FEATURE_MINIMUM_TRIALS,
  3: SMALL_DECK_MINIMUM_TRIALS,
  4: SIS_MINIMUM_TRIALS,
  5: FIVE_FEATURE_MINIMUM_TRIALS,
  6: SIX_FEATURE_MINIMUM_TRIALS,
};

/** The minimum-trials table of a deck. */
function minimumsOf(deckSize: DeckSize): readonly MinimumTrials[] {
  return MINIMUM_TRIALS[featuresOfDeck(deckSize)];
}

/** The row of a deck's minimum-trials table holding table size n. */
function rowOf(n: number, deckSize: DeckSize): MinimumTrials {
  return minimumsOf(deckSize).find(({ from, to }) => from <= n && n <= to)!;
}

/** The largest SET-free table of a deck: 4, 9, 20, 45, 112 cards for 2..6 features. */
function largestOf(deckSize: DeckSize): number {
  return deckOf(featuresOfDeck(deckSize)).largestSetFree;
}

/**
 * The table sizes of a deck at which importance sampling is offered at some trial count, and
 * that need sampling (neither exact nor exactly 0): 5 to the last size before it is refused.
 *
 * @example
 * ```ts
 * import { sisSizes } from "./plan.ts";
 * import { deepEqual, equal } from "node:assert/strict";
 * deepEqual(sisSizes(4), Array.from({ length: 16 }, (_, i) => 5 + i));
 * equal(sisSizes(6).at(-1), 66);
 * deepEqual(sisSizes(2), []);
 * ```
 */
export function sisSizes(features: FeatureCount): number[] {
  const deckSize = 3 ** features as DeckSize;
  const sizes: number[] = [];
  for (let n = 5; n <= largestOf(deckSize); n++) if (Number.isFinite(rowOf(n, deckSize).trials)) sizes.push(n);
  return sizes;
}

/**
 * The fewest importance-sampling trials accepted at table size n (see {@link SIS_MINIMUM_TRIALS}).
 *
 * @param deckSize 81 (default), 27, or 3^d for d features.
 * @returns The fewest trials, `Infinity` where no trial count gives an honest interval.
 * @throws {RangeError} when n is not an integer in 3..deckSize.
 * @example
 * ```ts
 * import { sisMinimumTrials } from "./plan.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual([12, 17, 19, 21].map((n) => sisMinimumTrials(n)), [1_000, 10_000, 100_000, 1]);
 * deepEqual([5, 20, 30, 60, 100, 113].map((n) => sisMinimumTrials(n, 729)), [100_000, 1_000, 1_000, 100_000, Infinity, 1]);
 * ```
 */
export function sisMinimumTrials(n: number, deckSize: DeckSize = 81): number {
  checkTableSize(n, checkDeckSize(deckSize));
  return rowOf(n, deckSize).trials;
}

/**
 * Too few trials for an honest importance-sampling interval at some sizes. The message
 * names each range of sizes with its minimum and reason, e.g. `importance sampling needs
 * at least 100,000 trials at 19–20 cards (10 populations of 10,000 paths), got 1,000`;
 * `n` and `minimum` are the size that needs the most and its minimum. Sizes where no trial
 * count is enough (minimum `Infinity`) are named first: `importance sampling gives no honest
 * interval at 38–45 cards (…)`.
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
    const short = [...sizes].sort((a, b) => a - b);
    const rows = minimumsOf(deckSize).map((row) => ({
      ...row,
      sizes: short.filter((n) => row.from <= n && n <= row.to),
    }))
      .filter((row) => row.sizes.length > 0)
      .sort((a, b) => b.trials - a.trials);
    const never = rows.filter((row) => row.trials === Infinity);
    const more = rows.filter((row) => row.trials !== Infinity);
    const parts = more.map(({ trials: minimum, reason, sizes }, i) =>
      `${i === 0 ? "at least " : ""}${int(minimum)}${i === 0 ? " trials" : ""} at ${
        sizeRanges(sizes)
      } cards (${reason})`
    );
    const refused = never.map(({ reason, sizes }) =>
      `gives no honest interval at ${sizeRanges(sizes)} cards of ${featuresOfDeck(deckSize)} features (${reason})`
    );
    super(
      `importance sampling ${[...refused, ...(parts.length ? [`needs ${parts.join(" and ")}`] : [])].join("; it ")}, ` +
        `got ${int(trials)}`,
    );
    this.n = rows[0].sizes.at(-1)!;
    this.minimum = rows[0].trials;
  }
}

// "12", "15–18", "9, 15–18": sizes, increasing, as runs.
function sizeRanges(sizes: readonly number[]): string {
  return integerRuns(sizes).map(([from, to]) => from === to ? String(from) : `${from}–${to}`).join(", ");
}

/**
 * Checks, before any work, that importance sampling accepts `trials` at every size, so a
 * command can refuse up front with one message covering all the sizes that need more.
 * Cost: O(sizes).
 *
 * @throws {TooFewTrialsError} naming every range of sizes below its minimum and the minimums.
 * @throws {RangeError} when a size is not in 3..81 or trials is not a positive integer.
 * @example
 * ```ts
 * import { checkSisTrials } from "./plan.ts";
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
 * How importance sampling spends `trials` paths at size n: single paths, except where the
 * deck's minimum-trials table asks for resampled populations ({@link MINIMUM_TRIALS}: at 19
 * and 20 cards of the full deck, 33–37 of 5 features, 59–66 of 6), populations of
 * {@link SIS_POPULATION} paths, as many as fit (at least {@link SIS_MIN_REPLICATES}).
 * Cost: O(1).
 *
 * @param deckSize 81 (default), 27, or 3^d for d features.
 * @throws {TooFewTrialsError} when trials is below {@link sisMinimumTrials}(n), naming the minimum,
 *   or no trial count gives an honest interval at n.
 * @throws {RangeError} when n is not in 3..deckSize or trials is not a positive integer.
 * @example
 * ```ts
 * import { sisPlan } from "./plan.ts";
 * import { deepEqual, throws } from "node:assert/strict";
 * deepEqual(sisPlan(12, 1_000_000), { replicates: 1_000_000, population: 1, trials: 1_000_000 });
 * deepEqual(sisPlan(20, 1_234_567), { replicates: 123, population: 10_000, trials: 1_230_000 });
 * throws(() => sisPlan(19, 1_000), /needs at least 100,000 trials at 19 cards .*got 1,000/);
 * deepEqual(sisPlan(60, 200_000, 729), { replicates: 20, population: 10_000, trials: 200_000 });
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

/**
 * The chunks of one (method, n) estimate: plain tables in chunks of
 * {@link CHUNK_TRIALS}.plain, importance-sampling replicates in chunks of about
 * {@link CHUNK_TRIALS}.sis paths (whole populations), each chunk with its own random
 * stream (seed, method, n, chunk). Cost: O(chunks).
 *
 * @throws {TooFewTrialsError} for importance sampling below the minimum trials (see {@link sisPlan}).
 * @throws {RangeError} when n is not in 3..81 or trials is not a positive integer.
 * @example
 * ```ts
 * import { estimateChunks } from "./plan.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(estimateChunks("42", "plain", 12, 300_000).map((t) => t.trials), [250_000, 50_000]);
 * deepEqual(estimateChunks("42", "sis", 20, 200_000).map((t) => [t.replicates, t.population]), [[5, 10_000], [5, 10_000], [5, 10_000], [5, 10_000]]);
 * ```
 */
export function estimateChunks(
  seed: string,
  method: EstimateMethod,
  n: number,
  trials: number,
  deckSize: DeckSize = 81,
): ChunkTask[] {
  const plan = chunkPlan(seed, method, n, trials, deckSize);
  return Array.from({ length: plan.chunks }, (_, chunk) => plan.task(chunk));
}

/** The chunks of one estimate, described so that they can be made one at a time ({@link chunkPlan}). */
export interface ChunkPlan {
  /** How many chunks. */
  chunks: number;
  /** Paths per population (sis; 1 for single paths), 0 for plain. */
  population: number;
  /** Tables (plain) or replicates (sis) in every chunk but the last, which may have fewer. */
  perChunk: number;
  /** The chunk's task, 0 ≤ chunk < chunks. */
  task(chunk: number): ChunkTask;
}

/**
 * The chunks of one (method, n) estimate, made on demand: what {@link estimateChunks} lists
 * and what `simulate` generates lazily, so that a run of a trillion trials never holds its
 * chunks in memory. Importance sampling above the largest SET-free table has no chunks (its
 * answer is exactly 0). Cost: O(1).
 *
 * @throws {TooFewTrialsError} for importance sampling below the minimum trials (see {@link sisPlan}).
 * @throws {RangeError} when n is not in 3..deckSize or trials is not a positive integer.
 * @example A trillion plain tables: four million chunks, none made until asked for
 * ```ts
 * import { chunkPlan } from "./plan.ts";
 * import { equal } from "node:assert/strict";
 * const plan = chunkPlan("42", "plain", 12, 1e12);
 * equal(plan.chunks, 4_000_000);
 * equal(plan.perChunk, 250_000);
 * equal(plan.task(3_999_999).trials, 250_000);
 * equal(chunkPlan("42", "sis", 21, 1000).chunks, 0);
 * ```
 */
export function chunkPlan(
  seed: string,
  method: EstimateMethod,
  n: number,
  trials: number,
  deckSize: DeckSize = 81,
): ChunkPlan {
  checkTableSize(n, checkDeckSize(deckSize));
  positiveInteger("trials", trials);
  const base = { seed, method, n, deckSize };
  if (method === "plain") {
    return {
      chunks: Math.ceil(trials / CHUNK_TRIALS.plain),
      population: 0,
      perChunk: CHUNK_TRIALS.plain,
      task: (chunk) => ({
        ...base,
        chunk,
        trials: Math.min(CHUNK_TRIALS.plain, trials - chunk * CHUNK_TRIALS.plain),
        replicates: 0,
        population: 0,
      }),
    };
  }
  const { replicates, population } = sisPlan(n, trials, deckSize);
  const perChunk = Math.max(1, Math.floor(CHUNK_TRIALS.sis / population));
  if (n > largestOf(deckSize)) return { chunks: 0, population, perChunk, task: () => undefined! };
  return {
    chunks: Math.ceil(replicates / perChunk),
    population,
    perChunk,
    task: (chunk) => ({
      ...base,
      chunk,
      trials: 0,
      replicates: Math.min(perChunk, replicates - chunk * perChunk),
      population,
    }),
  };
}

/** A confidence interval and how it was made. */
export interface IntervalWithMethod {
  ci: Interval;
  ciMethod: string;
}

/** Options of the interval functions: the confidence, default 0.95. */
export interface PlanIntervalOptions {
  /** Nominal coverage, default 0.95. */
  confidence?: number;
  /** The deck: 81 cards (default), the small deck's 27, or 3^d for d features. */
  deckSize?: DeckSize;
}

const percent = (confidence: number) => `${+(confidence * 100).toFixed(4)}%`;

/**
 * The interval of a plain-sampling estimate: Clopper–Pearson's exact binomial interval
 * for `noSet` SET-free tables out of `trials`. Cost: two beta quantiles.
 *
 * @throws {RangeError} when trials is not a positive integer or noSet is not in 0..trials.
 * @example
 * ```ts
 * import { plainInterval } from "./plan.ts";
 * import { equal, ok } from "node:assert/strict";
 * const { ci, ciMethod } = plainInterval(0, 1000);
 * ok(ci[0] === 0 && ci[1] > 0.0036);
 * equal(ciMethod, "Clopper–Pearson exact binomial 95%");
 * ```
 */
export function plainInterval(
  noSet: number,
  trials: number,
  { confidence = 0.95 }: PlanIntervalOptions = {},
): IntervalWithMethod {
  return {
    ci: clopperPearson(noSet, trials, { confidence }),
    ciMethod: `Clopper–Pearson exact binomial ${percent(confidence)}`,
  };
}

/** Relative half-width given to an exact importance-sampling estimate (n < 5), for rounding in its product. */
export const ROUNDING_MARGIN = 1e-12;

/**
 * The interval of an importance-sampling estimate from the moments of its replicate
 * estimates: Student's t interval (count − 1 degrees of freedom) with the quantile taken
 * {@link SIS_MARGIN} beyond the confidence (95.5% for 95%), or, where the weight
 * cannot vary, the exact value (below 5 cards, widened by {@link ROUNDING_MARGIN} for
 * rounding; above the deck's largest SET-free table, [0, 0]: from 21 cards on for the full deck).
 * Never of zero width where P(no SET | n) > 0: if every replicate came out the same there it
 * throws instead. Cost: one t quantile.
 *
 * @param n The table size, 3..deckSize.
 * @param moments Count, mean and sum of squared deviations of the replicate estimates.
 * @param population Paths per replicate (1 for single paths).
 * @throws {RangeError} when n is not in 3..deckSize, or (5 cards to the largest SET-free table) fewer than 2
 *   replicates or all equal.
 * @example Ten populations
 * ```ts
 * import { sisInterval } from "./plan.ts";
 * import { equal, ok } from "node:assert/strict";
 * const { ci, ciMethod } = sisInterval(19, { count: 10, mean: 9e-12, m2: 9 * (2e-12) ** 2 }, 10_000);
 * // t(0.9775, 9) = 2.32656 instead of t(0.975, 9) = 2.26216
 * ok(Math.abs(ci[1] - 9e-12 - 2.32656 * 2e-12 / Math.sqrt(10)) < 1e-17);
 * equal(ciMethod, "Student t at 95.5% for a nominal 95% (9 df), from the spread of 10 resampled populations of 10,000 paths");
 * ```
 */
export function sisInterval(
  n: number,
  moments: Moments,
  population: number,
  { confidence = 0.95, deckSize = 81 }: PlanIntervalOptions = {},
): IntervalWithMethod {
  checkTableSize(n, checkDeckSize(deckSize));
  const { count: replicates, mean, m2 } = moments;
  const largest = largestOf(deckSize);
  if (n > largest) {
    return {
      ci: [0, 0],
      ciMethod: `exact: no SET-free table of ${n} cards exists (the largest has ${largest}), so nothing was sampled`,
    };
  }
  if (n < 5) {
    return {
      ci: [mean * (1 - ROUNDING_MARGIN), mean * (1 + ROUNDING_MARGIN)],
      ciMethod: `exact: every path to ${n} cards has the same weight (± ${ROUNDING_MARGIN} relative, for rounding)`,
    };
  }
  if (replicates < 2) throw new RangeError(`${replicates} replicate estimate(s) at ${n} cards: at least 2 are needed`);
  if (!(m2 > 0)) {
    throw new RangeError(
      `all ${int(replicates)} replicate estimates at ${n} cards are equal (${mean}): no interval can be made`,
    );
  }
  const what = population === 1
    ? `${int(replicates)} path weights`
    : `${int(replicates)} resampled populations of ${int(population)} paths`;
  const level = 1 - (1 - confidence) * (1 - SIS_MARGIN);
  return {
    ci: studentInterval(moments, { confidence: level }),
    ciMethod: `Student t at ${percent(level)} for a nominal ${percent(confidence)} (${
      int(replicates - 1)
    } df), from the spread of ${what}`,
  };
}

/** One estimate of P(no SET | n): what `simulate` reports per size and method. */
export interface Estimate {
  n: number;
  method: EstimateMethod;
  /** Tables dealt (plain) or paths sampled (sis, replicates × population). */
  trials: number;
  /** The estimate. */
  p: number;
  /** The confidence interval. */
  ci: Interval;
  /** How `ci` was made. */
  ciMethod: string;
  /** Tables without a SET (plain only). */
  noSet?: number;
  /** Compute seconds spent on this estimate, summed over its chunks (core-seconds). */
  seconds: number;
}

/**
 * What the chunks of one estimate add up to, folded in chunk order by {@link addChunk} from
 * {@link NO_CHUNKS}, and read by {@link estimateOf}.
 */
export interface ChunkSums {
  /** Tables dealt (plain). */
  trials: number;
  /** Tables without a SET (plain). */
  noSet: number;
  /** Count, mean and sum of squared deviations of the replicate estimates (sis). */
  moments: Moments;
  /** Paths per replicate (sis; 1 for single paths); 0 until a chunk is added. */
  population: number;
  /** Compute seconds of the chunks (core-seconds). */
  seconds: number;
}

/** The sums of no chunk at all: where {@link addChunk} starts. */
export const NO_CHUNKS: Readonly<ChunkSums> = Object.freeze({
  trials: 0,
  noSet: 0,
  moments: Object.freeze({ count: 0, mean: 0, m2: 0 }),
  population: 0,
  seconds: 0,
});

/**
 * Adds one chunk to the sums of an estimate: its tables and SET-free count (plain), its moments
 * (sis), its seconds. Cost: O(1).
 *
 * @param sums The sums so far (not changed).
 * @param task The chunk, as {@link chunkPlan} made it.
 * @param result What the chunk returned.
 * @returns The new sums.
 * @example
 * ```ts
 * import { addChunk, NO_CHUNKS } from "./plan.ts";
 * import { deepEqual } from "node:assert/strict";
 * const task = { seed: "s", method: "plain", n: 12, chunk: 0, trials: 10, replicates: 0, population: 0 } as const;
 * const sums = addChunk(addChunk(NO_CHUNKS, task, { noSet: 1, seconds: 1 }), task, { noSet: 2, seconds: 1 });
 * deepEqual([sums.trials, sums.noSet, sums.seconds], [20, 3, 2]);
 * ```
 */
export function addChunk(sums: Readonly<ChunkSums>, task: ChunkTask, result: ChunkResult): ChunkSums {
  return {
    trials: sums.trials + task.trials,
    noSet: sums.noSet + (result.noSet ?? 0),
    moments: result.moments ? combineMoments(sums.moments, result.moments) : sums.moments,
    population: task.population,
    seconds: sums.seconds + result.seconds,
  };
}

/**
 * The estimate of one (method, n) from the sums of its chunks, with its interval
 * ({@link plainInterval} or {@link sisInterval}): what {@link combineEstimate} and `simulate`
 * report. Cost: the interval.
 *
 * @param method The estimator the chunks ran.
 * @param n The table size.
 * @param sums The chunks' sums (see {@link addChunk}).
 * @param options The confidence, and the deck (81 unless given: it decides where importance sampling is exactly 0).
 * @throws {RangeError} from the interval functions (see {@link sisInterval}).
 * @example Importance sampling above the largest SET-free table: nothing sampled, exactly 0
 * ```ts
 * import { estimateOf, NO_CHUNKS } from "./plan.ts";
 * import { deepEqual } from "node:assert/strict";
 * const estimate = estimateOf("sis", 10, NO_CHUNKS, { deckSize: 27 });
 * deepEqual([estimate.trials, estimate.p, estimate.ci], [0, 0, [0, 0]]);
 * ```
 */
export function estimateOf(
  method: EstimateMethod,
  n: number,
  sums: Readonly<ChunkSums>,
  options: PlanIntervalOptions = {},
): Estimate {
  const { trials, noSet, moments, population, seconds } = sums;
  if (method === "plain") {
    return { n, method, trials, p: noSet / trials, ...plainInterval(noSet, trials, options), noSet, seconds };
  }
  return {
    n,
    method,
    trials: moments.count * population,
    p: moments.mean,
    ...sisInterval(n, moments, population, options),
    seconds,
  };
}

/**
 * Combines the chunks of one estimate, in chunk order, into the estimate with its interval
 * ({@link estimateOf}). Cost: O(chunks) plus the interval.
 *
 * @param tasks The chunks from {@link estimateChunks}.
 * @param results Their results, `results[i]` for `tasks[i]`.
 * @param options The confidence, and the deck the chunks were dealt from (81 unless given).
 * @throws {RangeError} from the interval functions (see {@link sisInterval}).
 * @example
 * ```ts
 * import { combineEstimate } from "./plan.ts";
 * import { deepEqual } from "node:assert/strict";
 * const task = { seed: "s", method: "plain", n: 12, chunk: 0, trials: 10, replicates: 0, population: 0 } as const;
 * const estimate = combineEstimate("plain", 12, [task], [{ noSet: 0, seconds: 1 }]);
 * deepEqual([estimate.trials, estimate.p, estimate.ci[0]], [10, 0, 0]);
 * ```
 */
export function combineEstimate(
  method: EstimateMethod,
  n: number,
  tasks: readonly ChunkTask[],
  results: readonly ChunkResult[],
  options: PlanIntervalOptions = {},
): Estimate {
  const sums = tasks.reduce((sums: ChunkSums, task, i) => addChunk(sums, task, results[i]), NO_CHUNKS);
  return estimateOf(method, n, sums, options);
}
