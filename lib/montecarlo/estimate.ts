/**
 * An estimate of P(no SET | n) from the results of its chunks: their counts (plain) or moments (importance
 * sampling) added in chunk order, then the estimate with its interval (./intervals.ts). `simulate` and the coverage
 * study both go through here, so the study measures the intervals the simulations report.
 *
 * @module
 */
import { combineMoments, type Moments } from "../stats/moments.ts";
import type { Interval } from "../stats/intervals.ts";
import type { ChunkResult, ChunkTask } from "./_chunk.ts";
import { type EstimateIntervalOptions, plainInterval, sisInterval } from "./intervals.ts";

/** The estimators: `"plain"` counts SET-free random tables, `"sis"` weighs SET-free paths. */
export type EstimateMethod = "plain" | "sis";

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

/** What the chunks of one estimate add up to, folded in chunk order by {@link addChunk} from {@link NO_CHUNKS}. */
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
 * The sums of an estimate with one more chunk: its tables and SET-free count (plain), its moments (sis), its
 * seconds. Cost: O(1).
 *
 * @example
 * ```ts
 * import { addChunk, NO_CHUNKS } from "./estimate.ts";
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
 * The estimate of one (method, n) from the sums of its chunks, with its interval. Cost: the interval.
 *
 * @param options The confidence, and the deck (81 unless given: it decides where importance sampling is exactly 0).
 * @throws {RangeError} from `sisInterval` (replicates all equal, or fewer than 2).
 * @example Importance sampling above the largest SET-free table: nothing sampled, exactly 0
 * ```ts
 * import { estimateOf, NO_CHUNKS } from "./estimate.ts";
 * import { deepEqual } from "node:assert/strict";
 * const estimate = estimateOf("sis", 10, NO_CHUNKS, { deckSize: 27 });
 * deepEqual([estimate.trials, estimate.p, estimate.ci], [0, 0, [0, 0]]);
 * ```
 */
export function estimateOf(
  method: EstimateMethod,
  n: number,
  sums: Readonly<ChunkSums>,
  options: EstimateIntervalOptions = {},
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
 * Combines the chunks of one estimate, in chunk order, into the estimate with its interval ({@link estimateOf}).
 * Cost: O(chunks) plus the interval.
 *
 * @param tasks The chunks (`estimateChunks`); `results[i]` is what `tasks[i]` returned.
 * @example
 * ```ts
 * import { combineEstimate } from "./estimate.ts";
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
  options: EstimateIntervalOptions = {},
): Estimate {
  const sums = tasks.reduce((sums: ChunkSums, task, i) => addChunk(sums, task, results[i]), NO_CHUNKS);
  return estimateOf(method, n, sums, options);
}
