/**
 * All SETs of the deck, found two independent ways: 1,080 in the full deck, 3^d(3^d − 1)/6 with d features (each of
 * the C(3^d, 2) pairs is in exactly one SET, which holds three pairs).
 *
 * @module
 */
import { type Card, checkCard, deckOf, type FeatureCount, MAX_DECK_SIZE } from "./card.ts";
import { isSet, thirdTable } from "./rule.ts";

// The deck, 2..6 features, default 4.
type DeckOptions = { features?: FeatureCount };

/** A SET as its three cards in increasing order. */
export type Triple = [Card, Card, Card];

/**
 * Every SET of the deck as increasing ids in lexicographic order, by testing all C(3^d, 3) triples: slow, sure.
 *
 * @example
 * ```ts
 * import { setsByTriples } from "./deck_sets.ts";
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
 * import { setsByPairs, setsByTriples } from "./deck_sets.ts";
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
 * import { setsThroughCard } from "./deck_sets.ts";
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
