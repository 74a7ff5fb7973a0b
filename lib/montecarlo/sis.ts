/**
 * Sequential importance sampling for P(no SET | n): grow a SET-free table card by card, each card uniform among those
 * that keep it SET-free, and weigh the result by how many cards were allowed at each step. With A_i the allowed cards
 * at i cards (neither on the table nor the third card of a pair on it), W = Π_{i<n} A_i / (N − i) has expectation
 * exactly P(no SET | n): a path has probability Π 1/A_i under the proposal and Π 1/(N − i) under uniform dealing. W = 0
 * when some A_i = 0, so above the deck's largest SET-free table.
 *
 * Near that maximum almost every path dies and W is a rare, heavy-tailed spike. There the simulations resample a
 * population of paths at each step in proportion to their A_i, and Π_i mean_j(A_i^j) / (N − i) is unbiased for any
 * population size (the particle-filter identity). The simulations run these loops in WebAssembly (`_assembly/`).
 *
 * @module
 */
import { MAX_DECK_SIZE } from "../core/card.ts";
import { thirdTable } from "../core/rule.ts";

/**
 * A fresh path state for {@link sisWeight}: a permutation of the deck (table, then allowed, then forbidden cards)
 * and its inverse, 2 × deckSize entries, starting as the identity. Cost: 4 × deckSize bytes.
 *
 * @example
 * ```ts
 * import { sisPath } from "./sis.ts";
 * import { equal } from "node:assert/strict";
 * equal(sisPath(729).length, 1458);
 * ```
 */
export function sisPath(deckSize = 81): Uint16Array {
  return Uint16Array.from({ length: 2 * deckSize }, (_, i) => i % deckSize);
}

/**
 * One importance-sampling path to n cards and its weight W = Π_{i<n} A_i / (deckSize − i), 0 when the table cannot
 * grow SET-free; `choose(m)` returns the allowed card's index 0..m−1 (tests script it to enumerate paths). No checks.
 *
 * @example Four cards: A = 81, 80, 78, 75 whatever the choices, so W = P(no SET | 4)
 * ```ts
 * import { sisPath, sisWeight } from "./sis.ts";
 * import { equal } from "node:assert/strict";
 * equal(sisWeight(4, () => 0, sisPath()), (78 / 79) * (75 / 78));
 * equal(sisWeight(4, () => 0, sisPath(), 27), (24 / 25) * (21 / 24));
 * ```
 */
export function sisWeight(n: number, choose: (m: number) => number, path: Uint16Array, deckSize = 81): number {
  let allowed = deckSize;
  let weight = 1;
  for (let k = 0; k < n; k++) {
    if (allowed === 0) return 0;
    weight *= allowed / (deckSize - k);
    if (k === n - 1) break; // the last card's factor does not depend on which it is
    allowed = addCard(path, 0, path.length / 2, k, allowed, choose(allowed));
  }
  return weight;
}

/**
 * The step of a path at `offset` of `state` (deck, then positions, `half` entries each): puts the allowed card j on
 * the table of k cards, moves the third cards it forms out of the allowed block, and returns how many stay allowed.
 */
export function addCard(
  state: Uint16Array,
  offset: number,
  half: number,
  k: number,
  allowed: number,
  j: number,
): number {
  const third = thirdTable();
  const posOffset = offset + half;
  const at = offset + k + j;
  const card = state[at];
  const other = state[offset + k];
  state[offset + k] = card;
  state[posOffset + card] = k;
  state[at] = other;
  state[posOffset + other] = k + j;
  k++;
  allowed--;
  const row = card * MAX_DECK_SIZE;
  for (let i = 0; i < k - 1; i++) {
    const c = third[row + state[offset + i]];
    const p = state[posOffset + c];
    if (p < k + allowed) {
      const last = k + allowed - 1;
      const moved = state[offset + last];
      state[offset + last] = c;
      state[posOffset + c] = last;
      state[offset + p] = moved;
      state[posOffset + moved] = p;
      allowed--;
    }
  }
  return allowed;
}
