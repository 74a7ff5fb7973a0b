/**
 * The decks the Monte Carlo loops deal from, and the argument checks they share: the cards
 * 0..deckSize − 1 for a deck of 3^d cards, d = 2..6 features (9, 27, 81, 243 or 729 cards).
 * The full deck is the 81; the small deck, the ids 0..26, is the cards whose last coordinate
 * is 0 (with shading as the last coordinate, the rulebook's 27 solid cards). Each deck is a
 * subspace of the next, so the third card of two of its cards is one of its cards too, and
 * dealing from it is the same game in d dimensions: one loop and one table of third cards
 * (`thirdTable()`, lib/core/rule.ts) serve them all.
 *
 * @module
 */
import { checkFeatures, FEATURE_COUNTS, type FeatureCount } from "../core/card.ts";
import { integerIn, oneOf } from "../common/check.ts";

/** The number of cards dealt from: 3^d for d = 2..6 features (81 the full deck, 27 the small deck, ids 0..26). */
export type DeckSize = 9 | 27 | 81 | 243 | 729;

// The deck sizes the loops accept.
const DECK_SIZES: readonly DeckSize[] = FEATURE_COUNTS.map((d) => 3 ** d as DeckSize);

/**
 * Throws unless deckSize is 3^d for d = 2..6: the one check of every loop's `deckSize` option.
 *
 * @param deckSize The value to check.
 * @returns The deck size, typed.
 * @throws {RangeError} naming the value.
 * @example
 * ```ts
 * import { checkDeckSize } from "./_deck.ts";
 * import { equal, throws } from "node:assert/strict";
 * equal(checkDeckSize(27), 27);
 * throws(() => checkDeckSize(64), /deck size 64 is not one of 9, 27, 81, 243, 729/);
 * ```
 */
export function checkDeckSize(deckSize: unknown): DeckSize {
  return oneOf("deck size", deckSize, DECK_SIZES);
}

/**
 * The deck of `features` features as the loops name it: its size 3^features.
 *
 * @throws {RangeError} when features is not one of 2..6.
 * @example
 * ```ts
 * import { deckSizeOf, featuresOfDeck } from "./_deck.ts";
 * import { equal } from "node:assert/strict";
 * equal(deckSizeOf(6), 729);
 * equal(featuresOfDeck(243), 5);
 * ```
 */
export function deckSizeOf(features: FeatureCount): DeckSize {
  return 3 ** checkFeatures(features) as DeckSize;
}

/**
 * The number of features of a deck of `deckSize` cards: log3 of it.
 *
 * @throws {RangeError} when deckSize is not 3^d for d = 2..6.
 */
export function featuresOfDeck(deckSize: DeckSize): FeatureCount {
  return FEATURE_COUNTS[DECK_SIZES.indexOf(checkDeckSize(deckSize))];
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
 * silently wrong counts in the TypeScript). The simulations deal 250,000 a call (`CHUNK_TRIALS`, chunks.ts).
 */
export const MAX_CALL_TRIALS = 2 ** 31 - 2;
