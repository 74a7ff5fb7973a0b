/**
 * The SET rule: three different cards form a SET when every coordinate sums to 0 mod 3, in a deck of any number of
 * features; the check that it is the rulebook's rule; and all SETs of a deck, 3^d(3^d − 1)/6, found two ways.
 *
 * @module
 */
import {
  type Card,
  checkCard,
  checkCards,
  DECK_SIZE,
  deckOf,
  type DeckOptions,
  FEATURES,
  featuresOf,
  MAX_DECK_SIZE,
} from "./card.ts";
import { ADD, NEG } from "./arithmetic.ts";

/**
 * Whether three different cards (of a deck of `features`, default 4) form a SET: each coordinate sums to 0 (mod 3).
 *
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
export function isSet(a: Card, b: Card, c: Card, { features = 4 }: DeckOptions = {}): boolean {
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
 * Whether three cards are a SET by the rulebook's words (each feature all same or all different): checks {@link isSet}.
 *
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
 * @example Two red striped ovals and two green striped ovals need two purple striped ovals
 * ```ts
 * import { thirdCard } from "./rule.ts";
 * import { cardCode, parseCard } from "./card.ts";
 * import { equal } from "node:assert/strict";
 * equal(cardCode(thirdCard(parseCard("RO2T"), parseCard("GO2T"))), "PO2T");
 * equal(thirdCard(81, 162, { features: 5 }), 0);
 * ```
 */
export function thirdCard(a: Card, b: Card, { features = 4 }: DeckOptions = {}): Card {
  checkCards([a, b], { name: "pair", features });
  return thirdTable()[a * MAX_DECK_SIZE + b];
}

/**
 * `THIRD[a * 81 + b]` is {@link thirdCard}(a, b) for the full deck, for the hot loops (`THIRD[a * 81 + a]` is a).
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
    for (let b = 0; b < DECK_SIZE; b++) table[a * DECK_SIZE + b] = NEG[ADD[a * DECK_SIZE + b]];
  }
  return table;
})();

let wide: Uint16Array | undefined;

/**
 * `thirdTable()[a * 729 + b]` is {@link thirdCard}(a, b) for any deck of up to 6 features, built once (1 MB).
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

/**
 * Compares {@link isSetByFeatures} with {@link isSet} on all C(81, 3) triples: how many, how many agree, SETs by each.
 *
 * @example
 * ```ts
 * import { ruleAgreement } from "./rule.ts";
 * import { equal } from "node:assert/strict";
 * const { triples, agree, setsByRule } = ruleAgreement();
 * equal(agree, triples);
 * equal(setsByRule, 1080);
 * ```
 */
export function ruleAgreement(): { triples: number; agree: number; setsByRule: number; setsByFeatures: number } {
  const result = { triples: 0, agree: 0, setsByRule: 0, setsByFeatures: 0 };
  for (let a = 0; a < DECK_SIZE; a++) {
    for (let b = a + 1; b < DECK_SIZE; b++) {
      for (let c = b + 1; c < DECK_SIZE; c++) {
        const byRule = isSet(a, b, c), byFeatures = isSetByFeatures(a, b, c);
        result.triples++;
        if (byRule === byFeatures) result.agree++;
        if (byRule) result.setsByRule++;
        if (byFeatures) result.setsByFeatures++;
      }
    }
  }
  return result;
}

/** A SET as its three cards in increasing order. */
export type Triple = [Card, Card, Card];

/**
 * Every SET of the deck as increasing ids in lexicographic order, by testing all C(3^d, 3) triples: slow, sure.
 *
 * @example
 * ```ts
 * import { setsByTriples } from "./rule.ts";
 * import { equal } from "node:assert/strict";
 * equal(setsByTriples().length, 1080);
 * ```
 */
export function setsByTriples({ features = 4 }: DeckOptions = {}): Triple[] {
  const size = deckOf(features).size;
  const sets: Triple[] = [];
  for (let a = 0; a < size; a++) {
    for (let b = a + 1; b < size; b++) {
      for (let c = b + 1; c < size; c++) if (isSet(a, b, c, { features })) sets.push([a, b, c]);
    }
  }
  return sets;
}

/**
 * Every SET of the deck in the order of {@link setsByTriples}, by completing each pair (kept from its two smallest).
 *
 * @example
 * ```ts
 * import { setsByPairs, setsByTriples } from "./rule.ts";
 * import { deepEqual, equal } from "node:assert/strict";
 * deepEqual(setsByPairs(), setsByTriples());
 * equal(setsByPairs({ features: 6 }).length, (729 * 728) / 6);
 * ```
 */
export function setsByPairs({ features = 4 }: DeckOptions = {}): Triple[] {
  const size = deckOf(features).size;
  const third = thirdTable();
  const sets: Triple[] = [];
  for (let a = 0; a < size; a++) {
    for (let b = a + 1; b < size; b++) {
      const c = third[a * MAX_DECK_SIZE + b];
      if (c > b) sets.push([a, b, c]);
    }
  }
  return sets;
}

/**
 * The SETs containing a card: one per other card paired with it, 80 / 2 = 40 ((3^d − 1)/2 with d features).
 *
 * @example
 * ```ts
 * import { setsThroughCard } from "./rule.ts";
 * import { equal } from "node:assert/strict";
 * equal(setsThroughCard(0).length, 40);
 * ```
 */
export function setsThroughCard(card: Card, { features = 4 }: DeckOptions = {}): Triple[] {
  checkCard(card, { features });
  const size = deckOf(features).size;
  const table = thirdTable();
  const sets: Triple[] = [];
  for (let other = 0; other < size; other++) {
    const third = table[card * MAX_DECK_SIZE + other];
    if (other !== card && other < third) sets.push([card, other, third].sort((x, y) => x - y) as Triple);
  }
  return sets;
}
