/**
 * Plain Monte Carlo for P(no SET | n): deal uniform tables, count those without a SET.
 *
 * @module
 */
import { DECK_SIZE } from "../core/card.ts";
import { THIRD } from "../core/rule.ts";
import type { Int32Source } from "../common/random.ts";

/** Options of {@link noSetPlain}. */
export interface NoSetPlainOptions {
  /** Cards on each table, 3..81. */
  n: number;
  /** Tables to deal. */
  trials: number;
  /** The random source, e.g. {@link randomStream}. */
  next: Int32Source;
}

// REJECT16[m] = 65536 mod m, as in sampleTable: the rejection that makes positions exactly uniform.
const REJECT16 = Int32Array.from({ length: DECK_SIZE + 1 }, (_, m) => (m === 0 ? 0 : 65536 % m));

/**
 * Deals `trials` uniform tables of n cards and counts those holding no SET.
 * Each table is dealt as {@link sampleTable} deals one (partial Fisher–Yates,
 * 16 random bits a card, exactly uniform), but from the deck as the previous
 * table left it (any starting order gives uniform tables) and only until the
 * first SET: each new card marks the third card of its pair with every card
 * already down, and a card that arrives marked completes a SET. At most
 * C(n,2) look-ups (66 for 12 cards), usually far fewer; no allocation per table
 * (stamps instead of clearing). With `trials: 1` it reads exactly the numbers
 * `sampleTable(n, next)` reads for the cards it deals.
 *
 * @returns The number of tables without a SET.
 * @throws {RangeError} when n is not in 3..81 or trials is not a non-negative integer.
 * @example Three cards hold a SET with probability 1/79
 * ```ts
 * import { noSetPlain } from "./plain.ts";
 * import { randomStream } from "../common/random.ts";
 * import { ok } from "node:assert/strict";
 * const next = randomStream({ seed: "42", method: "example", n: 3, chunk: 0 });
 * const withSet = 79_000 - noSetPlain({ n: 3, trials: 79_000, next });
 * ok(withSet > 850 && withSet < 1150); // 1,000 expected, standard deviation 31
 * ```
 */
export function noSetPlain({ n, trials, next }: NoSetPlainOptions): number {
  if (!Number.isInteger(n) || n < 3 || n > DECK_SIZE) throw new RangeError(`table size ${n} is not in 3..81`);
  if (!Number.isInteger(trials) || trials < 0) throw new RangeError(`trials ${trials} is not a non-negative integer`);
  return countNoSet(n, trials, next);
}

// The hot loop, with plain arguments.
function countNoSet(n: number, trials: number, next: Int32Source): number {
  const deck = Uint8Array.from({ length: DECK_SIZE }, (_, i) => i);
  const completes = new Int32Array(DECK_SIZE); // completes[card] === stamp: the card would complete a SET
  const cards = DECK_SIZE; // a local: imported bindings are not constant-folded in the hot loop
  let bits = 0;
  let half = 0; // 0: the next 16 bits are the low half of a new number; 1: the high half of `bits`
  let noSet = 0;
  for (let stamp = 1; stamp <= trials; stamp++) {
    let k = 0;
    let found = false;
    while (k < n) {
      const m = cards - k;
      let j: number;
      for (;;) {
        let h: number;
        if (half === 0) {
          bits = next();
          h = bits & 0xffff;
          half = 1;
        } else {
          h = bits >>> 16;
          half = 0;
        }
        const product = h * m;
        if ((product & 0xffff) >= REJECT16[m]) {
          j = k + (product >>> 16);
          break;
        }
      }
      const card = deck[j];
      deck[j] = deck[k];
      deck[k] = card;
      if (completes[card] === stamp) {
        found = true;
        break;
      }
      const row = card * cards;
      for (let i = 0; i < k; i++) completes[THIRD[row + deck[i]]] = stamp;
      k++;
    }
    if (!found) noSet++;
  }
  return noSet;
}
