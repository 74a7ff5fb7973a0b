/**
 * Maximal SET-free tables: tables without a SET to which no other card of the deck can be added without making one.
 *
 * @module
 */
import { type Card, checkCards, DECK_SIZE, deckOf, type FeatureCount } from "./card.ts";
import { THIRD } from "./rule.ts";

/**
 * Whether a table holds no SET and every other card of the deck completes a SET with two of its cards. Cost:
 * C(n, 2) reads of the third-card table and one pass over the deck.
 *
 * @param options `features`: 4 (default) or 3 (the small deck).
 * @throws {RangeError} naming a card id out of range or a card given twice.
 * @example A SET-free pair can always grow; the largest SET-free tables, of 20 cards, cannot
 * ```ts
 * import { isMaximalSetFree } from "./maximal_set_free.ts";
 * import { findSetFreeTable } from "../exact/set_free_table.ts";
 * import { equal } from "node:assert/strict";
 * equal(isMaximalSetFree([0, 1]), false);
 * equal(isMaximalSetFree(findSetFreeTable(20)!), true);
 * equal(isMaximalSetFree([0, 1, 2]), false); // a SET
 * ```
 */
export function isMaximalSetFree(cards: readonly Card[], { features = 4 }: { features?: FeatureCount } = {}): boolean {
  const deck = deckOf(features);
  checkCards(cards, { name: "table", features });
  const onTable = new Uint8Array(DECK_SIZE);
  const completing = new Uint8Array(DECK_SIZE);
  for (const card of cards) onTable[card] = 1;
  for (let i = 0; i < cards.length; i++) {
    for (let j = i + 1; j < cards.length; j++) {
      const third = THIRD[cards[i] * DECK_SIZE + cards[j]];
      if (onTable[third]) return false;
      completing[third] = 1;
    }
  }
  return deck.cards.every((card) => onTable[card] === 1 || completing[card] === 1);
}
