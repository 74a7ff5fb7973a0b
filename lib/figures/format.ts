/**
 * Numbers as the figures print them, for each edition's locale: grouped integers, percentages,
 * powers of ten with superscripts (10⁻¹³), odds.
 *
 * @module
 */
import type { Lang } from "./lang.ts";

const LOCALE: Record<Lang, string> = { en: "en-US", "zh-TW": "zh-TW" };

const SUPERSCRIPT: Record<string, string> = {
  "0": "⁰",
  "1": "¹",
  "2": "²",
  "3": "³",
  "4": "⁴",
  "5": "⁵",
  "6": "⁶",
  "7": "⁷",
  "8": "⁸",
  "9": "⁹",
  "-": "⁻",
};

/**
 * 10 to an integer power as printed: `10⁻¹³`, `10²`; 10⁰ is `1` and 10¹ is `10`.
 *
 * @example
 * ```ts
 * import { powerOfTen } from "./format.ts";
 * import { equal } from "node:assert/strict";
 * equal(powerOfTen(-13), "10⁻¹³");
 * equal(powerOfTen(0), "1");
 * ```
 */
export function powerOfTen(exponent: number): string {
  if (exponent === 0) return "1";
  if (exponent === 1) return "10";
  return `10${[...String(exponent)].map((c) => SUPERSCRIPT[c]).join("")}`;
}

/** The number formats of one edition. */
export interface Format {
  lang: Lang;
  locale: string;
  /** An integer with the locale's grouping: `100,000`. */
  int(x: number | bigint): string;
  /** A number with `digits` decimals: `3.17`. */
  fixed(x: number, digits: number): string;
  /** A probability as a percentage with `digits` decimals: `3.23%`. */
  pct(p: number, digits?: number): string;
  /** A probability as a percentage with `significant` digits, for small ones: `0.037%`. */
  pctSig(p: number, significant?: number): string;
  /** A number in scientific notation with superscripts: `1.4 × 10⁻¹³`. */
  sci(x: number, significant?: number): string;
  /** Odds `a:1` against, rounded: `30:1`. */
  odds(against: number): string;
}

/**
 * The number formats of an edition (English and Traditional Chinese both group digits by
 * thousands with commas and write percentages as `3.23%`).
 *
 * @example
 * ```ts
 * import { format } from "./format.ts";
 * import { equal } from "node:assert/strict";
 * const f = format("en");
 * equal(f.int(100000), "100,000");
 * equal(f.pct(0.032297, 2), "3.23%");
 * equal(f.pctSig(0.000370, 2), "0.037%");
 * equal(f.sci(1.44e-13, 2), "1.4 × 10⁻¹³");
 * equal(f.odds(29.96), "30:1");
 * ```
 */
export function format(lang: Lang): Format {
  const locale = LOCALE[lang];
  const int = (x: number | bigint) => (typeof x === "bigint" ? x : Math.round(x)).toLocaleString(locale);
  const fixed = (x: number, digits: number) =>
    x.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const pctSig = (p: number, significant = 2) => {
    if (p === 0) return "0%";
    const digits = Math.max(0, significant - 1 - Math.floor(Math.log10(Math.abs(100 * p))));
    return `${fixed(100 * p, digits)}%`;
  };
  return {
    lang,
    locale,
    int,
    fixed,
    pct: (p, digits = 2) => `${fixed(100 * p, digits)}%`,
    pctSig,
    sci: (x, significant = 2) => {
      if (x === 0) return "0";
      const exponent = Math.floor(Math.log10(Math.abs(x)));
      const mantissa = x / 10 ** exponent;
      const text = fixed(mantissa, Math.max(0, significant - 1));
      return text === "1" ? powerOfTen(exponent) : `${text} × ${powerOfTen(exponent)}`;
    },
    odds: (against) => `${int(against)}:1`,
  };
}

/**
 * Integers grouped into runs of consecutive values, sorted: how a caption lists table sizes
 * ("15–20").
 *
 * @example
 * ```ts
 * import { integerRuns } from "./format.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(integerRuns([20, 15, 16, 17, 23]), [[15, 17], [20, 20], [23, 23]]);
 * ```
 */
export function integerRuns(values: readonly number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const v of [...values].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && v === last[1] + 1) last[1] = v;
    else runs.push([v, v]);
  }
  return runs;
}
