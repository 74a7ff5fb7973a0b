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
import { checkFeatures, deckOf, type FeatureCount, GAME_FEATURE_COUNTS, type GameFeatureCount } from "../core/card.ts";
import { integerIn } from "../common/check.ts";
import type { CapClasses } from "./classes.ts";
import { binomial, type ExactProbability, exactProbability } from "./counts.ts";

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

// exactlyOneSetCountsOf(await capClasses(features)) for n = 3, 4, …, the last n with a count > 0 (0 before and
// after), recorded so that a caller needing a count does not find the classes first (a second or so for the deck);
// exactly_one_set_test.ts recomputes them, and checks the small deck's by brute force.
const RECORDED: Record<GameFeatureCount, readonly bigint[]> = {
  3: [117n, 2_808n, 28_080n, 143_208n, 379_080n, 480_168n, 227_448n],
  4: [
    1_080n,
    84_240n,
    3_116_880n,
    71_772_480n,
    1_137_240_000n,
    12_981_215_520n,
    108_956_689_920n,
    676_366_666_560n,
    3_091_339_021_680n,
    10_266_579_666_720n,
    24_232_833_050_400n,
    39_308_363_976_960n,
    41_612_353_080_480n,
    26_367_082_260_480n,
    8_434_713_474_720n,
    862_701_166_080n,
    12_998_653_200n,
  ],
};

/**
 * The number of n-card subsets of the deck holding exactly one SET, for every n = 0..81 (0..27 for the small deck):
 * the numbers {@link exactlyOneSetCountsOf} computes from the classes, recorded in this module (its tests recompute
 * them), so that a call costs nothing. For the deck they are positive for n = 3..19 only.
 *
 * @param features 4 (the full deck, default) or 3 (the 27 solid cards).
 * @returns A fresh array, index n.
 * @throws {RangeError} naming the value when features is not 3 or 4.
 * @example Three cards: the 1,080 SETs; four: a SET and any one of the 78 other cards
 * ```ts
 * import { exactlyOneSetCounts } from "./exactly_one_set.ts";
 * import { equal } from "node:assert/strict";
 * const counts = exactlyOneSetCounts();
 * equal(counts[3], 1_080n);
 * equal(counts[4], 1_080n * 78n);
 * equal(counts[20], 0n);
 * ```
 */
export function exactlyOneSetCounts(features: GameFeatureCount = 4): bigint[] {
  checkFeatures(features, GAME_FEATURE_COUNTS);
  const counts = Array.from({ length: 3 ** features + 1 }, () => 0n);
  RECORDED[features].forEach((count, i) => (counts[i + 3] = count));
  return counts;
}

/**
 * The size of the largest table holding exactly one SET: 19 for the deck (no 20 or 21 cards do, though 20 can be
 * SET-free), 9 for the small deck.
 *
 * @example
 * ```ts
 * import { largestOneSetTable } from "./exactly_one_set.ts";
 * import { equal } from "node:assert/strict";
 * equal(largestOneSetTable(), 19);
 * equal(largestOneSetTable(3), 9);
 * ```
 */
export function largestOneSetTable(features: GameFeatureCount = 4): number {
  return exactlyOneSetCounts(features).findLastIndex((count) => count > 0n);
}

/**
 * P(exactly one SET | n cards): the n-card subsets holding exactly one SET over all C(81, n) (C(27, n) for the small
 * deck), as a reduced fraction and a float, like {@link noSetProbability}.
 *
 * @param n The number of cards on the table, an integer 0..81 (0..27 for the small deck).
 * @param options `features`: 4 (default) or 3.
 * @throws {RangeError} naming n when it is not an integer in range.
 * @example Twelve cards hold exactly one SET about once in 6.9 deals
 * ```ts
 * import { exactlyOneSetProbability } from "./exactly_one_set.ts";
 * import { equal, ok } from "node:assert/strict";
 * const p = exactlyOneSetProbability(12);
 * ok(Math.abs(p.value - 0.14516) < 1e-5);
 * equal(exactlyOneSetProbability(3).value, 1 / 79);
 * equal(exactlyOneSetProbability(20).numerator, 0n);
 * ```
 */
export function exactlyOneSetProbability(
  n: number,
  { features = 4 }: { features?: GameFeatureCount } = {},
): ExactProbability {
  const size = deckOf(features).size;
  integerIn("table size", n, 0, size);
  return exactProbability(exactlyOneSetCounts(features)[n], binomial(size, n));
}
