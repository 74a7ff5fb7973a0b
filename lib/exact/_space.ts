/**
 * The point space of the classes: AG(4, 3) = (Z3)^4 with its look-up tables (from lib/core), and the orders of the affine groups.
 *
 * A point is an id 0..80 whose base-3 digits are its coordinates (digit i has weight 3^i). The
 * points of AG(3, 3) are the ids 0..26 (last coordinate 0), closed under these operations, so the
 * same tables serve both decks.
 *
 * @module
 */

/** The number of points of AG(4, 3): ids 0..80. */
export const POINTS = 81;

/** The point arithmetic (lib/core/arithmetic.ts) and the third-card table (lib/core/rule.ts), the same ids. */
export { ADD, NEG } from "../core/arithmetic.ts";
export { THIRD } from "../core/rule.ts";

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
