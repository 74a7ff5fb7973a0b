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
import { int, pct } from "./format.ts";
import { listAnd, sizeList } from "./size_list.ts";

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

const METHOD: Record<string, string> = { plain: "plain sampling", sis: "importance sampling" };

// A cell as a sentence names it.
function cellText(c: CoverageCell): string {
  return `${c.n} cards, ${int(c.trials)} trials, ${int(c.seeds)} seeds`;
}

/**
 * The summary in words: the study's grid; that no cell (or which cells) falls significantly
 * short of the nominal coverage; that this is all it shows, with the widest cell interval as the
 * size of a shortfall that could go unseen; and each estimator's lowest estimate with its
 * interval (and, for plain sampling, its exact coverage). Cost: O(cells).
 *
 * @param summary From {@link coverageSummary}.
 * @example
 * ```ts
 * import { coverageSentence, coverageSummary } from "./coverage_summary.ts";
 * import { readCoverageStudy } from "../data/coverage_study.ts";
 * import { match } from "node:assert/strict";
 * const sentence = coverageSentence(coverageSummary(await readCoverageStudy(81)));
 * match(sentence, /^In the full deck's study \(12–20 cards, 1,000 to 1,000,000 trials, 100 to 2,000 seeds a cell\), none of the \d+ cells falls significantly short of 95%/);
 * match(sentence, /importance sampling 93\.0% \(13 cards, 1,000,000 trials, 100 seeds; its interval 86\.1% to 97\.1%\)/);
 * ```
 */
export function coverageSentence(summary: CoverageSummary): string {
  const { confidence, run, shortfalls, widest } = summary;
  const nominal = pct(confidence, 0);
  const kind = summary.methods.length === 1 ? `${METHOD[summary.methods[0]].replace(" ", "-")} ` : "";
  const grid = `In the ${summary.deckSize === 27 ? "small" : "full"} deck's study (${sizeList(summary.sizes)} cards, ` +
    `${int(summary.trials[0])} to ${int(summary.trials.at(-1)!)} trials, ${int(summary.seeds[0])} to ` +
    `${int(summary.seeds[1])} seeds a cell)`;
  const verdict = shortfalls.length === 0
    ? `none of the ${run.length} ${kind}cells falls significantly short of ${nominal}, that is, each cell's own 95% ` +
      `interval for its coverage reaches ${nominal}`
    : `${shortfalls.length} of the ${run.length} ${kind}cells ${shortfalls.length === 1 ? "falls" : "fall"} ` +
      `significantly short of ${nominal} (` +
      shortfalls.map((c) => `${METHOD[c.method]} at ${cellText(c)}: ${pct(c.coverage!, 1)}`).join("; ") +
      `); chance alone would make about ${(run.length * (1 - confidence) / 2).toFixed(1)} do so`;
  const limit = `That is what it shows, and no more: a cell of ${int(widest.seeds)} seeds has an interval ` +
    `${(100 * (widest.coverageCi![1] - widest.coverageCi![0])).toFixed(0)} points wide, so a shortfall of a few ` +
    "points there would go unseen";
  const lowest = summary.lowest.map((c) =>
    `${METHOD[c.method]} ${pct(c.coverage!, 1)} (${cellText(c)}; its interval ${pct(c.coverageCi![0], 1)} to ` +
    `${pct(c.coverageCi![1], 1)}${
      c.exactCoverage
        ? `; its exact coverage, from the binomial distribution, is ${pct(c.exactCoverage.clopperPearson, 1)}`
        : ""
    })`
  );
  return `${grid}, ${verdict}. ${limit}. The lowest ${lowest.length === 1 ? "estimate is" : "estimates are"} ` +
    `${listAnd(lowest)}.`;
}
