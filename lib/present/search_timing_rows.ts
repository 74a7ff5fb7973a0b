/**
 * Notebook 2's tables of search times: one line per table size, the two methods side by side.
 *
 * @module
 */
import type { TableSearchTiming } from "../timing/search.ts";

/** What {@link searchTimingRows} reads of a row of `timeTableSearch`. */
export type SearchTiming = Pick<TableSearchTiming, "n" | "method" | "median" | "candidates" | "tables" | "withSet">;

// A count whole when it is, else with one decimal; a time to three significant digits, whole from 100 on.
const count = (x: number) => Number.isInteger(x) ? x.toLocaleString("en-US") : x.toFixed(1);
const time = (x: number) => x >= 100 ? x.toFixed(0) : x.toPrecision(3);

/**
 * One row per table size: the tables holding a SET, and each method's mean candidates and median µs per table.
 *
 * @throws {RangeError} when a size lacks either method.
 * @example
 * ```ts
 * import { searchTimingRows } from "./search_timing_rows.ts";
 * import { deepEqual } from "node:assert/strict";
 * const rows = searchTimingRows([
 *   { n: 12, method: "triples", median: 3.621, candidates: 220, tables: 200, withSet: 0 },
 *   { n: 12, method: "pairs", median: 0.2134, candidates: 55, tables: 200, withSet: 0 },
 * ]);
 * deepEqual(rows, [{
 *   n: 12, "tables with a SET": "0 / 200", "triples checked": "220", "pairs checked": "55",
 *   "triples (µs per table)": "3.62", "pairs (µs per table)": "0.213",
 * }]);
 * ```
 */
export function searchTimingRows(rows: readonly SearchTiming[]): Record<string, string | number>[] {
  const sizes = [...new Set(rows.map((r) => r.n))].sort((a, b) => a - b);
  return sizes.map((n) => {
    const [triples, pairs] = (["triples", "pairs"] as const).map((method) => {
      const row = rows.find((r) => r.n === n && r.method === method);
      if (!row) throw new RangeError(`no ${method} timing for tables of ${n} cards`);
      return row;
    });
    return {
      n,
      "tables with a SET": `${count(pairs.withSet)} / ${count(pairs.tables)}`,
      "triples checked": count(triples.candidates),
      "pairs checked": count(pairs.candidates),
      "triples (µs per table)": time(triples.median),
      "pairs (µs per table)": time(pairs.median),
    };
  });
}
