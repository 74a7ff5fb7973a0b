/**
 * The SET rule: three cards form a SET when every coordinate sums to 0 mod 3.
 *
 * @module
 */
import { type Card, checkCard, DECK_SIZE } from "./card.ts";

/** The four base-3 digits of a card, without the range check (hot paths only). */
function digits(card: Card): number[] {
  return [card % 3, Math.floor(card / 3) % 3, Math.floor(card / 9) % 3, Math.floor(card / 27)];
}

/**
 * Whether three cards form a SET: each of the four coordinates sums to 0 (mod 3),
 * which is the same as "all the same or all different" feature by feature.
 *
 * @param a A card id 0..80; likewise `b` and `c`.
 * @returns `true` when (a, b, c) is a SET. Cost: four additions.
 * @throws {RangeError} naming a card id out of range.
 * @example One, two and three red solid diamonds
 * ```ts
 * import { isSet } from "./rule.ts";
 * import { parseCard } from "./card.ts";
 * import { equal } from "node:assert/strict";
 * equal(isSet(parseCard("1RSD"), parseCard("2RSD"), parseCard("3RSD")), true);
 * equal(isSet(parseCard("1RSD"), parseCard("2RSD"), parseCard("3GSD")), false);
 * ```
 */
export function isSet(a: Card, b: Card, c: Card): boolean {
  checkCard(a), checkCard(b), checkCard(c);
  const [x, y, z] = [digits(a), digits(b), digits(c)];
  return x.every((_, i) => (x[i] + y[i] + z[i]) % 3 === 0);
}

/**
 * The one card that makes a SET with `a` and `b`: coordinate by coordinate −(a+b) mod 3.
 *
 * @returns The completing card; for `a === b` it is `a` itself (so callers pass distinct cards).
 * @throws {RangeError} naming a card id out of range.
 * @example Two red striped ovals and two green striped ovals need two purple striped ovals
 * ```ts
 * import { thirdCard } from "./rule.ts";
 * import { cardCode, parseCard } from "./card.ts";
 * import { equal } from "node:assert/strict";
 * equal(cardCode(thirdCard(parseCard("2RTO"), parseCard("2GTO"))), "2PTO");
 * ```
 */
export function thirdCard(a: Card, b: Card): Card {
  checkCard(a), checkCard(b);
  const [x, y] = [digits(a), digits(b)];
  return x.reduce((card, _, i) => card + ((6 - x[i] - y[i]) % 3) * 3 ** i, 0);
}

/**
 * `THIRD[a * 81 + b]` is {@link thirdCard}(a, b), precomputed for the hot loops
 * (one array read instead of four digit sums).
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
    for (let b = 0; b < DECK_SIZE; b++) table[a * DECK_SIZE + b] = thirdCard(a, b);
  }
  return table;
})();
