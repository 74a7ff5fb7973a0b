/**
 * The SET rule: three different cards form a SET when every coordinate sums to 0 mod 3, in a deck of any number of
 * features (the ids below 3^d are closed under it, so one table of third cards serves every deck).
 *
 * @module
 */
import { type Card, checkCards, DECK_SIZE, type FeatureCount, FEATURES, featuresOf, MAX_DECK_SIZE } from "./card.ts";
import { ADD, NEG } from "./arithmetic.ts";

/** −(a + b), without checks: what {@link thirdCard} and {@link THIRD} compute. */
function completing(a: Card, b: Card): Card {
  return NEG[ADD[a * DECK_SIZE + b]];
}

/**
 * Whether three different cards form a SET: each coordinate sums to 0 (mod 3), which is "all the same or all
 * different" feature by feature. Cost: one addition per feature.
 *
 * @param options `features`: 2..6, default 4.
 * @throws {RangeError} naming a card id out of range, or a card given twice.
 * @example One, two and three red solid diamonds
 * ```ts
 * import { isSet } from "./rule.ts";
 * import { parseCard } from "./card.ts";
 * import { equal } from "node:assert/strict";
 * equal(isSet(parseCard("RD1F"), parseCard("RD2F"), parseCard("RD3F")), true);
 * equal(isSet(parseCard("RD1F"), parseCard("RD2F"), parseCard("GD3F")), false);
 * equal(isSet(81, 162, 0, { features: 5 }), true); // 1, 2 and 0 in the fifth feature
 * ```
 */
export function isSet(a: Card, b: Card, c: Card, { features = 4 }: { features?: FeatureCount } = {}): boolean {
  checkCards([a, b, c], { name: "SET", features });
  // The sum rule itself, coordinate by coordinate (not via the table, so that the two can check each other).
  const size = 3 ** features;
  for (let weight = 1; weight < size; weight *= 3) {
    const sum = (Math.floor(a / weight) % 3) + (Math.floor(b / weight) % 3) + (Math.floor(c / weight) % 3);
    if (sum % 3 !== 0) return false;
  }
  return true;
}

/**
 * Whether three cards form a SET by the rulebook's words: for each feature, by name, the three values are all the
 * same or all different. The independent check of {@link isSet}'s arithmetic.
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
 * The one card that makes a SET with two different cards `a` and `b`: coordinate by coordinate −(a + b) mod 3.
 *
 * @param options `features`: 2..6, default 4.
 * @throws {RangeError} naming a card id out of range, or a card given twice.
 * @example Two red striped ovals and two green striped ovals need two purple striped ovals
 * ```ts
 * import { thirdCard } from "./rule.ts";
 * import { cardCode, parseCard } from "./card.ts";
 * import { equal } from "node:assert/strict";
 * equal(cardCode(thirdCard(parseCard("RO2T"), parseCard("GO2T"))), "PO2T");
 * equal(thirdCard(81, 162, { features: 5 }), 0);
 * ```
 */
export function thirdCard(a: Card, b: Card, { features = 4 }: { features?: FeatureCount } = {}): Card {
  checkCards([a, b], { name: "pair", features });
  return thirdTable()[a * MAX_DECK_SIZE + b];
}

/**
 * `THIRD[a * 81 + b]` is {@link thirdCard}(a, b) for the full deck, precomputed for the hot loops. The diagonal holds
 * `THIRD[a * 81 + a] = a` (−2a ≡ a), which no pair of different cards reads.
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

let wide: Uint16Array | undefined;

/**
 * `thirdTable()[a * 729 + b]` is {@link thirdCard}(a, b) for any two cards of any deck of up to 6 features (a deck of
 * d features reads the corner a, b < 3^d): the table the Monte Carlo loops and the table scan read. Built on the
 * first call from {@link THIRD} on the four low and the two high digits. Cost: 1 MB, a few milliseconds once.
 *
 * @example Agrees with THIRD on the full deck
 * ```ts
 * import { THIRD, thirdTable } from "./rule.ts";
 * import { equal } from "node:assert/strict";
 * equal(thirdTable()[5 * 729 + 77], THIRD[5 * 81 + 77]);
 * equal(thirdTable()[81 * 729 + 162], 0);
 * ```
 */
export function thirdTable(): Uint16Array {
  if (wide) return wide;
  const table = new Uint16Array(MAX_DECK_SIZE * MAX_DECK_SIZE);
  for (let a = 0; a < MAX_DECK_SIZE; a++) {
    const [aLow, aHigh] = [a % DECK_SIZE, Math.floor(a / DECK_SIZE)];
    for (let b = 0; b < MAX_DECK_SIZE; b++) {
      const [bLow, bHigh] = [b % DECK_SIZE, Math.floor(b / DECK_SIZE)];
      table[a * MAX_DECK_SIZE + b] = THIRD[aLow * DECK_SIZE + bLow] + DECK_SIZE * THIRD[aHigh * DECK_SIZE + bHigh];
    }
  }
  return (wide = table);
}
