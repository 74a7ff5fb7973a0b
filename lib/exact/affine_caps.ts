/**
 * SET-free sets ("caps") of the small affine spaces AG(d, 3), d = 0..3, as bit masks: a point is a number 0..3^d − 1
 * whose base-3 digits are its coordinates (for d = 3, the 27 cards of one shading), a set the mask with bit p for p.
 *
 * @module
 */
import { ADD, NEG } from "../core/arithmetic.ts";
import { THIRD } from "../core/rule.ts";

/**
 * The point space AG(d, 3): its dimension, 3^d points, the mask of them all, and its arithmetic as look-up tables:
 * `add[p * size + q]` = p + q, `neg[p]` = −p, `third[p * size + q]` = −(p + q) (the point completing the line p, q),
 * `completing[1536 * p + 512 * c + v]` the points completing a line with p and a point of 9-bit chunk c = v.
 */
export interface AffineSpace {
  dim: number;
  size: number;
  full: number;
  add: Uint8Array;
  neg: Uint8Array;
  third: Uint8Array;
  completing: Int32Array;
}

const spaces = new Map<number, AffineSpace>();

/**
 * The affine space AG(d, 3), d = 0..3, with its arithmetic as look-up tables. Cost: O(9^d) once per d (cached).
 *
 * @example The plane AG(2, 3): the line through 1 = (1, 0) and 3 = (0, 1) ends at 8 = (2, 2)
 * ```ts
 * import { affineSpace } from "./affine_caps.ts";
 * import { equal } from "node:assert/strict";
 * equal(affineSpace(2).third[1 * 9 + 3], 8);
 * ```
 */
export function affineSpace(dim: number): AffineSpace {
  if (!Number.isInteger(dim) || dim < 0 || dim > 3) {
    throw new RangeError(`affineSpace: dimension ${dim} is not an integer in 0..3`);
  }
  const cached = spaces.get(dim);
  if (cached) return cached;
  const size = 3 ** dim;
  // The card arithmetic of lib/core, restricted to the ids below 3^d (closed under it), at stride `size`.
  const add = new Uint8Array(size * size);
  const third = new Uint8Array(size * size);
  const neg = NEG.slice(0, size);
  for (let p = 0; p < size; p++) {
    for (let q = 0; q < size; q++) {
      add[p * size + q] = ADD[p * 81 + q];
      third[p * size + q] = THIRD[p * 81 + q];
    }
  }
  const completing = new Int32Array(size * 1536);
  for (let p = 0; p < size; p++) {
    for (let c = 0; 9 * c < size; c++) {
      const base = 1536 * p + 512 * c;
      for (let v = 1; v < 1 << Math.min(9, size - 9 * c); v++) {
        const low = 31 - Math.clz32(v & -v);
        completing[base + v] = completing[base + (v & (v - 1))] | (1 << third[p * size + 9 * c + low]);
      }
    }
  }
  const space: AffineSpace = { dim, size, full: 2 ** size - 1, add, neg, third, completing };
  spaces.set(dim, space);
  return space;
}

/** The points of a mask, increasing. */
export function pointsOf(mask: number): number[] {
  const points: number[] = [];
  for (let m = mask; m !== 0; m &= m - 1) points.push(31 - Math.clz32(m & -m));
  return points;
}

/** The number of points in a mask. */
export function popcount(mask: number): number {
  let m = mask - ((mask >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * Every SET-free set of points of the space by size (`caps[k]`, in lexicographic order), by backtracking; with
 * `throughOrigin`, only those holding point 0 (and the empty set). Cost: O(caps × size); AG(3, 3) has 367,525 caps.
 *
 * @example AG(2, 3): 9 points, 36 pairs, 84 − 12 triples that are not lines, 54 four-point caps and none larger
 * ```ts
 * import { affineSpace, capsBySize } from "./affine_caps.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(capsBySize(affineSpace(2)).map((caps) => caps.length), [1, 9, 36, 72, 54]);
 * ```
 */
export function capsBySize(
  space: AffineSpace,
  { throughOrigin = false }: { throughOrigin?: boolean } = {},
): number[][] {
  const { size, third } = space;
  const caps: number[][] = [[]];
  const chosen: number[] = [];
  const grow = (mask: number, allowed: number) => {
    (caps[chosen.length] ??= []).push(mask);
    for (let rest = allowed; rest !== 0; rest &= rest - 1) {
      const p = 31 - Math.clz32(rest & -rest);
      let blocked = 0;
      for (const q of chosen) blocked |= 1 << third[p * size + q];
      chosen.push(p);
      grow(mask | (1 << p), (rest & (rest - 1)) & ~blocked);
      chosen.pop();
      if (throughOrigin && chosen.length === 0) return;
    }
  };
  grow(0, space.full);
  return caps;
}

/**
 * Adds to `counts[k]` the number of SET-free k-point sets inside `allowed`, k = 0..maxSize, by backtracking on masks
 * (each point added removes, in three look-ups, the points completing a line with it). Cost: about the caps of fewer
 * than `maxSize` points inside `allowed`.
 */
export function countCapsIn(space: AffineSpace, allowed: number, maxSize: number, counts: Float64Array): void {
  const { completing } = space;
  const grow = (depth: number, chosen: number, rest: number) => {
    counts[depth]++;
    if (depth === maxSize) return;
    if (depth + 1 === maxSize) {
      counts[maxSize] += popcount(rest);
      return;
    }
    const low = chosen & 511, middle = 512 + ((chosen >>> 9) & 511), high = 1024 + (chosen >>> 18);
    for (; rest !== 0; rest &= rest - 1) {
      const bit = rest & -rest;
      const row = (31 - Math.clz32(bit)) * 1536;
      const blocked = completing[row + low] | completing[row + middle] | completing[row + high];
      grow(depth + 1, chosen | bit, (rest & (rest - 1)) & ~blocked);
    }
  };
  grow(0, 0, allowed);
}

/** One SET-free set of exactly `size` points inside `allowed`, or `undefined`: the first {@link countCapsIn} meets. */
export function findCapIn(space: AffineSpace, allowed: number, size: number): number | undefined {
  const { completing } = space;
  const grow = (depth: number, chosen: number, rest: number): number | undefined => {
    if (depth === size) return chosen;
    if (popcount(rest) < size - depth) return undefined;
    const low = chosen & 511, middle = 512 + ((chosen >>> 9) & 511), high = 1024 + (chosen >>> 18);
    for (; rest !== 0; rest &= rest - 1) {
      const bit = rest & -rest;
      const row = (31 - Math.clz32(bit)) * 1536;
      const blocked = completing[row + low] | completing[row + middle] | completing[row + high];
      const found = grow(depth + 1, chosen | bit, (rest & (rest - 1)) & ~blocked);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return grow(0, 0, allowed);
}
