/**
 * The check every binomial function makes of its counts.
 *
 * @module
 */
import { positiveInteger } from "../common/check.ts";

/**
 * Throws unless `trials` is a positive integer and `hits` an integer in 0..trials.
 *
 * @param names What the two counts are called in messages (default `["hits", "trials"]`).
 * @throws {RangeError} `trials 0 is not a positive integer`, `hits 11 is not in 0..10`.
 */
export function checkCounts(hits: number, trials: number, [hitsName, trialsName] = ["hits", "trials"]): void {
  positiveInteger(trialsName, trials);
  if (!Number.isInteger(hits) || hits < 0 || hits > trials) {
    throw new RangeError(`${hitsName} ${hits} is not in 0..${trials}`);
  }
}
