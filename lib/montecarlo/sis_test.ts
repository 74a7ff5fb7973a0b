import { deepEqual, equal, ok, throws } from "node:assert/strict";
import { sisPath, sisWeight } from "./sis.ts";
import { noSetSis } from "./_reference_test.ts";
import { randomStream, uniformIndex } from "../common/random.ts";
import { hasSet } from "../core/table.ts";
import { type Moments, normalQuantile } from "../stats/intervals.ts";
import { binomial, largestSetFree, layeredSetFreeCounts, noSetProbability } from "../exact/counts.ts";
import { knownNoSetProbability } from "../exact/small_tables.ts";
import { FEATURE_COUNTS } from "../core/card.ts";

/** The normal interval mean ± z·s/√count of the replicate estimates, its low end clipped at 0. */
function meanInterval({ count, mean, m2 }: Moments, { confidence }: { confidence: number }): [number, number] {
  const half = normalQuantile(confidence) * Math.sqrt(m2 / (count - 1) / count);
  return [Math.max(0, mean - half), mean + half];
}

/**
 * The exact expectation of sisWeight() given its first three choices (all index 0),
 * by running it on every sequence of later choices, each weighted by its probability Π 1/m.
 */
function enumeratedExpectation(n: number): { expectation: number; firstThree: number[] } {
  let prefix: number[] = [];
  let expectation = 0;
  let firstThree: number[] = [];
  for (;;) {
    const sizes: number[] = [];
    const path = sisPath();
    const weight = sisWeight(n, (m) => {
      const step = sizes.length;
      sizes.push(m);
      return step < 3 ? 0 : prefix[step - 3] ?? 0;
    }, path);
    firstThree = [...path.slice(0, 3)];
    const choices = sizes.slice(3).map((_, i) => prefix[i] ?? 0);
    expectation += weight * sizes.slice(3).reduce((p, m) => p / m, 1);
    // next sequence in odometer order: increase the last choice that can grow, drop the ones after it
    let i = choices.length - 1;
    while (i >= 0 && choices[i] === sizes[3 + i] - 1) i--;
    if (i < 0) return { expectation, firstThree };
    prefix = [...choices.slice(0, i), choices[i] + 1];
  }
}

/** Brute force: the number of (n − 3)-sets that make a table without a SET with the three given cards. */
function extensionsWithoutSet(three: number[], n: number): number {
  const rest = Array.from({ length: 81 }, (_, c) => c).filter((c) => !three.includes(c));
  let count = 0;
  const pick = (start: number, chosen: number[]) => {
    if (chosen.length === n - 3) {
      if (!hasSet([...three, ...chosen])) count++;
      return;
    }
    for (let i = start; i < rest.length; i++) pick(i + 1, [...chosen, rest[i]]);
  };
  pick(0, []);
  return count;
}

Deno.test("sisWeight() has exactly the brute-force expectation on tables of 5 and 6 cards", () => {
  for (const n of [5, 6]) {
    const { expectation, firstThree } = enumeratedExpectation(n);
    equal(hasSet(firstThree), false);
    // given the first three cards (A = 81, 80, 78: factor 78/79), W's expectation is the chance that
    // n − 3 further uniform cards keep the table SET-free
    const bruteForce = (78 / 79) * extensionsWithoutSet(firstThree, n) / Number(binomial(78, n - 3));
    ok(Math.abs(expectation - bruteForce) < 1e-12, `${expectation} vs ${bruteForce}`);
    // and every SET-free triple is alike under the deck's affine maps, so it is P(no SET | n)
    ok(Math.abs(expectation - noSetProbability(n).value) < 1e-12);
  }
});

Deno.test("sisWeight() is 0 when the table cannot grow SET-free: 21 cards", () => {
  const next = randomStream({ seed: "sis_test", method: "sis", n: 21, chunk: 0 });
  const path = sisPath();
  for (let t = 0; t < 2000; t++) equal(sisWeight(21, (m) => uniformIndex(next, m), path), 0);
});

// P(no SET | n) for the small deck: SET-free n-sets of the 27 cards (AG(3, 3)) over C(27, n)
const smallDeck = layeredSetFreeCounts(3).map((count, n) => Number(count) / Number(binomial(27, n)));

const check = (n: number, replicates: number, population: number, width = 0.2, deckSize = 81) => {
  const next = randomStream({ seed: "sis_test", method: "sis", n, chunk: population });
  const moments = noSetSis({ n, replicates, population, next, deckSize });
  const [low, high] = meanInterval(moments, { confidence: 0.9999 });
  const exact = deckSize === 81 ? noSetProbability(n).value : smallDeck[n];
  ok(low <= exact && exact <= high, `n = ${n}, population ${population}: ${exact} not in [${low}, ${high}]`);
  ok(high - low < width * exact, `n = ${n}: the interval is informative`);
};

Deno.test("noSetSis() single paths: 99.99% intervals (fixed seed) contain the exact value, 9..18 cards", () => {
  for (const n of [9, 12, 15, 18]) check(n, 50_000, 1);
});

