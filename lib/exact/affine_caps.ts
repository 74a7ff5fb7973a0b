/**
 * SET-free sets ("caps") of the small affine spaces AG(d, 3), d = 0..3, as bit masks: a point is a number 0..3^d − 1
 * whose base-3 digits are its coordinates (for d = 3, the 27 cards of one shading), a set the mask with bit p for p.
 * And their orbits under the translations and under AGL(d, 3), which let the exact counts look at one set per orbit:
 * a translation class is named by its canonical member, and the affine orbits are found by a breadth-first search over
 * translation classes with generators of GL(d, 3), with no table over all 2^27 masks.
 *
 * @module
 */
import { integerIn } from "../common/check.ts";
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

// The map of masks a permutation of at most 27 points induces, as three tables of 9-bit chunks, one a chunk.
function maskMapTable(perm: ArrayLike<number>): Int32Array {
  if (perm.length > 27) throw new RangeError(`maskMapTable: ${perm.length} points is more than 27`);
  const table = new Int32Array(3 * 512);
  for (let c = 0; c < 3; c++) {
    const width = Math.max(0, Math.min(9, perm.length - 9 * c));
    for (let v = 1; v < 1 << width; v++) {
      const low = 31 - Math.clz32(v & -v);
      table[512 * c + v] = table[512 * c + (v & (v - 1))] | (1 << perm[9 * c + low]);
    }
  }
  return table;
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
  integerIn("affineSpace: dimension", dim, 0, 3);
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
  for (let p = 0; p < size; p++) completing.set(maskMapTable(third.subarray(p * size, (p + 1) * size)), 1536 * p);
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
 * (each point added removes, in three look-ups, the points completing a line with it).
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

/** One orbit (or translation class): a representative mask and the number of sets in it. */
export interface Orbit {
  mask: number;
  size: number;
}

// The mask-map tables of the translations by −c for every point c, one space at a time.
const backTables = new Map<AffineSpace, Int32Array>();
function translationTables(space: AffineSpace): Int32Array {
  let tables = backTables.get(space);
  if (!tables) {
    const { size, add, neg } = space;
    tables = new Int32Array(size * 1536);
    for (let c = 0; c < size; c++) {
      tables.set(maskMapTable(Array.from({ length: size }, (_, p) => add[p * size + neg[c]])), c * 1536);
    }
    backTables.set(space, tables);
  }
  return tables;
}

/** The canonical member of a set's translation class: the least of its translates C − c, c ∈ C. Cost: |C| look-ups. */
export function canonicalTranslate(space: AffineSpace, mask: number): number {
  if (mask === 0) return 0;
  const tables = translationTables(space);
  const low = mask & 511, middle = 512 + ((mask >>> 9) & 511), high = 1024 + (mask >>> 18);
  let best = 2 ** 27; // above every mask of at most 27 points: the first translate C − c replaces it
  for (let rest = mask; rest !== 0; rest &= rest - 1) {
    const t = (31 - Math.clz32(rest & -rest)) * 1536;
    const image = tables[t + low] | tables[t + middle] | tables[t + high];
    if (image < best) best = image;
  }
  return best;
}

/**
 * Point permutations generating GL(d, 3): the transvection x_0 += x_1, the cyclic shift of the coordinates (their
 * conjugates and commutators give every transvection, which generate SL(d, 3)) and x_0 ↦ 2·x_0 (determinant 2).
 */
export function linearGenerators(space: AffineSpace): number[][] {
  const { dim, size } = space;
  const digits = (p: number) => Array.from({ length: dim }, (_, i) => Math.floor(p / 3 ** i) % 3);
  const point = (x: number[]) => x.reduce((p, v, i) => p + (v % 3) * 3 ** i, 0);
  const linear = (f: (x: number[]) => number[]) => Array.from({ length: size }, (_, p) => point(f(digits(p))));
  const generators: number[][] = [];
  if (dim >= 2) {
    generators.push(linear((x) => x.map((v, k) => (k === 0 ? v + x[1] : v))));
    generators.push(linear((x) => x.map((_, k) => x[(k + 1) % dim])));
  }
  if (dim > 0) generators.push(linear((x) => x.map((v, k) => (k === 0 ? 2 * v : v))));
  return generators;
}

/**
 * The translation classes of the SET-free sets of the space by size, each its canonical member with its size: 3^d
 * for every non-empty cap (one fixed by a translation t ≠ 0 would hold the line x, x + t, x + 2t). Cached, frozen.
 *
 * @example AG(2, 3): the 36 pairs fall in 4 classes of 9 (one per direction)
 * ```ts
 * import { translationClasses } from "./affine_caps.ts";
 * import { affineSpace } from "./affine_caps.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(translationClasses(affineSpace(2))[2].map((c) => c.size), [9, 9, 9, 9]);
 * ```
 */
export function translationClasses(space: AffineSpace): readonly (readonly Orbit[])[] {
  let classes = classCache.get(space);
  if (!classes) {
    classes = deepFreeze(
      capsBySize(space, { throughOrigin: true }).map((caps) =>
        caps.filter((mask) => canonicalTranslate(space, mask) === mask)
          .map((mask) => ({ mask, size: mask === 0 ? 1 : space.size }))
      ),
    );
    classCache.set(space, classes);
  }
  return classes;
}

const classCache = new Map<AffineSpace, readonly (readonly Orbit[])[]>();
const orbitCache = new Map<AffineSpace, readonly (readonly Orbit[])[]>();

function deepFreeze(orbits: Orbit[][]): readonly (readonly Orbit[])[] {
  return Object.freeze(orbits.map((sized) => Object.freeze(sized.map((orbit) => Object.freeze(orbit)))));
}

/**
 * The orbits of the SET-free sets of the space under AGL(d, 3) by size, each a canonical translate with the orbit's
 * size. Cost: milliseconds for AG(3, 3)'s 13,613 translation classes; cached, frozen.
 *
 * @example AG(3, 3): the 2,106 largest caps (9 points) form one orbit
 * ```ts
 * import { affineOrbits } from "./affine_caps.ts";
 * import { affineSpace } from "./affine_caps.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(affineOrbits(affineSpace(3))[9].map((orbit) => orbit.size), [2106]);
 * ```
 */
export function affineOrbits(space: AffineSpace): readonly (readonly Orbit[])[] {
  let orbits = orbitCache.get(space);
  if (!orbits) orbitCache.set(space, orbits = deepFreeze(findAffineOrbits(space, translationClasses(space))));
  return orbits;
}

function findAffineOrbits(space: AffineSpace, classes: readonly (readonly Orbit[])[]): Orbit[][] {
  const tables = linearGenerators(space).map(maskMapTable);
  const classSize = new Map<number, number>(classes.flat().map(({ mask, size }) => [mask, size]));
  const seen = new Set<number>();
  return classes.map((sized) => {
    const result: Orbit[] = [];
    for (const { mask: start } of sized) {
      if (seen.has(start)) continue;
      seen.add(start);
      const queue = [start];
      let size = 0;
      for (let head = 0; head < queue.length; head++) {
        const mask = queue[head];
        size += classSize.get(mask)!;
        for (const table of tables) {
          const image = canonicalTranslate(
            space,
            table[mask & 511] | table[512 + ((mask >>> 9) & 511)] | table[1024 + (mask >>> 18)],
          );
          if (!seen.has(image)) {
            seen.add(image);
            queue.push(image);
          }
        }
      }
      result.push({ mask: start, size });
    }
    return result;
  });
}
