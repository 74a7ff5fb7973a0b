/**
 * The tables notebook 2 times its searches on, and what the searches check on them.
 *
 * @module
 */
import { type Card, DECK } from "../core/card.ts";
import { isSet, THIRD } from "../core/rule.ts";
import { hasSet } from "../core/table.ts";
import { deal, words } from "../common/random.ts";
import type { SearchMethod } from "./search.ts";

/**
 * The candidates a search checks before it answers, in the library's scan order: the triples up to the first SET
 * (`hasSetByTriples`), or the pairs up to the first whose third card comes after them (`hasSet`).
 */
export function candidatesChecked(cards: readonly Card[], method: SearchMethod): number {
  const n = cards.length;
  let count = 0;
  if (method === "triples") {
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        for (let k = j + 1; k < n; k++) {
          count++;
          if (isSet(cards[i], cards[j], cards[k])) return count;
        }
      }
    }
    return count;
  }
  const place = new Map(cards.map((card, i) => [card, i]));
  for (let i = 0; i < n - 2; i++) {
    for (let j = i + 1; j < n - 1; j++) {
      count++;
      const k = place.get(THIRD[cards[i] * 81 + cards[j]]);
      if (k !== undefined && k > j) return count;
    }
  }
  return count;
}

/** `count` SET-free tables of `n` cards (at most 20), built greedily from shuffled decks, retried if one stops short. */
export function setFreeTables(n: number, count: number, random: () => number): Card[][] {
  if (n > 20) throw new RangeError(`table size ${n} is not an integer in 3..20 (no SET-free table is larger)`);
  const next = words(random), deck = Uint8Array.from(DECK);
  const tables: Card[][] = [];
  for (let tries = 0; tables.length < count; tries++) {
    if (tries > 100 * count) throw new RangeError(`no SET-free table of ${n} cards turned up in ${tries} tries`);
    const kept: Card[] = [];
    for (const card of deal(deck, deck.length - 1, next)) {
      kept.push(card);
      if (hasSet(kept)) kept.pop();
      if (kept.length === n) break;
    }
    if (kept.length === n) tables.push(kept);
  }
  return tables;
}
