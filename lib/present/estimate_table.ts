/**
 * A run's estimates of P(no SET | n) as notebook 3 shows them: one row per table size, both
 * estimators beside the exact value.
 *
 * @module
 */
import type { Estimate } from "../montecarlo/estimate.ts";
import { noSetProbability } from "../exact/counts.ts";
import { wald } from "../stats/intervals.ts";
import { intervalsBeside } from "./intervals_beside.ts";
import { int, sci } from "./format.ts";
import type { Interval } from "../stats/intervals.ts";

/** A row of {@link estimateTable}, keyed by column heading (a type, so that `table()` takes it). */
export type EstimateTableRow = {
  n: number;
  "plain: no SET / tables": string;
  "plain p": string;
  "Clopper–Pearson 95%": string;
  "Wald 95%": string;
  "SIS p": string;
  "SIS 95%": string;
  "SIS ± (relative)": string;
  exact: string;
  "contains exact: plain / SIS": string;
};

const contains = ([lo, hi]: Interval, x: number) => lo <= x && x <= hi;

/**
 * One row per table size of a run: plain sampling's count, estimate, Clopper–Pearson and Wald
 * intervals; importance sampling's estimate, interval and relative half-width (`(skipped)` where
 * it did not run); the exact value; and whether each interval contains it (`exact` for an
 * importance-sampling answer known exactly, at 21 cards and more). Numbers in scientific notation;
 * a row's intervals and exact value share the digits that keep every miss visible
 * (`intervalsBeside`). Cost: O(results).
 *
 * @param results A run's estimates (`simulate(...).results`), each size with a plain estimate.
 * @returns Rows for `table()`, by increasing n.
 * @throws {Error} naming a size that has an importance-sampling estimate but no plain one.
 * @example
 * ```ts
 * import { estimateTable } from "./estimate_table.ts";
 * import { equal } from "node:assert/strict";
 * const [row] = estimateTable([
 *   { n: 12, method: "plain", trials: 200_000, p: 0.032, ci: [0.03123, 0.03278], ciMethod: "", noSet: 6400, seconds: 1 },
 *   { n: 12, method: "sis", trials: 200_000, p: 0.032322, ci: [0.0323036, 0.03234], ciMethod: "", seconds: 1 },
 * ]);
 * equal(row["plain: no SET / tables"], "6,400 / 200,000");
 * equal(row["SIS 95%"], "3.2304e-2 – 3.2340e-2");
 * equal(row.exact, "3.2302e-2");
 * equal(row["contains exact: plain / SIS"], "yes / no");
 * ```
 */
export function estimateTable(results: readonly Estimate[]): EstimateTableRow[] {
  const sizes = [...new Set(results.map((r) => r.n))].sort((a, b) => a - b);
  return sizes.map((n) => {
    const plain = results.find((r) => r.n === n && r.method === "plain");
    if (!plain || plain.noSet === undefined) throw new Error(`estimateTable: no plain-sampling count at ${n} cards`);
    const sis = results.find((r) => r.n === n && r.method === "sis");
    const exact = noSetProbability(n).value;
    const waldCi = wald(plain.noSet, plain.trials);
    const intervals = [plain.ci, waldCi, ...(sis ? [sis.ci] : [])];
    const digits = intervalsBeside(exact, intervals, { digits: 3, format: sci }).digits;
    const text = ([lo, hi]: Interval) => `${sci(lo, digits)} – ${sci(hi, digits)}`;
    const known = sis?.ciMethod.startsWith("exact:");
    return {
      n,
      "plain: no SET / tables": `${int(plain.noSet)} / ${int(plain.trials)}`,
      "plain p": sci(plain.p),
      "Clopper–Pearson 95%": text(plain.ci),
      "Wald 95%": text(waldCi),
      "SIS p": sis ? sci(sis.p) : "(skipped)",
      "SIS 95%": sis ? text(sis.ci) : "",
      "SIS ± (relative)": sis && sis.p > 0 ? `${((sis.ci[1] - sis.ci[0]) / 2 / sis.p * 100).toFixed(2)}%` : "",
      exact: sci(exact, digits),
      "contains exact: plain / SIS": `${contains(plain.ci, exact) ? "yes" : "no"} / ${
        !sis ? "–" : known ? "exact" : contains(sis.ci, exact) ? "yes" : "no"
      }`,
    };
  });
}
