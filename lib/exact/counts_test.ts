import { deepEqual, equal, ok, throws } from "node:assert/strict";
import { affineSpace, capsBySize } from "./affine_caps.ts";
import { binomial, layeredSetFreeCounts, noSetProbability, setFreeCounts } from "./counts.ts";

// Brute force, independent of the layer method and of affine_caps.ts: points of AG(d, 3)
// as digit arrays, a line tested coordinate by coordinate.
function pointsOfSpace(dim: number): number[][] {
  return Array.from({ length: 3 ** dim }, (_, p) => Array.from({ length: dim }, (_, i) => Math.floor(p / 3 ** i) % 3));
}

function isLine(x: number[], y: number[], z: number[]): boolean {
  return x.every((_, i) => (x[i] + y[i] + z[i]) % 3 === 0);
}

/** Every one of the 2^(3^d) subsets of AG(d, 3), all triples tested: d ≤ 2 only. */
function countByAllSubsets(dim: number): bigint[] {
  const points = pointsOfSpace(dim);
  const counts = Array.from({ length: points.length + 1 }, () => 0n);
  for (let subset = 0; subset < 2 ** points.length; subset++) {
    const chosen = points.filter((_, p) => subset & (1 << p));
    let free = true;
    for (let i = 0; i < chosen.length && free; i++) {
      for (let j = i + 1; j < chosen.length && free; j++) {
        for (let k = j + 1; k < chosen.length && free; k++) free = !isLine(chosen[i], chosen[j], chosen[k]);
      }
    }
    if (free) counts[chosen.length]++;
  }
  return counts;
}

/**
 * Every SET-free subset of AG(d, 3), grown point by point in increasing order (each new point tested
 * against every pair already chosen): every SET-free set is reached, since its subsets are SET-free.
 */
function countByGrowing(dim: number): bigint[] {
  const points = pointsOfSpace(dim);
  const counts = Array.from({ length: points.length + 1 }, () => 0n);
  const chosen: number[][] = [];
  const grow = (next: number) => {
    counts[chosen.length]++;
    for (let p = next; p < points.length; p++) {
      const point = points[p];
      if (chosen.some((x, i) => chosen.some((y, j) => j > i && isLine(x, y, point)))) continue;
      chosen.push(point);
      grow(p + 1);
      chosen.pop();
    }
  };
  grow(0);
  return counts;
}

Deno.test("layeredSetFreeCounts() equals the count of all 2^3 and 2^9 subsets of AG(1, 3) and AG(2, 3)", () => {
  deepEqual(layeredSetFreeCounts(1), countByAllSubsets(1));
  deepEqual(layeredSetFreeCounts(2), countByAllSubsets(2));
});

Deno.test("layeredSetFreeCounts(3) (layers AG(2, 3)) and capsBySize() equal brute-force enumeration of every SET-free subset of AG(3, 3)", () => {
  const brute = countByGrowing(3);
  deepEqual(layeredSetFreeCounts(3), brute);
  // The layer caps the deck's count is built on: every SET-free set of AG(3, 3), by size.
  deepEqual(capsBySize(affineSpace(3)).map((caps) => BigInt(caps.length)), brute.slice(0, 10));
  // The largest SET-free set of AG(3, 3) has 9 points, of AG(2, 3) 4 (published values).
  equal(brute.findLastIndex((count) => count > 0n), 9);
  equal(countByAllSubsets(2).findLastIndex((count) => count > 0n), 4);
});

Deno.test("layeredSetFreeCounts() matches C(3^d, 3) minus the 3^(d-1)(3^d - 1)/2 lines for three points, d = 1..4", () => {
  for (const dim of [1, 2, 3, 4]) {
    const points = 3 ** dim;
    equal(
      layeredSetFreeCounts(dim)[3],
      binomial(points, 3) - BigInt((3 ** (dim - 1) * (points - 1)) / 2),
      `d = ${dim}`,
    );
  }
});

