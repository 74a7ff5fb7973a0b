/**
 * The coverage study: how often the intervals the simulations report contain the exact P(no SET | n). For every
 * estimator, table size and trial count it runs the estimate at many seeds exactly as `simulate --seed S` would (same
 * chunks, streams and interval, through ./estimate.ts), on Web Workers in blocks of seeds (`runCoverageTask`,
 * ./_seeds.ts), and counts the seeds whose interval contains the exact value; for plain sampling, whose count is exactly
 * binomial, it adds the exact coverage of its interval and of Wilson's and Wald's. The results depend only on the
 * options, never on the workers.
 *
 * @module
 */
import { oneOf, positiveInteger, probabilityIn } from "../common/check.ts";
import { cores, runChunks } from "../common/parallel.ts";
import { STREAM_GENERATOR } from "../common/random.ts";
import { type Versions, versions } from "../common/versions.ts";
import { knownNoSetProbability } from "../exact/small_tables.ts";
import { exactCoverage } from "../stats/exact_coverage.ts";
import { clopperPearson, type Interval, wald, wilson } from "../stats/intervals.ts";
import type { EstimateMethod } from "./estimate.ts";
import { sisMinimumTrials, sisPlan } from "./minimum_trials.ts";
import { checkDeckSize, checkTableSize, type DeckSize, featuresOfDeck } from "./_deck.ts";
import type { CoverageTask, CoverageTaskResult } from "./_seeds.ts";

/** Options of {@link coverageStudy}. */
export interface CoverageOptions {
  /** Table sizes where the exact value is known (`knownNoSetProbability`). */
  sizes: readonly number[];
  /** The deck: 81 cards (default), 27, or 3^d for d features. */
  deckSize?: DeckSize;
  /** Trial counts; importance sampling's minimum at each size is added ({@link trialsAt}). */
  trials: readonly number[];
  /** Seeds at 1,000 trials; fewer at more ({@link seedsFor}). */
  seeds: number;
  /** Estimators; default both. */
  methods?: readonly EstimateMethod[];
  /** Nominal coverage of the intervals under study; default 0.95. */
  confidence?: number;
  /** Web Workers; the results do not depend on it. Default: the machine's cores. */
  workers?: number;
  /** Called after each finished block of seeds. */
  onProgress?: (done: number, total: number) => void;
}

/** The default grid: the sizes where the estimators differ, trial counts by decades. */
export const COVERAGE_DEFAULTS = {
  sizes: [12, 13, 14, 15, 16, 17, 18, 19, 20],
  trials: [1_000, 10_000, 100_000, 1_000_000],
  seeds: 2_000,
} as const;

/** The small deck's grid: every size where P(no SET) is neither 1 nor exactly known. */
export const COVERAGE_SMALL_DECK = { sizes: [5, 6, 7, 8, 9], trials: [1_000, 10_000, 100_000], seeds: 2_000 } as const;

/**
 * The grid of 5 features: the sizes with a known exact value (3 to 5 cards), at 8,000 seeds, so that a shortfall of
 * half a point shows.
 */
export const COVERAGE_FIVE_FEATURES = { sizes: [3, 4, 5], trials: [1_000, 10_000, 100_000], seeds: 8_000 } as const;

/** The grid of 6 features (as {@link COVERAGE_FIVE_FEATURES}). */
export const COVERAGE_SIX_FEATURES = {
  sizes: [3, 4, 5],
  trials: [1_000, 10_000, 100_000, 1_000_000],
  seeds: 8_000,
} as const;

/** The small grid of `--quick` (a few seconds). */
export const COVERAGE_QUICK = { sizes: [12, 19], trials: [1_000, 100_000], seeds: 40 } as const;

/**
 * Seeds per cell at a trial count: `seeds` at 1,000 trials, √10 times fewer per tenfold more, never fewer than a
 * twentieth of `seeds`. Cost: O(1).
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

/** Exact coverage of three intervals for plain sampling at one (n, trials). */
export interface ExactCoverages {
  clopperPearson: number;
  wilson: number;
  wald: number;
}

