/**
 * The simplest large SET-free table of every deck: the cards whose every feature takes one of its
 * first two values, {0, 1}^d, 2^d cards. Three different such cards differ in some feature, where
 * they show both values 0 and 1, so that feature is neither all the same nor all different: no
 * SET. It is maximal too: a card with a 2 in some feature completes a SET with two of them (take
 * 0 and 1 where it has 2, 1 and 1 where it has 1, 0 and 0 where it has 0). The constant 2 is what
 * the records beat: 20 > 2^4, 112 > 2^6, and about 2.218^d for large d (data/references.ts, `capSets`).
 *
 * @module
 */
import { type Card, deckOf, type FeatureCount } from "../core/card.ts";

/**
 * The cards {0, 1}^d of the deck of `features` features, increasing: 2^d cards, SET-free and
 * maximal (see the module doc). Cost: 3^d tests of d digits.
 *
 * @param features 2..6, default 4.
 * @returns The 2^d card ids, increasing.
 * @throws {RangeError} when features is not one of 2..6.
 * @example Sixteen cards of the full deck, in one or two colours, shapes, numbers and shadings, and no SET
 * ```ts
 * import { twoValueCap } from "./two_value_cap.ts";
 * import { hasSet } from "../core/table.ts";
 * import { equal } from "node:assert/strict";
 * const cap = twoValueCap(4);
 * equal(cap.length, 16);
 * equal(hasSet(cap), false);
 * equal(twoValueCap(6).length, 64);
 * ```
 */
export function twoValueCap(features: FeatureCount = 4): Card[] {
  return deckOf(features).cards.filter((card) => {
    for (let rest = card; rest > 0; rest = Math.floor(rest / 3)) if (rest % 3 === 2) return false;
    return true;
  });
}
