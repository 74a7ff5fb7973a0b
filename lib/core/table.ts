/**
 * SETs on a table by pair completion, in a deck of any number of features: one scan ({@link scanTable}) serves all.
 *
 * @module
 */
import { type Card, checkCards, DECK_SIZE, type DeckOptions, type FeatureCount, MAX_DECK_SIZE } from "./card.ts";
import { arrayLike } from "../common/check.ts";
import { thirdTable, type Triple } from "./rule.ts";

// The four coordinates of every card, flat: POINTS[4 * card + i].
const POINTS = Uint8Array.from({ length: 4 * DECK_SIZE }, (_, k) => Math.floor(k / 4 / 3 ** (k % 4)) % 3);

/** A SET found on a table, as a hint gives it: a pair and the card that completes it. */
export interface Hint {
  pair: [Card, Card];
  third: Card;
}

/**
 * Throws unless `cards` is an array of distinct card ids of the deck (`checkCards`); returns them.
 *
 * @example
 * ```ts
 * import { checkTable } from "./table.ts";
 * import { throws } from "node:assert/strict";
 * throws(() => checkTable([3, 7, 3]), /card 3 appears twice on the table/);
 * ```
 */
export function checkTable(cards: ArrayLike<Card>, { features = 4 }: DeckOptions = {}): ArrayLike<Card> {
  return checkCards(cards, { name: "table", features });
}

/**
 * Writes the first `limit` SETs among the first `n` cards of `table` into `found` as places i < j < k (each from its
 * pair i, j) and returns how many; `slot[card]` is 1 + the card's place, 0 off the table. Cost: ≤ C(n, 2) look-ups.
 *
 * @example Cards 0, 1 and 2 (one solid diamond in each colour) are a SET at places 0, 1, 3
 * ```ts
 * import { scanTable } from "./table.ts";
 * import { deepEqual } from "node:assert/strict";
 * const slot = new Uint8Array(81), found = new Uint8Array(3);
 * [0, 1, 3, 2].forEach((card, place) => (slot[card] = place + 1));
 * deepEqual([scanTable([0, 1, 3, 2], 4, slot, found, 1), ...found], [1, 0, 1, 3]);
 * ```
 */
export function scanTable(
  table: ArrayLike<Card>,
  n: number,
  slot: Uint8Array | Uint16Array,
  found: Uint8Array | Uint16Array,
  limit: number,
): number {
  const third = thirdTable();
  let count = 0;
  for (let i = 0; i < n - 2; i++) {
    const row = table[i] * MAX_DECK_SIZE;
    for (let j = i + 1; j < n - 1; j++) {
      const s = slot[third[row + table[j]]];
      if (s > j + 1 && s <= n) {
        const f = 3 * count;
        found[f] = i;
        found[f + 1] = j;
        found[f + 2] = s - 1;
        if (++count === limit) return count;
      }
    }
  }
  return count;
}

// Buffers the functions below share: places of the cards on the table, and the SETs found (at most C(n, 2) / 3).
const SLOT = new Uint16Array(MAX_DECK_SIZE);
let found = new Uint16Array(3 * 1080);

// Checks the table while marking its cards in SLOT, scans it for up to `limit` SETs into `found`, and clears SLOT.
function scan(cards: ArrayLike<Card>, limit: number, features: FeatureCount): number {
  arrayLike("table", cards);
  const n = cards.length;
  const size = 3 ** features;
  for (let i = 0; i < n; i++) {
    const card = cards[i];
    // An integer 0..size − 1 (a string such as "3" fails the last test) not yet on the table.
    if (!(card >= 0 && card < size && (card | 0) === card) || SLOT[card] !== 0) {
      clearSlots(cards, i);
      checkTable(cards, { features });
    }
    SLOT[card] = i + 1;
  }
  const most = Math.floor((n * (n - 1)) / 6);
  if (3 * Math.min(limit, most) > found.length) found = new Uint16Array(3 * most);
  const count = scanTable(cards, n, SLOT, found, limit);
  clearSlots(cards, n);
  return count;
}