Deno.test("noSetSis() resampled populations stay unbiased: intervals contain the exact value at 12, 19, 20", () => {
  check(12, 40, 500);
  check(19, 60, 1000, 1);
  check(20, 60, 1000, 1);
});

Deno.test("noSetSis() from the small deck of 27: intervals contain the exact value, single paths and resampled", () => {
  for (const n of [4, 6, 8]) check(n, 50_000, 1, 0.2, 27);
  check(9, 60, 500, 0.2, 27);
});

Deno.test("noSetSis() from the small deck deals only ids 0..26: sisWeight() keeps the table inside them", () => {
  const next = randomStream({ seed: "sis_test", method: "small", n: 9, chunk: 0 });
  const path = sisPath();
  for (let t = 0; t < 500; t++) {
    sisWeight(9, (m) => uniformIndex(next, m), path, 27);
    const deck = [...path.slice(0, 27)].sort((a, b) => a - b);
    deepEqual(deck, Array.from({ length: 27 }, (_, i) => i));
  }
});

Deno.test("sisWeight() is 0 above the largest SET-free table of the small deck (9 cards)", () => {
  equal(largestSetFree(3), 9);
  equal(smallDeck[9] > 0 && smallDeck[10], 0);
  const next = randomStream({ seed: "sis_test", method: "cap", n: 10, chunk: 0 });
  const path = sisPath();
  for (let t = 0; t < 2000; t++) equal(sisWeight(10, (m) => uniformIndex(next, m), path, 27), 0);
  throws(
    () => noSetSis({ n: 10, replicates: 1, next, deckSize: 64 as 81 }),
    /deck size 64 is not one of 9, 27, 81, 243, 729/,
  );
});

Deno.test("noSetSis() resampled at 20 cards matches 682,344 maximal SET-free sets / C(81, 20)", () => {
  const next = randomStream({ seed: "sis_test", method: "sis20", n: 20, chunk: 0 });
  const moments = noSetSis({ n: 20, replicates: 60, population: 1000, next });
  const [low, high] = meanInterval(moments, { confidence: 0.9999 });
  const exact = 682_344 / Number(binomial(81, 20));
  ok(low <= exact && exact <= high);
});

Deno.test("noSetSis() gives exactly 0 at 21 cards", () => {
  const next = randomStream({ seed: "sis_test", method: "sis", n: 21, chunk: 0 });
  const moments = noSetSis({ n: 21, replicates: 5, population: 200, next });
  equal(moments.mean, 0);
  equal(moments.m2, 0);
});

Deno.test("noSetSis() rejects bad sizes, replicates and populations", () => {
  const next = randomStream({ seed: "t", method: "sis", n: 0, chunk: 0 });
  throws(() => noSetSis({ n: 2, replicates: 1, next }), /table size 2 is not an integer in 3\.\.81/);
  throws(() => noSetSis({ n: 12, replicates: 0, next }), /replicates 0 is not a positive integer/);
  throws(() => noSetSis({ n: 12, replicates: 1, population: 1.5, next }), /population 1\.5 is not a positive integer/);
  throws(() => noSetSis({ n: 28, replicates: 1, next, deckSize: 27 }), /table size 28 is not an integer in 3\.\.27/);
  throws(
    () => noSetSis({ n: 12, replicates: 1, next, deckSize: 28 }),
    /deck size 28 is not one of 9, 27, 81, 243, 729/,
  );
});

Deno.test("noSetSis() at every deck of 2 to 6 features: exact below 5 cards, the exact value within its interval at 5", () => {
  for (const features of FEATURE_COUNTS) {
    const deckSize = 3 ** features;
    for (const n of [3, 4]) {
      const next = randomStream({ seed: "sis_test", method: "sis-d", n, chunk: features });
      const { mean, m2 } = noSetSis({ n, replicates: 100, next, deckSize });
      ok(
        Math.abs(mean - knownNoSetProbability(n, { features })!.value) < 1e-14 && m2 < 1e-25,
        `d = ${features}, n = ${n}`,
      );
    }
  }
  for (const features of [5, 6] as const) {
    const next = randomStream({ seed: "sis_test", method: "sis-d", n: 5, chunk: features });
    const moments = noSetSis({ n: 5, replicates: 200_000, next, deckSize: 3 ** features });
    const [low, high] = meanInterval(moments, { confidence: 0.9999 });
    const exact = knownNoSetProbability(5, { features })!.value;
    ok(low <= exact && exact <= high, `d = ${features}: ${exact} not in [${low}, ${high}]`);
  }
});

Deno.test("sisWeight() is 0 above the largest SET-free table of 2 and 5 features (4 and 45 cards)", () => {
  for (const [n, deckSize] of [[5, 9], [46, 243]]) {
    const next = randomStream({ seed: "sis_test", method: "sis-d", n, chunk: 0 });
    const path = sisPath(deckSize);
    for (let t = 0; t < 200; t++) equal(sisWeight(n, (m) => uniformIndex(next, m), path, deckSize), 0);
  }
});
