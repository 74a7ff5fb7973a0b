/**
 * The symmetries of a deck, checked from scratch: every permutation f of the cards that maps SETs to SETs is an
 * affine map x ↦ Ax + b (f(−(a + b)) = −(f(a) + f(b)); with g(x) = f(x) − f(0), g(−x) = −g(x) from the SET {0, x, −x},
 * so g is linear over Z3); and the parallel classes of hyperplanes.
 *
 * @module
 */
import { THIRD } from "../core/rule.ts";
import { ADD, SUB } from "../core/arithmetic.ts";
import { integerIn } from "../common/check.ts";

/**
 * Whether a permutation of the points of AG(dim, 3) is affine: f(x) − f(0) = Σ x_i · (f(e_i) − f(0)) for every x.
 * Cost: 3^dim · dim additions.
 *
 * @example A translation is affine; swapping two points is not
 * ```ts
 * import { isAffine } from "./symmetries.ts";
 * import { equal } from "node:assert/strict";
 * equal(isAffine([1, 2, 0, 4, 5, 3, 7, 8, 6], 2), true);
 * equal(isAffine([1, 0, 2, 3, 4, 5, 6, 7, 8], 2), false);
 * ```
 */
export function isAffine(perm: readonly number[], dim: number): boolean {
  const size = 3 ** dim;
  const g = perm.map((image) => SUB[image * 81 + perm[0]]);
  for (let x = 0; x < size; x++) {
    let linear = 0; // Σ x_i · g(e_i): the digit x_i is 0, 1 or 2, so add g(e_i) that many times
    for (let i = 0, w = 1; i < dim; i++, w *= 3) {
      for (let k = Math.floor(x / w) % 3; k > 0; k--) linear = ADD[linear * 81 + g[w]];
    }
    if (g[x] !== linear) return false;
  }
  return true;
}

/**
 * Every permutation of the points of AG(dim, 3), dim = 1..3, mapping lines (SETs) to lines, found by backtracking
 * without assuming they are affine, each passed to `visit`; returns how many. Cost for dim = 3: 303,264, a second.
 *
 * @example The plane AG(2, 3) has 9 · |GL(2, 3)| = 432 of them, all affine
 * ```ts
 * import { isAffine, linePreservingPermutations } from "./symmetries.ts";
 * import { equal } from "node:assert/strict";
 * let affine = 0;
 * equal(linePreservingPermutations(2, (perm) => affine += isAffine(perm, 2) ? 1 : 0), 432);
 * equal(affine, 432);
 * ```
 */
export function linePreservingPermutations(dim: number, visit: (perm: readonly number[]) => void = () => {}): number {
  const size = 3 ** integerIn("dimension", dim, 1, 3);
  // Points in an order where, after 0 and the unit points 1, 3, 9 (a frame), each point completes a line
  // with two earlier ones, so its image is forced: the search branches only on the frame.
  const order = [0, 1, 3, 9].filter((p) => p < size);
  for (let i = 0; order.length < size; i++) {
    for (let j = 0; j < i && order.length < size; j++) {
      const c = THIRD[order[i] * 81 + order[j]];
      if (!order.includes(c)) order.push(c);
    }
  }
  const position = new Int32Array(size);
  order.forEach((p, i) => (position[p] = i));
  const image = new Int32Array(size).fill(-1);
  const used = new Uint8Array(size);
  const perm = new Array<number>(size);
  let found = 0;
  // Can the k-th point go to `target`? Every line through it and two earlier points must map to a line.
  const fits = (k: number, target: number) => {
    const p = order[k];
    for (let j = 0; j < k; j++) {
      const q = order[j], r = THIRD[p * 81 + q];
      if (position[r] < k && THIRD[target * 81 + image[q]] !== image[r]) return false;
    }
    return true;
  };
  // When the k-th point completes a line with two earlier points, only one image can fit: try that one alone.
  const forced = (k: number) => {
    const p = order[k];
    for (let j = 0; j < k; j++) {
      const q = order[j], r = THIRD[p * 81 + q];
      if (position[r] < k && r !== q) return THIRD[image[q] * 81 + image[r]];
    }
    return -1;
  };
  const place = (k: number) => {
    if (k === size) {
      for (let i = 0; i < size; i++) perm[i] = image[i];
      found++;
      visit(perm);
      return;
    }
    const only = forced(k);
    for (let target = only < 0 ? 0 : only; target < (only < 0 ? size : only + 1); target++) {
      if (used[target] || !fits(k, target)) continue;
      image[order[k]] = target, used[target] = 1;
      place(k + 1);
      image[order[k]] = -1, used[target] = 0;
    }
  };
  place(0);
  return found;
}

/**
 * The (3^dim − 1)/2 parallel classes of hyperplanes of AG(dim, 3): for each non-zero linear form c·x up to sign, the
 * points of c·x = 0, 1, 2. Cached, frozen.
 *
 * @example AG(3, 3): 13 classes of three 9-point planes
 * ```ts
 * import { hyperplaneClasses } from "./symmetries.ts";
 * import { equal } from "node:assert/strict";
 * equal(hyperplaneClasses(3).length, 13);
 * ```
 */
export function hyperplaneClasses(dim: number): readonly (readonly (readonly number[])[])[] {
  integerIn("dimension", dim, 1, 4);
  let classes = hyperplaneCache.get(dim);
  if (!classes) hyperplaneCache.set(dim, classes = findHyperplaneClasses(dim));
  return classes;
}

const hyperplaneCache = new Map<number, readonly (readonly (readonly number[])[])[]>();

function findHyperplaneClasses(dim: number): readonly (readonly (readonly number[])[])[] {
  const size = 3 ** dim;
  const digits = (x: number) => Array.from({ length: dim }, (_, i) => Math.floor(x / 3 ** i) % 3);
  const classes: (readonly (readonly number[])[])[] = [];
  for (let form = 1; form < size; form++) {
    const c = digits(form);
    if (c.find((v) => v !== 0) !== 1) continue; // one form of each ± pair: the first non-zero coefficient is 1
    const planes: number[][] = [[], [], []];
    for (let x = 0; x < size; x++) planes[digits(x).reduce((s, v, i) => s + v * c[i], 0) % 3].push(x);
    classes.push(Object.freeze(planes.map((plane) => Object.freeze(plane))));
  }
  return Object.freeze(classes);
}
