import { deepEqual, equal, throws } from "node:assert/strict";
import { knownNoSetProbability, setCount, smallSetFreeCount } from "./small_tables.ts";
import {
  binomial as binomialOf,
  exactProbability,
  largestSetFree,
  layeredSetFreeCounts,
  setFreeCounts,
} from "./counts.ts";
import { deckOf, FEATURE_COUNTS, type FeatureCount } from "../core/card.ts";
import { hasSet } from "../core/table.ts";
import { setsByPairs } from "../core/rule.ts";

// Every n-subset of the deck, counted by whether it holds a SET (hasSet's pair completion).
function bruteForceSetFree(features: FeatureCount, n: number): bigint {
  const size = deckOf(features).size;
  const table: number[] = [];
  let count = 0n;
  const extend = (from: number) => {
    if (table.length === n) {
      if (!hasSet(table, { features })) count++;
      return;
    }
    for (let card = from; card <= size - (n - table.length); card++) {
      table.push(card);
      extend(card + 1);
      table.pop();
    }
  };
  extend(0);
  return count;
}

Deno.test("smallSetFreeCount() agrees with brute force over every table of 0 to 5 cards of 2 and 3 features", () => {
  for (const features of [2, 3] as const) {
    for (let n = 0; n <= 5; n++) {
      equal(smallSetFreeCount(n, { features }), bruteForceSetFree(features, n), `d = ${features}, n = ${n}`);
    }
  }
});

Deno.test("smallSetFreeCount() agrees with lib/exact's counts of the small deck and the full deck for 0 to 5 cards", () => {
  for (const features of [3, 4] as const) {
    const counts = setFreeCounts(features);
    for (let n = 0; n <= 5; n++) equal(smallSetFreeCount(n, { features }), counts[n], `d = ${features}, n = ${n}`);
  }
  equal(smallSetFreeCount(5), 22_441_536n); // of the C(81, 5) = 25,621,596 five-card tables
});

Deno.test("setCount() is the number of SETs setsByPairs() finds in every deck", () => {
  for (const features of FEATURE_COUNTS) equal(setCount(features), BigInt(setsByPairs({ features }).length));
});

const smallNoSetProbability = (n: number, { features }: { features: FeatureCount }) =>
  exactProbability(smallSetFreeCount(n, { features }), binomialOf(3 ** features, n));

Deno.test("smallSetFreeCount() over C(3^d, n) reduces to: 3 cards 1 − 1/(3^d − 2), 5 cards of 6 features", () => {
  for (const features of FEATURE_COUNTS) {
    const p = smallNoSetProbability(3, { features });
    const size = BigInt(3 ** features);
    deepEqual([p.numerator, p.denominator], [size - 3n, size - 2n]);
  }
  const five = smallNoSetProbability(5, { features: 6 });
  const gcd = (a: bigint, b: bigint): bigint => b === 0n ? a : gcd(b, a % b);
  equal(gcd(five.numerator, five.denominator), 1n);
  equal(five.numerator * binomialOf(729, 5), smallSetFreeCount(5, { features: 6 }) * five.denominator);
  throws(() => smallSetFreeCount(6), /table size 6 is not an integer in 0\.\.5/);
  throws(() => smallSetFreeCount(5, { features: 7 as 6 }), /features 7 is not one of 2, 3, 4, 5, 6/);
});

Deno.test("knownNoSetProbability() is exact where known, 0 above the largest SET-free table, undefined between", () => {
  equal(knownNoSetProbability(20, { features: 4 })!.numerator > 0n, true);
  equal(knownNoSetProbability(21, { features: 4 })!.value, 0);
  deepEqual(
    [0, 1, 2, 3, 4, 5].map((n) => knownNoSetProbability(n, { features: 2 })!.value),
    [0, 1, 2, 3, 4, 5].map((n) => smallNoSetProbability(n, { features: 2 }).value),
  );
  equal(knownNoSetProbability(5, { features: 2 })!.value, 0);
  for (const features of [5, 6] as const) {
    const { largestSetFree } = deckOf(features);
    equal(knownNoSetProbability(6, { features }), undefined);
    equal(knownNoSetProbability(largestSetFree, { features }), undefined);
    equal(knownNoSetProbability(largestSetFree + 1, { features })!.value, 0);
  }
});

Deno.test("deckOf(d).largestSetFree is where the exact counts end for 2 to 4 features (4, 9, 20)", () => {
  equal(layeredSetFreeCounts(2).findLastIndex((count) => count > 0n), deckOf(2).largestSetFree);
  for (const features of [3, 4] as const) equal(largestSetFree(features), deckOf(features).largestSetFree);
});
