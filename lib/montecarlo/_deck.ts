/**
 * The decks the Monte Carlo loops deal from, by their size 3^d, d = 2..6 (the full deck is 81, the small deck the ids
 * 0..26), and the argument checks the loops share. Each deck is a subspace of the next, so one loop and one table of
 * third cards (`thirdTable()`, lib/core/rule.ts) serve them all.
 *
 * @module
 */
import { checkFeatures, FEATURE_COUNTS, type FeatureCount } from "../core/card.ts";
import { integerIn, oneOf } from "../common/check.ts";

/** The number of cards dealt from: 3^d for d = 2..6 features. */
export type DeckSize = 9 | 27 | 81 | 243 | 729;

// The deck sizes the loops accept.
const DECK_SIZES: readonly DeckSize[] = FEATURE_COUNTS.map((d) => 3 ** d as DeckSize);

/** Throws unless deckSize is 3^d for d = 2..6, naming the value. */
export function checkDeckSize(deckSize: unknown): DeckSize {
  return oneOf("deck size", deckSize, DECK_SIZES);
}

/** The deck of `features` features as the loops name it: 3^features. */
export function deckSizeOf(features: FeatureCount): DeckSize {
  return 3 ** checkFeatures(features) as DeckSize;
}

/** The number of features of a deck of `deckSize` cards. */
export function featuresOfDeck(deckSize: DeckSize): FeatureCount {
  return FEATURE_COUNTS[DECK_SIZES.indexOf(checkDeckSize(deckSize))];
}

/** Throws unless n is a table size 3..deckSize (the loops stop at the first SET, so they need 3 cards). */
export function checkTableSize(n: number, deckSize: DeckSize): void {
  integerIn("table size", n, 3, deckSize);
}

/**
 * The most tables one call of the plain loop deals, 2^31 − 2: its stamps are 32-bit integers counting up to the trial
 * count. The simulations deal 250,000 a call (`CHUNK_TRIALS`, chunks.ts).
 */
export const MAX_CALL_TRIALS = 2 ** 31 - 2;
