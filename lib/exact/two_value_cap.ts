/**
 * The simplest large SET-free table of every deck: the cards {0, 1}^d, each feature one of its first two values.
 * Three such cards differ in some feature, showing 0 and 1 there: no SET. It is maximal too: a card with a 2 completes
 * a SET with two of them (0 and 1 where it has 2, 1 and 1 where 1, 0 and 0 where 0). The records beat its 2^d: 20 >
 * 2^4, 112 > 2^6, about 2.218^d for large d (data/references.ts).
 *
 * @module
 */
import { type Card, deckOf, type FeatureCount } from "../core/card.ts";

/**
 * The 2^d cards {0, 1}^d of the deck (default 4 features), increasing: SET-free and maximal. Cost: 3^d · d digits.
 *
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
