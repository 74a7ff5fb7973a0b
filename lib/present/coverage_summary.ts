/**
 * What a coverage study shows, and what it does not: how many cells run, whether any falls
 * significantly short of the nominal coverage, how wide the cells' own intervals are, and the
 * lowest cell of each estimator ({@link coverageSummary}); and the sentence that says so
 * ({@link coverageSentence}). Notebooks 3 and 4 and the coverage figure all read it from here.
 *
 * @module
 */
import type { CoverageCell, CoverageStudy } from "../montecarlo/coverage.ts";
import type { EstimateMethod } from "../montecarlo/estimate.ts";

/** What {@link coverageSummary} needs of a study (a study read from `data/` will do). */
export type CoverageSummaryInput = Pick<CoverageStudy, "confidence" | "cells"> & Partial<CoverageStudy>;

/** A coverage study in a few numbers: see {@link coverageSummary}. */
export interface CoverageSummary {
  /** The deck studied: 81 or 27 cards. */
  deckSize: number;
  confidence: number;
  /** The estimators summarised. */
  methods: EstimateMethod[];
  /** The table sizes and trial counts of the cells run, increasing. */
  sizes: number[];
  trials: number[];
  /** The cells run, and the cells refused (fewer trials than importance sampling accepts). */
  run: CoverageCell[];
  refused: number;
  /** Cells significantly short: their own interval for the coverage lies wholly below `confidence`. */
  shortfalls: CoverageCell[];
  /** The fewest and most seeds of a cell run. */
  seeds: [number, number];
  /** The cell whose own interval is widest: how large a shortfall could go unseen. */
  widest: CoverageCell;
  /** For each estimator, the cell with the lowest estimated coverage (ties: the lower interval). */
  lowest: CoverageCell[];
}

const byCoverage = (a: CoverageCell, b: CoverageCell) =>
  a.coverage! - b.coverage! || a.coverageCi![1] - b.coverageCi![1] || a.n - b.n;

/**
 * Summarises a coverage study: its cells run and refused, the cells significantly short of the
 * nominal coverage (their own Clopper–Pearson interval wholly below it), the range of seeds per
 * cell, the cell with the widest interval (how much a study of that many seeds can miss), and
 * each estimator's lowest cell. Cost: O(cells log cells).
 *
 * @param study A study (`coverageStudy(...)`, or `readCoverageStudy()`).
 * @param options `methods`: the estimators to summarise (default both, or those the study has).
 * @throws {RangeError} when no cell of those estimators was run.
 * @example The full deck's study in data/: no cell significantly short; the lowest importance-sampling cell
 * ```ts
 * import { coverageSummary } from "./coverage_summary.ts";
 * import { readCoverageStudy } from "../data/coverage_study.ts";
 * import { equal } from "node:assert/strict";
 * const summary = coverageSummary(await readCoverageStudy(81), { methods: ["sis"] });
 * equal(summary.shortfalls.length, 0);
 * const [lowest] = summary.lowest;
 * equal(`${lowest.n} cards, ${lowest.trials} trials: ${lowest.covered} of ${lowest.seeds}`, "13 cards, 1000000 trials: 93 of 100");
 * ```
 */
export function coverageSummary(
  study: CoverageSummaryInput,
  { methods = ["plain", "sis"] }: { methods?: readonly EstimateMethod[] } = {},
): CoverageSummary {
  const cells = study.cells.filter((c) => methods.includes(c.method));
  const run = cells.filter((c) => c.status === "run" && c.coverage !== null && c.coverageCi !== null);
  if (run.length === 0) throw new RangeError(`coverageSummary: no cell of ${methods.join(" or ")} was run`);
  const present = (["plain", "sis"] as const).filter((m) => run.some((c) => c.method === m));
  const sorted = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);
  const width = (c: CoverageCell) => c.coverageCi![1] - c.coverageCi![0];
  return {
    deckSize: study.deckSize ?? 81,
    confidence: study.confidence,
    methods: present,
    sizes: sorted(run.map((c) => c.n)),
    trials: sorted(run.map((c) => c.trials)),
    run,
    refused: cells.filter((c) => c.status === "refused").length,
    shortfalls: run.filter((c) => c.coverageCi![1] < study.confidence),
    seeds: [Math.min(...run.map((c) => c.seeds)), Math.max(...run.map((c) => c.seeds))],
    widest: run.reduce((w, c) => width(c) > width(w) ? c : w),
    lowest: present.map((m) => run.filter((c) => c.method === m).sort(byCoverage)[0]),
  };
}
