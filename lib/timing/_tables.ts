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
 * The candidates a search checks on a table before it answers, in the order the library's searches scan: for
 * `"triples"` (`hasSetByTriples`) the triples i < j < k up to the first SET; for `"pairs"` (`hasSet`) the pairs i < j up to
 * the first whose third card comes after them. On a SET-free table: C(n, 3) triples and C(n − 1, 2) pairs.
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

/**
 * `count` tables of `n` cards with no SET: prefixes of SET-free sets built greedily from shuffled decks (each card
 * kept unless it completes a SET), retried when a build stops short.
 *
 * @throws {RangeError} when `n` is above 20 (no SET-free table is larger) or no such table turns up.
 */
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