Deno.test("setFreeCounts() has all C(81, n) subsets for n <= 2 and the closed forms for n = 3, 4 and 5", () => {
  const counts = setFreeCounts();
  for (const n of [0, 1, 2]) equal(counts[n], binomial(81, n));
  // n = 3: every triple but the 1,080 SETs.
  equal(counts[3], binomial(81, 3) - 1080n);
  // n = 4: a 4-card table holding a SET is a SET plus one of the 78 other cards, and no 4 cards hold two SETs
  // (two SETs share at most one card, since two cards fix the third), so none is counted twice.
  equal(counts[4], binomial(81, 4) - 1080n * 78n);
  // n = 5: inclusion-exclusion. Tables with a SET: 1,080 · C(78, 2), less the 5-card tables counted twice, those
  // holding two SETs, which then share exactly one card: 81 cards · C(40, 2) pairs of the 40 SETs through it.
  // Two SETs through one card span a plane, and no third SET lies in their 5 cards.
  equal(counts[5], binomial(81, 5) - 1080n * binomial(78, 2) + 81n * binomial(40, 2));
});

Deno.test("setFreeCounts() counts the 682,344 twenty-card caps and is zero for every n >= 21", () => {
  const counts = setFreeCounts();
  equal(counts.length, 82);
  // The largest cap of AG(4, 3) has 20 points (Pellegrino 1971), and there are 682,344 of them: the published
  // count, which the classes confirm independently (one class of 20 cards, stabiliser 2,880: 1,965,150,720 / 2,880).
  equal(counts[20], 682_344n);
  for (let n = 21; n <= 81; n++) equal(counts[n], 0n, `n = ${n}`);
  for (let n = 0; n <= 20; n++) ok(counts[n] > 0n && counts[n] <= binomial(81, n), `n = ${n}`);
});

Deno.test("setFreeCounts() returns a copy, so a caller cannot change the cached table", () => {
  const counts = setFreeCounts();
  counts[12] = 0n;
  ok(setFreeCounts()[12] > 0n);
});

Deno.test("noSetProbability() is the reduced fraction setFree / C(81, n) and its float", () => {
  const counts = setFreeCounts();
  const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
  for (let n = 0; n <= 81; n++) {
    const { numerator, denominator, value } = noSetProbability(n);
    equal(numerator * binomial(81, n), counts[n] * denominator, `n = ${n}`);
    equal(gcd(numerator, denominator), 1n, `n = ${n}`);
    ok(Math.abs(value - Number(counts[n]) / Number(binomial(81, n))) <= 1e-15 * value, `n = ${n}`);
  }
  // 1,080 SETs among C(81, 3) = 85,320 triples: 1 in 79.
  deepEqual(noSetProbability(3), { numerator: 78n, denominator: 79n, value: 78 / 79 });
  deepEqual(noSetProbability(81), { numerator: 0n, denominator: 1n, value: 0 });
});

Deno.test("noSetProbability() throws a RangeError naming n when n is not an integer in 0..81 (0..27 for 3 features)", () => {
  for (const n of [-1, 82, 1.5, NaN, Infinity]) {
    throws(() => noSetProbability(n), new RegExp(`^RangeError: table size ${n} is not an integer in 0\\.\\.81$`));
  }
  throws(() => noSetProbability("12" as unknown as number), /table size "12" is not an integer/);
  throws(() => noSetProbability(28, { features: 3 }), /table size 28 is not an integer in 0\.\.27/);
});

Deno.test("binomial() rejects non-integers and negative n, naming them", () => {
  throws(() => binomial(5, 2.5), /^RangeError: k 2\.5 is not an integer/);
  throws(() => binomial(-1, 0), /^RangeError: n -1 is not an integer/);
  throws(() => binomial(NaN, 1), /n NaN is not an integer/);
  equal(binomial(5, -1), 0n);
  equal(binomial(5, 6), 0n);
});

Deno.test("layeredSetFreeCounts() throws a RangeError naming a dimension outside 1..4", () => {
  throws(() => layeredSetFreeCounts(5), /dimension 5 is not an integer in 1\.\.4/);
  throws(() => layeredSetFreeCounts(0), /dimension 0/);
});

Deno.test("binomial() matches Pascal's rule and is 0 outside 0..n", () => {
  for (let n = 1; n <= 81; n++) {
    for (let k = 1; k < n; k++) equal(binomial(n, k), binomial(n - 1, k - 1) + binomial(n - 1, k));
  }
  equal(binomial(5, -1), 0n);
  equal(binomial(5, 6), 0n);
});