/** One cell of the study: an estimator at one size and trial count. */
export interface CoverageCell {
  method: EstimateMethod;
  n: number;
  /** Trials asked for. */
  trials: number;
  /** `"refused"`: importance sampling does not accept this few trials at this size. */
  status: "run" | "refused";
  /** The fewest trials the estimator accepts at this size. */
  minimumTrials: number;
  /** Seeds run (1, 2, …, each as `simulate --seed`); 0 when refused. */
  seeds: number;
  /** Seeds whose interval contained the exact value. */
  covered: number;
  /** Seeds whose interval lay wholly below, or wholly above, the exact value. */
  below: number;
  above: number;
  /** Seeds that produced no interval (every replicate equal), counted as not covered. */
  failed: number;
  /** covered / seeds, and its Clopper–Pearson interval at the study's confidence. */
  coverage: number | null;
  coverageCi: Interval | null;
  /** Trials actually run per seed (importance sampling: replicates × population). */
  trialsRun: number;
  /** How the intervals were made (at the first seed). */
  ciMethod: string;
  /** Mean over seeds of the interval's half-width relative to the exact value. */
  relativeHalfWidth: number | null;
  /** Plain sampling only: the exact coverage of Clopper–Pearson's, Wilson's and Wald's intervals. */
  exactCoverage?: ExactCoverages;
  /** Compute seconds spent on this cell (core-seconds). */
  seconds: number;
}

/** A whole study: what was asked, how it was made, and the cells by size, trial count, then method. */
export interface CoverageStudy {
  /** What the study measures and how. */
  method: string;
  confidence: number;
  /** The deck studied: 81 cards (when absent), 27, or 3^d for d features. */
  deckSize?: DeckSize;
  /** Seeds at 1,000 trials, and the rule for the others. */
  seeds: number;
  seedsRule: string;
  sizes: number[];
  trials: number[];
  methods: EstimateMethod[];
  /** The exact P(no SET | n) for each size studied, as floats. */
  exact: Record<string, number>;
  generator: string;
  versions: Versions;
  workers: number;
  /** When the study started (ISO 8601). */
  date: string;
  /** Wall-clock seconds of the study. */
  seconds: number;
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
 * The trial counts studied at size n: the grid, plus importance sampling's minimum at n when it falls strictly inside
 * the grid (where coverage is hardest), increasing. Cost: O(grid).
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
 * Runs the coverage study on a pool of Web Workers. Cost: Σ over cells of seeds × trials tables or paths; the default
 * grid is about 1,080 core-seconds.
 *
 * @returns The study, cells ordered by size, then trial count ({@link trialsAt}), then method (plain first).
 * @throws {RangeError} on a size outside the deck or without a known exact value, trials, seeds or workers not a
 *   positive integer, an unknown method, or a confidence outside (0, 1).
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
        const tasks: CoverageTask[] = [];
        for (let from = 1; from <= cellSeeds; from += perTask) {
          const to = Math.min(cellSeeds + 1, from + perTask);
          tasks.push({ method, n, deckSize, trials: t, from, to, exact: exact.get(n)!, confidence });
        }
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
    new URL("./_coverage_worker.ts", import.meta.url),
    order,
    { workers, onProgress: onProgress && ((done) => onProgress(done, order.length)) },
  );
  const byTask = new Map(order.map((task, i) => [task, done[i]]));
  for (const { cell, tasks } of cells) {
    let halfWidths = 0;
    for (const task of tasks) {
      const r = byTask.get(task)!;
      cell.covered += r.covered;
      cell.below += r.below;
      cell.above += r.above;
      cell.failed += r.failed;
      cell.seconds += r.seconds;
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
      "interval on replicate estimates, as lib/montecarlo/plan.ts makes them), table size and trial count, " +
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
