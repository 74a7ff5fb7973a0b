/**
 * The cards of SET as points of (Z3)^d: the id `colour + 3·shape + 9·number + 27·shading`, each feature 0..2. The
 * decks of d = 2..6 features are the ids 0..3^d − 1 and nest; the small deck is the 27 solid cards. A code spells the
 * features: colour R G P, shape D O S, number 1 2 3, shading F (filled) T (striped) E (empty): "RO2T" is two red
 * striped ovals. Cards of 5 and 6 features are written as vectors.
 *
 * @module
 */
import { arrayLike, integerIn, oneOf, shown } from "../common/check.ts";

/** A card: an integer id, the base-3 digits being its features (0..80 in the full deck, 0..3^d − 1 with d features). */
export type Card = number;

/** The four coordinates of a card, each 0, 1 or 2: colour, shape, number, shading. */
export type Point = readonly [number, number, number, number];

/** The names of the four features, in coordinate order. */
export const FEATURES = ["colour", "shape", "number", "shading"] as const;

/** One of `"colour" | "shape" | "number" | "shading"`. */
export type Feature = typeof FEATURES[number];

/** The three values of each feature, in coordinate order (value 0, 1, 2). */
export const VALUES = {
  colour: ["red", "green", "purple"],
  shape: ["diamond", "oval", "squiggle"],
  number: [1, 2, 3],
  shading: ["solid", "striped", "open"],
} as const;

/** A card spelled out by its features. */
type CardFeatures = { [F in Feature]: typeof VALUES[F][number] };

/** How many features a deck has, d = 2..6: its cards are the 3^d points of (Z3)^d, 9 to 729 of them. */
export type FeatureCount = 2 | 3 | 4 | 5 | 6;

/** The deck a function works in: `features` 2..6, default 4. */
export type DeckOptions = { features?: FeatureCount };

/** Every deck size in features, 2..6. */
export const FEATURE_COUNTS: readonly FeatureCount[] = [2, 3, 4, 5, 6];

/** The two decks SET is played with (the games, exact counts and classes are made for these). */
export type GameFeatureCount = 3 | 4;

/** The two decks SET is played with, as {@link checkFeatures} takes them: 4 and 3. */
export const GAME_FEATURE_COUNTS: readonly GameFeatureCount[] = [4, 3];

/** Cards in the largest deck, 3^6 = 729: the stride of the rows of `thirdTable()` (rule.ts). */
export const MAX_DECK_SIZE = 729;

/** A deck: its features, its 3^features cards (ids 0..size − 1), its name, and its largest SET-free table. */
export interface Deck {
  features: FeatureCount;
  size: number;
  cards: readonly Card[];
  name: string;
  /** 4, 9, 20, 45, 112 cards for 2..6 features (OEIS A090245; sources in lib/data/references.ts). */
  largestSetFree: number;
}

const DECKS = Object.fromEntries(
  FEATURE_COUNTS.map((features, i) => [
    features,
    Object.freeze({
      features,
      size: 3 ** features,
      cards: Object.freeze(Array.from({ length: 3 ** features }, (_, i) => i)),
      name: features === 4
        ? "the full deck"
        : features === 3
        ? "the small deck (the 27 solid cards)"
        : `the deck of ${features} features (${3 ** features} cards)`,
      largestSetFree: [4, 9, 20, 45, 112][i],
    }),
  ]),
) as Record<FeatureCount, Deck>;

/**
 * Throws unless `features` is one of `among` (default any deck, 2..6); returns it, so typed.
 *
 * @example
 * ```ts
 * import { checkFeatures, GAME_FEATURE_COUNTS } from "./card.ts";
 * import { equal, throws } from "node:assert/strict";
 * equal(checkFeatures(6), 6);
 * throws(() => checkFeatures(5, GAME_FEATURE_COUNTS), /^RangeError: features 5 is not one of 3, 4$/);
 * ```
 */
export function checkFeatures<F extends FeatureCount = FeatureCount>(
  features: unknown,
  among: readonly F[] = FEATURE_COUNTS as readonly F[],
): F {
  if ((among as readonly unknown[]).includes(features)) return features as F;
  return oneOf("features", features, [...among].sort((a, b) => a - b));
}

