/**
 * The TypeScript loops the WebAssembly hot loops (`_assembly/`) are written from, kept as test oracles: the tests here
 * and in `_chunk_test.ts`, `sis_test.ts` check that both give the same tables, counts and moments on the same stream; the benchmarks time them side by side.
 */
import { deepEqual, equal, ok, throws } from "node:assert/strict";
import { hasSet } from "../core/table.ts";
import { MAX_DECK_SIZE } from "../core/card.ts";
import { type Moments, pushMoment, wilson } from "../stats/intervals.ts";
import { binomial, layeredSetFreeCounts, noSetProbability } from "../exact/counts.ts";
import { knownNoSetProbability } from "../exact/small_tables.ts";
import { thirdTable } from "../core/rule.ts";
import { deal, type Int32Source, randomStream, uniformIndex } from "../common/random.ts";
import { integerIn, positiveInteger } from "../common/check.ts";
import { checkDeckSize, checkTableSize, MAX_CALL_TRIALS } from "./_deck.ts";
import { addCard, sisPath, sisWeight } from "./sis.ts";

/**
 * n distinct cards drawn uniformly, in the order drawn: `deal` from the deck in order (a partial Fisher–Yates
 * shuffle, one 32-bit word a card), so every n-set is equally likely. {@link noSetPlain} draws its tables the same
 * way, number for number.
 *
 * @param options `deckSize`: 81 (default), 27, or 3^d for d features.
 * @throws {RangeError} when deckSize is not 3^d for d = 2..6, or n is not an integer in 0..deckSize.
 */
export function sampleTable(n: number, next: Int32Source, { deckSize = 81 }: { deckSize?: number } = {}): Uint16Array {
  checkDeckSize(deckSize);
  if (!Number.isInteger(n) || n < 0 || n > deckSize) throw new RangeError(`table size ${n} is not in 0..${deckSize}`);
  return deal(Uint16Array.from({ length: deckSize }, (_, i) => i), n, next).slice(0, n);
}

/**
 * Deals `trials` uniform tables of n cards and counts those holding no SET: each table dealt as {@link sampleTable}
 * deals one, but from the deck as the previous table left it and only until the first SET (each new card marks the
 * third card of its pair with every card down; a card that arrives marked completes a SET). No allocation per table:
 * stamps instead of clearing. `_assembly/plain.ts` is this loop in WebAssembly.
 *
 * @throws {RangeError} when deckSize is not 3^d for d = 2..6, n is not in 3..deckSize, or trials is not an integer
 *   in 0..2^31 − 2 (the stamps would wrap).
 */
export function noSetPlain(
  { n, trials, next, deckSize = 81 }: { n: number; trials: number; next: Int32Source; deckSize?: number },
): number {
  checkTableSize(n, checkDeckSize(deckSize));
  if (!Number.isInteger(trials) || trials < 0) throw new RangeError(`trials ${trials} is not a non-negative integer`);
  integerIn("trials", trials, 0, MAX_CALL_TRIALS);
  const third = thirdTable();
  const deck = Uint16Array.from({ length: deckSize }, (_, i) => i);
  const completes = new Int32Array(deckSize); // completes[card] === stamp: the card would complete a SET
  let noSet = 0;
  for (let stamp = 1; stamp <= trials; stamp++) {
    for (let k = 0;; k++) {
      const j = k + uniformIndex(next, deckSize - k);
      const card = deck[j];
      deck[j] = deck[k];
      deck[k] = card;
      if (completes[card] === stamp) break;
      if (k === n - 1) {
        noSet++;
        break;
      }
      const row = card * MAX_DECK_SIZE;
      for (let i = 0; i < k; i++) completes[third[row + deck[i]]] = stamp;
    }
  }
  return noSet;
}

/**
 * Estimates P(no SET | n) `replicates` times, independently: with `population` 1 each estimate is one path's
 * weight ({@link sisWeight}); with a population P it is the resampled product Π_i mean_j(A_i^j)/(deckSize − i) over P
 * paths, systematic resampling in proportion to A_i at every step. `_assembly/sis.ts` is these loops in WebAssembly,
 * float operation for float operation.
 *
 * @returns The count, mean and sum of squared deviations of the estimates.
 * @throws {RangeError} when deckSize is not 3^d for d = 2..6, n is not in 3..deckSize, or replicates or population
 *   is not a positive integer.
 */
export function noSetSis(
  { n, replicates, population = 1, next, deckSize = 81 }: {
    n: number;
    replicates: number;
    population?: number;
    next: Int32Source;
    deckSize?: number;
  },
): Moments {
  checkTableSize(n, checkDeckSize(deckSize));
  positiveInteger("replicates", replicates);
  positiveInteger("population", population);
  const moments: Moments = { count: 0, mean: 0, m2: 0 };
  if (population === 1) {
    const path = sisPath(deckSize);
    const choose = (m: number) => uniformIndex(next, m);
    for (let r = 0; r < replicates; r++) pushMoment(moments, sisWeight(n, choose, path, deckSize));
  } else {
    const particles = new Population(population, deckSize);
    for (let r = 0; r < replicates; r++) pushMoment(moments, particles.estimate(n, next));
  }
  return moments;
}

// A population of paths side by side, each a path of sis.ts (`stride` = 2 · deckSize entries).
class Population {
  readonly stride: number;
  readonly state: Uint16Array;
  readonly allowed: Int32Array;
  readonly offspring: Int32Array;
  readonly free: Int32Array;

  constructor(readonly size: number, readonly deckSize: number) {
    this.stride = 2 * deckSize;
    this.state = new Uint16Array(size * this.stride);
    const fresh = sisPath(deckSize);
    for (let j = 0; j < size; j++) this.state.set(fresh, j * this.stride);
    this.allowed = new Int32Array(size);
    this.offspring = new Int32Array(size);
    this.free = new Int32Array(size);
  }

  /** One resampled estimate of P(no SET | n). */
  estimate(n: number, next: Int32Source): number {
    const { size, deckSize, stride, state, allowed } = this;
    allowed.fill(deckSize);
    let estimate = 1;
    for (let k = 0; k < n; k++) {
      let total = 0;
      for (let j = 0; j < size; j++) total += allowed[j];
      if (total === 0) return 0;
      estimate *= total / size / (deckSize - k);
      if (k === n - 1) break;
      this.resample(total, (next() >>> 0) / 4294967296);
      for (let j = 0; j < size; j++) {
        allowed[j] = addCard(state, j * stride, deckSize, k, allowed[j], uniformIndex(next, allowed[j]));
      }
    }
    return estimate;
  }

  // Systematic resampling in proportion to `allowed`: path j gets floor(size·C_j/total + u) − floor(size·C_{j−1}/total
  // + u) copies (C the running sums), and the paths with no copies are overwritten.
  resample(total: number, u: number): void {
    const { size, stride, state, allowed, offspring, free } = this;
    let running = 0;
    let before = Math.floor(u);
    let freeCount = 0;
    for (let j = 0; j < size; j++) {
      running += allowed[j];
      const upTo = Math.floor((size * running) / total + u);
      offspring[j] = upTo - before;
      before = upTo;
      if (offspring[j] === 0) free[freeCount++] = j;
    }
    let f = 0;
    for (let j = 0; j < size; j++) {
      for (let copies = offspring[j]; copies > 1; copies--) {
        const target = free[f++];
        state.copyWithin(target * stride, j * stride, (j + 1) * stride);
        allowed[target] = allowed[j];
      }
    }
  }
}

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
