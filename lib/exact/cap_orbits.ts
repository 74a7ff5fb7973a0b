/**
 * Orbits of the SET-free sets of AG(d, 3) (d ≤ 3) under its translations and under AGL(d, 3), which let the exact
 * counts look at one set per orbit. A translation class is named by its canonical member; the affine orbits are found
 * by a breadth-first search over translation classes with generators of GL(d, 3), with no table over all 2^27 masks.
 *
 * @module
 */
import { type AffineSpace, capsBySize } from "./affine_caps.ts";

/** One orbit (or translation class): a representative mask and the number of sets in it. */
export interface Orbit {
  mask: number;
  size: number;
}

// The map of masks induced by a permutation of at most 27 points, as three tables of 9-bit chunks: the image of a
// mask is table[mask & 511] | table[512 + ((mask >>> 9) & 511)] | table[1024 + (mask >>> 18)].
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

/**
 * The canonical member of a set's translation class: the smallest mask among the translates C − c, c ∈ C (those
 * containing point 0). Cost: |C| look-ups.
 */
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
 * for every non-empty cap (one fixed by a translation t ≠ 0 would hold the line x, x + t, x + 2t). Cost: milliseconds
 * for AG(3, 3); cached, frozen.
 *
 * @example AG(2, 3): the 36 pairs fall in 4 classes of 9 (one per direction)
 * ```ts
 * import { translationClasses } from "./cap_orbits.ts";
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
  for (const sized of orbits) {
    for (const orbit of sized) Object.freeze(orbit);
    Object.freeze(sized);
  }
  return Object.freeze(orbits);
}

/**
 * The orbits of the SET-free sets of the space under AGL(d, 3) by size, each a canonical translate with the orbit's
 * size. Cost: milliseconds for AG(3, 3)'s 13,613 translation classes; cached, frozen.
 *
 * @example AG(3, 3): the 2,106 largest caps (9 points) form one orbit
 * ```ts
 * import { affineOrbits } from "./cap_orbits.ts";
 * import { affineSpace } from "./affine_caps.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(affineOrbits(affineSpace(3))[9].map((orbit) => orbit.size), [2106]);
 * ```
 */
export function affineOrbits(space: AffineSpace): readonly (readonly Orbit[])[] {
  let orbits = orbitCache.get(space);
  if (!orbits) {
    orbits = deepFreeze(findAffineOrbits(space, translationClasses(space)));
    orbitCache.set(space, orbits);
  }
  return orbits;
}

function findAffineOrbits(space: AffineSpace, classes: readonly (readonly Orbit[])[]): Orbit[][] {
  const tables = linearGenerators(space).map(maskMapTable);
  const classSize = new Map<number, number>();
  for (const sized of classes) for (const { mask, size } of sized) classSize.set(mask, size);
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