/**
 * The deck with `features` features (default 4: the 81 cards).
 *
 * @example
 * ```ts
 * import { deckOf } from "./card.ts";
 * import { equal } from "node:assert/strict";
 * equal(deckOf(4).size, 81);
 * equal(deckOf(3).cards.at(-1), 26);
 * equal(deckOf(5).largestSetFree, 45);
 * ```
 */
export function deckOf(features: FeatureCount = 4): Deck {
  return DECKS[checkFeatures(features)];
}

/** The number of cards in the full deck: 3^4 = 81. */
export const DECK_SIZE = 81;

/** All 81 cards, ids 0..80. */
export const DECK: readonly Card[] = DECKS[4].cards;

/**
 * Throws unless `card` is an id of the deck (0..80, or 0..3^d − 1 with `features` d); returns it.
 *
 * @example
 * ```ts
 * import { checkCard } from "./card.ts";
 * import { throws } from "node:assert/strict";
 * checkCard(80);
 * throws(() => checkCard(27, { features: 3 }), /card id 27 is not an integer in 0\.\.26/);
 * ```
 */
export function checkCard(card: unknown, { features = 4 }: DeckOptions = {}): Card {
  return integerIn("card id", card, 0, deckOf(features).size - 1);
}

/**
 * The coordinates of a card, each 0, 1 or 2, feature 0 first: four, or d with `features` d.
 *
 * @example Card 79 is 1 + 2·3 + 2·9 + 2·27: green, squiggle, three, open
 * ```ts
 * import { pointOf } from "./card.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(pointOf(79), [1, 2, 2, 2]);
 * deepEqual(pointOf(79, { features: 6 }), [1, 2, 2, 2, 0, 0]);
 * ```
 */
export function pointOf(card: Card): Point;
export function pointOf(card: Card, options: DeckOptions): readonly number[];
export function pointOf(card: Card, { features = 4 }: DeckOptions = {}): readonly number[] {
  checkCard(card, { features });
  return Array.from({ length: features }, (_, i) => Math.floor(card / 3 ** i) % 3);
}

function cardOf(point: readonly number[]): Card {
  return point.reduce((id, x, i) => id + x * 3 ** i, 0);
}

/**
 * A card in vector notation, the notation of the decks without names: its d coordinates as digits, feature 0 first.
 *
 * @example
 * ```ts
 * import { vectorCode } from "./card.ts";
 * import { equal } from "node:assert/strict";
 * equal(vectorCode(79), "1222");
 * equal(vectorCode(79, { features: 6 }), "122200");
 * ```
 */
export function vectorCode(card: Card, { features = 4 }: DeckOptions = {}): string {
  return pointOf(card, { features }).join("");
}

/**
 * Parses a {@link vectorCode}: 2 to 6 digits 0..2 (as many as features), surrounding spaces ignored.
 *
 * @example
 * ```ts
 * import { parseVectorCode } from "./card.ts";
 * import { equal, throws } from "node:assert/strict";
 * equal(parseVectorCode(" 122200 "), 79);
 * throws(() => parseVectorCode("0123"), /malformed vector code "0123"/);
 * ```
 */
export function parseVectorCode(code: string): Card {
  const digits = String(code).trim();
  if (!/^[012]{2,6}$/.test(digits)) {
    throw new SyntaxError(
      `malformed vector code ${shown(code)}: expected 2 to 6 digits 0, 1 or 2, feature 0 first, as in "0120"`,
    );
  }
  return cardOf([...digits].map(Number));
}

/**
 * How a card is written: its {@link cardCode} in the decks SET is played with (4 and 3 features), else its vector.
 *
 * @example
 * ```ts
 * import { cardLabel } from "./card.ts";
 * import { equal } from "node:assert/strict";
 * equal(cardLabel(79), "GS3E");
 * equal(cardLabel(79, { features: 5 }), "12220");
 * ```
 */
export function cardLabel(card: Card, { features = 4 }: DeckOptions = {}): string {
  checkCard(card, { features });
  return features === 3 || features === 4 ? cardCode(card) : vectorCode(card, { features });
}

/**
 * A card's features by name.
 *
 * @example
 * ```ts
 * import { featuresOf } from "./card.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(featuresOf(79), { colour: "green", shape: "squiggle", number: 3, shading: "open" });
 * ```
 */
