/**
 * Plain Monte Carlo for P(no SET | n): deal uniform tables, count those without a SET.
 *
 * @module
 */
import { DECK_SIZE, MAX_DECK_SIZE } from "../core/card.ts";
import { thirdTable } from "../core/rule.ts";
import { type Int32Source, uniformIndex } from "../common/random.ts";
import { integerIn } from "../common/check.ts";
import { checkDeckSize, checkTableSize, MAX_CALL_TRIALS } from "./_deck.ts";

/** Options of {@link noSetPlain}. */
export interface NoSetPlainOptions {
  /** Cards on each table, 3..deckSize. */
  n: number;
  /** Tables to deal, at most {@link MAX_CALL_TRIALS} (2^31 − 2). */
  trials: number;
  /** The random source, e.g. {@link randomStream}. */
  next: Int32Source;
  /** Cards dealt from: 81 (default), 27 for the small deck (ids 0..26), 3^d for d features (9, 243, 729). */
  deckSize?: number;
}

/**
 * Deals `trials` uniform tables of n cards and counts those holding no SET.
 * Each table is dealt as {@link sampleTable} deals one (partial Fisher–Yates,
 * one {@link uniformIndex} draw a card, exactly uniform), but from the deck as the
 * previous table left it (any starting order gives uniform tables) and only until the
 * first SET: each new card marks the third card of its pair with every card
 * already down, and a card that arrives marked completes a SET. At most
 * C(n,2) look-ups (66 for 12 cards), usually far fewer; no allocation per table
 * (stamps instead of clearing, one per card of the deck). With `trials: 1` it reads exactly
 * the numbers `sampleTable(n, next)` reads for the cards it deals. This is the reference the
 * WebAssembly build (what the simulation runs) is tested against, table for table.
 *
 * @param options The table size, the number of tables, the random source and the deck.
 * @returns The number of tables without a SET.
 * @throws {RangeError} when deckSize is not 3^d for d = 2..6, n is not in 3..deckSize,
 *   or trials is not a non-negative integer, or is above {@link MAX_CALL_TRIALS} (2^31 − 2).
 * @example Three cards hold a SET with probability 1/79 (1/25 from the small deck)
 * ```ts
 * import { noSetPlain } from "./plain.ts";
 * import { randomStream } from "../common/random.ts";
 * import { ok } from "node:assert/strict";
 * const next = randomStream({ seed: "42", method: "example", n: 3, chunk: 0 });
 * const withSet = 79_000 - noSetPlain({ n: 3, trials: 79_000, next });
 * ok(withSet > 850 && withSet < 1150); // 1,000 expected, standard deviation 31
 * const small = 25_000 - noSetPlain({ n: 3, trials: 25_000, next, deckSize: 27 });
 * ok(small > 850 && small < 1150); // 1,000 expected, standard deviation 31
 * ```
 */
export function noSetPlain({ n, trials, next, deckSize = DECK_SIZE }: NoSetPlainOptions): number {
  checkTableSize(n, checkDeckSize(deckSize));
  if (!Number.isInteger(trials) || trials < 0) throw new RangeError(`trials ${trials} is not a non-negative integer`);
  integerIn("trials", trials, 0, MAX_CALL_TRIALS); // the Int32Array stamps would wrap beyond
  return countNoSet(n, trials, next, deckSize);
}

// The hot loop, with plain arguments; _assembly/plain.ts is the same loop in AssemblyScript.
function countNoSet(n: number, trials: number, next: Int32Source, deckSize: number): number {
  const third = thirdTable();
  const deck = Uint16Array.from({ length: deckSize }, (_, i) => i);
  const completes = new Int32Array(deckSize); // completes[card] === stamp: the card would complete a SET
  let noSet = 0;
  for (let stamp = 1; stamp <= trials; stamp++) {
    for (let k = 0;; k++) {
      // card k is swapped in from a uniform position k..deckSize−1
      const j = k + uniformIndex(next, deckSize - k);
      const card = deck[j];
      deck[j] = deck[k];
      deck[k] = card;
      // a marked card completes a pair already down: the table holds a SET
      if (completes[card] === stamp) break;
      if (k === n - 1) {
        noSet++;
        break;
      }
      // mark the third card of the new card with each card down (rows of the table are 729 long whatever the deck)
      const row = card * MAX_DECK_SIZE;
      for (let i = 0; i < k; i++) completes[third[row + deck[i]]] = stamp;
    }
  }
  return noSet;
}
