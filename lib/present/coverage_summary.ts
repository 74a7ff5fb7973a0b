/**
 * What a coverage study shows in a few numbers, for notebooks 3, 4 and 7 and the coverage figure.
 *
 * @module
 */
import type { CoverageCell, CoverageStudy } from "../montecarlo/coverage.ts";
import type { EstimateMethod } from "../montecarlo/estimate.ts";

/** A coverage study in a few numbers: see {@link coverageSummary}. */
export interface CoverageSummary {
  run: CoverageCell[];
  shortfalls: CoverageCell[];
  /** The fewest and most seeds of a cell. */
  seeds: [number, number];
  widest: CoverageCell;
  lowest: CoverageCell[];
}

const byCoverage = (a: CoverageCell, b: CoverageCell) =>
  a.coverage! - b.coverage! || a.coverageCi![1] - b.coverageCi![1] || a.n - b.n;

/**
 * Summarises a study's cells run (of `methods`, default both): those significantly short of the nominal coverage,
 * the seeds per cell, the widest interval, each estimator's lowest cell.
 *
 * @throws {RangeError} when no cell of those estimators was run.
 * @example The full deck's study in data/: no cell significantly short; the lowest importance-sampling cell
 * ```ts
 * import { coverageSummary } from "./coverage_summary.ts";
 * import { readCoverageStudy } from "../data/readers.ts";
 * import { equal } from "node:assert/strict";
 * const summary = coverageSummary(await readCoverageStudy(81), { methods: ["sis"] });
 * equal(summary.shortfalls.length, 0);
 * const [lowest] = summary.lowest;
 * equal(`${lowest.n} cards, ${lowest.trials} trials: ${lowest.covered} of ${lowest.seeds}`, "13 cards, 1000000 trials: 93 of 100");
 * ```
 */
export function coverageSummary(
  study: Pick<CoverageStudy, "confidence" | "cells">,
  { methods = ["plain", "sis"] }: { methods?: readonly EstimateMethod[] } = {},
): CoverageSummary {
  const run = study.cells.filter((c) =>
    methods.includes(c.method) && c.status === "run" && c.coverage !== null && c.coverageCi !== null
  );
  if (run.length === 0) throw new RangeError(`coverageSummary: no cell of ${methods.join(" or ")} was run`);
  const width = (c: CoverageCell) => c.coverageCi![1] - c.coverageCi![0];
  return {
    run,
    shortfalls: run.filter((c) => c.coverageCi![1] < study.confidence),
    seeds: [Math.min(...run.map((c) => c.seeds)), Math.max(...run.map((c) => c.seeds))],
    widest: run.reduce((w, c) => width(c) > width(w) ? c : w),
    lowest: (["plain", "sis"] as const).flatMap((m) => run.filter((c) => c.method === m).sort(byCoverage).slice(0, 1)),
  };
}
