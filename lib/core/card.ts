/**
 * The cards of SET as points of (Z3)^4, and the rulebook's small deck as (Z3)^3.
 *
 * One feature order everywhere, the article's: **colour, shape, number, shading**. A card is the
 * number `id = colour + 3·shape + 9·number + 27·shading`, each coordinate 0, 1 or 2, so its
 * base-3 digits are its features in that order. The small deck of the rulebook's Easy Start is
 * the 27 solid cards (shading 0): the ids 0..26, the points of (Z3)^3 (colour, shape, number).
 *
 * A card's code spells the four features in the same order with one symbol each, no symbol shared
 * between features: colour **R**ed, **G**reen, **P**urple; shape **D**iamond, **O**val,
 * **S**quiggle; number **1**, **2**, **3**; shading **F**illed (solid), s**T**riped, **E**mpty
 * (open). So "RO2T" is two red striped ovals.
 *
 * @module
 */
import { arrayLike, integerIn, oneOf, shown } from "../common/check.ts";

/** A card: an integer id, the base-3 digits being its features (0..80 in the full deck, 0..26 in the small one). */
export type Card = number;

/** The four coordinates of a card, each 0, 1 or 2: colour, shape, number, shading. */
export type Point = readonly [number, number, number, number];

/** The names of the four features, in coordinate order (the article's order). */
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
export interface CardFeatures {
  colour: typeof VALUES.colour[number];
  shape: typeof VALUES.shape[number];
  number: typeof VALUES.number[number];
  shading: typeof VALUES.shading[number];
}

/** How many features a deck has: 4 (the full deck, 81 cards) or 3 (the small deck, the 27 solid cards). */
export type FeatureCount = 3 | 4;

/** A deck: its number of features, its 3^features cards (ids 0..size − 1) and what it is called. */
export interface Deck {
  features: FeatureCount;
  size: number;
  cards: readonly Card[];
  name: string;
}

const DECKS: Record<FeatureCount, Deck> = {
  4: Object.freeze({
    features: 4,
    size: 81,
    cards: Object.freeze(Array.from({ length: 81 }, (_, i) => i)),
    name: "the full deck",
  }),
  3: Object.freeze({
    features: 3,
    size: 27,
    cards: Object.freeze(Array.from({ length: 27 }, (_, i) => i)),
    name: "the small deck (the 27 solid cards)",
  }),
};

/**
 * Throws unless `features` is 3 or 4.
 *
 * @throws {RangeError} `features 5 is not one of 3, 4`.
 */
export function checkFeatures(features: unknown): FeatureCount {
  return oneOf("features", features, [3, 4] as const);
}

/**
 * The deck with `features` features: 81 cards for 4, the 27 solid cards for 3.
 *
 * @example
 * ```ts
 * import { deckOf } from "./card.ts";
 * import { equal } from "node:assert/strict";
 * equal(deckOf(4).size, 81);
 * equal(deckOf(3).cards.at(-1), 26);
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
 * Throws unless `card` is a card of the deck: an integer id 0..80 (0..26 for the small deck).
 *
 * @param card The value to check.
 * @param options `features`: 4 (default) or 3.
 * @returns The card, unchanged.
 * @throws {RangeError} naming the value, e.g. `card id 81 is not an integer in 0..80`.
 * @example Checking a card id
 * ```ts
 * import { checkCard } from "./card.ts";
 * import { throws } from "node:assert/strict";
 * checkCard(80);
 * throws(() => checkCard(81), /card id 81 is not an integer in 0\.\.80/);
 * throws(() => checkCard(27, { features: 3 }), /card id 27 is not an integer in 0\.\.26/);
 * ```
 */
export function checkCard(card: unknown, { features = 4 }: { features?: FeatureCount } = {}): Card {
  return integerIn("card id", card, 0, deckOf(features).size - 1);
}

/**
 * The four coordinates of a card, each 0, 1 or 2.
 *
 * @param card A card id 0..80.
 * @returns `[colour, shape, number, shading]` as values 0..2.
 * @example Card 79 is 1 + 0·3 + 2·9 + 2·27: green, diamond, three, open
 * ```ts
 * import { pointOf } from "./card.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(pointOf(79), [1, 2, 2, 2]);
 * ```
 */
export function pointOf(card: Card): Point {
  checkCard(card);
  return [card % 3, Math.floor(card / 3) % 3, Math.floor(card / 9) % 3, Math.floor(card / 27)];
}

/**
 * The card with the given coordinates.
 *
 * @param point Four values 0..2: colour, shape, number, shading.
 * @returns The card id 0..80.
 * @throws {RangeError} when a coordinate is not 0, 1 or 2.
 * @example
 * ```ts
 * import { cardOf } from "./card.ts";
 * import { equal } from "node:assert/strict";
 * equal(cardOf([1, 2, 2, 2]), 79);
 * ```
 */
export function cardOf(point: readonly number[]): Card {
  arrayLike("point", point);
  if (point.length !== 4 || point.some((x) => x !== 0 && x !== 1 && x !== 2)) {
    throw new RangeError(`point ${shown(point)} is not four coordinates in 0..2`);
  }
  return point[0] + 3 * point[1] + 9 * point[2] + 27 * point[3];
}

