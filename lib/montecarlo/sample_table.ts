/**
 * Uniform random tables: n distinct cards, every n-set equally likely.
 *
 * @module
 */
import { DECK_SIZE } from "../core/card.ts";
import type { Int32Source } from "../common/random.ts";

// REJECT16[m] = 65536 mod m: 16-bit numbers whose product with m has a low part below it are rejected (Lemire).
const REJECT16 = Int32Array.from({ length: DECK_SIZE + 1 }, (_, m) => (m === 0 ? 0 : 65536 % m));

/**
 * Draws n distinct cards uniformly at random, in the order drawn, by a partial
 * Fisher–Yates shuffle of the deck: card k is swapped in from a uniform position
 * k..80. The position comes from 16 random bits by multiply-and-shift
 * (⌊h·m/2^16⌋ for m = 81 − k positions), rejecting the few h that would bias it
 * (Lemire's method: low part below 2^16 mod m), so every n-set is exactly equally
 * likely. Each 32-bit number from `next` gives two 16-bit halves, low then high:
 * about n/2 calls. The Monte Carlo hot loop ({@link noSetPlain}) draws its tables
 * the same way, number for number.
 *
 * @param n Cards on the table, 0..81.
 * @param next The random source, e.g. {@link randomStream}.
 * @returns The n cards as a new array.
 * @throws {RangeError} when n is not an integer in 0..81.
 * @example
 * ```ts
 * import { sampleTable } from "./sample_table.ts";
 * import { randomStream } from "../common/random.ts";
 * import { equal } from "node:assert/strict";
 * const cards = sampleTable(12, randomStream({ seed: "42", method: "example", n: 12, chunk: 0 }));
 * equal(cards.length, 12);
 * equal(new Set(cards).size, 12);
 * ```
 */
export function sampleTable(n: number, next: Int32Source): Uint8Array {
  if (!Number.isInteger(n) || n < 0 || n > DECK_SIZE) throw new RangeError(`table size ${n} is not in 0..81`);
  const deck = Uint8Array.from({ length: DECK_SIZE }, (_, i) => i);
  let bits = 0;
  let high = false;
  for (let k = 0; k < n; k++) {
    const m = DECK_SIZE - k;
    let product: number;
    do {
      if (high) product = (bits >>> 16) * m;
      else product = ((bits = next()) & 0xffff) * m;
      high = !high;
    } while ((product & 0xffff) < REJECT16[m]);
    const j = k + (product >>> 16);
    const card = deck[j];
    deck[j] = deck[k];
    deck[k] = card;
  }
  return deck.slice(0, n);
}
