/**
 * Importance sampling for P(no SET | n) as the simulations run it: `_assembly/sis.ts`, giving bit for bit the
 * estimates of `noSetSis` (`_reference_test.ts`) on the same stream.
 *
 * @module
 */
import { type Moments, pushMoment } from "../stats/moments.ts";
import type { StreamKey } from "../common/random.ts";
import { checkDeckSize, checkTableSize } from "./_deck.ts";
import { positiveInteger } from "../common/check.ts";
import { hotLoops, seedStream } from "./_wasm_module.ts";

// The largest population of a deck: 1,000,000 paths, or as many as fit in 512 MB at 4 bytes a card and 12 of counts
// (183,357 at 6 features), well below the 4 GB a WebAssembly memory can reach.
function maxPopulation(deckSize: number): number {
  return Math.min(1_000_000, Math.floor(2 ** 29 / (4 * deckSize + 12)));
}

/**
 * Estimates P(no SET | n) `replicates` times from `stream`, by single paths (`population` 1) or resampled
 * populations, and returns the estimates' moments. Cost: replicates · population · (C(n−1, 2) look-ups + n − 1 draws).
 */
export function noSetSisWasm(
  { n, replicates, population = 1, stream, deckSize = 81 }: {
    n: number;
    replicates: number;
    population?: number;
    stream: StreamKey;
    deckSize?: number;
  },
): Moments {
  checkTableSize(n, checkDeckSize(deckSize));
  positiveInteger("replicates", replicates);
  positiveInteger("population", population);
  const most = maxPopulation(deckSize);
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
