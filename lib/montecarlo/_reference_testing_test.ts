import { deepEqual, equal, ok, throws } from "node:assert/strict";
import { noSetPlain, sampleTable } from "./_reference_testing.ts";
import { hasSet } from "../core/table.ts";
import { randomStream } from "../common/random.ts";
import { wilson } from "../stats/intervals.ts";
import { binomial, layeredSetFreeCounts, noSetProbability } from "../exact/counts.ts";
import { knownNoSetProbability } from "../exact/small_tables.ts";

Deno.test("noSetPlain() agrees table by table with hasSet() on the same random numbers, from 81 cards and from 27", () => {
  for (const [n, deckSize] of [[9, 81], [12, 81], [15, 81], [6, 27], [8, 27]]) {
    const source = randomStream({ seed: "plain_test", method: "replay", n, chunk: deckSize });
    let noSet = 0;
    for (let t = 0; t < 3000; t++) {
      const used: number[] = [];
      const verdict = noSetPlain({ n, trials: 1, next: () => (used.push(source()), used.at(-1)!), deckSize });
      // sampleTable reads the same numbers for the cards noSetPlain dealt, then more for the rest
      let i = 0;
      const table = sampleTable(n, () => (i < used.length ? used[i++] : source()), { deckSize });
      ok(table.every((card) => card < deckSize));
      ok(i === used.length, "sampleTable read every number noSetPlain read");
      equal(verdict, hasSet([...table]) ? 0 : 1);
      noSet += verdict;
    }
    ok(noSet > 0, `some ${n}-card tables without a SET`);
  }
});

Deno.test("noSetPlain() Wilson intervals (fixed seed, 99.99%) contain the exact P(no SET) for 6..15 cards", () => {
  for (const n of [6, 9, 12, 15]) {
    const trials = 400_000;
    const noSet = noSetPlain({ n, trials, next: randomStream({ seed: "plain_test", method: "plain", n, chunk: 0 }) });
    const [low, high] = wilson(noSet, trials, { confidence: 0.9999 });
    const exact = noSetProbability(n).value;
    ok(low <= exact && exact <= high, `n = ${n}: ${exact} not in [${low}, ${high}]`);
  }
});

Deno.test("noSetPlain() from the small deck: Wilson intervals (fixed seed, 99.99%) contain the exact value for 4..10 cards", () => {
  const setFree = layeredSetFreeCounts(3);
  for (const n of [4, 6, 8, 9, 10]) {
    const trials = 400_000;
    const next = randomStream({ seed: "plain_test", method: "plain27", n, chunk: 0 });
    const noSet = noSetPlain({ n, trials, next, deckSize: 27 });
    const exact = Number(setFree[n]) / Number(binomial(27, n));
    if (exact === 0) equal(noSet, 0);
    const [low, high] = wilson(noSet, trials, { confidence: 0.9999 });
    ok(low <= exact && exact <= high, `n = ${n}: ${exact} not in [${low}, ${high}]`);
  }
});

Deno.test("noSetPlain() counts every 3-card table without a SET but 1 in 79", () => {
  const trials = 79_000;
  const withSet = trials -
    noSetPlain({ n: 3, trials, next: randomStream({ seed: "t", method: "plain", n: 3, chunk: 0 }) });
  const [low, high] = wilson(withSet, trials, { confidence: 0.9999 });
  ok(low <= 1 / 79 && 1 / 79 <= high);
});

Deno.test("noSetPlain() finds a SET on every table of 21 or more cards", () => {
  const next = randomStream({ seed: "t", method: "plain", n: 21, chunk: 0 });
  equal(noSetPlain({ n: 21, trials: 10_000, next }), 0);
  equal(noSetPlain({ n: 81, trials: 100, next }), 0);
});

