/**
 * P(no SET | n) for the decks of several feature counts in one run (notebook 7): plain sampling at every size, and
 * importance sampling wherever it gives an honest interval with the trials given; and the curves read off such a run,
 * their points and where each falls through a level.
 *
 * @module
 */
import { range } from "d3-array";
import { cores } from "../common/parallel.ts";
import { versions } from "../common/versions.ts";
import { STREAM_GENERATOR } from "../common/random.ts";
import { checkFeatures, deckOf, FEATURE_COUNTS, type FeatureCount } from "../core/card.ts";
import { checkSeed, integerIn } from "../common/check.ts";
import { MINIMUM_TRIALS, sisMinimumTrials } from "./minimum_trials.ts";
import { MAX_TRIALS, runEstimates, type RunInfo, type SimulateOptions, type SimulationResult } from "./simulate.ts";
import { deckSizeOf } from "./_deck.ts";

/** The table sizes notebook 7 samples: every size, or for 5 and 6 features a grid about even in log n beyond 14, 8. */
export const DECK_CURVE_SIZES: Readonly<Record<FeatureCount, readonly number[]>> = {
  2: range(3, 5),
  3: range(3, 10),
  4: range(3, 21),
  5: [...range(3, 15), 16, 18, 20, 22, 24, 27, 30, 37, 40, 45],
  6: [...range(3, 9), 10, 12, 14, 16, 18, 20, 22, 25, 28, 31, 35, 42, 50, 58, 70, 90, 112],
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
interface DecksRun extends RunInfo {
  seed: string;
  trials: number;
  /** By deck (fewest features first), then size as given, plain before importance sampling. */
  results: DeckEstimate[];
  skipped: SisSkip[];
}

/**
 * Estimates P(no SET | n) at each deck's sizes (by features, 2..6) as `deno task simulate --features d` does, both
 * estimators where importance sampling accepts the trials, else plain; throws a RangeError on a bad argument.
 *
 * @example
 * ```ts
 * import { simulateDecks } from "./simulate_decks.ts";
 * import { deepEqual } from "node:assert/strict";
 * const run = await simulateDecks({ sizes: { 2: [3], 6: [5, 6] }, trials: 10_000, seed: "42", workers: 1 });
 * deepEqual(run.results.map((r) => `${r.features}:${r.n}:${r.method}`), ["2:3:plain", "2:3:sis", "6:5:plain", "6:6:plain", "6:6:sis"]);
 * ```
 */
export async function simulateDecks(
  options: Pick<SimulateOptions, "trials" | "seed" | "workers" | "onProgress"> & {
    sizes: Readonly<Partial<Record<FeatureCount, readonly number[]>>>;
  },
): Promise<DecksRun> {
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

/** The estimate a curve draws at one deck and size (`noSet`: plain sampling's tables without a SET). */
type CurvePoint = Pick<DeckEstimate, "features" | "n" | "method" | "p" | "ci" | "noSet">;

/**
 * One point per deck and size, in the order of the results: importance sampling's estimate where it ran, else plain's.
 *
 * @example
 * ```ts
 * import { curvePoints } from "./simulate_decks.ts";
 * import { deepEqual } from "node:assert/strict";
 * const estimate = { trials: 1000, ci: [0.1, 0.2] as [number, number], ciMethod: "", seconds: 0 };
 * const points = curvePoints([
 *   { ...estimate, features: 6, n: 6, method: "plain", p: 0.14, noSet: 140 },
 *   { ...estimate, features: 6, n: 6, method: "sis", p: 0.13 },
 * ]);
 * deepEqual(points.map((q) => [q.n, q.method]), [[6, "sis"]]);
 * ```
 */
export function curvePoints(results: readonly DeckEstimate[]): CurvePoint[] {
  const byKey = new Map<string, CurvePoint>();
  for (const { features, n, method, p, ci, noSet } of results) {
    const key = `${features}/${n}`;
    if (byKey.has(key) && method !== "sis") continue;
    byKey.set(key, { features, n, method, p, ci, ...(noSet === undefined ? {} : { noSet }) });
  }
  return [...byKey.values()];
}

/**
 * Where a deck's curve falls through a level: the last size at or above it (`from`), the first below (`to`), and the
 * size interpolated in log P between them (absent when P is exactly 0 at `to`).
 */
export interface Crossing {
  features: FeatureCount;
  level: number;
  from: number;
  to: number;
  n?: number;
}

/**
 * Where a deck's curve first falls below `level` (in (0, 1)), from its points with P > 0 and the exact 0 one card
 * beyond the largest SET-free table; `undefined` when they do not reach through it. Throws when the points mix decks.
 *
 * @example Two features: 50% between 3 and 4 cards; 1% between 4 and 5, where P is exactly 0
 * ```ts
 * import { crossing } from "./simulate_decks.ts";
 * import { deepEqual } from "node:assert/strict";
 * const points = [{ features: 2, n: 3, p: 72 / 84 }, { features: 2, n: 4, p: 54 / 126 }] as const;
 * deepEqual(crossing(points, 0.5)!.n!.toFixed(3), "3.778");
 * deepEqual(crossing(points, 0.01), { features: 2, level: 0.01, from: 4, to: 5 });
 * ```
 */
export function crossing(
  points: readonly { features: FeatureCount; n: number; p: number; noSet?: number }[],
  level: number,
): Crossing | undefined {
  if (!(level > 0 && level < 1)) throw new RangeError(`level ${level} is not a probability in (0, 1)`);
  if (points.length === 0) return undefined;
  const { features } = points[0];
  if (points.some((q) => q.features !== features)) throw new RangeError("crossing: points of several decks");
  const curve = points.filter((q) => q.p > 0).sort((a, b) => a.n - b.n);
  if (curve.length === 0 || curve[0].p < level) return undefined;
  const below = curve.findIndex((q) => q.p < level);
  const last = deckOf(features).largestSetFree; // P is exactly 0 one card beyond
  if (below < 0) return curve.at(-1)!.n === last ? { features, level, from: last, to: last + 1 } : undefined;
  const a = curve[below - 1], b = curve[below];
  const t = (Math.log(a.p) - Math.log(level)) / (Math.log(a.p) - Math.log(b.p));
  return { features, level, from: a.n, to: b.n, n: a.n + t * (b.n - a.n) };
}
