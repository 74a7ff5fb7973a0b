/**
 * Checks that an estimate agrees with a known value, for assertions that must hold at every
 * seed: they allow so many standard errors that a false alarm is practically impossible, and
 * say how rare it is.
 *
 * @module
 */
import { errorFunction } from "simple-statistics";

/**
 * Whether `count / total` lies within `k` standard errors of the known probability `p`, the
 * standard error being the binomial one at `p`, sqrt(p(1 − p)/total). With k = 5 a correct
 * simulation fails it about once in 1.7 million runs ({@link falseAlarmRate}).
 *
 * @throws {RangeError} when total is not a positive integer, count not in 0..total, or p not in [0, 1].
 * @example A fresh 12-card deal lacks a SET with probability 0.0323: 3,300 of 100,000 agrees, 4,000 does not
 * ```ts
 * import { withinStandardErrors } from "./checks.ts";
 * import { equal } from "node:assert/strict";
 * equal(withinStandardErrors(3300, 100_000, 0.0323), true);
 * equal(withinStandardErrors(4000, 100_000, 0.0323), false);
 * ```
 */
export function withinStandardErrors(count: number, total: number, p: number, k = 5): boolean {
  if (!Number.isInteger(total) || total < 1) throw new RangeError(`total ${total} is not a positive integer`);
  if (!Number.isInteger(count) || count < 0 || count > total) {
    throw new RangeError(`count ${count} is not in 0..${total}`);
  }
  if (!(p >= 0 && p <= 1)) throw new RangeError(`p ${p} is not a probability`);
  return Math.abs(count / total - p) <= k * Math.sqrt((p * (1 - p)) / total);
}

/**
 * The chance that a normal estimate falls more than `k` standard errors from its mean,
 * P(|Z| > k) = 1 − erf(k/√2): how often a check by {@link withinStandardErrors} fails by chance
 * alone (for counts large enough to be nearly normal).
 *
 * @example Five standard errors: about once in 1.7 million
 * ```ts
 * import { falseAlarmRate } from "./checks.ts";
 * import { ok } from "node:assert/strict";
 * const rate = falseAlarmRate(5);
 * ok(rate > 5.7e-7 && rate < 5.8e-7);
 * ```
 */
export function falseAlarmRate(k = 5): number {
  // simple-statistics' errorFunction is good to 1.2e-7 absolute: fine for moderate k, too coarse for the
  // tail beyond about 4 standard errors, where the asymptotic series of erfc is used instead.
  const x = k / Math.SQRT2;
  if (x < 3) return 1 - errorFunction(x);
  // erfc(x) ≈ exp(−x²)/(x√π) · (1 − 1/(2x²) + 3/(4x⁴) − 15/(8x⁶)), accurate to 1e-4 relative for x ≥ 3.
  const x2 = x * x;
  return Math.exp(-x2) / (x * Math.sqrt(Math.PI)) * (1 - 1 / (2 * x2) + 3 / (4 * x2 * x2) - 15 / (8 * x2 * x2 * x2));
}
