/**
 * Exact P(no SET | n) for small tables of every deck, n = 0..5 cards, d = 2..6 features, by inclusion–exclusion; and
 * every exact value this project knows ({@link knownNoSetProbability}). With N = 3^d cards the deck has
 * L = N(N − 1)/6 SETs, each card in (N − 1)/2 of them, two SETs sharing at most one card. So 3 or 4 cards hold at most
 * one SET (C(N, 4) − L·(N − 3) 4-card tables are SET-free); 5 cards at most two, sharing one card: L·C(N − 3, 2) counts
 * those twice, one for each pair of SETs through a card, N·C((N − 1)/2, 2), so C(N, 5) − L·C(N − 3, 2) +
 * N·C((N − 1)/2, 2) are SET-free.
 *
 * @module
 */
import { deckOf, type FeatureCount } from "../core/card.ts";
import { integerIn } from "../common/check.ts";
import { binomial, type ExactProbability, exactProbability, layeredSetFreeCounts, noSetProbability } from "./counts.ts";

const SMALL_TABLE_MAX = 5; // the largest table smallSetFreeCount counts

/**
 * The number of SETs in the deck of `features` features (default 4): 3^d(3^d − 1)/6.
 *
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

/** The number of SET-free n-card tables, n = 0..5, of the deck (default 4 features), by inclusion–exclusion. */
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
 * The exact P(no SET | n) wherever this project knows it, else `undefined`: every n for 2 to 4 features (by layers);
 * for 5 and 6, n = 0..5 and 0 above the largest SET-free table. Cost: the first call for 3 or 4 features counts them.
 *
 * @example
 * ```ts
 * import { knownNoSetProbability } from "./small_tables.ts";
 * import { equal } from "node:assert/strict";
 * equal(knownNoSetProbability(4, { features: 2 })!.value, 54 / 126);
 * equal(knownNoSetProbability(20, { features: 5 }), undefined);
 * equal(knownNoSetProbability(46, { features: 5 })!.value, 0);
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
  if (n <= SMALL_TABLE_MAX) return exactProbability(smallSetFreeCount(n, { features }), binomial(size, n));
  if (n > largestSetFree) return exactProbability(0n, 1n);
  return undefined;
}
