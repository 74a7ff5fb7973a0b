/**
 * The coverage study: how often the intervals the simulations report contain the exact P(no SET | n), each estimate
 * run at many seeds as `simulate --seed S` runs it; for plain sampling, also the exact coverage of its interval and
 * of Wilson's and Wald's.
 *
 * @module
 */
import { range } from "d3-array";
import { oneOf, positiveInteger, probabilityIn } from "../common/check.ts";
import { cores, runChunks } from "../common/parallel.ts";
import { STREAM_GENERATOR } from "../common/random.ts";
import { versions } from "../common/versions.ts";
import type { RunInfo } from "./simulate.ts";
import { knownNoSetProbability } from "../exact/small_tables.ts";
import { clopperPearson, exactCoverage, type Interval, wald, wilson } from "../stats/intervals.ts";
import type { EstimateMethod } from "./estimate.ts";
import { sisMinimumTrials, sisPlan } from "./minimum_trials.ts";
import { checkDeckSize, checkTableSize, type DeckSize, featuresOfDeck } from "./_deck.ts";
import type { CoverageTask, CoverageTaskResult } from "./_chunk.ts";

/**
 * Options of {@link coverageStudy}: sizes with a known exact value, trial counts ({@link trialsAt}), seeds at 1,000
 * trials ({@link seedsFor}), estimators (default both), confidence (default 0.95), Web Workers (default the cores).
 */
interface CoverageOptions {
  sizes: readonly number[];
  deckSize?: DeckSize;
  trials: readonly number[];
  seeds: number;
  methods?: readonly EstimateMethod[];
  confidence?: number;
  workers?: number;
  onProgress?: (doneBlocks: number, totalBlocks: number) => void;
}

/** The default grid: the sizes where the estimators differ, trial counts by decades. */
export const COVERAGE_DEFAULTS = {
  sizes: [12, 13, 14, 15, 16, 17, 18, 19, 20],
  trials: [1_000, 10_000, 100_000, 1_000_000],
  seeds: 2_000,
} as const;

/** The small deck's grid: every size where P(no SET) is neither 1 nor exactly known. */
export const COVERAGE_SMALL_DECK = { sizes: [5, 6, 7, 8, 9], trials: [1_000, 10_000, 100_000], seeds: 2_000 } as const;

/** The grid of 5 features: the sizes with a known exact value, at 8,000 seeds, so a half-point shortfall shows. */
export const COVERAGE_FIVE_FEATURES = { sizes: [3, 4, 5], trials: [1_000, 10_000, 100_000], seeds: 8_000 } as const;

/** The grid of 6 features: as {@link COVERAGE_FIVE_FEATURES}, and 1,000,000 trials too. */
export const COVERAGE_SIX_FEATURES = {
  ...COVERAGE_FIVE_FEATURES,
  trials: [1_000, 10_000, 100_000, 1_000_000],
} as const;

/** The small grid of `--quick` (a few seconds). */
export const COVERAGE_QUICK = { sizes: [12, 19], trials: [1_000, 100_000], seeds: 40 } as const;

/**
 * Seeds per cell at a trial count: `seeds` at 1,000 trials, √10 times fewer per tenfold more, at least `seeds` / 20.
 *
 * @example The default 2,000: 2,000, 632, 200 and 100 seeds at 1,000 to 1,000,000 trials
 * ```ts
 * import { seedsFor } from "./coverage.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual([1e3, 1e4, 1e5, 1e6].map((t) => seedsFor(2000, t)), [2000, 632, 200, 100]);
 * ```
 */
export function seedsFor(seeds: number, trials: number): number {
  return Math.min(seeds, Math.max(Math.ceil(seeds / 20), Math.round(seeds * Math.sqrt(1000 / trials))));
}

/**
 * One cell of the study: an estimator at one size and trial count, `"refused"` (0 seeds) where importance sampling
 * does not accept so few. Of its seeds (1, 2, … as `simulate --seed`), `covered` gave an interval containing the exact
 * value, `below` and `above` one wholly on a side, `failed` none (counted as not covered).
 */
