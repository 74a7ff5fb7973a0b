/**
 * The exact table as rows: for each n, the SET-free tables, all tables, P(no SET) and the
 * odds against it — what `deno task exact` prints and writes, and the notebook shows.
 *
 * @module
 */
import { binomial, noSetProbability, setFreeCounts } from "./counts.ts";

/** One row of the exact table. */
export interface ExactRow {
  /** The number of cards on the table. */
  n: number;
  /** The n-card subsets of the deck holding no SET. */
  setFree: bigint;
  /** All n-card subsets, C(81, n). */
  subsets: bigint;
  /** P(no SET) as a reduced fraction. */
  numerator: bigint;
  denominator: bigint;
  /** P(no SET) as a float. */
  p: number;
  /** The odds against a SET-free table, (1 − P) / P to 1: 0 when P = 1, Infinity when P = 0. */
  oddsAgainst: number;
}

/**
 * The rows n = 0..81 of the exact table (from {@link setFreeCounts}: the first call
 * computes the counts, a fraction of a second).
 *
 * @example Three cards: 84,240 of the 85,320 triples are not SETs, P = 78/79
 * ```ts
 * import { exactRows } from "./rows.ts";
 * import { equal } from "node:assert/strict";
 * const row = exactRows()[3];
 * equal(row.setFree, 84_240n);
 * equal(`${row.numerator}/${row.denominator}`, "78/79");
 * equal(row.oddsAgainst, 1 / 78);
 * ```
 */
export function exactRows(): ExactRow[] {
  const counts = setFreeCounts();
  return counts.map((setFree, n) => {
    const { numerator, denominator, value } = noSetProbability(n);
    const oddsAgainst = numerator === 0n ? Infinity : Number(denominator - numerator) / Number(numerator);
    return { n, setFree, subsets: binomial(81, n), numerator, denominator, p: value, oddsAgainst };
  });
}

/**
 * Odds against, as the rulebook writes them: r to 1 against a SET-free table is `"r : 1"`,
 * r to four significant digits (thousands separated, in exponent form from 10^9 on),
 * `"0 : 1"` when the table is certainly SET-free and `"never"` when it never is.
 *
 * @example
 * ```ts
 * import { formatOdds } from "./rows.ts";
 * import { equal } from "node:assert/strict";
 * equal(formatOdds(30.0), "30 : 1");
 * equal(formatOdds(2741.26), "2,741 : 1");
 * equal(formatOdds(1.2345e13), "1.235e13 : 1");
 * equal(formatOdds(Infinity), "never");
 * ```
 */
export function formatOdds(oddsAgainst: number): string {
  if (!Number.isFinite(oddsAgainst)) return "never";
  if (oddsAgainst >= 1e9) return `${oddsAgainst.toExponential(3).replace("e+", "e")} : 1`;
  return `${oddsAgainst.toLocaleString("en-US", { maximumSignificantDigits: 4 })} : 1`;
}
