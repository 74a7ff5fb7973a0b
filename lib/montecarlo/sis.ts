/**
 * Sequential importance sampling for P(no SET | n): grow a SET-free table card
 * by card, each card uniform among those that keep it SET-free, and weigh the
 * result by how many cards were allowed at each step.
 *
 * For a table of i cards let A_i be the number of allowed cards (neither on the
 * table nor the third card of a pair on it). Then W = Π_{i<n} A_i / (81 − i) has
 * expectation exactly P(no SET | n): a path of allowed cards has probability
 * Π 1/A_i under the proposal and Π 1/(81 − i) under uniform dealing. W = 0 when
 * some A_i = 0 (the table cannot grow SET-free), so n = 21 gives 0.
 *
 * Near the maximum (19 and 20 cards) almost every path dies and W is a rare,
 * heavy-tailed spike. The variance reduction there is resampling (a sequential
 * Monte Carlo population of `population` paths): at each step the paths are
 * resampled in proportion to their A_i, so dead paths are replaced by copies of
 * live ones, and the estimate is Π_i mean_j(A_i^j) / (81 − i). That product is
 * unbiased for any population size (the standard particle-filter identity);
 * `population: 1` is exactly plain sequential importance sampling. The interval
 * then comes from the spread of independent populations (replicates), whose
 * estimates are nearly normal instead of a few spikes among zeros.
 *
 * Every function also deals from the other decks: the small deck of 27 cards (ids 0..26,
 * `deckSize: 27`) and the decks of 3^d cards for d = 2..6 features, with 81 replaced by the
 * deck's size throughout: weights Π A_i / (deckSize − i), and 0 above the deck's largest
 * SET-free table (9 cards of 27, 45 of 243, 112 of 729).
 * The loops here are the reference; the simulation runs their WebAssembly builds
 * (`_assembly/sis.ts`), tested to give bit-identical estimates on the same stream.
 *
 * @module
 */
import { DECK_SIZE, MAX_DECK_SIZE } from "../core/card.ts";
import { thirdTable } from "../core/rule.ts";
import { type Int32Source, uniformIndex } from "../common/random.ts";
import { type Moments, pushMoment } from "../stats/moments.ts";
import { checkDeckSize, checkTableSize } from "./_deck.ts";
import { positiveInteger } from "../common/check.ts";

const TWO_32 = 4294967296;

/**
 * The working state of one path, 2 × deckSize entries: a permutation of the deck (entries
 * 0..deckSize − 1) where positions [0, k) hold the table, [k, k + allowed) the allowed cards
 * and the rest the forbidden ones, then its inverse (entries deckSize..2·deckSize − 1).
 * Any starting permutation will do, so it is never reset between paths.
 */
export type SisPath = Uint16Array;

/**
 * A fresh path state (the identity permutation), for {@link sisWeight}. Cost: 4 × deckSize bytes.
 *
 * @param deckSize 81 (default), 27 for the small deck, 3^d for d features (9, 243, 729).
 * @returns The identity permutation of the deck, then its inverse.
 * @example
 * ```ts
 * import { sisPath } from "./sis.ts";
 * import { equal } from "node:assert/strict";
 * const path = sisPath();
 * equal(path.length, 162);
 * equal(path[80] + path[81 + 80], 160);
 * equal(sisPath(729).length, 1458);
 * ```
 */
export function sisPath(deckSize: number = DECK_SIZE): SisPath {
  return Uint16Array.from({ length: 2 * deckSize }, (_, i) => i % deckSize);
}

/**
 * One importance-sampling path to n cards and its weight W = Π_{i<n} A_i / (deckSize − i).
 * The last card is not drawn: its factor A_{n−1} does not depend on which it is.
 * Cost: about C(n−1, 2) look-ups and n − 1 calls to `choose`. No checks: the callers check.
 *
 * @param n Target table size, 1..deckSize.
 * @param choose Returns a uniform index 0..m−1 (the allowed card to add), e.g. via {@link uniformIndex};
 *   tests pass a scripted one to enumerate every path.
 * @param path Reusable state from {@link sisPath}, made for this deck or a larger one (the default 81 serves
 *   the small deck too).
 * @param deckSize 81 (default), 27 for the small deck (ids 0..26), 3^d for d features (9, 243, 729).
 * @returns W, 0 when the table could not grow SET-free to n cards.
 * @example Four cards: A = 81, 80, 78, 75 whatever the choices, so W = P(no SET | 4) = 78/79 · 75/78
 * ```ts
 * import { sisPath, sisWeight } from "./sis.ts";
 * import { equal } from "node:assert/strict";
 * equal(sisWeight(4, () => 0, sisPath()), (78 / 79) * (75 / 78));
 * equal(sisWeight(4, () => 0, sisPath(), 27), (24 / 25) * (21 / 24)); // A = 27, 26, 24, 21
 * ```
 */
