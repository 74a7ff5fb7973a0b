/**
 * Intervals written beside a value so that rounding never changes whether one contains it: [10.510%, 10.867%] beside
 * 10.868%, never [10.51%, 10.87%] beside 10.87%.
 *
 * @module
 */
import { pct } from "./format.ts";

/** An interval as `[lo, hi]` or as an object with `lo` and `hi` (a `Proportion`, say). */
export type IntervalLike = readonly [number, number] | { readonly lo: number; readonly hi: number };

/** What {@link intervalsBeside} shows: the decimals chosen, the value, each interval (`"[lo, hi]"`) and its bounds. */
export interface ShownBeside {
  digits: number;
  value: string;
  intervals: string[];
  bounds: [string, string][];
}

const MAX_DIGITS = 12;

// The number a text shows: "−0.347" → −0.347, "10.87%" → 10.87, "1,080" → 1080.
function shownNumber(text: string): number {
  const found = text.replace(/−/g, "-").replace(/,/g, "").match(/[-+]?\d+(\.\d+)?(e[-+]?\d+)?/i);
  if (!found) throw new RangeError(`intervalsBeside: ${JSON.stringify(text)} does not show a number`);
  return Number(found[0]);
}

/**
 * Writes intervals beside a value with the fewest decimals from `digits` (default 2) on with which each shown interval
 * contains the shown value exactly when the true one does; `format` writes a number (default {@link pct}).
 *
 * @throws {RangeError} when a bound is not finite or lo > hi, when the format shows no number, or when 12 decimals
 *   cannot tell the value from a bound it lies outside of.
 * @example An interval whose upper bound lies just below the exact value needs a third decimal
 * ```ts
 * import { intervalsBeside } from "./intervals_beside.ts";
 * import { deepEqual, equal } from "node:assert/strict";
 * const shown = intervalsBeside(0.10868, [[0.1051, 0.108671]]);
 * equal(shown.value, "10.868%");
 * deepEqual(shown.intervals, ["[10.510%, 10.867%]"]);
 * equal(intervalsBeside(0.0323, [{ lo: 0.0306, hi: 0.0328 }]).intervals[0], "[3.06%, 3.28%]");
 * ```
 */
export function intervalsBeside(
  value: number,
  intervals: readonly IntervalLike[],
  { digits = 2, format = pct }: { digits?: number; format?: (x: number, digits: number) => string } = {},
): ShownBeside {
  const all = intervals.map((i): [number, number] => "lo" in i ? [i.lo, i.hi] : [i[0], i[1]]);
  for (const [lo, hi] of all) {
    if (!Number.isFinite(lo) || !Number.isFinite(hi) || lo > hi) {
      throw new RangeError(`intervalsBeside: [${lo}, ${hi}] is not an interval`);
    }
  }
  for (let d = digits; d <= MAX_DIGITS; d++) {
    const read = (x: number) => shownNumber(format(x, d));
    const shown = read(value);
    if (all.every(([lo, hi]) => (lo <= value && value <= hi) === (read(lo) <= shown && shown <= read(hi)))) {
      const bounds = all.map(([lo, hi]): [string, string] => [format(lo, d), format(hi, d)]);
      return { digits: d, value: format(value, d), intervals: bounds.map(([lo, hi]) => `[${lo}, ${hi}]`), bounds };
    }
  }
  throw new RangeError(
    `intervalsBeside: ${MAX_DIGITS} decimals cannot show ${value} apart from ${JSON.stringify(all)}`,
  );
}

/**
 * One row per estimate (`source`, `count` of `total`, share and 95% interval), then the exact value's, as
 * {@link intervalsBeside} writes them; `columns` renames the count, out-of and share columns.
 *
 * @example The interval that just misses 10.868% is written with three decimals
 * ```ts
 * import { besideExact } from "./intervals_beside.ts";
 * import { deepEqual } from "node:assert/strict";
 * const rows = besideExact(
 *   [{ source: "ours", count: 6_299, total: 59_392, p: 0.106, lo: 0.1051, hi: 0.108671 }],
 *   { source: "exact", p: 0.10868 },
 * );
 * deepEqual(rows.map((r) => [r.P, r["95% interval"]]), [["10.600%", "[10.510%, 10.867%]"], ["10.868%", "exact"]]);
 * ```
 */
export function besideExact(
  estimates: readonly { source: string; count: number; total: number; p: number; lo: number; hi: number }[],
  exact: { source: string; p: number },
  { digits = 2, columns = {} }: { digits?: number; columns?: { count?: string; total?: string; p?: string } } = {},
): Record<string, string | number>[] {
  const { count = "count", total = "out of", p = "P" } = columns;
  const shown = intervalsBeside(exact.p, estimates, { digits });
  return [
    ...estimates.map((e, i) => ({
      source: e.source,
      [count]: e.count,
      [total]: e.total,
      [p]: pct(e.p, shown.digits),
      "95% interval": shown.intervals[i],
    })),
    { source: exact.source, [count]: "", [total]: "", [p]: shown.value, "95% interval": "exact" },
  ];
}
