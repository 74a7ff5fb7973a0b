// @ts-nocheck -- AssemblyScript (u16, usize, load, memory.data), compiled by `deno task wasm`, not type-checked by Deno.
/**
 * The memory layout of the hot loops, named once: fixed regions reserved with `memory.data` for the largest deck, 729
 * cards (u16), of which a deck of d features uses the first 3^d entries; populations of paths live above them (sis.ts).
 *
 * @module
 */

/** Cards in the largest deck (6 features), and the stride, in entries, of the THIRD table's rows. */
export const MAX_CARDS: u32 = 729;

/** THIRD[a * 729 + b], 729 × 729 u16 (1 MB): the card completing a and b, `thirdTable()` copied in by the loader. */
export const THIRD: usize = memory.data(729 * 729 * 2, 2);

/** Plain sampling: the deck, a permutation of its cards (u16, up to 729) whose first k are on the table. */
export const DECK: usize = memory.data(729 * 2, 2);

/** Plain sampling: one i32 stamp a card; COMPLETES[card] equals a table's stamp when card would complete a SET on it. */
export const COMPLETES: usize = memory.data(729 * 4, 4);

/** Importance sampling, single paths: one path, a permutation of the deck then its inverse. */
export const PATH: usize = memory.data(2 * 729 * 2, 2);

/** The card (or position) at entry i of a u16 array at `base`. */
export function entry(base: usize, i: u32): u32 {
  return load<u16>(base + (<usize> i << 1));
}

/** Writes `value` at entry i of a u16 array at `base`. */
export function setEntry(base: usize, i: u32, value: u32): void {
  store<u16>(base + (<usize> i << 1), value);
}

/** The card completing a and b: THIRD[a * 729 + b]. */
export function third(a: u32, b: u32): u32 {
  return entry(THIRD, a * MAX_CARDS + b);
}
