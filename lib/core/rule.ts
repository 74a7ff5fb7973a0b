/**
 * The SET rule: three different cards form a SET when every coordinate sums to 0 mod 3.
 *
 * @module
 */
import { type Card, checkCards, DECK_SIZE, FEATURES, featuresOf } from "./card.ts";
import { ADD, NEG } from "./arithmetic.ts";

/** −(a + b), without checks: what {@link thirdCard} and {@link THIRD} compute. */
function completing(a: Card, b: Card): Card {
  return NEG[ADD[a * DECK_SIZE + b]];
}

/**
 * Whether three cards form a SET: each of the four coordinates sums to 0 (mod 3),
 * which is the same as "all the same or all different" feature by feature.
 *
 * @param a A card id 0..80; likewise `b` and `c`, all three different.
 * @returns `true` when (a, b, c) is a SET. Cost: four additions.
 * @throws {RangeError} naming a card id out of range, or a card given twice.
 * @example One, two and three red solid diamonds
 * ```ts
 * import { isSet } from "./rule.ts";
 * import { parseCard } from "./card.ts";
 * import { equal } from "node:assert/strict";
 * equal(isSet(parseCard("RD1F"), parseCard("RD2F"), parseCard("RD3F")), true);
 * equal(isSet(parseCard("RD1F"), parseCard("RD2F"), parseCard("GD3F")), false);
 * ```
 */
export function isSet(a: Card, b: Card, c: Card): boolean {
  checkCards([a, b, c], { name: "SET" });
  // The sum rule itself, coordinate by coordinate (not via completing(), so that the two can check each other).
  for (let weight = 1; weight < DECK_SIZE; weight *= 3) {
    const sum = (Math.floor(a / weight) % 3) + (Math.floor(b / weight) % 3) + (Math.floor(c / weight) % 3);
    if (sum % 3 !== 0) return false;
  }
  return true;
}

/**
 * Whether three cards form a SET by the rulebook's words: for each feature, by name, the three
 * values are all the same or all different. The independent check of {@link isSet}'s
 * arithmetic: notebook 1 compares the two on every triple of the deck.
 *
 * @throws {RangeError} naming a card id out of range, or a card given twice.
 * @example Two red and one purple: not a SET (the rulebook's own example)
 * ```ts
 * import { isSetByFeatures } from "./rule.ts";
 * import { parseCard } from "./card.ts";
 * import { equal } from "node:assert/strict";
 * equal(isSetByFeatures(parseCard("RD1F"), parseCard("RO2T"), parseCard("PS3E")), false);
 * equal(isSetByFeatures(parseCard("RD1F"), parseCard("GO2T"), parseCard("PS3E")), true);
 * ```
 */
export function isSetByFeatures(a: Card, b: Card, c: Card): boolean {
  checkCards([a, b, c], { name: "SET" });
  const [x, y, z] = [featuresOf(a), featuresOf(b), featuresOf(c)];
  return FEATURES.every((feature) => new Set([x[feature], y[feature], z[feature]]).size !== 2);
}

/**
 * The one card that makes a SET with `a` and `b`: coordinate by coordinate −(a+b) mod 3.
 *
 * @returns The completing card, different from both.
 * @throws {RangeError} naming a card id out of range, or a card given twice (a pair is two different cards).
 * @example Two red striped ovals and two green striped ovals need two purple striped ovals
 * ```ts
 * import { thirdCard } from "./rule.ts";
 * import { cardCode, parseCard } from "./card.ts";
 * import { equal } from "node:assert/strict";
 * equal(cardCode(thirdCard(parseCard("RO2T"), parseCard("GO2T"))), "PO2T");
 * ```
 */
export function thirdCard(a: Card, b: Card): Card {
  checkCards([a, b], { name: "pair" });
  return completing(a, b);
}

/**
 * `THIRD[a * 81 + b]` is {@link thirdCard}(a, b), precomputed for the hot loops
 * (one array read instead of four digit sums). The diagonal holds `THIRD[a * 81 + a] = a`
 * (−2a ≡ a), which no pair of different cards reads. For two solid cards (ids below 27) it is
 * solid too: the small deck is closed under completion.
 *
 * @example
 * ```ts
 * import { THIRD, thirdCard } from "./rule.ts";
 * import { equal } from "node:assert/strict";
 * equal(THIRD[5 * 81 + 77], thirdCard(5, 77));
 * ```
 */
export const THIRD: Uint8Array = (() => {
  const table = new Uint8Array(DECK_SIZE * DECK_SIZE);
  for (let a = 0; a < DECK_SIZE; a++) {
    for (let b = 0; b < DECK_SIZE; b++) table[a * DECK_SIZE + b] = completing(a, b);
  }
  return table;
})();
