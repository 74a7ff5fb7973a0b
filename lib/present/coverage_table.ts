/**
 * A coverage study's cells as tables for a notebook: the cells themselves ({@link coverageTable}),
 * and the lowest exact coverage of each interval plain sampling could use ({@link exactCoverageTable}).
 *
 * @module
 */
import type { CoverageCell, CoverageStudy } from "../montecarlo/coverage.ts";
import { intervalsBeside } from "./intervals_beside.ts";
import { int, pct, sci } from "./format.ts";

/** A row of {@link coverageTable}, keyed by column heading. */
export type CoverageTableRow = {
  deck: string;
  method: string;
  n: number;
  trials: number;
  seeds: number;
  coverage: string;
  "its 95% interval": string;
  "reaches 95%": "yes" | "no";
  "exact coverage": string;
};

const deckName = (study: Pick<CoverageStudy, "deckSize">) => (study.deckSize ?? 81) === 27 ? "small" : "full";
const percent = (x: number, digits: number) => pct(x, digits);

/**
 * The cells run of one or more studies, lowest estimated coverage first: deck, estimator, size,
 * trials, seeds, coverage and its own 95% interval (written so that neither reads as reaching the
 * nominal level when it falls short of it: `intervalsBeside`), whether it reaches the nominal level, and for
 * plain sampling the exact coverage of its Clopper–Pearson interval. Cost: O(cells log cells).
 *
 * @param studies The studies (e.g. the full deck's and the small deck's).
 * @param options `below`: only cells whose estimated coverage is below this (default: all).
 * @example
 * ```ts
 * import { coverageTable } from "./coverage_table.ts";
 * import { readCoverageStudy } from "../data/coverage_study.ts";
 * import { equal } from "node:assert/strict";
 * const [lowest] = coverageTable([await readCoverageStudy(81)]);
 * equal(`${lowest.method} ${lowest.n} ${lowest.coverage} ${lowest["its 95% interval"]}`, "plain 16 92.0% 84.8%–96.5%");
 * ```
 */
export function coverageTable(
  studies: readonly Pick<CoverageStudy, "confidence" | "cells" | "deckSize">[],
  { below = Infinity }: { below?: number } = {},
): CoverageTableRow[] {
  const cells = studies.flatMap((study) =>
    study.cells.filter((c) => c.status === "run" && c.coverage !== null && c.coverage < below).map((cell) => ({
      study,
      cell,
    }))
  );
  cells.sort((a, b) => a.cell.coverage! - b.cell.coverage! || a.cell.coverageCi![1] - b.cell.coverageCi![1]);
  return cells.map(({ study, cell }) => {
    const apart = intervalsBeside(study.confidence, [cell.coverageCi!, [cell.coverage!, cell.coverage!]], {
      digits: 1,
      format: percent,
    });
    const digits = apart.digits;
    return {
      deck: deckName(study),
      method: cell.method,
      n: cell.n,
      trials: cell.trials,
      seeds: cell.seeds,
      coverage: pct(cell.coverage!, digits),
      "its 95% interval": apart.bounds[0].join("–"),
      "reaches 95%": cell.coverageCi![1] >= study.confidence ? "yes" : "no",
      "exact coverage": cell.exactCoverage ? pct(cell.exactCoverage.clopperPearson, 2) : "",
    };
  });
}

/** A row of {@link exactCoverageTable}, keyed by column heading. */
export type ExactCoverageRow = {
  interval: string;
  "lowest exact coverage": string;
  deck: string;
  n: number;
  tables: number;
  "SET-free tables expected a run": string;
};

const INTERVALS = [
  ["clopperPearson", "Clopper–Pearson"],
  ["wilson", "Wilson"],
  ["wald", "Wald (the article's)"],
] as const;

/**
 * For each interval plain sampling could report (Clopper–Pearson's, Wilson's, Wald's), its lowest
 * exact coverage over the studies' plain-sampling cells (from the binomial distribution), where
 * (deck, n, tables), and how many SET-free tables a run of that cell expects (P(no SET | n) ×
 * tables): the intervals other than Clopper–Pearson's fail where that count is small. Cost: O(cells).
 *
 * @param studies The studies (e.g. the full deck's and the small deck's).
 * @throws {RangeError} when no plain-sampling cell has an exact coverage.
 * @example
 * ```ts
 * import { exactCoverageTable } from "./coverage_table.ts";
 * import { readCoverageStudy } from "../data/coverage_study.ts";
 * import { equal } from "node:assert/strict";
 * const [cp, wilson] = exactCoverageTable([await readCoverageStudy(81)]);
 * equal(cp["lowest exact coverage"], "95.03%");
 * equal(`${wilson.n} cards, ${wilson.tables} tables: ${wilson["lowest exact coverage"]}`, "17 cards, 100000 tables: 87.17%");
 * ```
 */
export function exactCoverageTable(
  studies: readonly Pick<CoverageStudy, "cells" | "deckSize" | "exact">[],
): ExactCoverageRow[] {
  const cells = studies.flatMap((study) =>
    study.cells.filter((c): c is CoverageCell & Required<Pick<CoverageCell, "exactCoverage">> =>
      c.exactCoverage !== undefined
    ).map((cell) => ({ study, cell }))
  );
  if (cells.length === 0) throw new RangeError("exactCoverageTable: no plain-sampling cell with an exact coverage");
  return INTERVALS.map(([key, name]) => {
    const { study, cell } = cells.reduce((w, c) => c.cell.exactCoverage[key] < w.cell.exactCoverage[key] ? c : w);
    const coverage = cell.exactCoverage[key];
    const expected = study.exact[String(cell.n)] * cell.trials;
    return {
      interval: name,
      "lowest exact coverage": coverage >= 0.0001 ? pct(coverage, 2) : `${sci(coverage, 1)} (≈ 0%)`,
      deck: deckName(study),
      n: cell.n,
      tables: cell.trials,
      "SET-free tables expected a run": expected >= 10
        ? int(expected)
        : expected >= 0.01
        ? expected.toFixed(2)
        : sci(expected, 1),
    };
  });
}
