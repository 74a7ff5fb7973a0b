/**
 * Sequential importance sampling for P(no SET | n), the fast way: the loops of
 * `noSetSis` (sis.ts), single paths and resampled populations, in WebAssembly
 * (`_assembly/sis.ts`), giving bit-identical estimates on the same stream.
 *
 * @module
 */
import { DECK_SIZE } from "../core/card.ts";
import { type Moments, pushMoment } from "../stats/moments.ts";
import type { StreamKey } from "../common/random.ts";
import { checkDeckSize, checkTableSize, type DeckSize } from "./_deck.ts";
import { positiveInteger } from "../common/check.ts";
import { hotLoops, seedStream } from "./_wasm_module.ts";

/** The largest population the WebAssembly module makes room for: 1,000,000 paths, 336 MB for the full deck. */
export const MAX_POPULATION = 1_000_000;

/**
 * The most memory the paths of a population may take, 512 MB: at 6 features (a path is 2,916 bytes)
 * it bounds a population to 184,000 paths, well below the 4 GB a WebAssembly memory can reach.
 */
export const MAX_POPULATION_BYTES = 2 ** 29;

/**
 * The largest population of a deck: {@link MAX_POPULATION}, or fewer where the paths (4 bytes a card,
 * plus 12 bytes of counts) would take more than {@link MAX_POPULATION_BYTES}.
 *
 * @example
 * ```ts
 * import { maxPopulation } from "./_sis_wasm.ts";
 * import { equal } from "node:assert/strict";
 * equal(maxPopulation(81), 1_000_000);
 * equal(maxPopulation(729), 183_357);
 * ```
 */
export function maxPopulation(deckSize: DeckSize): number {
  return Math.min(MAX_POPULATION, Math.floor(MAX_POPULATION_BYTES / (4 * deckSize + 12)));
}

/** Options of {@link noSetSisWasm}. */
export interface NoSetSisWasmOptions {
  /** Target table size, 3..deckSize. */
  n: number;
  /** Number of estimates (replicates): paths when `population` is 1, else populations. */
  replicates: number;
  /** Paths per replicate, resampled together at every step; 1 (default) is plain importance sampling. */
  population?: number;
  /** The random stream: the one `randomStream` gives for this key. */
  stream: StreamKey;
  /** Cards dealt from: 81 (default), 27 for the small deck (ids 0..26), 3^d for d features (9, 243, 729). */
  deckSize?: number;
}

/**
 * Estimates P(no SET | n) `replicates` times, by single importance-sampling paths or by
 * resampled populations, and returns the count, mean and sum of squared deviations of the
 * estimates: the same moments, bit for bit, as
 * `noSetSis({ n, replicates, population, deckSize, next: randomStream(stream) })`.
 * Cost: replicates · population · (C(n−1, 2) look-ups + n − 1 random indices), plus copying
 * resampled paths; about 0.2 µs a 12-card path, 0.6 ms a population of 1,000 paths to 20 cards (1.75 times
 * as fast as the TypeScript).
 *
 * @param options The table size, the number of estimates and of paths in each, the stream and the deck.
 * @returns The moments of the estimates.
 * @throws {RangeError} when deckSize is not 3^d for d = 2..6, n is not in 3..deckSize,
 *   or replicates or population is not a positive integer, or population is above {@link maxPopulation}.
 * @example The same moments as the TypeScript version
 * ```ts
 * import { noSetSisWasm } from "./_sis_wasm.ts";
 * import { noSetSis } from "./sis.ts";
 * import { randomStream } from "../common/random.ts";
 * import { deepEqual } from "node:assert/strict";
 * const stream = { seed: "42", method: "sis", n: 12, chunk: 0 };
 * for (const options of [{ n: 12, replicates: 1000 }, { n: 19, replicates: 3, population: 500 }]) {
 *   deepEqual(noSetSisWasm({ ...options, stream }), noSetSis({ ...options, next: randomStream(stream) }));
 * }
 * ```
 */
export function noSetSisWasm(
  { n, replicates, population = 1, stream, deckSize = DECK_SIZE }: NoSetSisWasmOptions,
): Moments {
  checkTableSize(n, checkDeckSize(deckSize));
  positiveInteger("replicates", replicates);
  positiveInteger("population", population);
  const most = maxPopulation(deckSize as DeckSize);
  if (population > most) throw new RangeError(`population ${population} is more than ${most} for ${deckSize} cards`);
  seedStream(stream);
  const moments: Moments = { count: 0, mean: 0, m2: 0 };
  if (population === 1) {
    hotLoops.resetPath(deckSize);
    for (let r = 0; r < replicates; r++) pushMoment(moments, hotLoops.sisWeight(n, deckSize));
  } else {
    hotLoops.startPopulation(population, deckSize);
    for (let r = 0; r < replicates; r++) pushMoment(moments, hotLoops.populationEstimate(n));
  }
  return moments;
}