export function sisWeight(n: number, choose: (m: number) => number, path: SisPath, deckSize = DECK_SIZE): number {
  let allowed = deckSize;
  let weight = 1;
  for (let k = 0; k < n; k++) {
    if (allowed === 0) return 0;
    weight *= allowed / (deckSize - k);
    if (k === n - 1) break;
    allowed = addCard(path, 0, path.length / 2, k, allowed, choose(allowed));
  }
  return weight;
}

/** Options of {@link noSetSis}. */
export interface NoSetSisOptions {
  /** Target table size, 3..deckSize. */
  n: number;
  /** Number of estimates (replicates): paths when `population` is 1, else populations. */
  replicates: number;
  /** Paths per replicate, resampled together at every step; 1 (default) is plain importance sampling. */
  population?: number;
  /** The random source, e.g. {@link randomStream}. */
  next: Int32Source;
  /** Cards dealt from: 81 (default), 27 for the small deck (ids 0..26), 3^d for d features (9, 243, 729). */
  deckSize?: number;
}

/**
 * Estimates P(no SET | n) `replicates` times, independently, and returns the
 * count, mean and sum of squared deviations of the estimates (combine chunks
 * with {@link combineMoments}). With `population` 1 each estimate is one path's
 * W ({@link sisWeight}); with a population P it is the resampled product
 * Π_i mean_j(A_i^j)/(deckSize − i) over P paths, systematic resampling in proportion
 * to A_i at every step. Cost: replicates · population · (C(n−1, 2) look-ups
 * + n calls to `next`), plus copying resampled paths (4 × deckSize bytes each).
 *
 * @param options The table size, the number of estimates and of paths in each, the random source and the deck.
 * @returns The count, mean and sum of squared deviations of the `replicates` estimates.
 * @throws {RangeError} when deckSize is not 3^d for d = 2..6, n is not in 3..deckSize,
 *   or replicates or population is not a positive integer.
 * @example Both forms estimate P(no SET | 12) ≈ 0.0322
 * ```ts
 * import { noSetSis } from "./sis.ts";
 * import { randomStream } from "../common/random.ts";
 * import { ok } from "node:assert/strict";
 * const next = randomStream({ seed: "42", method: "example", n: 12, chunk: 0 });
 * const plain = noSetSis({ n: 12, replicates: 20_000, next });
 * const resampled = noSetSis({ n: 12, replicates: 20, population: 1000, next });
 * ok(Math.abs(plain.mean - 0.0322) < 0.0005 && Math.abs(resampled.mean - 0.0322) < 0.0005);
 * ```
 */
export function noSetSis({ n, replicates, population = 1, next, deckSize = DECK_SIZE }: NoSetSisOptions): Moments {
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

// A population of paths stored side by side, each as a SisPath of `stride` = 2 · deckSize entries:
// path j at [stride · j, stride · (j + 1)). _assembly/sis.ts is the same in AssemblyScript, float
// operation for float operation.

class Population {
  readonly size: number;
  readonly deckSize: number;
  readonly stride: number;
  readonly state: Uint16Array;
  readonly allowed: Int32Array;
  readonly offspring: Int32Array;
  readonly free: Int32Array;

  constructor(size: number, deckSize: number) {
    this.size = size;
    this.deckSize = deckSize;
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
      this.resample(total, (next() >>> 0) / TWO_32);
      for (let j = 0; j < size; j++) {
        allowed[j] = addCard(state, j * stride, deckSize, k, allowed[j], uniformIndex(next, allowed[j]));
      }
    }
    return estimate;
  }

  /**
   * Systematic resampling in proportion to `allowed`: path j gets
   * floor(size·C_j/total + u) − floor(size·C_{j−1}/total + u) copies (C the running sums),
   * its expected share size·A_j/total, and the paths with no copies are overwritten.
   */
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

/**
 * Puts the allowed card j (at position k + j) on the table of k cards of the path stored at
 * `offset` of `state` (deck, then pos, `half` entries each: the deck's size or more), and moves
 * the third cards it forms with the table out of the allowed block. Cost: k look-ups.
 *
 * @returns The new number of allowed cards.
 */
function addCard(state: Uint16Array, offset: number, half: number, k: number, allowed: number, j: number): number {
  const third = thirdTable();
  const posOffset = offset + half;
  const at = offset + k + j;
  const card = state[at];
  const other = state[offset + k];
  state[offset + k] = card;
  state[posOffset + card] = k;
  state[at] = other;
  state[posOffset + other] = k + j;
  k++;
  allowed--;
  const row = card * MAX_DECK_SIZE;
  for (let i = 0; i < k - 1; i++) {
    const c = third[row + state[offset + i]];
    const p = state[posOffset + c];
    if (p < k + allowed) {
      const last = k + allowed - 1;
      const moved = state[offset + last];
      state[offset + last] = c;
      state[posOffset + c] = last;
      state[offset + p] = moved;
      state[posOffset + moved] = p;
      allowed--;
    }
  }
  return allowed;
}
