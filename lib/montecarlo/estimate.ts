/**
 * An estimate of P(no SET | n) and its confidence interval, named by how it was made: plain sampling's count is
 * exactly binomial, so its interval is Clopper–Pearson's; importance sampling averages independent replicates, so its
 * interval is Student's t on their spread, with a margin for the skew of the path weights. An estimate's work is cut
 * into fixed chunks, each with its own random stream (seed, method, n, chunk), and their results folded in chunk
 * order, so the same seed and trials give the same numbers whatever the number of workers.
 *
 * @module
 */
import { clopperPearson, combineMoments, type Interval, type Moments, studentInterval } from "../stats/intervals.ts";
import { positiveInteger } from "../common/check.ts";
import { sisPlan } from "./minimum_trials.ts";
import { deckOf } from "../core/card.ts";
import { checkDeckSize, checkTableSize, type DeckSize, featuresOfDeck } from "./_deck.ts";

/** The estimators: `"plain"` counts SET-free random tables, `"sis"` weighs SET-free paths. */
export type EstimateMethod = "plain" | "sis";

/** One estimate of P(no SET | n): what `simulate` reports per size and method. */
export interface Estimate {
  n: number;
  method: EstimateMethod;
  /** Tables dealt (plain) or paths sampled (sis, replicates × population). */
  trials: number;
  p: number;
  ci: Interval;
  ciMethod: string;
  /** Tables without a SET (plain only). */
  noSet?: number;
  /** Compute seconds, summed over its chunks (core-seconds). */
  seconds: number;
}

/**
 * The share of the nominal miss rate importance-sampling intervals hold back for the skew of the weights: the t
 * quantile is taken at 1 − (1 − confidence)·(1 − SIS_MARGIN), 95.5% for a nominal 95%.
 */
export const SIS_MARGIN = 0.1;

/** Relative half-width given to an exact importance-sampling estimate (n < 5), for rounding in its product. */
export const ROUNDING_MARGIN = 1e-12;

const percent = (confidence: number) => `${+(confidence * 100).toFixed(4)}%`;
const int = (x: number) => x.toLocaleString("en-US");

/** The interval of `noSet` SET-free tables out of `trials`: Clopper–Pearson's. Cost: two beta quantiles. */
export function plainInterval(
  noSet: number,
  trials: number,
  { confidence = 0.95 }: { confidence?: number } = {},
): { ci: Interval; ciMethod: string } {
  return {
    ci: clopperPearson(noSet, trials, { confidence }),
    ciMethod: `Clopper–Pearson exact binomial ${percent(confidence)}`,
  };
}

/**
 * The interval of an importance-sampling estimate from its replicates' moments: Student's t at {@link SIS_MARGIN}
 * beyond the confidence; where the weight cannot vary, the exact value (below 5 cards, widened by
 * {@link ROUNDING_MARGIN}; above the largest SET-free table, [0, 0]). Throws a RangeError rather than give zero width
 * (fewer than 2 replicates, or all equal). Cost: one t quantile.
 */
export function sisInterval(
  n: number,
  moments: Moments,
  population: number,
  { confidence = 0.95, deckSize = 81 }: { confidence?: number; deckSize?: DeckSize } = {},
): { ci: Interval; ciMethod: string } {
  checkTableSize(n, checkDeckSize(deckSize));
  const { count: replicates, mean, m2 } = moments;
  const largest = deckOf(featuresOfDeck(deckSize)).largestSetFree;
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

/** A chunk: `trials` plain tables, or `replicates` estimates of `population` paths each, from a deck of `deckSize`. */
export interface ChunkTask {
  seed: string;
  method: EstimateMethod;
  n: number;
  chunk: number;
  trials: number;
  replicates: number;
  population: number;
  deckSize?: number;
}

/** What a chunk returns: the no-SET count (plain) or the estimates' moments (sis), and its compute seconds. */
export interface ChunkResult {
  noSet?: number;
  moments?: Moments;
  seconds: number;
}

/** Tables per plain chunk and paths per importance-sampling chunk: part of what a seed means. */
export const CHUNK_TRIALS = { plain: 250_000, sis: 50_000 } as const;

/** The chunks of one estimate, made one at a time by `task(chunk)`; `perChunk` tables or replicates each. */
export interface ChunkPlan {
  chunks: number;
  /** Paths per population (sis; 1 for single paths), 0 for plain. */
  population: number;
  perChunk: number;
  task(chunk: number): ChunkTask;
}

/**
 * The chunks of one (method, n) estimate, made on demand (a run of 10^12 trials never holds them), of
 * {@link CHUNK_TRIALS} each; throws `TooFewTrialsError` below importance sampling's minimum.
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
  const plain = method === "plain";
  const { replicates, population } = plain ? { replicates: trials, population: 0 } : sisPlan(n, trials, deckSize);
  const perChunk = plain ? CHUNK_TRIALS.plain : Math.max(1, Math.floor(CHUNK_TRIALS.sis / population));
  const zero = !plain && n > deckOf(featuresOfDeck(deckSize)).largestSetFree; // importance sampling: exactly 0
  return {
    chunks: zero ? 0 : Math.ceil(replicates / perChunk),
    population,
    perChunk,
    task: (chunk) => {
      const size = Math.min(perChunk, replicates - chunk * perChunk);
      return { seed, method, n, deckSize, chunk, trials: plain ? size : 0, replicates: plain ? 0 : size, population };
    },
  };
}

/** Every chunk of one (method, n) estimate ({@link chunkPlan}, listed). Cost: O(chunks). */
export function estimateChunks(...args: Parameters<typeof chunkPlan>): ChunkTask[] {
  const plan = chunkPlan(...args);
  return Array.from({ length: plan.chunks }, (_, chunk) => plan.task(chunk));
}

/** What the chunks of one estimate add up to: plain tables and SET-free ones, sis moments and population, seconds. */
export interface ChunkSums {
  trials: number;
  noSet: number;
  moments: Moments;
  population: number;
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

/** The sums of an estimate with one more chunk. Cost: O(1). */
export function addChunk(sums: Readonly<ChunkSums>, task: ChunkTask, result: ChunkResult): ChunkSums {
  return {
    trials: sums.trials + task.trials,
    noSet: sums.noSet + (result.noSet ?? 0),
    moments: result.moments ? combineMoments(sums.moments, result.moments) : sums.moments,
    population: task.population,
    seconds: sums.seconds + result.seconds,
  };
}

/** The estimate of one (method, n) from the sums of its chunks, with its interval (estimate.ts). */
export function estimateOf(
  method: EstimateMethod,
  n: number,
  sums: Readonly<ChunkSums>,
  options: { confidence?: number; deckSize?: DeckSize } = {},
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

/** The estimate from its chunks (`results[i]` what `tasks[i]` returned), folded in chunk order. Cost: O(chunks). */
export function combineEstimate(
  method: EstimateMethod,
  n: number,
  tasks: readonly ChunkTask[],
  results: readonly ChunkResult[],
  options: { confidence?: number; deckSize?: DeckSize } = {},
): Estimate {
  const sums = tasks.reduce((sums: ChunkSums, task, i) => addChunk(sums, task, results[i]), NO_CHUNKS);
  return estimateOf(method, n, sums, options);
}
