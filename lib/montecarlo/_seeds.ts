/**
 * Estimates at many seeds, in a worker, each exactly as `simulate --seed S` makes it: for the coverage study
 * (`_coverage_worker.ts`) and the tests that sweep a notebook's statements over seeds (`_seeds_worker.ts`). It imports
 * the WebAssembly loops, so only workers and tests import it.
 *
 * @module
 */
import { simulateChunk } from "./_chunk.ts";
import type { DeckSize } from "./_deck.ts";
import { combineEstimate, estimateChunks } from "./_plan.ts";
import type { Estimate, EstimateMethod } from "./estimate.ts";

/** Seeds `from`..`to` − 1 (as decimal strings) of one (method, n, trials) estimate, deck 81 unless given. */
export interface SeedsTask {
  method: EstimateMethod;
  n: number;
  trials: number;
  from: number;
  to: number;
  deckSize?: DeckSize;
  confidence?: number;
}

/** Each seed's estimate; `undefined` where none can be made (see `sisInterval`). Cost: to − from estimates. */
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

/** A block of seeds of one cell of the coverage study, and the exact value its intervals should contain. */
export interface CoverageTask extends SeedsTask {
  exact: number;
  confidence: number;
}

/** What a block of seeds found: intervals covering, wholly below or above; failures; summed relative half-widths. */
export interface CoverageTaskResult {
  covered: number;
  below: number;
  above: number;
  failed: number;
  relativeHalfWidth: number;
  /** How the intervals were made (at the first seed that made one). */
  ciMethod: string;
  seconds: number;
}

/** Runs a block of seeds of one cell and counts the intervals containing the exact value. Cost: to − from estimates. */
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
