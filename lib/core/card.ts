/**
 * The 81 cards of SET as points of (Z3)^4.
 *
 * A card is a number 0..80, its four coordinates in base 3:
 * `id = colour + 3·shape + 9·shading + 27·number`, each coordinate 0, 1 or 2.
 *
 * @module
 */

/** A card: an integer id 0..80, the base-3 digits being its four features. */
export type Card = number;

/** The four coordinates of a card, each 0, 1 or 2: colour, shape, shading, number. */
export type Point = readonly [number, number, number, number];

/** The names of the four features, in coordinate order. */
export const FEATURES = ["colour", "shape", "shading", "number"] as const;

/** One of `"colour" | "shape" | "shading" | "number"`. */
export type Feature = typeof FEATURES[number];

/** The three values of each feature, in coordinate order (value 0, 1, 2). */
export const VALUES = {
  colour: ["red", "green", "purple"],
  shape: ["diamond", "oval", "squiggle"],
  shading: ["solid", "striped", "open"],
  number: [1, 2, 3],
} as const;

/** A card spelled out by its features. */
export interface Features {
  colour: typeof VALUES.colour[number];
  shape: typeof VALUES.shape[number];
  shading: typeof VALUES.shading[number];
  number: typeof VALUES.number[number];
}

/** The number of cards in the deck: 3^4 = 81. */
export const DECK_SIZE = 81;

/** All 81 cards, ids 0..80. */
export const DECK: readonly Card[] = Array.from({ length: DECK_SIZE }, (_, i) => i);

/**
 * Throws unless `card` is an integer id 0..80.
 *
 * @param card The value to check.
 * @returns The card, unchanged.
 * @throws {RangeError} naming the value, e.g. `card id 81 is out of range 0..80`.
 * @example Checking a card id
 * ```ts
 * import { checkCard } from "./card.ts";
 * import { throws } from "node:assert/strict";
 * checkCard(80);
 * throws(() => checkCard(81), /card id 81 is out of range 0\.\.80/);
 * ```
 */
export function checkCard(card: unknown): Card {
  if (typeof card !== "number" || !Number.isInteger(card) || card < 0 || card > 80) {
    throw new RangeError(`card id ${String(card)} is out of range 0..80`);
  }
  return card;
}

/**
 * The four coordinates of a card, each 0, 1 or 2.
 *
 * @param card A card id 0..80.
 * @returns `[colour, shape, shading, number]` as values 0..2.
 * @example Card 79 is 1 + 0·3 + 2·9 + 2·27
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
 * @param point Four values 0..2: colour, shape, shading, number.
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
  if (point.length !== 4 || point.some((x) => x !== 0 && x !== 1 && x !== 2)) {
    throw new RangeError(`point [${point.join(", ")}] is not four coordinates in 0..2`);
  }
  return point[0] + 3 * point[1] + 9 * point[2] + 27 * point[3];
}

/**
 * A card's features by name.
 *
 * @example
 * ```ts
 * import { cardFromFeatures, featuresOf } from "./card.ts";
 * import { deepEqual, equal } from "node:assert/strict";
 * const card = cardFromFeatures({ colour: "red", shape: "oval", shading: "striped", number: 2 });
 * deepEqual(featuresOf(card), { colour: "red", shape: "oval", shading: "striped", number: 2 });
 * ```
 */
export function featuresOf(card: Card): Features {
  const [c, s, h, n] = pointOf(card);
  return {
    colour: VALUES.colour[c],
    shape: VALUES.shape[s],
    shading: VALUES.shading[h],
    number: VALUES.number[n],
  };
}

/**
 * The card with the given features.
 *
 * @throws {RangeError} naming a value that is not one of the feature's three.
 */
export function cardFromFeatures(features: Features): Card {
  const point = FEATURES.map((feature) => {
    const value = features[feature];
    const index = (VALUES[feature] as readonly (string | number)[]).indexOf(value);
    if (index < 0) {
      throw new RangeError(`${feature} ${JSON.stringify(value)} is not one of ${VALUES[feature].join(", ")}`);
    }
    return index;
  });
  return cardOf(point);
}

const NUMBER_WORDS = ["one", "two", "three"];

/**
 * The card as a person says it: number, colour, shading, shape.
 *
 * @example
 * ```ts
 * import { cardName, parseCard } from "./card.ts";
 * import { equal } from "node:assert/strict";
 * equal(cardName(parseCard("2RTO")), "two red striped ovals");
 * equal(cardName(parseCard("1PSD")), "one purple solid diamond");
 * ```
 */
export function cardName(card: Card): string {
  const { colour, shape, shading, number } = featuresOf(card);
  return `${NUMBER_WORDS[number - 1]} ${colour} ${shading} ${shape}${number > 1 ? "s" : ""}`;
}

// The code's letters per feature, by value: number digit, colour, shading, shape.
const CODE_LETTERS = {
  colour: ["R", "G", "P"], // red, green, purple
  shading: ["S", "T", "O"], // solid, sTriped, open
  shape: ["D", "O", "S"], // diamond, oval, squiggle
};

/**
 * A four-character code: number (1-3), colour (R, G, P), shading (S solid,
 * T striped, O open), shape (D diamond, O oval, S squiggle).
 *
 * @example
 * ```ts
 * import { cardCode, cardFromFeatures } from "./card.ts";
 * import { equal } from "node:assert/strict";
 * equal(cardCode(cardFromFeatures({ colour: "green", shape: "squiggle", shading: "open", number: 3 })), "3GOS");
 * ```
 */
export function cardCode(card: Card): string {
  const [c, s, h, n] = pointOf(card);
  return `${n + 1}${CODE_LETTERS.colour[c]}${CODE_LETTERS.shading[h]}${CODE_LETTERS.shape[s]}`;
}

const CODE_PATTERN = /^([123])([RGP])([STO])([DOS])$/;

/**
 * Parses a code made by {@link cardCode} (case-insensitive, surrounding spaces ignored).
 *
 * @throws {SyntaxError} naming the code when it is malformed.
 * @example
 * ```ts
 * import { cardCode, parseCard, DECK } from "./card.ts";
 * import { equal, throws } from "node:assert/strict";
 * for (const card of DECK) equal(parseCard(cardCode(card)), card);
 * throws(() => parseCard("4RSD"), /malformed card code "4RSD"/);
 * ```
 */
export function parseCard(code: string): Card {
  const match = CODE_PATTERN.exec(String(code).trim().toUpperCase());
  if (!match) {
    throw new SyntaxError(
      `malformed card code ${
        JSON.stringify(code)
      }: expected number 1-3, colour R/G/P, shading S/T/O, shape D/O/S, as in "2RTO"`,
    );
  }
  const [, n, c, h, s] = match;
  return cardOf([
    CODE_LETTERS.colour.indexOf(c),
    CODE_LETTERS.shape.indexOf(s),
    CODE_LETTERS.shading.indexOf(h),
    Number(n) - 1,
  ]);
}
