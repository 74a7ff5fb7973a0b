/**
 * SET-free tables to show: one of a given size, found by the layer search of the exact counts; and the simplest large
 * one of every deck, the cards {0, 1}^d. Three such cards differ in some feature, showing 0 and 1 there: no SET. It is
 * maximal too: a card with a 2 completes a SET with two of them (0 and 1 where it has 2, 1 and 1 where 1, 0 and 0
 * where 0).
 *
 * @module
 */
import { integerIn } from "../common/check.ts";
import { type Card, deckOf, type FeatureCount, pointOf } from "../core/card.ts";
import { affineOrbits, affineSpace, findCapIn, pointsOf, translationClasses } from "./affine_caps.ts";

/**
 * One table of n cards (0..81) holding no SET, increasing, or `undefined`: the layer search of the exact counts
 * (counts.ts) stopped at the first find. Cost: at worst the whole count's search.
 *
 * @example Twenty cards without a SET exist; twenty-one do not
 * ```ts
 * import { findSetFreeTable } from "./set_free_table.ts";
 * import { hasSet } from "../core/table.ts";
 * import { equal } from "node:assert/strict";
 * equal(hasSet(findSetFreeTable(20)!), false);
 * equal(findSetFreeTable(21), undefined);
 * ```
 */
export function findSetFreeTable(n: number): Card[] | undefined {
  integerIn("findSetFreeTable: n =", n, 0, 81);
  const layer = affineSpace(3);
  const { size, third, full } = layer;
  const classes = translationClasses(layer);
  const orbits = affineOrbits(layer);
  for (let k0 = Math.min(orbits.length - 1, n); 3 * k0 >= n; k0--) {
    for (let k1 = Math.min(k0, n - k0); k0 + 2 * k1 >= n; k1--) {
      const k2 = n - k0 - k1;
      for (const { mask: c0 } of orbits[k0]) {
        const r = pointsOf(c0);
        for (const { mask: c1 } of classes[k1]) {
          let forbidden = 0;
          for (const b of pointsOf(c1)) for (const a of r) forbidden |= 1 << third[a * size + b];
          const c2 = findCapIn(layer, full & ~forbidden, k2);
          if (c2 !== undefined) {
            return [c0, c1, c2].flatMap((mask, i) => pointsOf(mask).map((point) => point + size * i));
          }
        }
      }
    }
  }
  return undefined;
}

/**
 * The 2^d cards {0, 1}^d of the deck (default 4 features), increasing: SET-free and maximal. Cost: 3^d · d digits.
 *
 * @example Sixteen cards of the full deck, in one or two colours, shapes, numbers and shadings, and no SET
 * ```ts
 * import { twoValueCap } from "./set_free_table.ts";
 * import { hasSet } from "../core/table.ts";
 * import { equal } from "node:assert/strict";
 * const cap = twoValueCap(4);
 * equal(cap.length, 16);
 * equal(hasSet(cap), false);
 * equal(twoValueCap(6).length, 64);
 * ```
 */
export function twoValueCap(features: FeatureCount = 4): Card[] {
  return deckOf(features).cards.filter((card) => !pointOf(card, { features }).includes(2));
}