function clearSlots(cards: ArrayLike<Card>, n: number): void {
  for (let i = 0; i < n; i++) SLOT[cards[i]] = 0;
}

/**
 * The first SET on the table in scan order as a hint (its pair in table order and third card), or `undefined`.
 *
 * @example
 * ```ts
 * import { findSet } from "./table.ts";
 * import { parseCard } from "./card.ts";
 * import { deepEqual } from "node:assert/strict";
 * const table = ["RD1F", "GO2T", "RD3F", "RD2F"].map(parseCard);
 * deepEqual(findSet(table), { pair: [table[0], table[2]], third: table[3] });
 * ```
 */
export function findSet(cards: ArrayLike<Card>, { features = 4 }: DeckOptions = {}): Hint | undefined {
  if (scan(cards, 1, features) === 0) return undefined;
  return { pair: [cards[found[0]], cards[found[1]]], third: cards[found[2]] };
}

/**
 * Whether the table holds a SET ({@link findSet} without building the hint).
 *
 * @example
 * ```ts
 * import { hasSet } from "./table.ts";
 * import { equal } from "node:assert/strict";
 * equal(hasSet([0, 1, 2]), true); // one solid diamond in each colour
 * equal(hasSet([0, 1, 3]), false);
 * equal(hasSet([0, 81, 162], { features: 5 }), true); // 0, 1 and 2 in the fifth feature, 0 in the others
 * ```
 */
export function hasSet(cards: ArrayLike<Card>, { features = 4 }: DeckOptions = {}): boolean {
  return scan(cards, 1, features) > 0;
}

/**
 * Every SET on the table, each as increasing ids, in lexicographic order.
 *
 * @example
 * ```ts
 * import { setsOnTable } from "./table.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(setsOnTable([0, 1, 2, 3, 6]), [[0, 1, 2], [0, 3, 6]]);
 * ```
 */
export function setsOnTable(cards: ArrayLike<Card>, { features = 4 }: DeckOptions = {}): Triple[] {
  const count = scan(cards, Infinity, features);
  const sets: Triple[] = [];
  for (let f = 0; f < 3 * count; f += 3) {
    sets.push([cards[found[f]], cards[found[f + 1]], cards[found[f + 2]]].sort((a, b) => a - b) as Triple);
  }
  return sets.sort((x, y) => x[0] - y[0] || x[1] - y[1] || x[2] - y[2]);
}

/**
 * Whether a table of the full deck holds a SET by the naive scan of its C(n, 3) triples, the baseline of the timings.
 *
 * @example
 * ```ts
 * import { hasSet, hasSetByTriples } from "./table.ts";
 * import { equal } from "node:assert/strict";
 * equal(hasSetByTriples([0, 1, 2]), hasSet([0, 1, 2]));
 * equal(hasSetByTriples([0, 1, 3]), false);
 * ```
 */
export function hasSetByTriples(cards: ArrayLike<Card>): boolean {
  checkTable(cards);
  const n = cards.length;
  for (let i = 0; i < n; i++) {
    const a = cards[i] * 4;
    for (let j = i + 1; j < n; j++) {
      const b = cards[j] * 4;
      for (let k = j + 1; k < n; k++) {
        const c = cards[k] * 4;
        if (
          (POINTS[a] + POINTS[b] + POINTS[c]) % 3 === 0 &&
          (POINTS[a + 1] + POINTS[b + 1] + POINTS[c + 1]) % 3 === 0 &&
          (POINTS[a + 2] + POINTS[b + 2] + POINTS[c + 2]) % 3 === 0 &&
          (POINTS[a + 3] + POINTS[b + 3] + POINTS[c + 3]) % 3 === 0
        ) return true;
      }
    }
  }
  return false;
}