/**
 * A card's features by name.
 *
 * @example
 * ```ts
 * import { cardFromFeatures, featuresOf } from "./card.ts";
 * import { deepEqual } from "node:assert/strict";
 * const card = cardFromFeatures({ colour: "red", shape: "oval", number: 2, shading: "striped" });
 * deepEqual(featuresOf(card), { colour: "red", shape: "oval", number: 2, shading: "striped" });
 * ```
 */
export function featuresOf(card: Card): CardFeatures {
  const [c, s, n, h] = pointOf(card);
  return { colour: VALUES.colour[c], shape: VALUES.shape[s], number: VALUES.number[n], shading: VALUES.shading[h] };
}

/**
 * The card with the given features.
 *
 * @throws {RangeError} naming a value that is not one of the feature's three.
 */
export function cardFromFeatures(features: CardFeatures): Card {
  const point = FEATURES.map((feature) => {
    const value = features[feature];
    const index = (VALUES[feature] as readonly (string | number)[]).indexOf(value);
    if (index < 0) {
      throw new RangeError(`${feature} ${shown(value)} is not one of ${VALUES[feature].join(", ")}`);
    }
    return index;
  });
  return cardOf(point);
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

/** The code's symbol for each value of each feature, in coordinate order. */
export const CODE_SYMBOLS = {
  colour: ["R", "G", "P"], // red, green, purple
  shape: ["D", "O", "S"], // diamond, oval, squiggle
  number: ["1", "2", "3"],
  shading: ["F", "T", "E"], // filled (solid), striped, empty (open)
} as const;

/**
 * A four-symbol code, features in coordinate order: colour (R, G, P), shape (D, O, S),
 * number (1, 2, 3), shading (F filled, T striped, E empty). No symbol is used by two features.
 *
 * @example
 * ```ts
 * import { cardCode, cardFromFeatures } from "./card.ts";
 * import { equal } from "node:assert/strict";
 * equal(cardCode(cardFromFeatures({ colour: "green", shape: "squiggle", number: 3, shading: "open" })), "GS3E");
 * ```
 */
export function cardCode(card: Card): string {
  return pointOf(card).map((value, i) => CODE_SYMBOLS[FEATURES[i]][value]).join("");
}

const SYMBOL_FEATURE = new Map<string, [number, number]>(
  FEATURES.flatMap((feature, i) => CODE_SYMBOLS[feature].map((symbol, value) => [symbol, [i, value]] as const)),
);

/**
 * Parses a code made by {@link cardCode}: one symbol for each feature, case-insensitive,
 * surrounding spaces ignored. Since no symbol is shared, the symbols may come in any order
 * ("2RTO" is "RO2T").
 *
 * @throws {SyntaxError} naming the code when it is malformed.
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
    const [feature, value] = SYMBOL_FEATURE.get(symbol) ?? [-1, -1];
    if (feature < 0 || point[feature] >= 0) {
      point[0] = -1;
      break;
    }
    point[feature] = value;
  }
  if (symbols.length !== 4 || point.includes(-1)) {
    throw new SyntaxError(
      `malformed card code ${shown(code)}: expected one symbol for each feature, colour R/G/P, shape D/O/S, ` +
        `number 1/2/3, shading F/T/E (filled, striped, empty), as in "RO2T"`,
    );
  }
  return cardOf(point);
}

// checkCards' record of the cards met: SEEN[card] === mark when the current call has met the card.
const SEEN = new Int32Array(DECK_SIZE);
const MAX_MARK = 2 ** 31 - 1;
let mark = 0;

/**
 * Throws unless `cards` is a list (array or typed array) of valid, distinct card ids.
 *
 * @param name What the list is, for the message, e.g. `"table"`.
 * @returns The cards, unchanged.
 * @throws {TypeError} when `cards` is not an array (a `Set`, say).
 * @throws {RangeError} naming an id out of range or a card that appears twice.
 * @example
 * ```ts
 * import { checkCards } from "./card.ts";
 * import { throws } from "node:assert/strict";
 * throws(() => checkCards([3, 7, 3]), /card 3 appears twice on the table/);
 * throws(() => checkCards(new Set([0, 1, 2]) as never), /table a Set of 3 is not an array/);
 * ```
 */
export function checkCards(
  cards: ArrayLike<Card>,
  { name = "table", features = 4 }: { name?: string; features?: FeatureCount } = {},
): ArrayLike<Card> {
  arrayLike(name, cards);
  const last = deckOf(features).size - 1;
  // A new mark for this call instead of a fresh or cleared array: no allocation, no second pass.
  if (mark === MAX_MARK) {
    SEEN.fill(0);
    mark = 0;
  }
  mark++;
  for (let i = 0; i < cards.length; i++) {
    const card = integerIn("card id", cards[i], 0, last); // checkCard's message
    if (SEEN[card] === mark) throw new RangeError(`card ${card} appears twice on the ${name}`);
    SEEN[card] = mark;
  }
  return cards;
}
