/**
 * An estimate's work cut into fixed chunks, each with its own random stream (seed, method, n, chunk), and the chunks'
 * results folded in chunk order into the estimate: so the same seed and trials give the same numbers whatever the
 * number of workers. `simulate` and the coverage study both go through here.
 *
 * @module
 */
import { combineMoments, type Moments } from "../stats/moments.ts";
import { deckOf } from "../core/card.ts";
import { positiveInteger } from "../common/check.ts";
import { checkDeckSize, checkTableSize, type DeckSize, featuresOfDeck } from "./_deck.ts";
import { type Estimate, type EstimateMethod, plainInterval, sisInterval } from "./estimate.ts";
import { sisPlan } from "./minimum_trials.ts";

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
 * The chunks of one (method, n) estimate, made on demand (a run of 10^12 trials never holds them): plain tables in
 * chunks of {@link CHUNK_TRIALS}.plain, importance sampling in whole populations (`sisPlan`) of about
 * {@link CHUNK_TRIALS}.sis paths, none above the largest SET-free table. Cost: O(1). Throws `TooFewTrialsError` below
 * importance sampling's minimum.
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
