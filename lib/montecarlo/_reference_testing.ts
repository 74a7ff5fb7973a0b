/**
 * The TypeScript loops the WebAssembly hot loops (`_assembly/`) are written from, kept as their test oracles: the
 * tests check that both give the same tables, counts and moments on the same stream, and the benchmarks time them
 * side by side. The simulations run the WebAssembly only (`_plain_wasm.ts`, `_sis_wasm.ts`).
 *
 * @module
 */
import { MAX_DECK_SIZE } from "../core/card.ts";
import { thirdTable } from "../core/rule.ts";
import { deal, type Int32Source, uniformIndex } from "../common/random.ts";
import { integerIn, positiveInteger } from "../common/check.ts";
import { type Moments, pushMoment } from "../stats/moments.ts";
import { checkDeckSize, checkTableSize, MAX_CALL_TRIALS } from "./_deck.ts";
import { addCard } from "./_path.ts";
import { sisPath, sisWeight } from "./sis.ts";

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