export function featuresOf(card: Card): CardFeatures {
  const [c, s, n, h] = pointOf(card);
  return { colour: VALUES.colour[c], shape: VALUES.shape[s], number: VALUES.number[n], shading: VALUES.shading[h] };
}

const NUMBER_WORDS = ["one", "two", "three"];

/**
 * The card as a person says it in English: number, colour, shading, shape.
 *
 * @example
 * ```ts
 * import { cardName, parseCard } from "./card.ts";
 * import { equal } from "node:assert/strict";
 * equal(cardName(parseCard("RO2T")), "two red striped ovals");
 * equal(cardName(parseCard("PD1F")), "one purple solid diamond");
 * ```
 */
export function cardName(card: Card): string {
  const { colour, shape, number, shading } = featuresOf(card);
  return `${NUMBER_WORDS[number - 1]} ${colour} ${shading} ${shape}${number > 1 ? "s" : ""}`;
}

const CODE_SYMBOLS = { colour: "RGP", shape: "DOS", number: "123", shading: "FTE" };

/**
 * A card's four-symbol code, features in coordinate order.
 *
 * @example
 * ```ts
 * import { cardCode } from "./card.ts";
 * import { equal } from "node:assert/strict";
 * equal(cardCode(79), "GS3E");
 * ```
 */
export function cardCode(card: Card): string {
  return pointOf(card).map((value, i) => CODE_SYMBOLS[FEATURES[i]][value]).join("");
}

const SYMBOL_FEATURE = new Map<string, [number, number]>(
  FEATURES.flatMap((feature, i) => [...CODE_SYMBOLS[feature]].map((symbol, value) => [symbol, [i, value]] as const)),
);

/**
 * Parses a {@link cardCode}: one symbol for each feature, in any order, case-insensitive, spaces around ignored.
 *
 * @example
 * ```ts
 * import { cardCode, parseCard, DECK } from "./card.ts";
 * import { equal, throws } from "node:assert/strict";
 * for (const card of DECK) equal(parseCard(cardCode(card)), card);
 * equal(parseCard("2rto"), parseCard("RO2T"));
 * throws(() => parseCard("RO4T"), /malformed card code "RO4T"/);
 * ```
 */
export function parseCard(code: string): Card {
  const symbols = [...String(code).trim().toUpperCase()];
  const point = [-1, -1, -1, -1];
  for (const symbol of symbols) {
    const found = SYMBOL_FEATURE.get(symbol); // four known symbols leave no feature unset only if no two share one
    if (found) point[found[0]] = found[1];
  }
  if (symbols.length !== 4 || point.includes(-1)) {
    throw new SyntaxError(
      `malformed card code ${shown(code)}: expected one symbol for each feature, colour R/G/P, shape D/O/S, ` +
        `number 1/2/3, shading F/T/E (filled, striped, empty), as in "RO2T"`,
    );
  }
  return cardOf(point);
}

// checkCards' record of the cards met: SEEN[card] === mark when the current call has met the card (no clearing).
const SEEN = new Int32Array(MAX_DECK_SIZE);
let mark = 0;

/**
 * Throws unless `cards` is an array of distinct ids of the deck (default 4 features), naming it `name` (default
 * `"table"`); returns the cards.
 *
 * @example
 * ```ts
 * import { checkCards } from "./card.ts";
 * import { throws } from "node:assert/strict";
 * throws(() => checkCards([3, 7, 3]), /card 3 appears twice on the table/);
 * ```
 */
export function checkCards(
  cards: ArrayLike<Card>,
  { name = "table", features = 4 }: { name?: string } & DeckOptions = {},
): ArrayLike<Card> {
  arrayLike(name, cards);
  const last = deckOf(features).size - 1;
  if (mark === 2 ** 31 - 1) {
    SEEN.fill(0);
    mark = 0;
  }
  mark++;
  for (let i = 0; i < cards.length; i++) {
    const card = integerIn("card id", cards[i], 0, last);
    if (SEEN[card] === mark) throw new RangeError(`card ${card} appears twice on the ${name}`);
    SEEN[card] = mark;
  }
  return cards;
}
