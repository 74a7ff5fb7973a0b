/**
 * Monte Carlo estimates of P(no SET | n) for many table sizes, by plain sampling and by sequential importance
 * sampling, on all cores, reproducibly: each estimate is cut into fixed chunks with their own random streams
 * (./chunks.ts) and folded in chunk order (./estimate.ts), so the same seed and trials give the same numbers for any
 * number of workers. The chunks are made lazily and folded as they arrive: a run holds only the chunks in flight.
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
import { CHUNK_TRIALS, type ChunkPlan, chunkPlan } from "./chunks.ts";
import { addChunk, type ChunkSums, type Estimate, type EstimateMethod, estimateOf, NO_CHUNKS } from "./estimate.ts";
import { checkSisTrials } from "./minimum_trials.ts";

/** The most trials (tables or paths per size and estimator) a run accepts: 10^12, days of work on a laptop. */
export const MAX_TRIALS = 1e12;

/** Options of {@link simulate}. */
export interface SimulateOptions {
  /** Table sizes, each 3..3^features. */
  sizes: readonly number[];
  /** Tables per size (plain), and importance-sampling paths per size (sis); 1..{@link MAX_TRIALS}. */
  trials: number;
  /** Any non-empty string; with `trials` it fixes every number of the run. */
  seed: string;
  method: EstimateMethod | "both";
  /** The deck: 2..6 features, default 4 (the 81 cards). */
  features?: FeatureCount;
  /** Web Workers to run chunks on; the results do not depend on it. Default: the machine's cores. */
  workers?: number;
  /** Called with 0 as the run starts, then after each chunk: chunks done, chunks in all, share of the work done. */
  onProgress?: (done: number, total: number, fraction: number) => void;
  /** Starts one worker running `_worker.ts` (default: a module worker of that file; a page starts its bundle's). */
  startWorker?: () => Worker;
  /** Stops the run when aborted: the promise rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** One estimate of P(no SET | n). */
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

// One (method, n) estimate of a run: its chunk plan and what its chunks have added up to so far.
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
 * Estimates P(no SET | n) at each size by plain sampling (Clopper–Pearson interval), importance sampling (Student's t
 * on independent replicates), or both, on a pool of Web Workers. Above the deck's largest SET-free table importance
 * sampling is not run: the answer is exactly 0. Cost, for the full deck: about trials / 20 million core-seconds per
 * size for plain, trials / 3 million for single importance-sampling paths and trials / 1.5 million for populations;
 * a path costs about n²/2 look-ups, so the large tables of 5 and 6 features cost more.
 *
 * @returns The run, results ordered by size as given, plain before sis.
 * @throws {RangeError} naming a size outside the deck, trials outside 1..{@link MAX_TRIALS}, workers outside 1..4 ×
 *   cores, an empty seed, an unknown method or feature count.
 * @throws {TooFewTrialsError} when importance sampling is asked for with fewer trials than a size needs, before any
 *   work.
 * @example
 * ```ts
 * import { simulate } from "./simulate.ts";
 * import { ok } from "node:assert/strict";
 * const run = await simulate({ sizes: [12], trials: 100_000, seed: "42", method: "both", workers: 1 });
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
 * Makes the estimates asked for, of one deck or several, on one pool of Web Workers (starting a pool costs a second
 * or more in the Jupyter kernel), the slowest first: every estimate is the one {@link simulate} gives for its deck,
 * whatever else the pool runs. The requests are not checked beyond what `chunkPlan` checks.
 *
 * @returns One estimate per request, in the requests' order.
 * @throws {TooFewTrialsError} for importance sampling below a size's minimum; the signal's reason when aborted.
 * @example Two decks on one pool: the same numbers as simulate() gives each
 * ```ts
 * import { runEstimates, simulate } from "./simulate.ts";
 * import { deepEqual } from "node:assert/strict";
 * const options = { seed: "42", trials: 1000, workers: 1 };
 * const [five] = await runEstimates([{ n: 6, method: "plain", deckSize: 243 }, { n: 6, method: "plain", deckSize: 27 }], options);
 * const alone = await simulate({ ...options, features: 5, sizes: [6], method: "plain" });
 * deepEqual(five.ci, alone.results[0].ci);
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