export interface CoverageCell {
  method: EstimateMethod;
  n: number;
  trials: number;
  status: "run" | "refused";
  minimumTrials: number;
  seeds: number;
  covered: number;
  below: number;
  above: number;
  failed: number;
  /** covered / seeds, and its Clopper–Pearson interval at the study's confidence. */
  coverage: number | null;
  coverageCi: Interval | null;
  /** Trials run per seed (importance sampling: replicates × population). */
  trialsRun: number;
  ciMethod: string;
  /** Mean over seeds of the interval's half-width relative to the exact value. */
  relativeHalfWidth: number | null;
  /** Plain sampling only: the exact coverage of Clopper–Pearson's, Wilson's and Wald's intervals. */
  exactCoverage?: { clopperPearson: number; wilson: number; wald: number };
  /** Core-seconds. */
  seconds: number;
}

/** A whole study: what was asked (deck 81 when absent), how it was made, and the cells. */
export interface CoverageStudy extends RunInfo {
  method: string;
  confidence: number;
  deckSize?: DeckSize;
  /** Seeds at 1,000 trials, and the rule for the others. */
  seeds: number;
  seedsRule: string;
  sizes: number[];
  trials: number[];
  methods: EstimateMethod[];
  /** The exact P(no SET | n) of each size studied, as floats. */
  exact: Record<string, number>;
  cells: CoverageCell[];
}

// The workers are checked by runChunks.
function checkOptions({ sizes, trials, seeds, methods, confidence, deckSize = 81 }: CoverageOptions): void {
  if (sizes.length === 0) throw new RangeError("sizes is empty");
  for (const n of sizes) {
    checkTableSize(n, checkDeckSize(deckSize));
    const features = featuresOfDeck(deckSize);
    if (!knownNoSetProbability(n, { features })) {
      throw new RangeError(`no exact P(no SET | ${n}) is known for ${features} features to measure coverage against`);
    }
  }
  if (trials.length === 0) throw new RangeError("trials is empty");
  for (const t of trials) positiveInteger("trials", t);
  positiveInteger("seeds", seeds);
  for (const m of methods ?? []) oneOf("method", m, ["plain", "sis"]);
  if (confidence !== undefined) probabilityIn("confidence", confidence, { open: true });
}

/**
 * The trial counts studied at size n, increasing: the grid, and importance sampling's minimum at n when it falls
 * strictly inside the grid (where coverage is hardest).
 *
 * @example
 * ```ts
 * import { trialsAt } from "./coverage.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(trialsAt(19, [1000, 1_000_000], ["plain", "sis"]), [1000, 100_000, 1_000_000]);
 * ```
 */
export function trialsAt(
  n: number,
  trials: readonly number[],
  methods: readonly EstimateMethod[],
  deckSize: DeckSize = 81,
): number[] {
  const all = new Set(trials);
  const minimum = sisMinimumTrials(n, deckSize);
  if (methods.includes("sis") && Math.min(...trials) < minimum && minimum < Math.max(...trials)) all.add(minimum);
  return [...all].sort((a, b) => a - b);
}

// Seeds per worker task: about 2 million trials, about a second.
const TRIALS_PER_TASK = 2_000_000;

/**
 * Runs the coverage study on Web Workers; cells by size, trial count, then method (plain first). Cost: Σ over cells of
 * seeds × trials tables or paths, about 1,080 core-seconds for the default grid.
 *
 * @example
 * ```ts
 * import { coverageStudy } from "./coverage.ts";
 * import { deepEqual } from "node:assert/strict";
 * const study = await coverageStudy({ sizes: [12], trials: [1000], seeds: 20, workers: 1 });
 * deepEqual(study.cells.map((c) => [c.method, c.seeds]), [["plain", 20], ["sis", 20]]);
 * ```
 */
