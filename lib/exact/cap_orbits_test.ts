import { deepEqual, equal, ok } from "node:assert/strict";
import { affineSpace, capsBySize } from "./affine_caps.ts";
import { affineOrbits, canonicalTranslate, linearGenerators, translationClasses } from "./cap_orbits.ts";

// Every invertible d × d matrix over Z3, as a function on point ids: independent of the generators.
const linearMaps = new Map<number, ((p: number) => number)[]>();
function allLinearMaps(dim: number): ((p: number) => number)[] {
  if (!linearMaps.has(dim)) linearMaps.set(dim, findLinearMaps(dim));
  return linearMaps.get(dim)!;
}

function findLinearMaps(dim: number): ((p: number) => number)[] {
  const size = 3 ** dim;
  const digits = (p: number) => Array.from({ length: dim }, (_, i) => Math.floor(p / 3 ** i) % 3);
  const maps: ((p: number) => number)[] = [];
  for (let code = 0; code < 3 ** (dim * dim); code++) {
    const matrix: number[] = [];
    for (let e = 0; e < dim * dim; e++) matrix.push(Math.floor(code / 3 ** e) % 3);
    const image = (p: number) => {
      const x = digits(p);
      return Array.from({ length: dim }, (_, r) => x.reduce((s, v, c) => s + matrix[r * dim + c] * v, 0) % 3)
        .reduce((q, v, i) => q + v * 3 ** i, 0);
    };
    if (new Set(Array.from({ length: size }, (_, p) => image(p))).size === size) maps.push(image);
  }
  return maps;
}

function mapMask(mask: number, f: (p: number) => number, size: number): number {
  let image = 0;
  for (let p = 0; p < size; p++) if (mask & (1 << p)) image |= 1 << f(p);
  return image;
}

Deno.test("translationClasses() of AG(3, 3): 13,613 classes, 27 sets each but the empty one, covering every cap", () => {
  const space = affineSpace(3);
  const classes = translationClasses(space);
  const caps = capsBySize(space);
  equal(classes.flat().length, 13_613);
  classes.forEach((sized, k) => {
    equal(sized.reduce((sum, { size }) => sum + size, 0), caps[k].length, `size ${k}`);
    for (const { mask, size } of sized) {
      equal(size, mask === 0 ? 1 : 27);
      equal(canonicalTranslate(space, mask), mask);
    }
  });
});

Deno.test("canonicalTranslate() gives every translate of a set the same smallest mask", () => {
  const space = affineSpace(3);
  for (const mask of [0b1011, 0b110000000011000000001]) {
    const translates = Array.from({ length: 27 }, (_, t) => mapMask(mask, (p) => space.add[p * 27 + t], 27));
    const canonical = Math.min(...translates);
    for (const translate of translates) equal(canonicalTranslate(space, translate), canonical);
  }
});

Deno.test("canonicalTranslate() gives every member of a translation class one canonical member, also those without point 0", () => {
  // AG(2, 3): {0, 5} and its translate {1, 3}, the smallest of all nine, are named alike.
  const plane = affineSpace(2);
  equal(canonicalTranslate(plane, 0b1010), canonicalTranslate(plane, 0b100001));
  // Every cap of AG(2, 3) and AG(3, 3) is a translate of a class's canonical member, and is named by it.
  for (const dim of [2, 3]) {
    const space = affineSpace(dim);
    let caps = 0;
    for (const { mask } of translationClasses(space).flat()) {
      const translates = new Set(
        Array.from({ length: space.size }, (_, t) => mapMask(mask, (p) => space.add[p * space.size + t], space.size)),
      );
      for (const translate of translates) equal(canonicalTranslate(space, translate), mask, `translate ${translate}`);
      caps += translates.size;
    }
    equal(caps, capsBySize(space).flat().length, `AG(${dim}, 3)`);
  }
});

Deno.test("linearGenerators() generate all 48 of GL(2, 3) and all 11,232 of GL(3, 3)", () => {
  for (const [dim, order] of [[2, 48], [3, 11_232]]) {
    const size = 3 ** dim;
    const key = (perm: number[]) => perm.join(",");
    const identity = Array.from({ length: size }, (_, p) => p);
    const seen = new Set([key(identity)]);
    const queue = [identity];
    const generators = linearGenerators(affineSpace(dim));
    for (let head = 0; head < queue.length; head++) {
      for (const g of generators) {
        const next = queue[head].map((p) => g[p]);
        if (!seen.has(key(next))) seen.add(key(next)), queue.push(next);
      }
    }
    equal(seen.size, order);
    equal(allLinearMaps(dim).length, order);
  }
});

Deno.test("affineOrbits() of AG(3, 3) partition each size's caps, with sizes from the full group GL(3, 3)", () => {
  const space = affineSpace(3);
  const orbits = affineOrbits(space);
  const caps = capsBySize(space);
  const linear = allLinearMaps(3);
  deepEqual(orbits.map((sized) => sized.length), [1, 1, 1, 1, 2, 2, 3, 2, 3, 1]);
  orbits.forEach((sized, k) => {
    equal(sized.reduce((sum, { size }) => sum + size, 0), caps[k].length, `size ${k}`);
    for (const { mask, size } of sized) {
      // The orbit under AGL(3, 3) = the translates of its images under all 11,232 matrices.
      const classes = new Set(linear.map((f) => canonicalTranslate(space, mapMask(mask, f, 27))));
      equal(size, classes.size * (mask === 0 ? 1 : 27), `orbit of ${mask}`);
      ok((303_264 % size) === 0); // an orbit's size divides |AGL(3, 3)| = 27 · 11,232
    }
  });
});

Deno.test("canonicalTranslate() names {1, 3} of the plane by {0, 5}; linearGenerators() of the line is x ↦ 2x", () => {
  equal(canonicalTranslate(affineSpace(2), 0b1010), 0b100001);
  deepEqual(linearGenerators(affineSpace(1)), [[0, 2, 1]]);
});
