/**
 * The decks the Monte Carlo loops deal from, and the checks they share: the full
 * deck of 81 cards, or a small deck of 27, the ids 0..26. Those are the cards whose
 * last coordinate is 0 (with shading as the last coordinate, the rulebook's 27 solid
 * cards): a 3-dimensional subspace, so the third card of two of them is one of them
 * too, and dealing from them is the same game in three dimensions.
 *
 * @module
 */
import { DECK_SIZE } from "../core/card.ts";

/** The number of cards dealt from: 81 (the deck) or 27 (the small deck, ids 0..26). */
export type DeckSize = 27 | 81;

/** The deck sizes the loops accept. */
export const DECK_SIZES: readonly DeckSize[] = [27, DECK_SIZE];

/**
 * The size of the largest SET-free table (cap) a deck holds: 20 cards of 81 (Pellegrino, 1971)
 * and 9 of 27. Any larger table holds a SET, so P(no SET | n) is exactly 0 for every n above it:
 * callers can skip simulating those sizes. Cost: O(1).
 *
 * @param deckSize 81 or 27.
 * @returns 20 or 9.
 * @throws {RangeError} when deckSize is not 27 or 81.
 * @example No SET-free table of 21 cards
 * ```ts
 * import { largestCapSize } from "./sis.ts";
 * import { equal } from "node:assert/strict";
 * equal(largestCapSize(81), 20);
 * equal(largestCapSize(27), 9);
 * ```
 */
export function largestCapSize(deckSize: number): number {
  return checkDeckSize(deckSize) === DECK_SIZE ? 20 : 9;
}

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
 * throws(() => checkDeckSize(9), /deck size 9 is not 27 or 81/);
 * ```
 */
export function checkDeckSize(deckSize: unknown): DeckSize {
  if (!DECK_SIZES.includes(deckSize as DeckSize)) throw new RangeError(`deck size ${deckSize} is not 27 or 81`);
  return deckSize as DeckSize;
}

/**
 * Throws unless n is a table size 3..deckSize (the loops stop at the first SET, so they need 3 cards).
 *
 * @param n The table size to check.
 * @param deckSize The deck it is dealt from.
 * @throws {RangeError} naming the value and the range, e.g. `table size 82 is not in 3..81`.
 * @example
 * ```ts
 * import { checkTableSize } from "./_deck.ts";
 * import { throws } from "node:assert/strict";
 * checkTableSize(27, 27);
 * throws(() => checkTableSize(28, 27), /table size 28 is not in 3\.\.27/);
 * ```
 */
export function checkTableSize(n: number, deckSize: DeckSize): void {
  if (!Number.isInteger(n) || n < 3 || n > deckSize) throw new RangeError(`table size ${n} is not in 3..${deckSize}`);
}