Deno.test("noSetPlain() rejects bad sizes and trials, and more trials than its 32-bit stamps count", () => {
  const next = randomStream({ seed: "t", method: "plain", n: 0, chunk: 0 });
  throws(() => noSetPlain({ n: 2, trials: 1, next }), /table size 2 is not an integer in 3\.\.81/);
  throws(() => noSetPlain({ n: 12, trials: -1, next }), /trials -1 is not a non-negative integer/);
  throws(
    () => noSetPlain({ n: 12, trials: 2 ** 31 - 1, next }),
    /trials 2147483647 is not an integer in 0\.\.2147483646/,
  );
  throws(() => noSetPlain({ n: 28, trials: 1, next, deckSize: 27 }), /table size 28 is not an integer in 3\.\.27/);
  throws(() => noSetPlain({ n: 12, trials: 1, next, deckSize: 3 }), /deck size 3 is not one of 9, 27, 81, 243, 729/);
  equal(noSetPlain({ n: 12, trials: 0, next }), 0);
});

Deno.test("noSetPlain() from the decks of 2, 5 and 6 features: Wilson intervals (fixed seed, 99.99%) contain the exact value at 3 to 5 cards", () => {
  for (const features of [2, 5, 6] as const) {
    for (const n of [3, 4, 5]) {
      const trials = 400_000;
      const next = randomStream({ seed: "plain_test", method: "plain-d", n, chunk: features });
      const noSet = noSetPlain({ n, trials, next, deckSize: 3 ** features });
      const exact = knownNoSetProbability(n, { features })!.value;
      if (exact === 0) equal(noSet, 0);
      const [low, high] = wilson(noSet, trials, { confidence: 0.9999 });
      ok(low <= exact && exact <= high, `d = ${features}, n = ${n}: ${exact} not in [${low}, ${high}]`);
    }
  }
});

const stream = (chunk = 0) => randomStream({ seed: "sample_table_test", method: "test", n: 12, chunk });

Deno.test("sampleTable() deals n distinct cards 0..80", () => {
  const next = stream();
  for (const n of [0, 1, 12, 21, 81]) {
    const cards = sampleTable(n, next);
    equal(cards.length, n);
    equal(new Set(cards).size, n);
    ok(cards.every((card) => card >= 0 && card <= 80));
  }
  deepEqual([...sampleTable(81, next)].sort((a, b) => a - b), Array.from({ length: 81 }, (_, i) => i));
});

Deno.test("sampleTable() gives the same table for the same stream", () => {
  deepEqual(sampleTable(12, stream(3)), sampleTable(12, stream(3)));
});

Deno.test("sampleTable() gives every card and every position the same chance (fixed seed, 6-sigma band)", () => {
  const tables = 20_000;
  const counts = new Float64Array(81);
  const firsts = new Float64Array(81);
  const next = stream(1);
  for (let t = 0; t < tables; t++) {
    const cards = sampleTable(12, next);
    firsts[cards[0]]++;
    for (const card of cards) counts[card]++;
  }
  // each card is on a table with probability 12/81, and first with probability 1/81
  const check = (observed: Float64Array, p: number) => {
    const sd = Math.sqrt(tables * p * (1 - p));
    for (const x of observed) ok(Math.abs(x - tables * p) < 6 * sd, `${x} vs ${tables * p} ± ${6 * sd}`);
  };
  check(counts, 12 / 81);
  check(firsts, 1 / 81);
});

Deno.test("sampleTable() from the small deck deals distinct cards 0..26, all 27 when asked", () => {
  const next = stream(2);
  for (const n of [0, 3, 9, 26]) {
    const cards = sampleTable(n, next, { deckSize: 27 });
    equal(new Set(cards).size, n);
    ok(cards.every((card) => card < 27));
  }
  deepEqual(
    [...sampleTable(27, next, { deckSize: 27 })].sort((a, b) => a - b),
    Array.from({ length: 27 }, (_, i) => i),
  );
});

Deno.test("sampleTable() rejects sizes outside 0..deckSize and other deck sizes", () => {
  throws(() => sampleTable(82, stream()), /table size 82 is not in 0\.\.81/);
  throws(() => sampleTable(28, stream(), { deckSize: 27 }), /table size 28 is not in 0\.\.27/);
  throws(() => sampleTable(3, stream(), { deckSize: 64 }), /deck size 64 is not one of 9, 27, 81, 243, 729/);
  throws(() => sampleTable(10, stream(), { deckSize: 9 }), /table size 10 is not in 0\.\.9/);
  throws(() => sampleTable(2.5, stream()), /table size 2\.5/);
});
