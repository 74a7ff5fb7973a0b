/**
 * How big a SET-free table gets by chance: deal the whole deck in random order, putting down every card that completes
 * no SET with two cards down, giving a random maximal cap of (Z3)^d (the path of sis.ts run to its end). Such tables
 * are counted by size on all cores, reproducibly: fixed chunks of runs with their own streams, added in order.
 *
 * @module
 */
import { sum } from "d3-array";
import { cores, streamChunks } from "../common/parallel.ts";
import { type Int32Source, randomStream, STREAM_GENERATOR, uniformIndex } from "../common/random.ts";
import { versions } from "../common/versions.ts";
import type { RunInfo } from "./simulate.ts";
import { checkSeed, integerIn } from "../common/check.ts";
import { checkFeatures, deckOf, type FeatureCount, MAX_DECK_SIZE } from "../core/card.ts";
import { thirdTable } from "../core/rule.ts";

/** Makes `runs` (0..2^31 − 2) random maximal tables on one stream and counts them by size. No allocation. */
export function countMaximalCapSizes(
  { runs, next, features = 4 }: { runs: number; next: Int32Source; features?: FeatureCount },
): number[] {
  const { size, largestSetFree } = deckOf(features);
  integerIn("runs", runs, 0, 2 ** 31 - 2);
  const third = thirdTable();
  const deck = Uint16Array.from({ length: size }, (_, i) => i);
  const table = new Uint16Array(size);
  const completes = new Int32Array(size); // completes[card] === stamp: card completes a SET with two cards down
  const counts = new Array<number>(largestSetFree + 1).fill(0);
  for (let stamp = 1; stamp <= runs; stamp++) {
    let count = 0;
    for (let k = 0; k < size; k++) {
      const j = k + uniformIndex(next, size - k); // card k is swapped in from a uniform position k..size−1
      const card = deck[j];
      deck[j] = deck[k];
      deck[k] = card;
      if (completes[card] === stamp) continue;
      const row = card * MAX_DECK_SIZE; // put it down, and mark the third card of its pair with each card down
      for (let i = 0; i < count; i++) completes[third[row + table[i]]] = stamp;
      table[count++] = card;
    }
    counts[count]++;
  }
  return counts;
}

/** Random maximal tables per chunk: part of what a seed means. */
export const CHUNK_RUNS = 5_000;

/** The most runs one call accepts: 10^10. */
export const MAX_RUNS = 1e10;

/** A chunk of runs: its stream (seed, "maximal-cap", features, chunk) and how many runs. */
export interface MaximalCapsChunk {
  seed: string;
  features: FeatureCount;
  chunk: number;
  runs: number;
}

/** One chunk, as a worker runs it: its random maximal tables counted by size. */
export function maximalCapsChunk({ seed, features, chunk, runs }: MaximalCapsChunk): number[] {
  const next = randomStream({ seed, method: "maximal-cap", n: features, chunk });
  return countMaximalCapSizes({ runs, next, features });
}

/** The sizes of a run's tables: `counts[size]`, their mean, sd (n − 1), its standard error, range and median. */
export interface CapSizeSummary {
  counts: number[];
  runs: number;
  mean: number;
  sd: number;
  standardError: number;
  min: number;
  max: number;
  /** The smallest size at or below which at least half the tables stay. */
  median: number;
}

/** A whole run: what was asked, how it was made, the sizes found, and the deck's references. */
export interface MaximalCapsRun extends CapSizeSummary, RunInfo {
  features: FeatureCount;
  seed: string;
  method: string;
  chunkRuns: number;
  /** The largest SET-free table of the deck (4, 9, 20, 45, 112), and the 2^d of the cards {0, 1}^d. */
  largestSetFree: number;
  twoValueCap: number;
}

/** The summary of sizes counted by {@link countMaximalCapSizes}; throws when none was counted. Cost: O(sizes). */
export function capSizeSummary(counts: readonly number[]): CapSizeSummary {
  const runs = sum(counts);
  if (runs === 0) throw new RangeError("no table was counted");
  const mean = sum(counts, (count: number, size: number) => size * count) / runs;
  const squares = sum(counts, (count: number, size: number) => count * (size - mean) ** 2);
  const sd = runs > 1 ? Math.sqrt(squares / (runs - 1)) : 0;
  const min = counts.findIndex((c) => c > 0);
  const max = counts.findLastIndex((c) => c > 0);
  let below = 0;
  let median = min;
  while (below + counts[median] < runs / 2) below += counts[median++];
  return { counts: [...counts], runs, mean, sd, standardError: sd / Math.sqrt(runs), min, max, median };
}

