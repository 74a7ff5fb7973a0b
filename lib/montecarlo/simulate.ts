/**
 * Monte Carlo estimates of P(no SET | n) for many table sizes, by plain
 * sampling and by sequential importance sampling, on all cores, reproducibly:
 * the work is cut into fixed chunks, each with its own random stream derived
 * from (seed, method, n, chunk), and combined in chunk order, so the same seed
 * and trials give the same numbers for any number of workers.
 *
 * @module
 */
import { cores, runChunks } from "../common/parallel.ts";
import { type Versions, versions } from "../common/versions.ts";
import { STREAM_GENERATOR } from "../common/random.ts";
import { combineMoments, type Moments } from "../stats/moments.ts";
import { meanInterval, wilson } from "../stats/intervals.ts";
import type { ChunkResult, ChunkTask } from "./_chunk.ts";

/** The estimators: `"plain"` counts SET-free random tables, `"sis"` weighs SET-free paths. */
export type SimulationMethod = "plain" | "sis";

/** Options of {@link simulate}. */
export interface SimulateOptions {
  /** Table sizes, each 3..81. */
  sizes: readonly number[];
  /** Tables per size (plain), and importance-sampling paths per size (sis). */
  trials: number;
  /** Any string; with `trials` it fixes every number of the run. */
  seed: string;
  method: SimulationMethod | "both";
  /** Web Workers to run chunks on; the results do not depend on it. Default: the machine's cores. */
  workers?: number;
  /** Called after each finished chunk. */
  onProgress?: (done: number, total: number) => void;
}

/** One estimate of P(no SET | n). */
export interface SimulationResult {
  n: number;
  method: SimulationMethod;
  /** Tables dealt (plain) or paths sampled (sis, replicates × population). */
  trials: number;
  /** The estimate. */
  p: number;
  /** The 95% confidence interval. */
  ci: [number, number];
  /** How `ci` was made. */
  ciMethod: string;
  /** Tables without a SET (plain only). */
  noSet?: number;
  /** Compute seconds spent on this estimate, summed over its chunks (core-seconds). */
  seconds: number;
}

/** A whole run: what was asked, how it was made, and the results by size then method. */
export interface SimulationRun {
  seed: string;
  trials: number;
  workers: number;
  generator: string;
  versions: Versions;
  /** When the run started (ISO 8601). */
  date: string;
  /** Wall-clock seconds of the run. */
  seconds: number;
  results: SimulationResult[];
}

/** Tables per plain chunk and paths per importance-sampling chunk: fixed, so results do not depend on workers. */
export const CHUNK_TRIALS = { plain: 250_000, sis: 50_000 } as const;

/** From this table size on, importance sampling resamples populations of paths (see {@link sisPlan}). */
export const RESAMPLE_FROM = 19;

/**
 * How importance sampling spends `trials` paths at size n: single paths
 * (population 1) below {@link RESAMPLE_FROM} cards; from there on, where single
 * paths almost all die and their weights are heavy-tailed, populations of up
 * to 1,000 paths resampled together, at least 100 populations (fewer paths
 * each when trials < 100,000). Paths actually run: replicates × population.
 *
 * @example
 * ```ts
 * import { sisPlan } from "./simulate.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(sisPlan(12, 1_000_000), { replicates: 1_000_000, population: 1 });
 * deepEqual(sisPlan(20, 1_000_000), { replicates: 1_000, population: 1_000 });
 * deepEqual(sisPlan(20, 20_000), { replicates: 100, population: 200 });
 * ```
 */
export function sisPlan(n: number, trials: number): { replicates: number; population: number } {
  if (n < RESAMPLE_FROM) return { replicates: trials, population: 1 };
  const population = Math.min(1000, Math.max(1, Math.floor(trials / 100)));
  return { replicates: Math.max(1, Math.floor(trials / population)), population };
}

function checkOptions({ sizes, trials, seed, method, workers }: SimulateOptions): void {
  if (sizes.length === 0) throw new RangeError("sizes is empty");
  for (const n of sizes) {
    if (!Number.isInteger(n) || n < 3 || n > 81) throw new RangeError(`table size ${n} is not in 3..81`);
  }
  if (!Number.isSafeInteger(trials) || trials < 1) throw new RangeError(`trials ${trials} is not a positive integer`);
  if (typeof seed !== "string") throw new TypeError(`seed ${String(seed)} is not a string`);
  if (!["plain", "sis", "both"].includes(method)) throw new RangeError(`method ${method} is not plain, sis or both`);
  if (workers !== undefined && (!Number.isInteger(workers) || workers < 1)) {
    throw new RangeError(`workers ${workers} is not a positive integer`);
  }
}

