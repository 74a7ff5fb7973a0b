/**
 * A SET-free table of a given size, found by the layer search of the exact counts.
 *
 * @module
 */
import type { Card } from "../core/card.ts";
import { affineOrbits, affineSpace, findCapIn, pointsOf, translationClasses } from "./affine_caps.ts";

/**
 * One table of n cards (0..81) holding no SET, increasing, or `undefined`: the layer search of the exact counts (size
 * profiles k0 ≥ k1 ≥ k2, C0 an orbit representative, C1 a translation class's, C2 a fitting cap) stopped at the first
 * find. Cost: at worst the whole count's search, a fraction of a second.
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
  if (typeof n !== "number" || !Number.isInteger(n) || n < 0 || n > 81) {
    throw new RangeError(`findSetFreeTable: n = ${String(n)} is not an integer in 0..81`);
  }
  const layer = affineSpace(3);
  const { size, third, full } = layer;
  const classes = translationClasses(layer);
  const orbits = affineOrbits(layer);
  const largest = orbits.length - 1;
  for (let k0 = Math.min(largest, n); 3 * k0 >= n; k0--) {
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
