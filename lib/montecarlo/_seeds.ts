/**
 * Estimates at many seeds, in a worker, each exactly as `simulate --seed S` makes it: the coverage study
 * ({@link runCoverageTask}, `_coverage_worker.ts`) and the tests that sweep a notebook's statements over many seeds
 * ({@link seedEstimates}, `_seeds_worker.ts`). It imports the WebAssembly loops, so only workers and tests import it.
 *
 * @module
 */
import { simulateChunk } from "./_chunk.ts";
import type { DeckSize } from "./_deck.ts";
import { estimateChunks } from "./chunks.ts";
import { combineEstimate, type Estimate, type EstimateMethod } from "./estimate.ts";

/** A block of seeds `from`..`to` − 1 of one (method, n, trials) estimate. */
export interface SeedsTask {
  method: EstimateMethod;
  n: number;
  trials: number;
  /** Seeds `from`..`to` − 1 (as decimal strings). */
  from: number;
  to: number;
  /** The deck: 81 (default) or 27 cards. */
  deckSize?: DeckSize;
  /** Nominal coverage of the intervals; default 0.95. */
  confidence?: number;
}

/**
 * The estimates of a block of seeds, each as `simulate` makes it for that seed; `undefined` where one cannot be made
 * (see `sisInterval`). Cost: (to − from) estimates of `trials` trials.
 */
export function seedEstimates(task: SeedsTask): (Estimate | undefined)[] {
  const { method, n, trials, from, to, deckSize = 81, confidence } = task;
  const estimates: (Estimate | undefined)[] = [];
  for (let seed = from; seed < to; seed++) {
    const tasks = estimateChunks(String(seed), method, n, trials, deckSize);
    try {
      estimates.push(combineEstimate(method, n, tasks, tasks.map(simulateChunk), { deckSize, confidence }));
    } catch {
      estimates.push(undefined);
    }
  }
  return estimates;
}

/** A block of seeds of one cell of the coverage study. */
export interface CoverageTask extends SeedsTask {
  /** The exact value the intervals should contain. */
  exact: number;
  confidence: number;
}

/** What a block of seeds returns. */
export interface CoverageTaskResult {
  /** Seeds whose interval contained the exact value. */
  covered: number;
  /** Seeds whose interval lay wholly below, or wholly above, the exact value. */
  below: number;
  above: number;
  /** Seeds whose estimate could not be made. */
  failed: number;
  /** Sum over the seeds of the interval's half-width relative to the exact value (0 when it is 0). */
  relativeHalfWidth: number;
  /** How the intervals were made (at the first seed that made one). */
  ciMethod: string;
  /** Compute seconds of the estimates made. */
  seconds: number;
}

/**
 * Runs a block of seeds of one cell: each seed's estimate ({@link seedEstimates}) and whether its interval contains
 * the exact value. Cost: (to − from) estimates of `trials` trials.
 */
export function runCoverageTask(task: CoverageTask): CoverageTaskResult {
  const { exact } = task;
  const result = { covered: 0, below: 0, above: 0, failed: 0, relativeHalfWidth: 0, ciMethod: "", seconds: 0 };
  for (const estimate of seedEstimates(task)) {
    if (estimate === undefined) {
      result.failed++;
      continue;
    }
    const [low, high] = estimate.ci;
    if (high < exact) result.below++;
    else if (low > exact) result.above++;
    else result.covered++;
    if (exact > 0) result.relativeHalfWidth += (high - low) / 2 / exact;
    result.ciMethod ||= estimate.ciMethod;
    result.seconds += estimate.seconds;
  }
  return result;
}
