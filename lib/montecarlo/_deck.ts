/**
 * The decks the Monte Carlo loops deal from, by their size 3^d, d = 2..6 (each a subspace of the next, so one loop
 * and one table of third cards serve them all), and the argument checks the loops share.
 *
 * @module
 */
import { checkFeatures, FEATURE_COUNTS, type FeatureCount } from "../core/card.ts";
import { integerIn, oneOf } from "../common/check.ts";

/** The number of cards dealt from: 3^d for d = 2..6 features. */
export type DeckSize = 9 | 27 | 81 | 243 | 729;

const DECK_SIZES: readonly DeckSize[] = FEATURE_COUNTS.map((d) => 3 ** d as DeckSize);

/** Throws unless deckSize is 3^d for d = 2..6. */
export function checkDeckSize(deckSize: unknown): DeckSize {
  return oneOf("deck size", deckSize, DECK_SIZES);
}

/** The deck of `features` features as the loops name it, 3^features. */
export function deckSizeOf(features: FeatureCount): DeckSize {
  return 3 ** checkFeatures(features) as DeckSize;
}

/** The number of features of a deck of `deckSize` cards. */
export function featuresOfDeck(deckSize: DeckSize): FeatureCount {
  return FEATURE_COUNTS[DECK_SIZES.indexOf(checkDeckSize(deckSize))];
}

/** Throws unless n is a table size 3..deckSize (the loops stop at the first SET). */
export function checkTableSize(n: number, deckSize: DeckSize): void {
  integerIn("table size", n, 3, deckSize);
}

/** The most tables one call of the plain loop deals, 2^31 − 2: its 32-bit stamps count up to the trials. */
export const MAX_CALL_TRIALS = 2 ** 31 - 2;
