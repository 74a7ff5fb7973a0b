/**
 * Monte Carlo estimates of P(no SET | n) for many table sizes, by plain and importance sampling, on all cores,
 * reproducibly: each estimate is cut into fixed chunks folded in chunk order (`estimate.ts`), so the numbers do not depend
 * on the workers. Chunks are made lazily and folded as they arrive: a run holds only the chunks in flight.
 *
 * @module
 */
import { cores, streamChunks } from "../common/parallel.ts";
import { type Versions, versions } from "../common/versions.ts";
import { STREAM_GENERATOR } from "../common/random.ts";
import { checkSeed, integerIn, oneOf } from "../common/check.ts";
import { checkFeatures, deckOf, type FeatureCount } from "../core/card.ts";
import { type DeckSize, deckSizeOf } from "./_deck.ts";
import {
  addChunk,
  CHUNK_TRIALS,
  type ChunkPlan,
  chunkPlan,
  type ChunkResult,
  type ChunkSums,
  type ChunkTask,
  type Estimate,
  type EstimateMethod,
  estimateOf,
  NO_CHUNKS,
} from "./estimate.ts";
import { checkSisTrials } from "./minimum_trials.ts";

/** The most trials (tables or paths per size and estimator) a run accepts: 10^12. */
export const MAX_TRIALS = 1e12;

/** Options of {@link simulate}: sizes 3..3^features, trials 1..{@link MAX_TRIALS}, any non-empty seed. */
export interface SimulateOptions {
  sizes: readonly number[];
  /** Tables per size (plain) and importance-sampling paths per size (sis). */
  trials: number;
  seed: string;
  method: EstimateMethod | "both";
  features?: FeatureCount;
  /** Web Workers (default: the machine's cores); the results do not depend on it. */
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

/** How a run was made: its Web Workers, generator and versions; when it started (ISO 8601), its wall-clock seconds. */
export interface RunInfo {
  workers: number;
  generator: string;
  versions: Versions;
  date: string;
  seconds: number;
}

/** A whole run: what was asked, how it was made, and the results by size then method. */
export interface SimulationRun extends RunInfo {
  seed: string;
  trials: number;
  features: FeatureCount;
  chunkTrials: { plain: number; sis: number };
  results: SimulationResult[];
}

/**
 * Estimates P(no SET | n) at each size by plain sampling (Clopper–Pearson), importance sampling (Student's t on
 * independent replicates, not run above the largest SET-free table: exactly 0) or both, on Web Workers; results by
 * size as given, plain first. Throws a RangeError on a bad argument and a `TooFewTrialsError` before any work.
 *
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

// One (method, n) estimate of a run: its chunk plan, the cost of one chunk in plain-table units (for the time left)
// and what its chunks have added up to so far.
interface Group {
  n: number;
  method: EstimateMethod;
  deckSize: DeckSize;
  plan: ChunkPlan;
  cost: number;
  sums: ChunkSums;
}

// The cost of an importance-sampling path to 12 cards in plain tables; to n cards, (n / 12)² as much (n²/2 look-ups).
const SIS_COST = 5;

/**
 * Makes the estimates asked for, of one deck or several, on one pool of Web Workers, the slowest first; each is the
 * one {@link simulate} gives for its deck. Checked only by `chunkPlan`: for `simulate` and `simulateDecks`.
 */
export async function runEstimates(
  requests: readonly { n: number; method: EstimateMethod; deckSize: DeckSize }[],
  { seed, trials, workers, onProgress, startWorker, signal }:
    & Pick<SimulateOptions, "onProgress" | "startWorker" | "signal">
    & { seed: string; trials: number; workers: number },
): Promise<Estimate[]> {
  const groups: Group[] = requests.map(({ n, method, deckSize }) => {
    const plan = chunkPlan(seed, method, n, trials, deckSize);
    const cost = method === "plain" ? plan.perChunk : plan.perChunk * plan.population * SIS_COST * (n / 12) ** 2;
    return { n, method, deckSize, plan, cost, sums: NO_CHUNKS };
  });
  // The slowest work first (importance sampling, big tables), so the workers finish together.
  const schedule = [...groups].sort((a, b) => (b.method === "sis" ? 1 : 0) - (a.method === "sis" ? 1 : 0) || b.n - a.n);
  const totalChunks = schedule.reduce((sum, group) => sum + group.plan.chunks, 0);
  const totalCost = schedule.reduce((sum, group) => sum + group.plan.chunks * group.cost, 0);
  const owners = new Map<number, { group: Group; task: ChunkTask }>(); // each chunk in flight, by its index
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
