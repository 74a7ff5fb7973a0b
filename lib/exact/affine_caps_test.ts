import { deepEqual, equal, ok, throws } from "node:assert/strict";
import seedrandom from "seedrandom";
import {
  affineOrbits,
  affineSpace,
  canonicalTranslate,
  capsBySize,
  countCapsIn,
  findCapIn,
  linearGenerators,
  pointsOf,
  popcount,
  translationClasses,
} from "./affine_caps.ts";
import { thoroughTest } from "../common/_quick_loop_test.ts";

function digits(p: number, dim: number): number[] {
  return Array.from({ length: dim }, (_, i) => Math.floor(p / 3 ** i) % 3);
}

function hasLine(points: number[], dim: number): boolean {
  const x = points.map((p) => digits(p, dim));
  for (let i = 0; i < x.length; i++) {
    for (let j = i + 1; j < x.length; j++) {
      for (let k = j + 1; k < x.length; k++) {
        if (x[i].every((_, c) => (x[i][c] + x[j][c] + x[k][c]) % 3 === 0)) return true;
      }
    }
  }
  return false;
}

Deno.test("affineSpace() tables agree with coordinate arithmetic mod 3 in every dimension 0..3", () => {
  for (const dim of [0, 1, 2, 3]) {
    const space = affineSpace(dim);
    equal(space.size, 3 ** dim);
    for (let p = 0; p < space.size; p++) {
      for (let q = 0; q < space.size; q++) {
        const [x, y] = [digits(p, dim), digits(q, dim)];
        deepEqual(digits(space.add[p * space.size + q], dim), x.map((v, i) => (v + y[i]) % 3));
        deepEqual(digits(space.third[p * space.size + q], dim), x.map((v, i) => (6 - v - y[i]) % 3));
      }
      deepEqual(digits(space.neg[p], dim), digits(p, dim).map((v) => (3 - v) % 3));
    }
  }
});

Deno.test("affineSpace() throws a RangeError naming a dimension outside 0..3", () => {
  throws(() => affineSpace(4), /dimension 4 is not an integer in 0\.\.3/);
  throws(() => affineSpace(-1), RangeError);
});

Deno.test("capsBySize() lists each SET-free set of AG(3, 3) once: 367,525 sets, the largest of 9 points", () => {
  const caps = capsBySize(affineSpace(3));
  equal(caps.length, 10);
  equal(caps.flat().length, 367_525);
  equal(new Set(caps.flat()).size, 367_525);
  caps.forEach((sized, k) => ok(sized.every((mask) => popcount(mask) === k)));
  const random = seedrandom("caps-test");
  for (let t = 0; t < 300; t++) {
    const sized = caps[1 + Math.floor(random() * 9)];
    equal(hasLine(pointsOf(sized[Math.floor(random() * sized.length)]), 3), false);
  }
});

Deno.test("capsBySize({ throughOrigin }) keeps exactly the sets containing point 0", () => {
  const space = affineSpace(3);
  const all = capsBySize(space).map((sized) => sized.filter((mask) => mask === 0 || mask & 1));
  deepEqual(capsBySize(space, { throughOrigin: true }), all);
});

Deno.test("countCapsIn() and findCapIn() agree with filtering all caps on 200 random masks of AG(3, 3)", () => {
  const space = affineSpace(3);
  const caps = capsBySize(space);
  const random = seedrandom("count-test");
  for (let t = 0; t < 200; t++) {
    let allowed = 0;
    const density = 0.2 + 0.8 * random();
    for (let p = 0; p < 27; p++) if (random() < density) allowed |= 1 << p;
    const maxSize = Math.floor(random() * 10);
    const counts = new Float64Array(maxSize + 1);
    countCapsIn(space, allowed, maxSize, counts);
    const expected = caps.slice(0, maxSize + 1).map((sized) => sized.filter((mask) => (mask & ~allowed) === 0).length);
    deepEqual([...counts], expected);
    const found = findCapIn(space, allowed, maxSize);
    if (expected[maxSize] === 0) equal(found, undefined);
    else {ok(
        found !== undefined && popcount(found) === maxSize && (found & ~allowed) === 0 && caps[maxSize].includes(found),
      );}
  }
});

Deno.test("pointsOf() and popcount() read a mask's points", () => {
  deepEqual(pointsOf(0), []);
  deepEqual(pointsOf(2 ** 27 - 1), Array.from({ length: 27 }, (_, i) => i));
  equal(popcount(2 ** 27 - 1), 27);
  equal(popcount(0b1011), 3);
  deepEqual(pointsOf(0b100101), [0, 2, 5]);
});

Deno.test("countCapsIn() counts 1 + 3 + 3 sets inside the line {0, 1, 2}; findCapIn() finds no 5-point cap of the plane", () => {
  const counts = new Float64Array(4);
  countCapsIn(affineSpace(2), 0b111, 3, counts);
  deepEqual([...counts], [1, 3, 3, 0]);
  equal(findCapIn(affineSpace(2), 511, 5), undefined);
});

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

thoroughTest("linearGenerators() generate all 48 of GL(2, 3) and all 11,232 of GL(3, 3)", () => {
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

thoroughTest("affineOrbits() of AG(3, 3) partition each size's caps, with sizes from the full group GL(3, 3)", () => {
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
