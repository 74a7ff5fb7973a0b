// @ts-nocheck -- AssemblyScript (u16, i32, load, store), compiled by `deno task wasm`, not type-checked by Deno.
/**
 * The plain Monte Carlo loop of `noSetPlain` (lib/montecarlo/_reference_test.ts), line for line.
 *
 * @module
 */
import { COMPLETES, DECK, entry, setEntry, third } from "./layout.ts";
import { uniformIndex } from "./random.ts";

/**
 * Deals `trials` (at most 2^31 − 2, or the i32 stamp would wrap) uniform tables of n cards by a partial Fisher–Yates
 * shuffle of the deck as the previous table left it, each only until its first SET; returns how many held none.
 */
export function countNoSet(n: i32, trials: i32, deckSize: i32): i32 {
  for (let card = 0; card < deckSize; card++) {
    setEntry(DECK, card, card);
    store<i32>(COMPLETES + (<usize> card << 2), 0);
  }
  let noSet = 0;
  for (let stamp = 1; stamp <= trials; stamp++) {
    for (let k = 0;; k++) {
      // card k is swapped in from a uniform position k..deckSize−1
      const j = k + uniformIndex(deckSize - k);
      const card = entry(DECK, j);
      setEntry(DECK, j, entry(DECK, k));
      setEntry(DECK, k, card);
      // a marked card completes a pair already down: the table holds a SET
      if (load<i32>(COMPLETES + (<usize> card << 2)) == stamp) break;
      if (k == n - 1) {
        noSet++;
        break;
      }
      // mark the third card of the new card with each card down
      for (let i = 0; i < k; i++) store<i32>(COMPLETES + (<usize> third(card, entry(DECK, i)) << 2), stamp);
    }
  }
  return noSet;
}
