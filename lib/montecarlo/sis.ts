/**
 * Sequential importance sampling for P(no SET | n): grow a SET-free table card by card, each card uniform among
 * those that keep it SET-free, and weigh the result by how many cards were allowed at each step.
 *
 * For a table of i cards let A_i be the number of allowed cards (neither on the table nor the third card of a pair
 * on it). Then W = Π_{i<n} A_i / (N − i), N the deck's size, has expectation exactly P(no SET | n): a path of allowed
 * cards has probability Π 1/A_i under the proposal and Π 1/(N − i) under uniform dealing. W = 0 when some A_i = 0
 * (the table cannot grow SET-free), so above the deck's largest SET-free table it is 0.
 *
 * Near that maximum almost every path dies and W is a rare, heavy-tailed spike. There the simulations resample
 * (a sequential Monte Carlo population of paths): at each step the paths are resampled in proportion to their A_i,
 * and the estimate Π_i mean_j(A_i^j) / (N − i) is unbiased for any population size (the particle-filter identity).
 * The simulations run these loops in WebAssembly (`_assembly/sis.ts`, through `_sis_wasm.ts`); the paths here are
 * what the notebooks show, and the tests' reference (`_reference_testing.ts`).
 *
 * @module
 */
import { addCard } from "./_path.ts";

/**
 * The working state of one path, 2 × deckSize entries: a permutation of the deck where positions [0, k) hold the
 * table, [k, k + allowed) the allowed cards and the rest the forbidden ones, then its inverse. Any starting
 * permutation will do, so it is never reset between paths.
 */
export type SisPath = Uint16Array;

/**
 * A fresh path state (the identity permutation and its inverse), for {@link sisWeight}. Cost: 4 × deckSize bytes.
 *
 * @param deckSize 81 (default), 27 for the small deck, 3^d for d features.
 * @example
 * ```ts
 * import { sisPath } from "./sis.ts";
 * import { equal } from "node:assert/strict";
 * equal(sisPath().length, 162);
 * equal(sisPath(729).length, 1458);
 * ```
 */
export function sisPath(deckSize = 81): SisPath {
  return Uint16Array.from({ length: 2 * deckSize }, (_, i) => i % deckSize);
}

/**
 * One importance-sampling path to n cards and its weight W = Π_{i<n} A_i / (deckSize − i). The last card is not
 * drawn: its factor A_{n−1} does not depend on which it is. Cost: about C(n−1, 2) look-ups and n − 1 calls to
 * `choose`. No checks.
 *
 * @param n Target table size, 1..deckSize.
 * @param choose Returns a uniform index 0..m−1 (the allowed card to add), e.g. via `uniformIndex`; tests pass a
 *   scripted one to enumerate every path.
 * @param path State from {@link sisPath}, made for this deck or a larger one.
 * @param deckSize 81 (default), 27 for the small deck, 3^d for d features.
 * @returns W, 0 when the table could not grow SET-free to n cards.
 * @example Four cards: A = 81, 80, 78, 75 whatever the choices, so W = P(no SET | 4) = 78/79 · 75/78
 * ```ts
 * import { sisPath, sisWeight } from "./sis.ts";
 * import { equal } from "node:assert/strict";
 * equal(sisWeight(4, () => 0, sisPath()), (78 / 79) * (75 / 78));
 * equal(sisWeight(4, () => 0, sisPath(), 27), (24 / 25) * (21 / 24)); // A = 27, 26, 24, 21
 * ```
 */
export function sisWeight(n: number, choose: (m: number) => number, path: SisPath, deckSize = 81): number {
  let allowed = deckSize;
  let weight = 1;
  for (let k = 0; k < n; k++) {
    if (allowed === 0) return 0;
    weight *= allowed / (deckSize - k);
    if (k === n - 1) break;
    allowed = addCard(path, 0, path.length / 2, k, allowed, choose(allowed));
  }
  return weight;
}
