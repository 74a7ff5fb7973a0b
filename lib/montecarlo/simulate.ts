/**
 * Monte Carlo estimates of P(no SET | n) for many table sizes, by plain sampling and by
 * sequential importance sampling, on all cores, reproducibly: the work is cut into fixed
 * chunks, each with its own random stream derived from (seed, method, n, chunk), and combined
 * in chunk order, so the same seed and trials give the same numbers for any number of workers.
 *
 * The chunks are generated lazily and their results folded as they arrive, so a run holds only
 * the chunks in flight: any accepted trial count runs in constant memory, with progress (and
 * the time left) reported as it goes.
 *
 * @module
 */
import { cores, streamChunks } from "../common/parallel.ts";
import { type Versions, versions } from "../common/versions.ts";
import { STREAM_GENERATOR } from "../common/random.ts";
import { checkSeed, integerIn, oneOf } from "../common/check.ts";
import { checkFeatures, deckOf, type FeatureCount } from "../core/card.ts";
import type { ChunkResult, ChunkTask } from "./_chunk.ts";
import { type DeckSize, deckSizeOf } from "./_deck.ts";
import {
  addChunk,
  checkSisTrials,
  CHUNK_TRIALS,
  type ChunkPlan,
  chunkPlan,
  type ChunkSums,
  type Estimate,
  type EstimateMethod,
  estimateOf,
  NO_CHUNKS,
} from "./plan.ts";

/** The most trials (tables or paths per size and estimator) a run accepts: 10^12, days of work on a laptop. */
export const MAX_TRIALS = 1e12;