/** Options of {@link randomMaximalCapsByDeck}: runs 1..{@link MAX_RUNS}, a non-empty seed, workers (default cores). */
interface RandomMaximalCapsOptions {
  runs: number;
  seed: string;
  workers?: number;
  /** Called after each finished chunk: chunks done and in all. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Makes `runs` random maximal SET-free tables of the deck (default 4 features) on Web Workers; summarises their sizes.
 *
 * @example
 * ```ts
 * import { randomMaximalCaps } from "./maximal_caps.ts";
 * import { ok } from "node:assert/strict";
 * const run = await randomMaximalCaps({ features: 4, runs: 2000, seed: "42", workers: 1 });
 * ok(run.min >= 16 && run.max <= 20);
 * ```
 */
export async function randomMaximalCaps(
  { features = 4, ...options }: RandomMaximalCapsOptions & { features?: FeatureCount },
): Promise<MaximalCapsRun> {
  const [run] = await randomMaximalCapsByDeck({ ...options, decks: [checkFeatures(features)] });
  return run;
}

/**
 * {@link randomMaximalCaps} for several decks (each once) on one pool of Web Workers, each deck's counts those
 * {@link randomMaximalCaps} gives it; `date` and `seconds` are the whole run's. Cost: the sum of the decks'.
 *
 * @example
 * ```ts
 * import { randomMaximalCapsByDeck } from "./maximal_caps.ts";
 * import { deepEqual } from "node:assert/strict";
 * const [two] = await randomMaximalCapsByDeck({ decks: [2, 5], runs: 6000, seed: "42", workers: 2 });
 * deepEqual(two.counts, [0, 0, 0, 0, 6000]);
 * ```
 */
export async function randomMaximalCapsByDeck(
  options: RandomMaximalCapsOptions & { decks: readonly FeatureCount[] },
): Promise<MaximalCapsRun[]> {
  const { decks, runs, seed, workers = cores(), onProgress } = options;
  for (const features of decks) checkFeatures(features);
  if (decks.length === 0) throw new RangeError("decks is empty: give at least one of 2..6 features");
  if (new Set(decks).size !== decks.length) throw new RangeError(`decks ${decks.join(", ")} names a deck twice`);
  integerIn("runs", runs, 1, MAX_RUNS);
  checkSeed(seed);
  const date = new Date().toISOString();
  const start = performance.now();
  const chunks = Math.ceil(runs / CHUNK_RUNS);
  const owners: FeatureCount[] = [];
  function* tasks(): Generator<MaximalCapsChunk> {
    for (const features of decks) {
      for (let chunk = 0; chunk < chunks; chunk++) {
        owners.push(features);
        yield { seed, features, chunk, runs: Math.min(CHUNK_RUNS, runs - chunk * CHUNK_RUNS) };
      }
    }
  }
  const counts = new Map(decks.map((d) => [d, new Array<number>(deckOf(d).largestSetFree + 1).fill(0)]));
  let done = 0;
  await streamChunks<MaximalCapsChunk, number[]>(
    new URL("./_maximal_caps_worker.ts", import.meta.url),
    tasks(),
    (chunkCounts, index) => {
      const own = counts.get(owners[index])!;
      chunkCounts.forEach((count, size) => (own[size] += count));
      onProgress?.(++done, chunks * decks.length);
    },
    { workers },
  );
  const seconds = (performance.now() - start) / 1000;
  return decks.map((features) => ({
    features,
    seed,
    method: "Each table: the deck shuffled (Fisher–Yates, one exactly uniform draw a card), every card put down " +
      "unless it completes a SET with two cards already down: a random maximal SET-free table, the path of " +
      "importance sampling run to its end. Tables counted by size.",
    generator: STREAM_GENERATOR.replace('"seed/method/n/chunk"', '"seed/maximal-cap/features/chunk"'),
    chunkRuns: CHUNK_RUNS,
    workers,
    versions: versions(),
    date,
    seconds,
    largestSetFree: deckOf(features).largestSetFree,
    twoValueCap: 2 ** features,
    ...capSizeSummary(counts.get(features)!),
  }));
}
