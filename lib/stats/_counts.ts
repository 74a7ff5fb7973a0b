/**
 * The check every binomial function makes of its counts.
 *
 * @module
 */
import { positiveInteger } from "../common/check.ts";

/** Throws unless `trials` is a positive integer and `hits` an integer in 0..trials, naming them as `names` says. */
export function checkCounts(hits: number, trials: number, [hitsName, trialsName] = ["hits", "trials"]): void {
  positiveInteger(trialsName, trials);
  if (!Number.isInteger(hits) || hits < 0 || hits > trials) {
    throw new RangeError(`${hitsName} ${hits} is not in 0..${trials}`);
  }
}
