/**
 * The decks the Monte Carlo loops deal from, and the argument checks they share: the full
 * deck of 81 cards, or a small deck of 27, the ids 0..26. Those are the cards whose
 * last coordinate is 0 (with shading as the last coordinate, the rulebook's 27 solid
 * cards): a 3-dimensional subspace, so the third card of two of them is one of them
 * too, and dealing from them is the same game in three dimensions.
 *
 * @module
 */
import { DECK_SIZE } from "../core/card.ts";
import { integerIn, oneOf } from "../common/check.ts";

/** The number of cards dealt from: 81 (the deck) or 27 (the small deck, ids 0..26). */
export type DeckSize = 27 | 81;

// The deck sizes the loops accept.
const DECK_SIZES: readonly DeckSize[] = [27, DECK_SIZE];

/**
 * Throws unless deckSize is 27 or 81: the one check of every loop's `deckSize` option.
 *
 * @param deckSize The value to check.
 * @returns The deck size, typed.
 * @throws {RangeError} naming the value.
 * @example
 * ```ts
 * import { checkDeckSize } from "./_deck.ts";
 * import { equal, throws } from "node:assert/strict";
 * equal(checkDeckSize(27), 27);
 * throws(() => checkDeckSize(9), /deck size 9 is not one of 27, 81/);
 * ```
 */
export function checkDeckSize(deckSize: unknown): DeckSize {
  return oneOf("deck size", deckSize, DECK_SIZES);
}

/**
 * Throws unless n is a table size 3..deckSize (the loops stop at the first SET, so they need 3 cards).
 *
 * @param n The table size to check.
 * @param deckSize The deck it is dealt from.
 * @throws {RangeError} naming the value and the range, e.g. `table size 82 is not an integer in 3..81`.
 * @example
 * ```ts
 * import { checkTableSize } from "./_deck.ts";
 * import { throws } from "node:assert/strict";
 * checkTableSize(27, 27);
 * throws(() => checkTableSize(28, 27), /table size 28 is not an integer in 3\.\.27/);
 * ```
 */
export function checkTableSize(n: number, deckSize: DeckSize): void {
  integerIn("table size", n, 3, deckSize);
}

/**
 * The most tables one call of the plain loop deals, 2^31 − 2: its stamps are 32-bit integers
 * counting up to the trial count, and one more would wrap (an endless loop in the WebAssembly,
 * silently wrong counts in the TypeScript). The simulations deal 250,000 a call (`CHUNK_TRIALS`, plan.ts).
 */
export const MAX_CALL_TRIALS = 2 ** 31 - 2;
