/**
 * P(no SET | n) for the decks of several feature counts in one run (notebook 7): plain sampling at every size, and
 * importance sampling wherever it gives an honest interval with the trials given.
 *
 * @module
 */
import { cores } from "../common/parallel.ts";
import { type Versions, versions } from "../common/versions.ts";
import { STREAM_GENERATOR } from "../common/random.ts";
import { checkFeatures, deckOf, FEATURE_COUNTS, type FeatureCount } from "../core/card.ts";
import { checkSeed, integerIn } from "../common/check.ts";
import { MINIMUM_TRIALS, sisMinimumTrials } from "./minimum_trials.ts";
import { MAX_TRIALS, runEstimates, type SimulationResult } from "./simulate.ts";
import { deckSizeOf } from "./_deck.ts";

const sizesFrom = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The table sizes notebook 7 samples: every size to the largest SET-free table for 2 to 4 features; for 5 and 6, every
 * size to 14 and 8 cards, then a grid about even in log n up to the largest SET-free table.
 */
export const DECK_CURVE_SIZES: Readonly<Record<FeatureCount, readonly number[]>> = {
  2: sizesFrom(3, 4),
  3: sizesFrom(3, 9),
  4: sizesFrom(3, 20),
  5: [...sizesFrom(3, 14), 16, 18, 20, 22, 24, 27, 30, 37, 40, 45],
  6: [...sizesFrom(3, 8), 10, 12, 14, 16, 18, 20, 22, 25, 28, 31, 35, 42, 50, 58, 70, 90, 112],
};

/** An estimate of P(no SET | n) in the deck of `features` features. */
export interface DeckEstimate extends SimulationResult {
  features: FeatureCount;
}

/** A size at which importance sampling was not run: the fewest trials it needs there (`Infinity`: none), and why. */
interface SisSkip {
  features: FeatureCount;
  n: number;
  minimum: number;
  reason: string;
}

/** The sizes of a deck at which importance sampling refuses `trials`, with the minimum and reason of each. */
export function sisSkips(features: FeatureCount, sizes: readonly number[], trials: number): SisSkip[] {
  const deckSize = deckSizeOf(features);
  return sizes.filter((n) => trials < sisMinimumTrials(n, deckSize)).map((n) => {
    const row = MINIMUM_TRIALS[features].find(({ from, to }) => from <= n && n <= to)!;
    return { features, n, minimum: row.trials, reason: row.reason };
  });
}

/** A run over several decks: the estimates, where importance sampling was skipped, and how the run was made. */
interface DecksRun {
  seed: string;
  trials: number;
  workers: number;
  generator: string;
  versions: Versions;
  /** When the run started (ISO 8601), and its wall-clock seconds. */
  date: string;
  seconds: number;
  /** By deck (fewest features first), then size as given, plain before importance sampling. */
  results: DeckEstimate[];
  /** Every (deck, size) where importance sampling was not run. */
  skipped: SisSkip[];
}

/**
 * Estimates P(no SET | n) at each deck's sizes (decks by their features, 2..6): both estimators where importance
 * sampling accepts the trials, plain alone elsewhere, on one pool of Web Workers; each estimate the one `deno task
 * simulate --features d` gives. Throws a RangeError on a bad argument, before any work. Cost: that of the estimates.
 *
 * @example
 * ```ts
 * import { simulateDecks } from "./simulate_decks.ts";
 * import { deepEqual } from "node:assert/strict";
 * const run = await simulateDecks({ sizes: { 2: [3], 6: [5, 6] }, trials: 10_000, seed: "42", workers: 1 });
 * deepEqual(run.results.map((r) => `${r.features}:${r.n}:${r.method}`), ["2:3:plain", "2:3:sis", "6:5:plain", "6:6:plain", "6:6:sis"]);
 * ```
 */
export async function simulateDecks(options: {
  sizes: Readonly<Partial<Record<FeatureCount, readonly number[]>>>;
  trials: number;
  seed: string;
  workers?: number;
  /** As `simulate`'s: chunks done, chunks in all, share of the work done. */
  onProgress?: (done: number, total: number, fraction: number) => void;
}): Promise<DecksRun> {
  const { sizes, trials, seed, workers = cores(), onProgress } = options;
  for (const key of Object.keys(sizes)) checkFeatures(Number(key));
  const decks = FEATURE_COUNTS.filter((d) => sizes[d] !== undefined);
  if (decks.length === 0) throw new RangeError("sizes names no deck: give the sizes of at least one of 2..6 features");
  for (const d of decks) for (const n of sizes[d]!) integerIn("table size", n, 3, deckOf(d).size);
  integerIn("trials", trials, 1, MAX_TRIALS);
  checkSeed(seed);
  const skipped = decks.flatMap((d) => sisSkips(d, sizes[d]!, trials));
  const refused = (features: FeatureCount, n: number) => skipped.some((s) => s.features === features && s.n === n);
  const requests = decks.flatMap((features) =>
    sizes[features]!.flatMap((n) => [
      { features, n, method: "plain" as const, deckSize: deckSizeOf(features) },
      ...(refused(features, n) ? [] : [{ features, n, method: "sis" as const, deckSize: deckSizeOf(features) }]),
    ])
  );
  const date = new Date().toISOString();
  const start = performance.now();
  const estimates = await runEstimates(requests, { seed, trials, workers, onProgress });
  return {
    seed,
    trials,
    workers,
    generator: STREAM_GENERATOR,
    versions: versions(),
    date,
    seconds: (performance.now() - start) / 1000,
    results: estimates.map((estimate, i) => ({ ...estimate, features: requests[i].features })),
    skipped,
  };
}
