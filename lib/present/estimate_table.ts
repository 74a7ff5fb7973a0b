/**
 * A run's estimates of P(no SET | n) as notebook 3 shows them, beside the exact value.
 *
 * @module
 */
import type { Estimate } from "../montecarlo/estimate.ts";
import { noSetProbability } from "../exact/counts.ts";
import { type Interval, wald } from "../stats/intervals.ts";
import { intervalsBeside } from "./intervals_beside.ts";
import { int, sci } from "./format.ts";

/**
 * One row per table size of a run's `results`: plain sampling's count and intervals, importance sampling's estimate
 * and interval, the exact value, with digits enough to show every miss.
 *
 * @throws {Error} naming a size without a plain estimate.
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
 * ```
 */
export function estimateTable(results: readonly Estimate[]) {
  const sizes = [...new Set(results.map((r) => r.n))].sort((a, b) => a - b);
  return sizes.map((n) => {
    const plain = results.find((r) => r.n === n && r.method === "plain");
    if (!plain || plain.noSet === undefined) throw new Error(`estimateTable: no plain-sampling count at ${n} cards`);
    const sis = results.find((r) => r.n === n && r.method === "sis");
    const exact = noSetProbability(n).value;
    const waldCi = wald(plain.noSet, plain.trials);
    const digits = intervalsBeside(exact, [plain.ci, waldCi, ...(sis ? [sis.ci] : [])], { digits: 3, format: sci })
      .digits;
    const text = ([lo, hi]: Interval) => `${sci(lo, digits)} – ${sci(hi, digits)}`;
    return {
      n,
      "plain: no SET / tables": `${int(plain.noSet)} / ${int(plain.trials)}`,
      "Clopper–Pearson 95%": text(plain.ci),
      "Wald 95%": text(waldCi),
      "SIS p": sis ? sci(sis.p) : "(skipped)",
      "SIS 95%": sis ? text(sis.ci) : "",
      exact: sci(exact, digits),
    };
  });
}
