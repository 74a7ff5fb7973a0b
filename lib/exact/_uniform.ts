/**
 * Uniform integers from a stream of uniform numbers in [0, 1), exactly, for totals past 2^32.
 *
 * @module
 */

const TWO_32 = 2 ** 32, TWO_21 = 2 ** 21, TWO_53 = 2 ** 53;

/**
 * An integer uniform in 0..total − 1, for a positive safe integer total: a 53-bit integer from two numbers of the
 * stream (their top 32 and 21 bits), redrawn while it falls in the last, incomplete run of `total` (at most once in two
 * draws). Exact when the stream's numbers are uniform multiples of 2^−32 or finer, as seedrandom's are;
 * `Math.floor(random() * total)` is not once total passes 2^32.
 *
 * @throws {RangeError} naming total when it is not a positive safe integer.
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
