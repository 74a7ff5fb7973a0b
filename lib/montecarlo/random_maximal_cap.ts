/**
 * How big a SET-free table gets by chance: deal the whole deck in random order, putting down every card that does not
 * complete a SET with two cards already down. The table is SET-free and maximal: a random maximal cap of (Z3)^d. It is
 * the path of importance sampling (sis.ts) run to its end, so the chance that it reaches n cards is the chance that an
 * importance-sampling path to n cards survives.
 *
 * @module
 */
import { deckOf, type FeatureCount, MAX_DECK_SIZE } from "../core/card.ts";
import { thirdTable } from "../core/rule.ts";
import { type Int32Source, uniformIndex } from "../common/random.ts";
import { integerIn } from "../common/check.ts";

/**
 * One random maximal SET-free table of the deck of `features` features (default 4): the deck shuffled by
 * Fisher–Yates (one exactly uniform draw a card), each card put down unless it completes a SET with two cards down.
 * Cost: 3^d draws and C(size, 2) look-ups for a table of `size` cards.
 *
 * @returns The table's cards in the order put down.
 * @throws {RangeError} when features is not one of 2..6.
 * @example No card can be added to it
 * ```ts
 * import { randomMaximalCap } from "./random_maximal_cap.ts";
 * import { hasSet } from "../core/table.ts";
 * import { randomStream } from "../common/random.ts";
 * import { ok } from "node:assert/strict";
 * const cap = [...randomMaximalCap(randomStream({ seed: "42", method: "example", n: 4, chunk: 0 }))];
 * ok(!hasSet(cap) && Array.from({ length: 81 }, (_, c) => c).every((c) => cap.includes(c) || hasSet([...cap, c])));
 * ```
 */
export function randomMaximalCap(next: Int32Source, { features = 4 }: { features?: FeatureCount } = {}): Uint16Array {
  const { size } = deckOf(features);
  const work = new MaximalCapWork(size);
  const count = work.run(next);
  return work.table.slice(0, count);
}

/** Options of {@link countMaximalCapSizes}. */
export interface CountMaximalCapSizesOptions {
  /** Random maximal tables to make, 0..2^31 − 2. */
  runs: number;
  /** The random source, e.g. {@link randomStream}. */
  next: Int32Source;
  /** The deck: 2..6 features, default 4. */
  features?: FeatureCount;
}

/**
 * Makes `runs` random maximal SET-free tables one after another on the same stream (each shuffling the deck as the
 * one before left it) and counts them by size. No allocation per table.
 *
 * @returns `counts[size]` for 0..the deck's largest SET-free table.
 * @throws {RangeError} when features is not one of 2..6 or runs is not an integer in 0..2^31 − 2.
 * @example In the plane of 2 features every maximal SET-free table has 4 cards
 * ```ts
 * import { countMaximalCapSizes } from "./random_maximal_cap.ts";
 * import { randomStream } from "../common/random.ts";
 * import { deepEqual } from "node:assert/strict";
 * const next = randomStream({ seed: "42", method: "example", n: 2, chunk: 0 });
 * deepEqual(countMaximalCapSizes({ runs: 100, next, features: 2 }), [0, 0, 0, 0, 100]);
 * ```
 */
export function countMaximalCapSizes({ runs, next, features = 4 }: CountMaximalCapSizesOptions): number[] {
  const { size, largestSetFree } = deckOf(features);
  integerIn("runs", runs, 0, 2 ** 31 - 2);
  const work = new MaximalCapWork(size);
  const counts = new Array<number>(largestSetFree + 1).fill(0);
  for (let r = 0; r < runs; r++) counts[work.run(next)]++;
  return counts;
}

// The state of the loop: the deck as the last run left it, the table, and one stamp a card (completes[card] ===
// stamp: the card completes a SET with two cards of the current table).
class MaximalCapWork {
  readonly deck: Uint16Array;
  readonly table: Uint16Array;
  readonly completes: Int32Array;
  stamp = 0;

  constructor(readonly size: number) {
    this.deck = Uint16Array.from({ length: size }, (_, i) => i);
    this.table = new Uint16Array(size);
    this.completes = new Int32Array(size);
  }

  /** One random maximal table into `table`; returns its size. */
  run(next: Int32Source): number {
    const { size, deck, table, completes } = this;
    const third = thirdTable();
    const stamp = ++this.stamp;
    let count = 0;
    for (let k = 0; k < size; k++) {
      // card k is swapped in from a uniform position k..size−1
      const j = k + uniformIndex(next, size - k);
      const card = deck[j];
      deck[j] = deck[k];
      deck[k] = card;
      if (completes[card] === stamp) continue;
      // put it down, and mark the third card of its pair with each card down
      const row = card * MAX_DECK_SIZE;
      for (let i = 0; i < count; i++) completes[third[row + table[i]]] = stamp;
      table[count++] = card;
    }
    return count;
  }
}
