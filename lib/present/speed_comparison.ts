/**
 * How notebook 2 says which of its two searches is faster: a phrase computed from the two
 * measured times, so that the sentence stays true whichever way a run comes out.
 *
 * @module
 */

/** Times closer than this ratio are called about the same. */
const SAME = 1.05;

/**
 * A phrase comparing the triple scan's time with pair completion's: "pair completion is 3.2× as
 * fast as the triple scan", "the triple scan is 1.3× as fast as pair completion", or "the triple
 * scan and pair completion take about the same time" when the two are within 5% of each other.
 * Ratios of 10 or more are written as whole numbers. Cost: O(1).
 *
 * @param triples The triple scan's time (any unit, the same for both).
 * @param pairs Pair completion's time.
 * @returns The phrase, lowercase, without a full stop.
 * @throws {RangeError} naming the value when a time is not a positive finite number.
 * @example
 * ```ts
 * import { speedComparison } from "./speed_comparison.ts";
 * import { equal } from "node:assert/strict";
 * equal(speedComparison(3.2, 1), "pair completion is 3.2× as fast as the triple scan");
 * equal(speedComparison(1, 1.3), "the triple scan is 1.3× as fast as pair completion");
 * equal(speedComparison(1, 1.04), "the triple scan and pair completion take about the same time");
 * equal(speedComparison(2500.4, 1), "pair completion is 2,500× as fast as the triple scan");
 * ```
 */
export function speedComparison(triples: number, pairs: number): string {
  for (const [name, time] of [["triples", triples], ["pairs", pairs]] as const) {
    if (!(time > 0 && Number.isFinite(time))) {
      throw new RangeError(`speedComparison: ${name} ${time} is not a positive finite time`);
    }
  }
  const ratio = Math.max(triples, pairs) / Math.min(triples, pairs);
  if (ratio < SAME) return "the triple scan and pair completion take about the same time";
  const times = ratio >= 10 ? Math.round(ratio).toLocaleString("en-US") : ratio.toFixed(1);
  return triples > pairs
    ? `pair completion is ${times}× as fast as the triple scan`
    : `the triple scan is ${times}× as fast as pair completion`;
}
