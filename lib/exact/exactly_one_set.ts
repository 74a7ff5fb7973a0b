/**
 * Exact counts of the tables holding exactly one SET, for every number of cards, from the classes of
 * SET-free tables (lib/exact/classes.ts).
 *
 * The method. Let T hold exactly one SET {a, b, c}. Removing a card of that SET leaves a SET-free
 * table U of n − 1 cards, and the removed card completes exactly one pair of U (a second pair {p, q}
 * would make {a, p, q} a second SET of T); removing any other card leaves the SET in place. Conversely
 * a SET-free U and a card x completing exactly one of its pairs make U ∪ {x}, whose only SET is that
 * pair with x. So each such T arises from exactly 3 pairs (U, x), and
 *
 *   count(n) = (1/3) · Σ over SET-free U of n − 1 cards of #{x completing exactly one pair of U},
 *
 * a sum that is constant on the classes: per class representative, count those x
 * ({@link singlePairCompleters}) and weigh by the class's size |G| / stabiliser.
 *
 * @module
 */
import { THIRD } from "../core/rule.ts";
import type { FeatureCount } from "../core/card.ts";
import type { CapClasses } from "./classes.ts";

/**
 * The cards completing exactly one pair of a SET-free table: each makes, with the table, a table with
 * exactly one SET. (A card completing a pair is never on the table: the table would hold that SET.)
 * Cost: C(n, 2) pair completions and a pass over the 3^features cards.
 *
 * @param points A SET-free table, card ids 0..3^features − 1 (not checked).
 * @param features 4 (the deck, default) or 3 (the small deck: the cards 0..26).
 * @returns Those cards, increasing.
 * @example A pair: the one card completing it. Four cards of a plane (a parallelogram): its two diagonals meet in
 * card 8, which completes both, and the four sides are completed once each
 * ```ts
 * import { singlePairCompleters } from "./exactly_one_set.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(singlePairCompleters([0, 1]), [2]);
 * deepEqual(singlePairCompleters([0, 1, 3, 4]), [2, 5, 6, 7]);
 * ```
 */
export function singlePairCompleters(points: readonly number[], features: FeatureCount = 4): number[] {
  const size = 3 ** features;
  const pairs = new Uint8Array(81);
  for (let i = 1; i < points.length; i++) for (let j = 0; j < i; j++) pairs[THIRD[points[i] * 81 + points[j]]]++;
  const completers: number[] = [];
  for (let x = 0; x < size; x++) if (pairs[x] === 1) completers.push(x);
  return completers;
}

/**
 * The number of n-card tables holding exactly one SET, for every n = 0..3^d, computed from the classes of
 * SET-free tables by the method of the module doc. Cost: a pass over the classes (9,908 for the deck), C(n, 2)
 * pair completions each — a few tens of milliseconds once the classes are known (`capClasses(4)` takes about half a
 * second).
 *
 * @param classes `await capClasses(features)`.
 * @returns `counts[n]` for n = 0..3^d, 0 for n < 3 and past the largest such table.
 * @throws {Error} if a sum is not a multiple of 3 (it always is, by the method: a failed check of the classes).
 * @example The small deck: 117 SETs, and each SET with one more card of the 24 left (4 cards never hold two SETs)
 * ```ts
 * import { capClasses, exactlyOneSetCountsOf } from "./mod.ts";
 * import { equal } from "node:assert/strict";
 * const counts = exactlyOneSetCountsOf(await capClasses(3));
 * equal(counts[3], 117n);
 * equal(counts[4], 117n * 24n);
 * equal(counts[10], 0n);
 * ```
 */
export function exactlyOneSetCountsOf({ features, bySize }: CapClasses): bigint[] {
  return bySize.map((_, n) => {
    if (n === 0) return 0n;
    let pairs = 0n; // the pairs (U, x)
    for (const { points, tables } of bySize[n - 1]) {
      pairs += tables * BigInt(singlePairCompleters(points, features).length);
    }
    if (pairs % 3n !== 0n) throw new Error(`exactlyOneSetCountsOf: ${pairs} pairs for n = ${n} is not a multiple of 3`);
    return pairs / 3n;
  });
}