/** Options of {@link simulate}. */
export interface SimulateOptions {
  /** Table sizes, each 3..3^features (3..81 for the full deck, 3..27 for the small deck). */
  sizes: readonly number[];
  /** Tables per size (plain), and importance-sampling paths per size (sis); 1..{@link MAX_TRIALS}. */
  trials: number;
  /** Any non-empty string; with `trials` it fixes every number of the run. */
  seed: string;
  method: EstimateMethod | "both";
  /**
   * The deck: 4 features (81 cards, default), 3 (the rulebook's small deck of 27 solid cards), or 2, 5, 6
   * (9, 243, 729 cards).
   */
  features?: FeatureCount;
  /** Web Workers to run chunks on; the results do not depend on it. Default: the machine's cores. */
  workers?: number;
  /**
   * Called with 0 as the run starts, then after each finished chunk: chunks done, chunks in all,
   * and the share of the work done (chunks differ in cost, so the share is weighted by their
   * estimated cost).
   */
  onProgress?: (done: number, total: number, fraction: number) => void;
  /**
   * Starts one worker running `_worker.ts`; by default a module worker of that file. A page opened from `file://`
   * starts classic workers from its bundle instead (lib/web/rerun.ts): the same chunks, the same numbers.
   */
  startWorker?: () => Worker;
  /** Stops the run when aborted: the promise rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** One estimate of P(no SET | n): its size, method, trials, estimate, interval and how it was made. */
export type SimulationResult = Estimate;

/** A whole run: what was asked, how it was made, and the results by size then method. */
export interface SimulationRun {
  seed: string;
  trials: number;
  features: FeatureCount;
  workers: number;
  generator: string;
  /** Trials per plain chunk and paths per importance-sampling chunk: part of what a seed means. */
  chunkTrials: { plain: number; sis: number };
  versions: Versions;
  /** When the run started (ISO 8601). */
  date: string;
  /** Wall-clock seconds of the run. */
  seconds: number;
  results: SimulationResult[];
}

/** One (method, n) estimate of a run: its chunk plan and what its chunks have added up to so far. */
interface Group {
  n: number;
  method: EstimateMethod;
  deckSize: DeckSize;
  plan: ChunkPlan;
  /** Estimated cost of one chunk, in plain-table units (for the time left). */
  cost: number;
  sums: ChunkSums;
}

/**
 * Relative cost of one importance-sampling path to 12 cards against one plain table, for estimating the time left; a
 * path to n cards costs about (n / 12)² as much (it looks up about n²/2 pairs).
 */
const SIS_COST = 5;

function groupOf(seed: string, method: EstimateMethod, n: number, trials: number, deckSize: DeckSize): Group {
  const plan = chunkPlan(seed, method, n, trials, deckSize);
  const cost = method === "plain" ? plan.perChunk : plan.perChunk * plan.population * SIS_COST * (n / 12) ** 2;
  return { n, method, deckSize, plan, cost, sums: NO_CHUNKS };
}

/**
 * Estimates P(no SET | n) for each size by plain sampling (Clopper–Pearson interval),
 * importance sampling (normal interval from the spread of independent
 * estimates), or both, on a pool of Web Workers. Importance sampling above the
 * largest SET-free table (21 cards and more; 10 and more on the small deck; see
 * `deckOf(features).largestSetFree`) is not run: the answer there is exactly 0.
 * Cost, for the full deck: about trials / 20 million core-seconds per size for plain,
 * trials / 3 million for single importance-sampling paths and trials / 1.5 million for
 * resampled populations; a path costs about n²/2 look-ups, so the large tables of 5 and 6
 * features cost more (a population of 10,000 paths to 70 cards of 6 features, about 0.3 s);
 * memory: the chunks in flight only.
 *
 * @returns The run, results ordered by size as given, plain before sis.
 * @throws {RangeError} naming a size outside the deck, trials outside 1..{@link MAX_TRIALS}, workers outside
 *   1..4 × cores, an empty seed, an unknown method or feature count.
 * @throws {TooFewTrialsError} when importance sampling is asked for with fewer trials than a size needs,
 *   or at a size where it gives no honest interval (see `sisMinimumTrials`), before any work.
 * @example
 * ```ts
 * import { simulate } from "./simulate.ts";
 * import { equal, ok } from "node:assert/strict";
 * const run = await simulate({ sizes: [12], trials: 100_000, seed: "42", method: "both", workers: 1 });
 * equal(run.results.length, 2);
 * for (const { p, ci } of run.results) ok(ci[0] <= p && p <= ci[1] && Math.abs(p - 0.0322) < 0.002);
 * ```
 */
export async function simulate(options: SimulateOptions): Promise<SimulationRun> {
  const { sizes, trials, seed, method, features = 4, workers = cores(), onProgress, startWorker, signal } = options;
  checkFeatures(features);
  if (!Array.isArray(sizes) || sizes.length === 0) throw new RangeError("sizes is empty: give at least one table size");
  for (const n of sizes) integerIn("table size", n, 3, deckOf(features).size);
  integerIn("trials", trials, 1, MAX_TRIALS);
  checkSeed(seed);
  oneOf("method", method, ["plain", "sis", "both"]);
  const deckSize = deckSizeOf(features);
  if (method !== "plain") checkSisTrials(sizes, trials, deckSize);
  const methods: EstimateMethod[] = method === "both" ? ["plain", "sis"] : [method];
  const date = new Date().toISOString();
  const start = performance.now();
  const requests = sizes.flatMap((n) => methods.map((m) => ({ n, method: m, deckSize })));
  const results = await runEstimates(requests, { seed, trials, workers, onProgress, startWorker, signal });
  return {
    seed,
    trials,
    features,
    workers,
    generator: STREAM_GENERATOR,
    chunkTrials: { ...CHUNK_TRIALS },
    versions: versions(),
    date,
    seconds: (performance.now() - start) / 1000,
    results,
  };
}

/** One estimate to make: a table size, an estimator and the deck. */
export interface EstimateRequest {
  n: number;
  method: EstimateMethod;
  /** 3^d for the deck of d features (81 the full deck). */
  deckSize: DeckSize;
}

/** Options of {@link runEstimates}: those of {@link simulate} that say how, not what. */
export type RunEstimatesOptions = Pick<SimulateOptions, "onProgress" | "startWorker" | "signal"> & {
  seed: string;
  trials: number;
  workers: number;
};

/**
 * Makes the estimates asked for, of one deck or several, on one pool of Web Workers: each
 * (deck, method, n) estimate cut into its fixed chunks (`chunkPlan`), the chunks generated lazily,
 * the slowest work scheduled first, and the results folded in chunk order, so every estimate is the
 * one {@link simulate} gives for its deck, whatever the workers and whatever else the pool runs.
 * {@link simulate} runs one deck through it; `simulateDecks` several, with one pool (starting a
 * pool costs a second or more in the Jupyter kernel). The requests are not checked here beyond what
 * `chunkPlan` checks: check sizes, seed and trials first, as {@link simulate} does.
 *
 * @param requests The estimates, in the order the results are wanted.
 * @returns One estimate per request, in the requests' order.
 * @throws {TooFewTrialsError} for importance sampling below a size's minimum; the signal's reason when aborted.
 * @example Two decks on one pool: the same numbers as simulate() gives each
 * ```ts
 * import { runEstimates, simulate } from "./simulate.ts";
 * import { deepEqual, equal } from "node:assert/strict";
 * const [five, three] = await runEstimates(
 *   [{ n: 6, method: "plain", deckSize: 243 }, { n: 6, method: "plain", deckSize: 27 }],
 *   { seed: "42", trials: 1000, workers: 1 },
 * );
 * const alone = await simulate({ features: 5, sizes: [6], trials: 1000, seed: "42", method: "plain", workers: 1 });
 * deepEqual([five.p, five.ci], [alone.results[0].p, alone.results[0].ci]);
 * equal(typeof three.noSet, "number");
 * ```
 */
export async function runEstimates(
  requests: readonly EstimateRequest[],
  { seed, trials, workers, onProgress, startWorker, signal }: RunEstimatesOptions,
): Promise<Estimate[]> {
  const groups = requests.map(({ n, method, deckSize }) => groupOf(seed, method, n, trials, deckSize));
  // Schedule the slowest work first (importance sampling, big tables) so the workers finish together;
  // the order of running never changes a result.
  const schedule = [...groups].sort((a, b) => (b.method === "sis" ? 1 : 0) - (a.method === "sis" ? 1 : 0) || b.n - a.n);
  const totalChunks = schedule.reduce((sum, group) => sum + group.plan.chunks, 0);
  const totalCost = schedule.reduce((sum, group) => sum + group.plan.chunks * group.cost, 0);
  // The group and task of each chunk in flight, by its index in the run.
  const owners = new Map<number, { group: Group; task: ChunkTask }>();
  let issued = 0;
  function* tasks(): Generator<ChunkTask> {
    for (const group of schedule) {
      for (let chunk = 0; chunk < group.plan.chunks; chunk++) {
        const task = group.plan.task(chunk);
        owners.set(issued++, { group, task });
        yield task;
      }
    }
  }
  let costDone = 0;
  let consumed = 0;
  onProgress?.(0, totalChunks, 0); // the step starts now, not when its first chunk is done
  await streamChunks<ChunkTask, ChunkResult>(
    startWorker ?? new URL("./_worker.ts", import.meta.url),
    tasks(),
    (result, index) => {
      const { group, task } = owners.get(index)!;
      owners.delete(index);
      consumed++;
      group.sums = addChunk(group.sums, task, result);
      costDone += group.cost;
      onProgress?.(consumed, totalChunks, totalCost > 0 ? costDone / totalCost : 1);
    },
    { workers, signal },
  );
  return groups.map(({ method, n, sums, deckSize }) => estimateOf(method, n, sums, { deckSize }));
}
