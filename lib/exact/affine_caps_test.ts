import { deepEqual, equal, ok, throws } from "node:assert/strict";
import seedrandom from "seedrandom";
import { affineSpace, capsBySize, countCapsIn, findCapIn, pointsOf, popcount } from "./affine_caps.ts";

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
