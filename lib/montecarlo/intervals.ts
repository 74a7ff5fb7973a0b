/**
 * The confidence interval of each estimator, with a name saying how it was made: plain sampling's count is exactly
 * binomial, so its interval is Clopper–Pearson's; importance sampling averages independent replicates, so its
 * interval is Student's t on their spread, with a margin for the skew of the path weights.
 *
 * @module
 */
import type { Moments } from "../stats/moments.ts";
import { clopperPearson, type Interval, studentInterval } from "../stats/intervals.ts";
import { deckOf } from "../core/card.ts";
import { checkDeckSize, checkTableSize, type DeckSize, featuresOfDeck } from "./_deck.ts";

/**
 * The share of the nominal miss rate held back by importance-sampling intervals: the t quantile is taken at
 * 1 − (1 − confidence)·(1 − SIS_MARGIN), 95.5% for a nominal 95%. At the minimum trials the skew of the weights costs
 * Student's t up to half a point of coverage (`data/coverage.json`); the margin makes it up, at the price of
 * intervals 2–3% wider.
 */
export const SIS_MARGIN = 0.1;

/** Relative half-width given to an exact importance-sampling estimate (n < 5), for rounding in its product. */
export const ROUNDING_MARGIN = 1e-12;

/** A confidence interval and how it was made. */
export interface IntervalWithMethod {
  ci: Interval;
  ciMethod: string;
}

/** Options of the interval functions. */
export interface EstimateIntervalOptions {
  /** Nominal coverage, default 0.95. */
  confidence?: number;
  /** The deck: 81 cards (default), the small deck's 27, or 3^d for d features. */
  deckSize?: DeckSize;
}

const percent = (confidence: number) => `${+(confidence * 100).toFixed(4)}%`;
const int = (x: number) => x.toLocaleString("en-US");

/**
 * The interval of a plain-sampling estimate: Clopper–Pearson's for `noSet` SET-free tables out of `trials`, whose
 * coverage is at least nominal for every p and trial count. Cost: two beta quantiles.
 *
 * @throws {RangeError} when trials is not a positive integer or noSet is not in 0..trials.
 * @example
 * ```ts
 * import { plainInterval } from "./intervals.ts";
 * import { equal, ok } from "node:assert/strict";
 * const { ci, ciMethod } = plainInterval(0, 1000);
 * ok(ci[0] === 0 && ci[1] > 0.0036);
 * equal(ciMethod, "Clopper–Pearson exact binomial 95%");
 * ```
 */
export function plainInterval(
  noSet: number,
  trials: number,
  { confidence = 0.95 }: EstimateIntervalOptions = {},
): IntervalWithMethod {
  return {
    ci: clopperPearson(noSet, trials, { confidence }),
    ciMethod: `Clopper–Pearson exact binomial ${percent(confidence)}`,
  };
}

/**
 * The interval of an importance-sampling estimate from the moments of its replicate estimates: Student's t with the
 * quantile taken {@link SIS_MARGIN} beyond the confidence, or, where the weight cannot vary, the exact value (below
 * 5 cards, widened by {@link ROUNDING_MARGIN}; above the deck's largest SET-free table, [0, 0]). Never of zero width
 * where P(no SET | n) > 0: if every replicate came out the same there it throws instead. Cost: one t quantile.
 *
 * @param n The table size, 3..deckSize.
 * @param moments Count, mean and sum of squared deviations of the replicate estimates.
 * @param population Paths per replicate (1 for single paths).
 * @throws {RangeError} when n is not in 3..deckSize, or (5 cards to the largest SET-free table) fewer than 2
 *   replicates or all equal.
 * @example Ten populations: t(0.9775, 9) = 2.32656 instead of t(0.975, 9) = 2.26216
 * ```ts
 * import { sisInterval } from "./intervals.ts";
 * import { equal, ok } from "node:assert/strict";
 * const { ci, ciMethod } = sisInterval(19, { count: 10, mean: 9e-12, m2: 9 * (2e-12) ** 2 }, 10_000);
 * ok(Math.abs(ci[1] - 9e-12 - 2.32656 * 2e-12 / Math.sqrt(10)) < 1e-17);
 * equal(ciMethod, "Student t at 95.5% for a nominal 95% (9 df), from the spread of 10 resampled populations of 10,000 paths");
 * ```
 */
export function sisInterval(
  n: number,
  moments: Moments,
  population: number,
  { confidence = 0.95, deckSize = 81 }: EstimateIntervalOptions = {},
): IntervalWithMethod {
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
