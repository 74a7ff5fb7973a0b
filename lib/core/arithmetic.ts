/**
 * The arithmetic of cards as points of (Z3)^4, coordinate by coordinate mod 3, as look-up tables over the 81 ids,
 * serving every smaller space AG(d, 3) too. Cost: three 6,561-byte tables, built once.
 *
 * @module
 */

/**
 * `ADD[a * 81 + b]` is a + b, coordinate by coordinate mod 3.
 *
 * @example Adding a card to itself twice gives its negative, three times the zero card
 * ```ts
 * import { ADD, NEG } from "./arithmetic.ts";
 * import { equal } from "node:assert/strict";
 * equal(ADD[79 * 81 + 79], NEG[79]);
 * equal(ADD[ADD[79 * 81 + 79] * 81 + 79], 0);
 * ```
 */
export const ADD: Uint8Array = new Uint8Array(81 * 81);
/** `SUB[a * 81 + b]` is a − b, coordinate by coordinate mod 3. */
export const SUB: Uint8Array = new Uint8Array(81 * 81);
/** `NEG[a]` is −a. */
export const NEG: Uint8Array = new Uint8Array(81);

for (let a = 0; a < 81; a++) {
  for (let b = 0; b < 81; b++) {
    for (let w = 1; w < 81; w *= 3) {
      const [x, y] = [Math.floor(a / w) % 3, Math.floor(b / w) % 3];
      ADD[a * 81 + b] += ((x + y) % 3) * w;
      SUB[a * 81 + b] += ((x - y + 3) % 3) * w;
    }
  }
  NEG[a] = SUB[0 * 81 + a];
}
