/**
 * SETs on a table of n cards: the test a player makes.
 *
 * @module
 */
import { type Card, checkCard, DECK_SIZE } from "./card.ts";
import { THIRD } from "./rule.ts";
import type { Triple } from "./deck_sets.ts";

// The four coordinates of every card, flat: POINTS[4 * card + i].
const POINTS = Uint8Array.from({ length: 4 * DECK_SIZE }, (_, k) => Math.floor(k / 4 / 3 ** (k % 4)) % 3);

/** A SET found on a table, as a hint gives it: a pair and the card that completes it. */
export interface Hint {
  pair: [Card, Card];
  third: Card;
}

/**
 * Throws unless `cards` is a list of valid, distinct card ids.
 *
 * @returns The cards, unchanged.
 * @throws {RangeError} naming an id out of range or a card that appears twice.
 * @example
 * ```ts
 * import { checkTable } from "./table.ts";
 * import { throws } from "node:assert/strict";
 * throws(() => checkTable([3, 7, 3]), /card 3 appears twice on the table/);
 * ```
 */
export function checkTable(cards: readonly Card[]): readonly Card[] {
  markTable(cards);
  return cards;
}

// Membership marks shared by the table functions, so that none allocates: card c is on the
// table being looked at when ON_TABLE[c] === mark. The functions never call out while marking,
// so one array serves them all.
const ON_TABLE = new Int32Array(DECK_SIZE);
let mark = 0;

/** Checks the table (as {@link checkTable}) and marks its cards in ON_TABLE; returns the mark. */
function markTable(cards: readonly Card[]): number {
  if (++mark === 2 ** 31 - 1) {
    ON_TABLE.fill(0);
    mark = 1;
  }
  for (const card of cards) {
    checkCard(card);
    if (ON_TABLE[card] === mark) throw new RangeError(`card ${card} appears twice on the table`);
    ON_TABLE[card] = mark;
  }
  return mark;
}

/**
 * The first SET on the table by pair completion: for each pair (i < j) in table
 * order, look its third card up in a membership array marked from the table.
 * At most C(n,2) look-ups (66 for 12 cards), stopping at the first hit.
 *
 * @returns The hint (pair in table order and its third card), or `undefined` when the table holds no SET.
 * @throws {RangeError} on a malformed table (see {@link checkTable}).
 * @example
 * ```ts
 * import { findSet } from "./table.ts";
 * import { parseCard } from "./card.ts";
 * import { deepEqual } from "node:assert/strict";
 * const table = ["1RSD", "2GTO", "3RSD", "2RSD"].map(parseCard);
 * deepEqual(findSet(table), { pair: [table[0], table[2]], third: table[3] });
 * ```
 */
export function findSet(cards: readonly Card[]): Hint | undefined {
  const onTable = markTable(cards);
  for (let i = 0; i < cards.length; i++) {
    const row = cards[i] * DECK_SIZE;
    for (let j = i + 1; j < cards.length; j++) {
      const third = THIRD[row + cards[j]];
      if (ON_TABLE[third] === onTable) return { pair: [cards[i], cards[j]], third };
    }
  }
  return undefined;
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
 * ```
 */
export function hasSet(cards: readonly Card[]): boolean {
  return findSet(cards) !== undefined;
}

/**
 * Every SET on the table, each as increasing ids, by pair completion
 * (each SET is kept once, from the pair of its two smallest cards).
 *
 * @example
 * ```ts
 * import { setsOnTable } from "./table.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(setsOnTable([0, 1, 2, 3, 6]), [[0, 1, 2], [0, 3, 6]]);
 * ```
 */
export function setsOnTable(cards: readonly Card[]): Triple[] {
  const onTable = markTable(cards);
  const sorted = [...cards].sort((a, b) => a - b);
  const sets: Triple[] = [];
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length; j++) {
      const third = THIRD[sorted[i] * DECK_SIZE + sorted[j]];
      if (third > sorted[j] && ON_TABLE[third] === onTable) sets.push([sorted[i], sorted[j], third]);
    }
  }
  return sets.sort((x, y) => x[0] - y[0] || x[1] - y[1] || x[2] - y[2]);
}

/**
 * Whether the table holds a SET by the naive scan of all C(n,3) triples
 * (220 for 12 cards), each tested with the mod-3 rule: the baseline that
 * pair completion is timed against.
 *
 * @example
 * ```ts
 * import { hasSet, hasSetByTriples } from "./table.ts";
 * import { equal } from "node:assert/strict";
 * equal(hasSetByTriples([0, 1, 2]), hasSet([0, 1, 2]));
 * equal(hasSetByTriples([0, 1, 3]), false);
 * ```
 */
export function hasSetByTriples(cards: readonly Card[]): boolean {
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
