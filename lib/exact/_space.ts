/**
 * The arithmetic of AG(4, 3) = (Z3)^4 as look-up tables, and the orders of the affine groups.
 *
 * A point is an id 0..80 whose base-3 digits are its coordinates (digit i has weight 3^i). The
 * points of AG(3, 3) are the ids 0..26 (last coordinate 0), closed under these operations, so the
 * same tables serve both decks. Cost: 2 × 6,561 bytes, built once when the module loads.
 *
 * @module
 */

/** The number of points of AG(4, 3): ids 0..80. */
export const POINTS = 81;

/** `ADD[p * 81 + q]` is p + q, coordinate by coordinate mod 3. */
export const ADD: Uint8Array = new Uint8Array(POINTS * POINTS);
/** `NEG[p]` is −p. */
export const NEG: Uint8Array = new Uint8Array(POINTS);
/** `THIRD[p * 81 + q]` is −(p + q): the third point of the line through p ≠ q (a SET's third card). */
export const THIRD: Uint8Array = new Uint8Array(POINTS * POINTS);

const digit = (p: number, i: number) => Math.floor(p / 3 ** i) % 3;
for (let p = 0; p < POINTS; p++) {
  for (let q = 0; q < POINTS; q++) {
    let sum = 0;
    for (let i = 0; i < 4; i++) sum += ((digit(p, i) + digit(q, i)) % 3) * 3 ** i;
    ADD[p * POINTS + q] = sum;
  }
}
for (let p = 0; p < POINTS; p++) {
  for (let i = 0; i < 4; i++) NEG[p] += ((3 - digit(p, i)) % 3) * 3 ** i;
}
for (let p = 0; p < POINTS; p++) {
  for (let q = 0; q < POINTS; q++) THIRD[p * POINTS + q] = NEG[ADD[p * POINTS + q]];
}

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
