/**
 * How big a SET-free table gets by chance, for a deck of 2 to 6 features: many random maximal SET-free tables
 * ({@link randomMaximalCap}) counted by size, on all cores, reproducibly: fixed chunks of runs with their own streams
 * (seed, "maximal-cap", features, chunk), added in chunk order.
 *
 * @module
 */
import { cores, streamChunks } from "../common/parallel.ts";
import { randomStream, STREAM_GENERATOR } from "../common/random.ts";
import { type Versions, versions } from "../common/versions.ts";
import { checkSeed, integerIn } from "../common/check.ts";
import { checkFeatures, deckOf, type FeatureCount } from "../core/card.ts";
import { countMaximalCapSizes } from "./random_maximal_cap.ts";

/** Random maximal tables per chunk: part of what a seed means. */
export const CHUNK_RUNS = 5_000;

/** The most runs one call accepts: 10^10, hours of work at 6 features. */
export const MAX_RUNS = 1e10;

/** A chunk of runs: its stream (seed, "maximal-cap", features, chunk) and how many runs. */
export interface MaximalCapsChunk {
  seed: string;
  features: FeatureCount;
  chunk: number;
  runs: number;
}

/**
 * One chunk, as a worker runs it: `runs` random maximal tables on the chunk's own stream, counted by size.
 *
 * @example
 * ```ts
 * import { maximalCapsChunk } from "./maximal_caps.ts";
 * import { equal } from "node:assert/strict";
 * equal(maximalCapsChunk({ seed: "42", features: 3, chunk: 0, runs: 100 }).reduce((a, b) => a + b), 100);
 * ```
 */
export function maximalCapsChunk({ seed, features, chunk, runs }: MaximalCapsChunk): number[] {
  const next = randomStream({ seed, method: "maximal-cap", n: features, chunk });
  return countMaximalCapSizes({ runs, next, features });
}

/** Options of {@link randomMaximalCaps}. */
export interface RandomMaximalCapsOptions {
  /** The deck: 2..6 features, default 4. */
  features?: FeatureCount;
  /** Random maximal tables to make, 1..{@link MAX_RUNS}. */
  runs: number;
  /** Any non-empty string; with `runs` and `features` it fixes every number of the run. */
  seed: string;
  /** Web Workers; the results do not depend on it. Default: the machine's cores. */
  workers?: number;
  /** Called after each finished chunk: chunks done and in all. */
  onProgress?: (done: number, total: number) => void;
}

/** The sizes of a run's tables: how many of each size, and their mean, spread and range. */
export interface CapSizeSummary {
  /** `counts[size]`: the tables of each size, 0..the deck's largest SET-free table. */
  counts: number[];
  runs: number;
  mean: number;
  /** Standard deviation of the sizes (n − 1 in the denominator), and of their mean. */
  sd: number;
  standardError: number;
  min: number;
  max: number;
  /** The median: the smallest size at or below which at least half the tables stay. */
  median: number;
}

/** A whole run: what was asked, how it was made, and the sizes found, beside the deck's references. */
export interface MaximalCapsRun extends CapSizeSummary {
  features: FeatureCount;
  seed: string;
  /** How the tables were made, in a sentence. */
  method: string;
  generator: string;
  chunkRuns: number;
  workers: number;
  versions: Versions;
  /** When the run started (ISO 8601), and its wall-clock seconds. */
  date: string;
  seconds: number;
  /** The largest SET-free table of the deck (4, 9, 20, 45, 112), and the 2^d of the cards {0, 1}^d. */
  largestSetFree: number;
  twoValueCap: number;
}

/**
 * The summary of sizes counted by {@link countMaximalCapSizes}. Cost: O(sizes).
 *
 * @throws {RangeError} when no table was counted.
 * @example
 * ```ts
 * import { capSizeSummary } from "./maximal_caps.ts";
 * import { deepEqual } from "node:assert/strict";
 * const { mean, min, max, median } = capSizeSummary([0, 0, 1, 2, 1]);
 * deepEqual([mean, min, max, median], [3, 2, 4, 3]);
 * ```
 */
export function capSizeSummary(counts: readonly number[]): CapSizeSummary {
  const runs = counts.reduce((a, b) => a + b, 0);
  if (runs === 0) throw new RangeError("no table was counted");
  let sum = 0;
  for (let size = 0; size < counts.length; size++) sum += size * counts[size];
  const mean = sum / runs;
  let squares = 0;
  for (let size = 0; size < counts.length; size++) squares += counts[size] * (size - mean) ** 2;
  const sd = runs > 1 ? Math.sqrt(squares / (runs - 1)) : 0;
  const min = counts.findIndex((c) => c > 0);
  const max = counts.findLastIndex((c) => c > 0);
  let below = 0;
  let median = min;
  while (below + counts[median] < runs / 2) below += counts[median++];
  return { counts: [...counts], runs, mean, sd, standardError: sd / Math.sqrt(runs), min, max, median };
}

/**
 * Makes `runs` random maximal SET-free tables of the deck on a pool of Web Workers and summarises their sizes, beside
 * the deck's largest SET-free table and the 2^d of {0, 1}^d. Cost: about 2 µs a table of the full deck, 17 at 6
 * features, on one core.
 *
 * @throws {RangeError} naming a bad features, runs, seed or workers.
 * @example
 * ```ts
 * import { randomMaximalCaps } from "./maximal_caps.ts";
 * import { ok } from "node:assert/strict";
 * const run = await randomMaximalCaps({ features: 4, runs: 2000, seed: "42", workers: 1 });
 * ok(run.min >= 16 && run.max <= 20);
 * ```
 */
export async function randomMaximalCaps(options: RandomMaximalCapsOptions): Promise<MaximalCapsRun> {
  const { features = 4, ...rest } = options;
  const [run] = await randomMaximalCapsByDeck({ ...rest, decks: [checkFeatures(features)] });
  return run;
}

/** Options of {@link randomMaximalCapsByDeck}: those of {@link randomMaximalCaps}, for several decks. */
export interface RandomMaximalCapsByDeckOptions extends Omit<RandomMaximalCapsOptions, "features"> {
  /** The decks, by their number of features (2..6), each once. */
  decks: readonly FeatureCount[];
}

/**
 * {@link randomMaximalCaps} for several decks on one pool of Web Workers, each deck's counts exactly those
 * {@link randomMaximalCaps} gives it. Cost: the sum of the decks'.
 *
 * @returns One run per deck, in the order given; `date` and `seconds` are those of the whole run.
 * @throws {RangeError} naming a bad deck, a deck given twice, bad runs, seed or workers.
 * @example
 * ```ts
 * import { randomMaximalCapsByDeck } from "./maximal_caps.ts";
 * import { deepEqual } from "node:assert/strict";
 * const [two] = await randomMaximalCapsByDeck({ decks: [2, 5], runs: 6000, seed: "42", workers: 2 });
 * deepEqual(two.counts, [0, 0, 0, 0, 6000]);
 * ```
 */
export async function randomMaximalCapsByDeck(options: RandomMaximalCapsByDeckOptions): Promise<MaximalCapsRun[]> {
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
