/**
 * Numbers printed beside an interval so that the text tells the truth: a value outside the
 * interval never reads as inside it because of rounding.
 *
 * @module
 */

/** A number written with a number of digits: `pct` (decimals of a percentage) or `sci` (decimals of a mantissa). */
export type DigitsFormat = (x: number, digits: number) => string;

/** An interval and a value as {@link formatApart} writes them, and the digits it took. */
export interface FormattedApart {
  lo: string;
  hi: string;
  value: string;
  digits: number;
}

// The number a formatted string shows ("3.230%" → 3.23, "3.230e-2" → 0.0323, "1,234" → 1234).
function shown(text: string): number {
  return Number(text.replace(/[^0-9.eE+-]/g, "").replace(/^[eE]/, ""));
}

/** The most digits `toFixed` and `toExponential` write. */
const MAX_DIGITS = 100;

/**
 * Writes an interval `[lo, hi]` and a value with the same format and at least `digits` digits,
 * adding digits until the text shows the value on the same side of each bound as it truly is:
 * a value below `lo` reads below it, above `hi` reads above it. A value inside stays inside at
 * any rounding (rounding keeps order), so it keeps `digits`. Two numbers that differ only beyond
 * a double's precision (about 16 significant digits) may still read alike. Cost: O(digits added)
 * calls of `format`.
 *
 * @param interval The interval's bounds, `lo <= hi`.
 * @param value The value to set beside it (an exact value, a published figure).
 * @param format How one number is written with `digits` digits, e.g. `pct` or `sci`
 *   (`(x, digits) => string`); its output must read back as the number it shows.
 * @param digits The fewest digits (default 3).
 * @returns The three texts and the digits used.
 * @example An importance-sampling interval at 12 cards that just misses the exact 3.2302%
 * ```ts
 * import { formatApart } from "./format_apart.ts";
 * import { sci } from "./format.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(formatApart([0.0323036, 0.03234], 0.032302, sci), { lo: "3.2304e-2", hi: "3.2340e-2", value: "3.2302e-2", digits: 4 });
 * deepEqual(formatApart([0.0309, 0.0325], 0.0323, sci), { lo: "3.090e-2", hi: "3.250e-2", value: "3.230e-2", digits: 3 });
 * ```
 */
export function formatApart(
  interval: readonly [number, number],
  value: number,
  format: DigitsFormat,
  digits = 3,
): FormattedApart {
  const [lo, hi] = interval;
  for (let d = digits;; d++) {
    const texts = { lo: format(lo, d), hi: format(hi, d), value: format(value, d), digits: d };
    const [l, h, v] = [texts.lo, texts.hi, texts.value].map(shown);
    const truthful = (value < lo ? v < l : true) && (value > hi ? v > h : true);
    if (truthful || d >= MAX_DIGITS) return texts;
  }
}