export async function coverageStudy(options: CoverageOptions): Promise<CoverageStudy> {
  checkOptions(options);
  const { sizes, trials, seeds, methods = ["plain", "sis"], confidence = 0.95, onProgress, deckSize = 81 } = options;
  const workers = options.workers ?? cores();
  const date = new Date().toISOString();
  const start = performance.now();
  const features = featuresOfDeck(deckSize);
  const exact = new Map(sizes.map((n) => [n, knownNoSetProbability(n, { features })!.value]));
  const cells: { cell: CoverageCell; tasks: CoverageTask[] }[] = [];
  for (const n of sizes) {
    for (const t of trialsAt(n, trials, methods, deckSize)) {
      for (const method of methods) {
        const minimumTrials = method === "plain" ? 1 : sisMinimumTrials(n, deckSize);
        const refused = t < minimumTrials;
        const cellSeeds = refused ? 0 : seedsFor(seeds, t);
        const cell: CoverageCell = {
          method,
          n,
          trials: t,
          status: refused ? "refused" : "run",
          minimumTrials,
          seeds: cellSeeds,
          covered: 0,
          below: 0,
          above: 0,
          failed: 0,
          coverage: null,
          coverageCi: null,
          trialsRun: refused ? 0 : method === "plain" ? t : sisPlan(n, t, deckSize).trials,
          ciMethod: "",
          relativeHalfWidth: null,
          seconds: 0,
        };
        if (method === "plain") {
          const p = exact.get(n)!;
          cell.exactCoverage = {
            clopperPearson: exactCoverage(p, t, (k, T) => clopperPearson(k, T, { confidence })),
            wilson: exactCoverage(p, t, (k, T) => wilson(k, T, { confidence })),
            wald: exactCoverage(p, t, (k, T) => wald(k, T, { confidence })),
          };
        }
        const perTask = Math.max(1, Math.floor(TRIALS_PER_TASK / t));
        const tasks = range(1, cellSeeds + 1, perTask).map((from: number): CoverageTask => {
          const to = Math.min(cellSeeds + 1, from + perTask);
          return { method, n, deckSize, trials: t, from, to, exact: exact.get(n)!, confidence };
        });
        cells.push({ cell, tasks });
      }
    }
  }
  // Slowest first (importance sampling, big tables, many trials) so the workers finish together.
  const order = cells.flatMap(({ tasks }) => tasks).sort((a, b) =>
    (b.method === "sis" ? 1 : 0) - (a.method === "sis" ? 1 : 0) || b.trials - a.trials || b.n - a.n ||
    a.from - b.from
  );
  const done = await runChunks<CoverageTask, CoverageTaskResult>(
    new URL("./_seeds_worker.ts", import.meta.url),
    order,
    { workers, onProgress: onProgress && ((done) => onProgress(done, order.length)) },
  );
  const byTask = new Map(order.map((task, i) => [task, done[i]]));
  for (const { cell, tasks } of cells) {
    let halfWidths = 0;
    for (const task of tasks) {
      const r = byTask.get(task)!;
      for (const key of ["covered", "below", "above", "failed", "seconds"] as const) cell[key] += r[key];
      halfWidths += r.relativeHalfWidth;
      cell.ciMethod ||= r.ciMethod;
    }
    if (cell.seeds > 0) {
      cell.coverage = cell.covered / cell.seeds;
      cell.coverageCi = clopperPearson(cell.covered, cell.seeds, { confidence });
      if (exact.get(cell.n)! > 0) cell.relativeHalfWidth = halfWidths / cell.seeds;
    }
  }
  return {
    method: "For each estimator (plain sampling: Clopper–Pearson interval; importance sampling: Student t " +
      "interval on replicate estimates, as lib/montecarlo/estimate.ts makes them), table size and trial count, " +
      "the estimate is run at seeds 1, 2, … exactly as `deno task simulate --seed S` runs it, and a seed " +
      "counts as covered when its interval contains the exact P(no SET | n) (lib/exact: the exact counts, or " +
      "inclusion–exclusion up to 5 cards). Coverage " +
      "is covered/seeds with a Clopper–Pearson interval; for plain sampling the exact coverage of three " +
      "intervals is computed from the binomial distribution. Importance sampling below its minimum trials " +
      "is refused, not run.",
    confidence,
    seeds,
    deckSize,
    seedsRule: "seeds at 1,000 trials; round(seeds·sqrt(1000/trials)) at other counts, between seeds/20 and seeds",
    sizes: [...sizes],
    trials: [...trials],
    methods: [...methods],
    exact: Object.fromEntries([...exact].map(([n, p]) => [String(n), p])),
    generator: STREAM_GENERATOR,
    versions: versions(),
    workers,
    date,
    seconds: (performance.now() - start) / 1000,
    cells: cells.map(({ cell }) => cell),
  };
}
