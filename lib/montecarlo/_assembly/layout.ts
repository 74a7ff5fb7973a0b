// @ts-nocheck -- AssemblyScript (u8, usize, load, memory.data), compiled by `deno task wasm`, not type-checked by Deno.
/**
 * The memory layout of the hot loops, named once. Each fixed region is reserved
 * here with `memory.data`, so its address is fixed when the module is compiled;
 * the module exports `THIRD`'s address, and the loader (`../_wasm_module.ts`)
 * writes the table there. Populations of paths, whose size is known only at run
 * time, live above all of these, from `__heap_base` (see `sis.ts`).
 *
 * @module
 */

/** Cards in the full deck, and the stride of the THIRD table's rows. */
export const CARDS: u32 = 81;

/** THIRD[a * 81 + b], 81 × 81 bytes: the card completing a and b, copied in from lib/core/rule.ts by the loader. */
export const THIRD: usize = memory.data(81 * 81);

/** Plain sampling: the deck, a permutation of the cards (81 bytes) whose first k are on the table. */
export const DECK: usize = memory.data(81);

/** Plain sampling: 81 i32 stamps; COMPLETES[card] equals a table's stamp when card would complete a SET on it. */
export const COMPLETES: usize = memory.data(81 * 4, 4);

/** Importance sampling, single paths: one path (a permutation of the deck, then its inverse). */
export const PATH: usize = memory.data(2 * 81);

/** Bytes of one importance-sampling path: a permutation of the deck (81 bytes), then its inverse (81 bytes). */
export const PATH_BYTES: u32 = 2 * 81;
