/**
 * An estimate of P(no SET | n) and its confidence interval, named by how it was made: plain sampling's count is
 * exactly binomial, so its interval is Clopper–Pearson's; importance sampling averages independent replicates, so its
 * interval is Student's t on their spread, with a margin for the skew of the path weights.
 *
 * @module
 */
import type { Moments } from "../stats/moments.ts";
import { clopperPearson, type Interval, studentInterval } from "../stats/intervals.ts";
import { deckOf } from "../core/card.ts";
import { checkDeckSize, checkTableSize, type DeckSize, featuresOfDeck } from "./_deck.ts";

/** The estimators: `"plain"` counts SET-free random tables, `"sis"` weighs SET-free paths. */
export type EstimateMethod = "plain" | "sis";

/** One estimate of P(no SET | n): what `simulate` reports per size and method. */
export interface Estimate {
  n: number;
  method: EstimateMethod;
  /** Tables dealt (plain) or paths sampled (sis, replicates × population). */
  trials: number;
  p: number;
  ci: Interval;
  /** How `ci` was made. */
  ciMethod: string;
  /** Tables without a SET (plain only). */
  noSet?: number;
  /** Compute seconds, summed over its chunks (core-seconds). */
  seconds: number;
}

/**
 * The share of the nominal miss rate importance-sampling intervals hold back: the t quantile is taken at
 * 1 − (1 − confidence)·(1 − SIS_MARGIN), 95.5% for a nominal 95%, making up the half point of coverage the skew of
 * the weights costs at the minimum trials (`data/coverage.json`), for intervals 2–3% wider.
 */
export const SIS_MARGIN = 0.1;

/** Relative half-width given to an exact importance-sampling estimate (n < 5), for rounding in its product. */
export const ROUNDING_MARGIN = 1e-12;

const percent = (confidence: number) => `${+(confidence * 100).toFixed(4)}%`;
const int = (x: number) => x.toLocaleString("en-US");

/** The interval of `noSet` SET-free tables out of `trials`: Clopper–Pearson's. Cost: two beta quantiles. */
export function plainInterval(
  noSet: number,
  trials: number,
  { confidence = 0.95 }: { confidence?: number } = {},
): { ci: Interval; ciMethod: string } {
  return {
    ci: clopperPearson(noSet, trials, { confidence }),
    ciMethod: `Clopper–Pearson exact binomial ${percent(confidence)}`,
  };
}

/**
 * The interval of an importance-sampling estimate from its replicates' moments: Student's t at {@link SIS_MARGIN}
 * beyond the confidence; where the weight cannot vary, the exact value (below 5 cards, widened by
 * {@link ROUNDING_MARGIN}; above the largest SET-free table, [0, 0]). Throws a RangeError rather than give zero width
 * (fewer than 2 replicates, or all equal). Cost: one t quantile.
 */
export function sisInterval(
  n: number,
  moments: Moments,
  population: number,
  { confidence = 0.95, deckSize = 81 }: { confidence?: number; deckSize?: DeckSize } = {},
): { ci: Interval; ciMethod: string } {
  checkTableSize(n, checkDeckSize(deckSize));
  const { count: replicates, mean, m2 } = moments;
  const largest = deckOf(featuresOfDeck(deckSize)).largestSetFree;
  if (n > largest) {
    return {
      ci: [0, 0],
      ciMethod: `exact: no SET-free table of ${n} cards exists (the largest has ${largest}), so nothing was sampled`,
    };
  }
  if (n < 5) {
    return {
      ci: [mean * (1 - ROUNDING_MARGIN), mean * (1 + ROUNDING_MARGIN)],
      ciMethod: `exact: every path to ${n} cards has the same weight (± ${ROUNDING_MARGIN} relative, for rounding)`,
    };
  }
  if (replicates < 2) throw new RangeError(`${replicates} replicate estimate(s) at ${n} cards: at least 2 are needed`);
  if (!(m2 > 0)) {
    throw new RangeError(
      `all ${int(replicates)} replicate estimates at ${n} cards are equal (${mean}): no interval can be made`,
    );
  }
  const what = population === 1
    ? `${int(replicates)} path weights`
    : `${int(replicates)} resampled populations of ${int(population)} paths`;
  const level = 1 - (1 - confidence) * (1 - SIS_MARGIN);
  return {
    ci: studentInterval(moments, { confidence: level }),
    ciMethod: `Student t at ${percent(level)} for a nominal ${percent(confidence)} (${
      int(replicates - 1)
    } df), from the spread of ${what}`,
  };
}
