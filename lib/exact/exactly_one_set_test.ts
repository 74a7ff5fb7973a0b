import { deepEqual, equal, throws } from "node:assert/strict";
import { capClasses } from "./classes.ts";
import { binomial, exactProbability } from "./counts.ts";
import { exactlyOneSetCountsOf, singlePairCompleters } from "./exactly_one_set.ts";
import { exactlyOneSetCounts } from "../data/exactly_one_counts.ts";

// Brute force, independent of the classes and of lib/core's tables: points of AG(d, 3) as digit arrays, the third
// point of a line computed coordinate by coordinate.
function thirdPoints(dim: number): (a: number, b: number) => number {
  const size = 3 ** dim;
  const digits = Array.from(
    { length: size },
    (_, p) => Array.from({ length: dim }, (_, i) => Math.floor(p / 3 ** i) % 3),
  );
  const table = new Int32Array(size * size);
  for (let a = 0; a < size; a++) {
    for (let b = 0; b < size; b++) {
      table[a * size + b] = digits[a].reduce((id, x, i) => id + ((6 - x - digits[b][i]) % 3) * 3 ** i, 0);
    }
  }
  return (a, b) => table[a * size + b];
}

/** Every one of the 2^(3^d) subsets of AG(d, 3), its SETs counted over all triples: d ≤ 2 only. */
function oneSetByAllSubsets(dim: number): bigint[] {
  const size = 3 ** dim, third = thirdPoints(dim);
  const counts = Array.from({ length: size + 1 }, () => 0n);
  for (let subset = 0; subset < 2 ** size; subset++) {
    const chosen = Array.from({ length: size }, (_, p) => p).filter((p) => subset & (1 << p));
    let sets = 0;
    for (let i = 0; i < chosen.length; i++) {
      for (let j = i + 1; j < chosen.length; j++) {
        for (let k = j + 1; k < chosen.length; k++) if (third(chosen[i], chosen[j]) === chosen[k]) sets++;
      }
    }
    if (sets === 1) counts[chosen.length]++;
  }
  return counts;
}

/**
 * Every subset of AG(d, 3) with at most one SET, grown point by point in increasing order, keeping for each point
 * the number of chosen pairs it completes (its SETs with the chosen points): a set with two SETs is not grown, as
 * every set containing it has two.
 */
function oneSetByGrowing(dim: number): bigint[] {
  const size = 3 ** dim, third = thirdPoints(dim);
  const counts = Array.from({ length: size + 1 }, () => 0n);
  const completes = new Int32Array(size);
  const chosen: number[] = [];
  const grow = (next: number, sets: number) => {
    if (sets === 1) counts[chosen.length]++;
    for (let p = next; p < size; p++) {
      if (sets + completes[p] > 1) continue;
      for (const q of chosen) completes[third(p, q)]++;
      chosen.push(p);
      grow(p + 1, sets + completes[p]);
      chosen.pop();
      for (const q of chosen) completes[third(p, q)]--;
    }
  };
  grow(0, 0);
  return counts;
}

/**
 * The closed forms for 3, 4 and 5 cards of AG(d, 3) (N = 3^d points, S = N(N − 1)/6 SETs, (N − 1)/2 through each
 * point): a SET; a SET and any other point (two SETs in 4 cards would share 2 cards, so a third); and for 5 cards, by
 * inclusion–exclusion, the tables with a SET counted once per SET, S·C(N − 3, 2), less twice the tables with two:
 * two SETs in 5 cards share exactly one card, and no 5 cards hold three, so those are the N·C((N − 1)/2, 2) pairs of
 * SETs through a common point.
 */
function closedForms(dim: number): bigint[] {
  const n = 3 ** dim, sets = binomial(n, 2) / 3n;
  return [sets, sets * BigInt(n - 3), sets * binomial(n - 3, 2) - 2n * BigInt(n) * binomial((n - 1) / 2, 2)];
}

Deno.test("exactlyOneSetCountsOf() of the classes gives the recorded counts of both decks", async () => {
  deepEqual(exactlyOneSetCountsOf(await capClasses(3)), exactlyOneSetCounts(3));
  deepEqual(exactlyOneSetCountsOf(await capClasses(4)), exactlyOneSetCounts(4));
});

Deno.test("exactlyOneSetCounts() of the small deck agrees with brute force over every set with at most one SET", () => {
  deepEqual(oneSetByGrowing(3), exactlyOneSetCounts(3));
});

Deno.test("the brute force agrees with itself and the closed forms on the 9-card plane AG(2, 3)", () => {
  const counts = oneSetByAllSubsets(2);
  deepEqual(oneSetByGrowing(2), counts);
  deepEqual(counts.slice(3, 6), closedForms(2));
  deepEqual(counts, [0n, 0n, 0n, 12n, 72n, 72n, 0n, 0n, 0n, 0n]);
});

Deno.test("exactlyOneSetCounts() matches the closed forms for 3, 4 and 5 cards of both decks", () => {
  deepEqual(closedForms(4), [1_080n, 84_240n, 3_116_880n]);
  deepEqual(exactlyOneSetCounts(4).slice(3, 6), closedForms(4));
  deepEqual(exactlyOneSetCounts(3).slice(3, 6), closedForms(3));
});

Deno.test("exactlyOneSetCounts() is 0 below 3 cards and past 19 (9 for the small deck), and at most C(N, n)", () => {
  for (const features of [3, 4] as const) {
    const counts = exactlyOneSetCounts(features);
    equal(counts.length, 3 ** features + 1);
    const largest = counts.findLastIndex((count) => count > 0n);
    equal(largest, features === 4 ? 19 : 9);
    counts.forEach((count, n) => {
      equal(count > 0n, n >= 3 && n <= largest, `n = ${n}`);
      equal(count <= binomial(3 ** features, n), true);
    });
  }
});

Deno.test("singlePairCompleters() lists the cards completing exactly one pair, as counted over all pairs", async () => {
  const third = thirdPoints(4);
  const { bySize } = await capClasses(4);
  for (const sized of [bySize[5], bySize[12].slice(0, 20), bySize[19], bySize[20]]) {
    for (const { points } of sized) {
      const expected = Array.from({ length: 81 }, (_, x) => x).filter((x) =>
        points.flatMap((p, i) => points.slice(i + 1).map((q) => third(p, q) === x)).filter(Boolean).length === 1
      );
      deepEqual(singlePairCompleters(points), expected);
    }
  }
  deepEqual(singlePairCompleters(bySize[20][0].points), []); // so no 21 cards hold exactly one SET
});

Deno.test("exactlyOneSetCounts() over C(N, n): 12 cards hold exactly one SET 1,462,475,736 times in 10,074,689,485", () => {
  const p = (n: number, features: 3 | 4 = 4) =>
    exactProbability(exactlyOneSetCounts(features)[n], binomial(3 ** features, n));
  deepEqual(p(12), {
    numerator: 1_462_475_736n,
    denominator: 10_074_689_485n,
    value: 1_462_475_736 / 10_074_689_485,
  });
  equal(p(3).denominator, 79n);
  equal(p(4, 3).value, 2_808 / 17_550);
  equal(p(0).value, 0);
  throws(() => exactlyOneSetCounts(5 as 4), /features 5/);
});

Deno.test("singlePairCompleters() of four cards of a plane: the four sides, not card 8 that completes both diagonals", () => {
  deepEqual(singlePairCompleters([0, 1, 3, 4]), [2, 5, 6, 7]);
});
