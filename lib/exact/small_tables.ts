/**
 * Exact P(no SET | n) for small tables of every deck, n = 0..5 cards, d = 2..6 features, by
 * inclusion–exclusion over the SETs a table holds; and every exact value known to this project
 * for a deck and a size ({@link knownNoSetProbability}).
 *
 * With N = 3^d cards, the deck has L = N(N − 1)/6 SETs (each of the C(N, 2) pairs lies in
 * exactly one SET, which holds three pairs), and each card lies in (N − 1)/2 of them. Two
 * different SETs share at most one card (two cards fix the third). So:
 * - 0 to 2 cards hold no SET: C(N, n);
 * - 3 cards: C(N, 3) − L;
 * - 4 cards hold at most one SET (two would need 5 cards): C(N, 4) − L·(N − 3);
 * - 5 cards hold at most two SETs (three SETs meeting pairwise in at most one card cover at least
 *   9 − 3 = 6 cards), and two SETs on 5 cards share exactly one card. Counting the 5-card tables
 *   around each SET, L·C(N − 3, 2), counts those with two SETs twice; there is one such table for
 *   each pair of SETs through a common card, N·C((N − 1)/2, 2) of them, so the SET-free ones are
 *   C(N, 5) − L·C(N − 3, 2) + N·C((N − 1)/2, 2).
 *
 * @module
 */
import { deckOf, type FeatureCount } from "../core/card.ts";
import { integerIn } from "../common/check.ts";
import { binomial, type ExactProbability, exactProbability, layeredSetFreeCounts, noSetProbability } from "./counts.ts";

/** The largest table {@link smallSetFreeCount} counts: 5 cards. */
export const SMALL_TABLE_MAX = 5;

/**
 * The number of SETs in the deck of `features` features: 3^d(3^d − 1)/6.
 *
 * @param features 2..6, default 4.
 * @throws {RangeError} when features is not one of 2..6.
 * @example
 * ```ts
 * import { setCount } from "./small_tables.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual([2, 3, 4, 5, 6].map((d) => setCount(d as 2)), [12n, 117n, 1080n, 9801n, 88452n]);
 * ```
 */
export function setCount(features: FeatureCount = 4): bigint {
  const size = BigInt(deckOf(features).size);
  return (size * (size - 1n)) / 6n;
}

/**
 * The number of SET-free n-card tables of the deck of `features` features, n = 0..5, by the
 * inclusion–exclusion of the module doc. Cost: a few BigInt products.
 *
 * @param n Cards on the table, 0..5.
 * @param options `features`: 2..6, default 4.
 * @returns The count, as a BigInt.
 * @throws {RangeError} when n is not an integer in 0..5 (nor at most the deck's size), or features not in 2..6.
 * @example The full deck: 22,441,536 of the C(81, 5) = 25,621,596 five-card tables hold no SET
 * ```ts
 * import { smallSetFreeCount } from "./small_tables.ts";
 * import { equal } from "node:assert/strict";
 * equal(smallSetFreeCount(5), 22_441_536n);
 * equal(smallSetFreeCount(5, { features: 2 }), 0n); // the plane's largest SET-free table has 4 cards
 * ```
 */
export function smallSetFreeCount(n: number, { features = 4 }: { features?: FeatureCount } = {}): bigint {
  const size = deckOf(features).size;
  integerIn("table size", n, 0, Math.min(SMALL_TABLE_MAX, size));
  const sets = setCount(features);
  if (n <= 2) return binomial(size, n);
  if (n === 3) return binomial(size, 3) - sets;
  if (n === 4) return binomial(size, 4) - sets * BigInt(size - 3);
  return binomial(size, 5) - sets * binomial(size - 3, 2) + BigInt(size) * binomial((size - 1) / 2, 2);
}

/**
 * P(no SET | n) for n = 0..5 cards of the deck of `features` features, exactly: {@link smallSetFreeCount}
 * over C(3^d, n), reduced.
 *
 * @param n Cards on the table, 0..5.
 * @param options `features`: 2..6, default 4.
 * @throws {RangeError} as {@link smallSetFreeCount}.
 * @example Three cards of 6 features hold a SET with chance 1/727
 * ```ts
 * import { smallNoSetProbability } from "./small_tables.ts";
 * import { deepEqual } from "node:assert/strict";
 * const p = smallNoSetProbability(3, { features: 6 });
 * deepEqual([p.numerator, p.denominator], [726n, 727n]);
 * ```
 */
export function smallNoSetProbability(n: number, { features = 4 }: { features?: FeatureCount } = {}): ExactProbability {
  return exactProbability(smallSetFreeCount(n, { features }), binomial(deckOf(features).size, n));
}

/**
 * The exact P(no SET | n) wherever this project knows it: every n for 2 to 4 features (the
 * plane counted by lib/exact's layer method, the two played decks by `noSetProbability`);
 * for 5 and 6 features, n = 0..5 by inclusion–exclusion ({@link smallNoSetProbability}), and 0 above
 * the largest SET-free table (45 and 112 cards, `deckOf(d).largestSetFree`). Elsewhere
 * `undefined`. Cost: a few BigInt products; the first call for 3 or 4 features counts every
 * table of the deck (well under a second), the plane's every call a few milliseconds.
 *
 * @param n Cards on the table, 0..3^d.
 * @param options `features`: 2..6, default 4.
 * @throws {RangeError} when n is not an integer in 0..3^d, or features not in 2..6.
 * @example
 * ```ts
 * import { knownNoSetProbability } from "./small_tables.ts";
 * import { equal } from "node:assert/strict";
 * equal(knownNoSetProbability(5, { features: 5 })!.numerator > 0n, true);
 * equal(knownNoSetProbability(20, { features: 5 }), undefined);
 * equal(knownNoSetProbability(46, { features: 5 })!.value, 0);
 * equal(knownNoSetProbability(4, { features: 2 })!.value, 54 / 126);
 * ```
 */
export function knownNoSetProbability(
  n: number,
  { features = 4 }: { features?: FeatureCount } = {},
): ExactProbability | undefined {
  const { size, largestSetFree } = deckOf(features);
  integerIn("table size", n, 0, size);
  if (features === 3 || features === 4) return noSetProbability(n, { features });
  if (features === 2) return exactProbability(layeredSetFreeCounts(2)[n], binomial(size, n));
  if (n <= SMALL_TABLE_MAX) return smallNoSetProbability(n, { features });
  if (n > largestSetFree) return exactProbability(0n, 1n);
  return undefined;
}
