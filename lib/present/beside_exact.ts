/**
 * Estimates beside an exact value, as one table: each estimate with its count, the number it is out
 * of, its share and 95% interval, then the exact value in a row of its own, all written with the
 * decimals that keep containment honest (`intervalsBeside`).
 *
 * @module
 */
import { intervalsBeside } from "./intervals_beside.ts";
import { odds as oddsText, pct } from "./format.ts";

/** An estimate of a proportion: `count` of `total`, its share `p` and its 95% interval. */
export interface BesideEstimate {
  /** Who measured it, as the table's first column says it. */
  source: string;
  count: number;
  total: number;
  p: number;
  lo: number;
  hi: number;
}

/** Options of {@link besideExact}. */
export interface BesideExactOptions {
  /** The fewest decimals of the percentages (default 2); more when containment needs them. */
  digits?: number;
  /** The columns' names: the count, what it is out of, the share (defaults "count", "out of", "P"). */
  columns?: { count?: string; total?: string; p?: string };
  /** Add a column of odds against, `1/p − 1 : 1` (default false). */
  odds?: boolean;
}

/**
 * The rows of a table that sets estimates beside an exact value: one row per estimate (source,
 * count, out of, share, 95% interval), then the exact value's row, whose interval column says
 * "exact". Shares and intervals use one number of decimals, the fewest from `digits` on with which
 * each displayed interval contains the displayed exact value exactly when the true one does.
 *
 * @param estimates The estimates, each with its `source`.
 * @param exact The exact value and how to name it.
 * @returns Rows for `table()`.
 * @example The interval that just misses 10.868% is written with three decimals
 * ```ts
 * import { besideExact } from "./beside_exact.ts";
 * import { deepEqual } from "node:assert/strict";
 * const rows = besideExact(
 *   [{ source: "ours", count: 6_299, total: 59_392, p: 0.106, lo: 0.1051, hi: 0.108671 }],
 *   { source: "exact", p: 0.10868 },
 * );
 * deepEqual(rows.map((r) => [r.P, r["95% interval"]]), [["10.600%", "[10.510%, 10.867%]"], ["10.868%", "exact"]]);
 * ```
 */
export function besideExact(
  estimates: readonly BesideEstimate[],
  exact: { source: string; p: number },
  { digits = 2, columns = {}, odds = false }: BesideExactOptions = {},
): Record<string, string | number>[] {
  const { count = "count", total = "out of", p = "P" } = columns;
  const shown = intervalsBeside(exact.p, estimates, { digits });
  const against = (share: number): Record<string, string> => (odds ? { "odds against": oddsText(1 / share - 1) } : {});
  return [
    ...estimates.map((e, i) => ({
      source: e.source,
      [count]: e.count,
      [total]: e.total,
      [p]: pct(e.p, shown.digits),
      "95% interval": shown.intervals[i],
      ...against(e.p),
    })),
    { source: exact.source, [count]: "", [total]: "", [p]: shown.value, "95% interval": "exact", ...against(exact.p) },
  ];
}
