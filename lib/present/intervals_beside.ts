/**
 * Intervals shown beside a value (an exact probability, a published figure, zero), rounded so
 * that rounding never changes what the reader sees: a displayed interval contains the displayed
 * value exactly when the true interval contains the true value. Rounded to two decimals, the
 * interval [10.5100%, 10.8671%] reads [10.51%, 10.87%], which seems to contain an exact 10.868%
 * shown as 10.87%; with three decimals it reads [10.510%, 10.867%] beside 10.868%, as it should.
 *
 * @module
 */
import { pct } from "./format.ts";

/** An interval as `[lo, hi]` or as an object with `lo` and `hi` (a `Proportion`, say). */
export type IntervalLike = readonly [number, number] | { readonly lo: number; readonly hi: number };

/** Options of {@link intervalsBeside}. */
export interface BesideOptions {
  /** The fewest decimals to show (default 2). */
  digits?: number;
  /** The most decimals to try before giving up (default 12). */
  maxDigits?: number;
  /**
   * How a number is written with `digits` decimals (default {@link pct}, a percentage). The
   * comparison reads back the number written, so any format that writes one number works.
   */
  format?: (x: number, digits: number) => string;
}

/** What {@link intervalsBeside} shows: the decimals it chose, the value, and each interval, as text. */
export interface ShownBeside {
  /** The decimals used for the value and every interval. */
  digits: number;
  /** The value, written with `digits` decimals. */
  value: string;
  /** Each interval, `"[lo, hi]"`, written with `digits` decimals. */
  intervals: string[];
  /** Each interval's bounds, `[lo, hi]`, written with `digits` decimals (for a table's own layout). */
  bounds: [string, string][];
  /** Whether each true interval contains the true value (and so, by construction, each displayed one the displayed). */
  contains: boolean[];
}

/** The number a formatted text shows: `"−0.347"` → −0.347, `"10.87%"` → 10.87, `"1,080"` → 1080. */
function shownNumber(text: string): number {
  const found = text.replace(/−/g, "-").replace(/,/g, "").match(/[-+]?\d+(\.\d+)?(e[-+]?\d+)?/i);
  if (!found) throw new RangeError(`intervalsBeside: ${JSON.stringify(text)} does not show a number`);
  return Number(found[0]);
}

function bounds(interval: IntervalLike): [number, number] {
  return "lo" in interval ? [interval.lo, interval.hi] : [interval[0], interval[1]];
}

/**
 * Writes intervals beside a value with as few decimals as keep containment honest: starting at
 * `digits`, decimals are added until each displayed interval contains the displayed value exactly
 * when the true interval contains the true value. (Rounding is monotone, so a contained value
 * always stays contained; what extra decimals prevent is a value just outside an interval seeming
 * to lie inside it.) Cost: at most `maxDigits − digits + 1` formattings per interval.
 *
 * @param value The value the intervals stand beside.
 * @param intervals The intervals, each `[lo, hi]` or `{ lo, hi }` with lo ≤ hi.
 * @param options `digits` (default 2), `maxDigits` (default 12), `format` (default {@link pct}).
 * @returns The decimals chosen and the texts, all with those decimals.
 * @throws {RangeError} when a bound is not finite or lo > hi, when the format shows no number, or when
 * `maxDigits` decimals still cannot tell the value from a bound it lies outside of.
 * @example An interval whose upper bound lies just below the exact value needs a third decimal
 * ```ts
 * import { intervalsBeside } from "./intervals_beside.ts";
 * import { deepEqual, equal } from "node:assert/strict";
 * const shown = intervalsBeside(0.10868, [[0.1051, 0.108671]]);
 * equal(shown.value, "10.868%");
 * deepEqual(shown.intervals, ["[10.510%, 10.867%]"]);
 * deepEqual(shown.contains, [false]);
 * equal(intervalsBeside(0.0323, [{ lo: 0.0306, hi: 0.0328 }]).intervals[0], "[3.06%, 3.28%]");
 * ```
 */
export function intervalsBeside(
  value: number,
  intervals: readonly IntervalLike[],
  { digits = 2, maxDigits = 12, format = pct }: BesideOptions = {},
): ShownBeside {
  const all = intervals.map(bounds);
  for (const [lo, hi] of all) {
    if (!Number.isFinite(lo) || !Number.isFinite(hi) || lo > hi) {
      throw new RangeError(`intervalsBeside: [${lo}, ${hi}] is not an interval`);
    }
  }
  const contains = all.map(([lo, hi]) => lo <= value && value <= hi);
  for (let d = digits; d <= maxDigits; d++) {
    const shownValue = shownNumber(format(value, d));
    const honest = all.every(([lo, hi], i) => {
      const inside = shownNumber(format(lo, d)) <= shownValue && shownValue <= shownNumber(format(hi, d));
      return inside === contains[i];
    });
    if (honest) {
      return {
        digits: d,
        value: format(value, d),
        intervals: all.map(([lo, hi]) => `[${format(lo, d)}, ${format(hi, d)}]`),
        bounds: all.map(([lo, hi]) => [format(lo, d), format(hi, d)]),
        contains,
      };
    }
  }
  throw new RangeError(
    `intervalsBeside: ${maxDigits} decimals cannot show ${value} apart from the bounds of ${
      all.map(([lo, hi]) => `[${lo}, ${hi}]`).join(", ")
    }`,
  );
}
