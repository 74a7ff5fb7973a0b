/**
 * All SETs of the deck, found two independent ways.
 *
 * @module
 */
import { type Card, checkCard, DECK_SIZE } from "./card.ts";
import { isSet, THIRD } from "./rule.ts";

/** A SET as its three cards in increasing order. */
export type Triple = [Card, Card, Card];

/**
 * Every SET of the deck by the exhaustive method: test all C(81,3) = 85,320 triples
 * with {@link isSet}. Slow and obviously right: kept as the regression check.
 *
 * @returns The 1,080 SETs, each as increasing ids, in lexicographic order.
 * @example
 * ```ts
 * import { setsByTriples } from "./deck_sets.ts";
 * import { equal } from "node:assert/strict";
 * equal(setsByTriples().length, 1080);
 * ```
 */
export function setsByTriples(): Triple[] {
  const sets: Triple[] = [];
  for (let a = 0; a < DECK_SIZE; a++) {
    for (let b = a + 1; b < DECK_SIZE; b++) {
      for (let c = b + 1; c < DECK_SIZE; c++) if (isSet(a, b, c)) sets.push([a, b, c]);
    }
  }
  return sets;
}

/**
 * Every SET of the deck by pair completion: each of the C(81,2) = 3,240 pairs
 * determines its third card, and each SET is met once per pair in it, so it is
 * kept only when the pair is its two smallest cards (3,240 / 3 = 1,080).
 *
 * @returns The 1,080 SETs in the same order as {@link setsByTriples}.
 * @example
 * ```ts
 * import { setsByPairs, setsByTriples } from "./deck_sets.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(setsByPairs(), setsByTriples());
 * ```
 */
export function setsByPairs(): Triple[] {
  const sets: Triple[] = [];
  for (let a = 0; a < DECK_SIZE; a++) {
    for (let b = a + 1; b < DECK_SIZE; b++) {
      const c = THIRD[a * DECK_SIZE + b];
      if (c > b) sets.push([a, b, c]);
    }
  }
  return sets;
}

/**
 * The SETs containing a card: one per other card paired with it, 80 / 2 = 40.
 *
 * @example
 * ```ts
 * import { setsThroughCard } from "./deck_sets.ts";
 * import { equal } from "node:assert/strict";
 * equal(setsThroughCard(0).length, 40);
 * ```
 */
export function setsThroughCard(card: Card): Triple[] {
  checkCard(card);
  const sets: Triple[] = [];
  for (let other = 0; other < DECK_SIZE; other++) {
    const third = THIRD[card * DECK_SIZE + other];
    if (other !== card && other < third) sets.push([card, other, third].sort((x, y) => x - y) as Triple);
  }
  return sets;
}

/**
 * The SETs containing two given distinct cards: always exactly one.
 *
 * @throws {RangeError} when the cards are equal or out of range.
 */
export function setsThroughPair(a: Card, b: Card): Triple[] {
  checkCard(a), checkCard(b);
  if (a === b) throw new RangeError(`a pair needs two different cards, got ${a} twice`);
  return setsThroughCard(a).filter((set) => set.includes(b));
}
