/**
 * Uniform random tables: n distinct cards, every n-set equally likely.
 *
 * @module
 */
import { DECK_SIZE } from "../core/card.ts";
import { deal, type Int32Source } from "../common/random.ts";
import { checkDeckSize } from "./_deck.ts";

/**
 * Draws n distinct cards uniformly at random, in the order drawn: {@link deal} from the deck in
 * order (a partial Fisher–Yates shuffle, one 32-bit word a card, exactly uniform), so every n-set
 * is equally likely; n calls to `next`, nearly always. The Monte Carlo hot loop
 * ({@link noSetPlain}) draws its tables the same way, number for number.
 *
 * @param n Cards on the table, 0..deckSize.
 * @param next The random source, e.g. {@link randomStream}.
 * @param options `deckSize`: 81 (default), 27 for the small deck (ids 0..26), 3^d for d features (9, 243, 729).
 * @returns The n cards as a new array.
 * @throws {RangeError} when deckSize is not 3^d for d = 2..6, or n is not an integer in 0..deckSize.
 * @example
 * ```ts
 * import { sampleTable } from "./sample_table.ts";
 * import { randomStream } from "../common/random.ts";
 * import { equal, ok } from "node:assert/strict";
 * const next = randomStream({ seed: "42", method: "example", n: 12, chunk: 0 });
 * const cards = sampleTable(12, next);
 * equal(cards.length, 12);
 * equal(new Set(cards).size, 12);
 * ok(sampleTable(9, next, { deckSize: 27 }).every((card) => card < 27));
 * ok(sampleTable(100, next, { deckSize: 729 }).every((card) => card < 729));
 * ```
 */
export function sampleTable(
  n: number,
  next: Int32Source,
  { deckSize = DECK_SIZE }: { deckSize?: number } = {},
): Uint16Array {
  checkDeckSize(deckSize);
  if (!Number.isInteger(n) || n < 0 || n > deckSize) throw new RangeError(`table size ${n} is not in 0..${deckSize}`);
  return deal(Uint16Array.from({ length: deckSize }, (_, i) => i), n, next).slice(0, n);
}
