/**
 * The orders of the affine groups of AG(d, 3) and of the stabilisers of its caps. The points and
 * their arithmetic come from lib/core (`ADD`, `NEG`, `THIRD`, `DECK_SIZE`): a point is a card id
 * 0..80 whose base-3 digits are its coordinates, and the points of AG(3, 3) are the ids 0..26
 * (last coordinate 0), closed under the same tables.
 *
 * @module
 */

/**
 * The order of the group of maps fixing every point of an r-flat of AG(d, 3): the linear maps
 * fixing r independent vectors, Π_{i=r}^{d−1} (3^d − 3^i) (a choice of each further column of the
 * matrix outside the span of the columns before it). r = 0 gives |GL(d, 3)|, r = d gives 1.
 *
 * @param rank The dimension r of the flat, 0..d.
 * @param dim The dimension d of the space.
 * @example The maps fixing a point of AG(3, 3) pointwise: GL(3, 3), 11,232 of them
 * ```ts
 * import { fixerOrder } from "./_space.ts";
 * import { equal } from "node:assert/strict";
 * equal(fixerOrder(0, 3), 11_232);
 * equal(fixerOrder(3, 3), 1);
 * ```
 */
export function fixerOrder(rank: number, dim: number): number {
  let order = 1;
  for (let i = rank; i < dim; i++) order *= 3 ** dim - 3 ** i;
  return order;
}

/**
 * |AGL(d, 3)| = 3^d · |GL(d, 3)|, exactly.
 *
 * @example
 * ```ts
 * import { affineGroupOrder } from "./_space.ts";
 * import { equal } from "node:assert/strict";
 * equal(affineGroupOrder(3), 303_264n);
 * equal(affineGroupOrder(4), 1_965_150_720n);
 * ```
 */
export function affineGroupOrder(dim: number): bigint {
  return 3n ** BigInt(dim) * BigInt(fixerOrder(0, dim));
}

/**
 * The order of a cap's stabiliser in AGL(d, 3), from what its canonical form found
 * (`canonicalForm` in _canonical.ts): the symmetries of the cap inside its flat (`automorphisms`)
 * times the maps fixing that r-flat pointwise ({@link fixerOrder}); the whole group for the empty
 * set (rank −1). Cost: d multiplications.
 *
 * @param canonical `automorphisms` and `rank` of the cap's canonical form.
 * @param dim The dimension d of the space: 3 for the small deck, 4 for the deck.
 * @example Two cards: the swap of their line, times the maps fixing the line, in the deck
 * ```ts
 * import { stabilizerOf } from "./_space.ts";
 * import { equal } from "node:assert/strict";
 * equal(stabilizerOf({ automorphisms: 2, rank: 1 }, 4), 2 * 78 * 72 * 54);
 * equal(stabilizerOf({ automorphisms: 1, rank: -1 }, 3), 303_264);
 * ```
 */
export function stabilizerOf({ automorphisms, rank }: { automorphisms: number; rank: number }, dim: number): number {
  return rank < 0 ? Number(affineGroupOrder(dim)) : automorphisms * fixerOrder(rank, dim);
}
