/**
 * Notebook 2's tables of search times: the rows of `timeTableSearch` (one per table size and
 * method) laid out one line per table size, the two methods side by side.
 *
 * @module
 */

/** What this module reads of a row of `timeTableSearch` (lib/core/search_timing.ts). */
export interface SearchTiming {
  /** Cards on the table. */
  n: number;
  method: "triples" | "pairs";
  /** Microseconds per table, median over the rounds. */
  median: number;
  /** Candidates checked per table, on average. */
  candidates: number;
  /** Nanoseconds per candidate checked. */
  perCandidate: number;
  /** Tables timed of this size, and how many of them hold a SET. */
  tables: number;
  withSet: number;
}

/**
 * The rows of both methods at one table size.
 *
 * @throws {RangeError} when the rows lack either method at that size.
 * @example
 * ```ts
 * import { searchTimingsAt } from "./search_timing_rows.ts";
 * import { equal } from "node:assert/strict";
 * const row = { median: 1, candidates: 1, perCandidate: 1, tables: 1, withSet: 1 };
 * const rows = [{ n: 12, method: "triples" as const, ...row }, { n: 12, method: "pairs" as const, ...row }];
 * equal(searchTimingsAt(rows, 12).pairs.method, "pairs");
 * ```
 */
export function searchTimingsAt<T extends SearchTiming>(rows: readonly T[], n: number): { triples: T; pairs: T } {
  const at = (method: SearchTiming["method"]) => {
    const row = rows.find((r) => r.n === n && r.method === method);
    if (!row) throw new RangeError(`no ${method} timing for tables of ${n} cards`);
    return row;
  };
  return { triples: at("triples"), pairs: at("pairs") };
}

/** A count as a whole number when it is one, else with one decimal. */
function count(x: number): string {
  return Number.isInteger(x) ? x.toLocaleString("en-US") : x.toFixed(1);
}

/** A time to three significant digits (whole numbers from 100 on). */
function time(x: number): string {
  return x >= 100 ? x.toFixed(0) : x.toPrecision(3);
}

/**
 * One row per table size, in increasing order, for `table()`: how many of the tables hold a SET,
 * the candidates each method checks per table on average, its median time per table (µs) and per
 * candidate (ns). Cost: O(rows²), a few dozen rows.
 *
 * @param rows From `timeTableSearch`, both methods at every size.
 * @throws {RangeError} when a size lacks either method.
 * @example
 * ```ts
 * import { searchTimingRows } from "./search_timing_rows.ts";
 * import { deepEqual } from "node:assert/strict";
 * const rows = searchTimingRows([
 *   { n: 12, method: "triples", median: 3.621, candidates: 220, perCandidate: 16.46, tables: 200, withSet: 0 },
 *   { n: 12, method: "pairs", median: 0.2134, candidates: 55, perCandidate: 3.88, tables: 200, withSet: 0 },
 * ]);
 * deepEqual(rows, [{
 *   n: 12, "tables with a SET": "0 / 200", "triples checked": "220", "pairs checked": "55",
 *   "triples (µs per table)": "3.62", "pairs (µs per table)": "0.213", "ns per triple": "16.5", "ns per pair": "3.88",
 * }]);
 * ```
 */
export function searchTimingRows(rows: readonly SearchTiming[]): Record<string, string | number>[] {
  const sizes = [...new Set(rows.map((r) => r.n))].sort((a, b) => a - b);
  return sizes.map((n) => {
    const { triples, pairs } = searchTimingsAt(rows, n);
    return {
      n,
      "tables with a SET": `${count(pairs.withSet)} / ${count(pairs.tables)}`,
      "triples checked": count(triples.candidates),
      "pairs checked": count(pairs.candidates),
      "triples (µs per table)": time(triples.median),
      "pairs (µs per table)": time(pairs.median),
      "ns per triple": time(triples.perCandidate),
      "ns per pair": time(pairs.perCandidate),
    };
  });
}
