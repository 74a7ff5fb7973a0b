/**
 * Estimates at many seeds, in a worker: each seed's estimate made exactly as `simulate --seed S`
 * makes it (chunks from `estimateChunks`, run by `simulateChunk`, combined by `combineEstimate`).
 * The coverage study ({@link runCoverageTask}, for `_coverage_worker.ts`) and the property tests
 * that sweep a notebook's statements over a thousand seeds ({@link seedEstimates}, for
 * `_seeds_worker.ts`) run here. Worker-side: it imports the WebAssembly loops, which load and warm
 * up on import, so only the workers and tests import it, never `mod.ts`.
 *
 * @module
 */
import { simulateChunk } from "./_chunk.ts";
import type { DeckSize } from "./_deck.ts";
import { estimateChunks } from "./chunks.ts";
import { combineEstimate, type Estimate, type EstimateMethod } from "./estimate.ts";

/** A block of seeds of one (method, n, trials) estimate, run as `simulate --seed S` would run it: see {@link seedEstimates}. */
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
 * The estimates of a block of seeds, each exactly as `simulate` makes it for that seed (chunks
 * from `estimateChunks`, run by `simulateChunk`, combined by `combineEstimate`): what a property
 * test sweeps over a thousand seeds to check a notebook's statements. An estimate that cannot be
 * made (see `sisInterval`) is `undefined`. Cost: (to − from) estimates of `trials` trials.
 *
 * @example Three seeds of plain sampling at 12 cards
 * ```ts
 * import { seedEstimates } from "./_seeds.ts";
 * import { equal, ok } from "node:assert/strict";
 * const estimates = seedEstimates({ method: "plain", n: 12, trials: 1000, from: 1, to: 4 });
 * equal(estimates.length, 3);
 * ok(estimates.every((e) => e !== undefined && e.ci[0] <= e.p && e.p <= e.ci[1]));
 * ```
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

/** A block of seeds of one cell of the coverage study, as the worker runs it. */
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
 * Runs a block of seeds of one cell: each seed's estimate by {@link seedEstimates}, and whether
 * its interval contains the exact value. Cost: (to − from) estimates of `trials` trials.
 *
 * @example Ten seeds of plain sampling at 12 cards with 1,000 tables
 * ```ts
 * import { runCoverageTask } from "./_seeds.ts";
 * import { equal, ok } from "node:assert/strict";
 * const result = runCoverageTask({ method: "plain", n: 12, trials: 1000, from: 1, to: 11, exact: 0.0323, confidence: 0.95 });
 * equal(result.covered + result.below + result.above + result.failed, 10);
 * ok(result.covered >= 7);
 * ```
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
