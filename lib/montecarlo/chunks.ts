/**
 * The work of one (method, n, trials) estimate cut into fixed chunks, each with its own random stream (seed,
 * method, n, chunk): so the same seed and trials give the same numbers whatever the number of workers.
 *
 * @module
 */
import { deckOf } from "../core/card.ts";
import { positiveInteger } from "../common/check.ts";
import type { ChunkTask } from "./_chunk.ts";
import { checkDeckSize, checkTableSize, type DeckSize, featuresOfDeck } from "./_deck.ts";
import type { EstimateMethod } from "./estimate.ts";
import { sisPlan } from "./minimum_trials.ts";

/** Tables per plain chunk and paths per importance-sampling chunk: part of what a seed means. */
export const CHUNK_TRIALS = { plain: 250_000, sis: 50_000 } as const;

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
 * The chunks of one (method, n) estimate, made on demand, so that a run of a trillion trials never holds its chunks
 * in memory: plain tables in chunks of {@link CHUNK_TRIALS}.plain, importance-sampling replicates in chunks of about
 * {@link CHUNK_TRIALS}.sis paths (whole populations, as `sisPlan` spends the trials). Importance sampling above the
 * largest SET-free table has no chunks (its answer is exactly 0). Cost: O(1).
 *
 * @param deckSize 81 (default), 27, or 3^d for d features.
 * @throws {TooFewTrialsError} for importance sampling below the minimum trials (see `sisPlan`).
 * @throws {RangeError} when n is not in 3..deckSize or trials is not a positive integer.
 * @example A trillion plain tables: four million chunks, none made until asked for
 * ```ts
 * import { chunkPlan } from "./chunks.ts";
 * import { equal } from "node:assert/strict";
 * const plan = chunkPlan("42", "plain", 12, 1e12);
 * equal(plan.chunks, 4_000_000);
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
    const perChunk = CHUNK_TRIALS.plain;
    return {
      chunks: Math.ceil(trials / perChunk),
      population: 0,
      perChunk,
      task: (chunk) => ({
        ...base,
        chunk,
        trials: Math.min(perChunk, trials - chunk * perChunk),
        replicates: 0,
        population: 0,
      }),
    };
  }
  const { replicates, population } = sisPlan(n, trials, deckSize);
  const perChunk = Math.max(1, Math.floor(CHUNK_TRIALS.sis / population));
  if (n > deckOf(featuresOfDeck(deckSize)).largestSetFree) {
    return { chunks: 0, population, perChunk, task: () => undefined! };
  }
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

/**
 * Every chunk of one (method, n) estimate ({@link chunkPlan}, listed). Cost: O(chunks).
 *
 * @throws {TooFewTrialsError} for importance sampling below the minimum trials (see `sisPlan`).
 * @example
 * ```ts
 * import { estimateChunks } from "./chunks.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(estimateChunks("42", "plain", 12, 300_000).map((t) => t.trials), [250_000, 50_000]);
 * deepEqual(estimateChunks("42", "sis", 20, 200_000).map((t) => t.replicates), [5, 5, 5, 5]);
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