/** The chunks of one (method, n) estimate. */
function chunksOf(seed: string, method: SimulationMethod, n: number, trials: number): ChunkTask[] {
  const tasks: ChunkTask[] = [];
  if (method === "plain") {
    for (let chunk = 0, done = 0; done < trials; chunk++, done += CHUNK_TRIALS.plain) {
      tasks.push({
        seed,
        method,
        n,
        chunk,
        trials: Math.min(CHUNK_TRIALS.plain, trials - done),
        replicates: 0,
        population: 0,
      });
    }
    return tasks;
  }
  const { replicates, population } = sisPlan(n, trials);
  const perChunk = Math.max(1, Math.floor(CHUNK_TRIALS.sis / population));
  for (let chunk = 0, done = 0; done < replicates; chunk++, done += perChunk) {
    tasks.push({ seed, method, n, chunk, trials: 0, replicates: Math.min(perChunk, replicates - done), population });
  }
  return tasks;
}

/** Combines the chunks of one estimate, in chunk order, into its result. */
function resultOf(method: SimulationMethod, n: number, tasks: ChunkTask[], results: ChunkResult[]): SimulationResult {
  const seconds = results.reduce((sum, r) => sum + r.seconds, 0);
  if (method === "plain") {
    const trials = tasks.reduce((sum, t) => sum + t.trials, 0);
    const noSet = results.reduce((sum, r) => sum + r.noSet!, 0);
    return {
      n,
      method,
      trials,
      p: noSet / trials,
      ci: wilson(noSet, trials),
      ciMethod: "Wilson score 95%",
      noSet,
      seconds,
    };
  }
  let moments: Moments = { count: 0, mean: 0, m2: 0 };
  for (const r of results) moments = combineMoments(moments, r.moments!);
  const population = tasks[0].population;
  const ciMethod = population === 1
    ? `normal 95%, sample variance of ${moments.count.toLocaleString("en-US")} path weights`
    : `normal 95%, spread of ${moments.count.toLocaleString("en-US")} resampled populations of ${
      population.toLocaleString("en-US")
    } paths`;
  return {
    n,
    method,
    trials: moments.count * population,
    p: moments.mean,
    ci: meanInterval(moments),
    ciMethod,
    seconds,
  };
}

/**
 * Estimates P(no SET | n) for each size by plain sampling (Wilson interval),
 * importance sampling (normal interval from the spread of independent
 * estimates), or both, on a pool of Web Workers. Cost: about trials/(15 million)
 * core-seconds per size for plain, trials/(2 million) for sis.
 *
 * @returns The run, results ordered by size as given, plain before sis.
 * @throws {RangeError} on a size outside 3..81, trials or workers not a positive integer, an unknown method.
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
  checkOptions(options);
  const { sizes, trials, seed, method, workers = cores(), onProgress } = options;
  const methods: SimulationMethod[] = method === "both" ? ["plain", "sis"] : [method];
  const date = new Date().toISOString();
  const start = performance.now();
  const groups = sizes.flatMap((n) => methods.map((m) => ({ n, method: m, tasks: chunksOf(seed, m, n, trials) })));
  // Schedule the slowest work first (importance sampling, big tables) so the workers finish together;
  // the order of running never changes a result.
  const order = groups.flatMap((group) => group.tasks).sort((a, b) =>
    (b.method === "sis" ? 1 : 0) - (a.method === "sis" ? 1 : 0) || b.n - a.n || a.chunk - b.chunk
  );
  const done = await runChunks<ChunkTask, ChunkResult>(new URL("./_worker.ts", import.meta.url), order, {
    workers,
    onProgress,
  });
  const byTask = new Map(order.map((task, i) => [task, done[i]]));
  const results = groups.map(({ n, method, tasks }) => resultOf(method, n, tasks, tasks.map((t) => byTask.get(t)!)));
  return {
    seed,
    trials,
    workers,
    generator: STREAM_GENERATOR,
    versions: versions(),
    date,
    seconds: (performance.now() - start) / 1000,
    results,
  };
}
