/**
 * Uniform integers from a stream of uniform numbers in [0, 1), exactly: for the weighted choices among the classes,
 * whose totals pass 2^32.
 *
 * @module
 */

const TWO_32 = 2 ** 32, TWO_21 = 2 ** 21, TWO_53 = 2 ** 53;

/**
 * An integer uniform in 0..total − 1, for total below 2^53: a 53-bit integer from two numbers of the stream (their
 * top 32 and 21 bits), redrawn while it falls in the last, incomplete run of `total` (less than one chance in
 * 2^53 / total, so at most once in two draws). Exact when the stream's numbers are uniform multiples of 2^−32 or
 * finer, as seedrandom's are; `Math.floor(random() * total)` is not once total passes 2^32, and is biased by up to
 * total / 2^32 below that.
 *
 * @param total A positive safe integer (below 2^53).
 * @param random Uniform numbers in [0, 1).
 * @throws {RangeError} naming total when it is not a positive safe integer.
 * @example The highest 53-bit integers fall past the last whole run of 10 and are drawn again
 * ```ts
 * import { uniformBelow } from "./_uniform.ts";
 * import { equal } from "node:assert/strict";
 * const values = [1 - 2 ** -32, 1 - 2 ** -21, 0.5, 0.25]; // 2^53 − 1, then 2^52 + 2^19 = 4,503,599,627,894,784
 * equal(uniformBelow(10, () => values.shift()!), 4);
 * equal(values.length, 0);
 * ```
 */
export function uniformBelow(total: number, random: () => number): number {
  if (!Number.isSafeInteger(total) || total < 1) {
    throw new RangeError(`uniformBelow: total ${total} is not a positive safe integer`);
  }
  const limit = TWO_53 - TWO_53 % total;
  for (;;) {
    const x = Math.floor(random() * TWO_32) * TWO_21 + Math.floor(random() * TWO_21);
    if (x < limit) return x % total;
  }
}
