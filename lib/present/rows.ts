/**
 * The exact table as rows, as `deno task exact` prints them and notebook 4 shows them.
 *
 * @module
 */
import { binomial, noSetProbability, setFreeCounts } from "../exact/counts.ts";
import { deckOf, type GameFeatureCount } from "../core/card.ts";

/** One row of the exact table: n, the n-card subsets holding no SET and all of them, P(no SET) reduced and as a float. */
export interface ExactRow {
  n: number;
  setFree: bigint;
  subsets: bigint;
  numerator: bigint;
  denominator: bigint;
  p: number;
  /** The odds against a SET-free table, (1 − P) / P to 1: 0 when P = 1, Infinity when P = 0. */
  oddsAgainst: number;
}

/**
 * The rows n = 0..81 of the exact table (0..27 for 3 features): SET-free tables, all tables, P and the odds against.
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
export function exactRows(features: GameFeatureCount = 4): ExactRow[] {
  const counts = setFreeCounts(features);
  const size = deckOf(features).size;
  return counts.map((setFree, n) => {
    const { numerator, denominator, value } = noSetProbability(n, { features });
    const oddsAgainst = numerator === 0n ? Infinity : Number(denominator - numerator) / Number(numerator);
    return { n, setFree, subsets: binomial(size, n), numerator, denominator, p: value, oddsAgainst };
  });
}
