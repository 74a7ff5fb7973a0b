/**
 * Confidence intervals: for a proportion, Clopper–Pearson's (coverage at least nominal for every p and trial count),
 * Wilson's (shorter, dipping below nominal) and Wald's (the article's); for a mean of independent estimates, Student's
 * t, on running moments (Welford) that merge exactly (Chan et al.), so chunks computed apart combine in a fixed order
 * to the same numbers; and the exact coverage of an interval method. With ./_elementary.ts's log and exp, an interval
 * is the same to the last bit in the browser and on the command line.
 *
 * @module
 */
import { exp, expm1, log } from "./_elementary.ts";
import { betaQuantile, checkCounts, studentTQuantile } from "./distributions.ts";
import { positiveInteger, probabilityIn } from "../common/check.ts";

/** Count, mean and sum of squared deviations from the mean of some values. */
export interface Moments {
  count: number;
  mean: number;
  m2: number;
}

/**
 * Adds one value to a summary in place (Welford's update). Cost: O(1).
 *
 * @example
 * ```ts
 * import { pushMoment } from "./intervals.ts";
 * import { deepEqual } from "node:assert/strict";
 * const moments = { count: 0, mean: 0, m2: 0 };
 * for (const x of [1, 2, 3, 4]) pushMoment(moments, x);
 * deepEqual(moments, { count: 4, mean: 2.5, m2: 5 });
 * ```
 */
export function pushMoment(moments: Moments, value: number): void {
  moments.count++;
  const delta = value - moments.mean;
  moments.mean += delta / moments.count;
  moments.m2 += delta * (value - moments.mean);
}

/**
 * The summary of two sets of values together (Chan, Golub and LeVeque's pairwise update). Cost: O(1).
 *
 * @example
 * ```ts
 * import { combineMoments } from "./intervals.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(
 *   combineMoments({ count: 2, mean: 1.5, m2: 0.5 }, { count: 2, mean: 3.5, m2: 0.5 }),
 *   { count: 4, mean: 2.5, m2: 5 },
 * );
 * ```
 */
export function combineMoments(a: Moments, b: Moments): Moments {
  const count = a.count + b.count;
  if (count === 0) return { count: 0, mean: 0, m2: 0 };
  const delta = b.mean - a.mean;
  return {
    count,
    mean: a.mean + (delta * b.count) / count,
    m2: a.m2 + b.m2 + (delta * delta * a.count * b.count) / count,
  };
}

/** A confidence interval [low, high]. */
export type Interval = [number, number];

// Coverage, strictly between 0 and 1; default 0.95.
interface IntervalOptions {
  confidence?: number;
}

/**
 * Two-sided normal quantile z, P(|Z| ≤ z) = confidence: simple-statistics' `probit` and two Newton steps (6 decimals).
 *
 * @example
 * ```ts
 * import { normalQuantile } from "./intervals.ts";
 * import { ok } from "node:assert/strict";
 * ok(Math.abs(normalQuantile(0.95) - 1.959964) < 1e-6);
 * ```
 */
export function normalQuantile(confidence = 0.95): number {
  probabilityIn("confidence", confidence, { open: true });
  let z = probit(1 - (1 - confidence) / 2);
  for (let step = 0; step < 2; step++) {
    const density = exp(-z * z / 2) / Math.sqrt(2 * Math.PI);
    z -= (errorFunction(z / Math.SQRT2) - confidence) / (2 * density);
  }
  return z;
}

/**
 * Clopper–Pearson's exact binomial interval for hits/trials, [B(α/2; k, T − k + 1), B(1 − α/2; k + 1, T − k)] with B
 * the beta quantile (R's `binom.test`): coverage at least `confidence` for every p and T. Cost: two beta quantiles.
 *
 * @example No SET-free table in a million deals, and R's `binom.test(682, 925)`
 * ```ts
 * import { clopperPearson } from "./intervals.ts";
 * import { deepEqual, ok } from "node:assert/strict";
 * const [low, high] = clopperPearson(0, 1_000_000);
 * ok(low === 0 && Math.abs(high - 3.688873e-6) < 1e-12);
 * const r = clopperPearson(682, 925).map((x) => x.toFixed(7));
 * deepEqual(r, ["0.7076683", "0.7654066"]);
 * ```
 */
export function clopperPearson(hits: number, trials: number, { confidence = 0.95 }: IntervalOptions = {}): Interval {
  checkCounts(hits, trials);
  probabilityIn("confidence", confidence, { open: true });
  const tail = (1 - confidence) / 2;
  const low = hits === 0 ? 0 : hits === trials ? exp(log(tail) / trials) : betaQuantile(tail, hits, trials - hits + 1);
  const high = hits === trials
    ? 1
    : hits === 0
    ? -expm1(log(tail) / trials)
    : betaQuantile(1 - tail, hits + 1, trials - hits);
  return [low, high];
}

/**
 * Wilson's score interval for hits/trials: coverage near nominal on average over p, dipping where few hits are likely.
 *
 * @example No table without a SET in 1,000,000 tries
 * ```ts
 * import { wilson } from "./intervals.ts";
 * import { equal, ok } from "node:assert/strict";
 * const [low, high] = wilson(0, 1_000_000);
 * equal(low, 0);
 * ok(Math.abs(high - 3.8415e-6) < 1e-9);
 * ```
 */
export function wilson(hits: number, trials: number, { confidence = 0.95 }: IntervalOptions = {}): Interval {
  checkCounts(hits, trials);
  const z = normalQuantile(confidence);
  const p = hits / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const center = (p + z2 / (2 * trials)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return [hits === 0 ? 0 : Math.max(0, center - half), hits === trials ? 1 : Math.min(1, center + half)];
}

/**
 * The Wald interval p̂ ± z·sqrt(p̂(1 − p̂)/T), the article's "± 1.96 standard errors", clipped to [0, 1]. Cost: O(1).
 *
 * @example The article's 12-card figure: 3.17% ± 0.08 points from 200,000 draws
 * ```ts
 * import { wald } from "./intervals.ts";
 * import { ok } from "node:assert/strict";
 * const [low, high] = wald(6340, 200_000);
 * ok(Math.abs((high - low) / 2 - 0.00077) < 0.00001);
 * ```
 */
export function wald(hits: number, trials: number, { confidence = 0.95 }: IntervalOptions = {}): Interval {
  checkCounts(hits, trials);
  const p = hits / trials;
  const half = normalQuantile(confidence) * Math.sqrt((p * (1 - p)) / trials);
  return [Math.max(0, p - half), Math.min(1, p + half)];
}

/**
 * Student's t interval of a mean of independent estimates (at least 2), mean ± t·s/sqrt(count), clipped at 0: exact
 * for normal estimates, short by a term of order 1/count for skewed ones. Cost: one t quantile.
 *
 * @example Ten estimates with mean 1 and s = 0.2: t(0.975, 9) = 2.262157, half-width 0.1431
 * ```ts
 * import { studentInterval } from "./intervals.ts";
 * import { deepEqual } from "node:assert/strict";
 * const [low, high] = studentInterval({ count: 10, mean: 1, m2: 9 * 0.04 });
 * deepEqual([low.toFixed(4), high.toFixed(4)], ["0.8569", "1.1431"]);
 * ```
 */
export function studentInterval(moments: Moments, { confidence = 0.95 }: IntervalOptions = {}): Interval {
  const { count, mean, m2 } = moments;
  if (!(count >= 2)) throw new RangeError(`count ${count} is less than 2`);
  probabilityIn("confidence", confidence, { open: true });
  const half = studentTQuantile((1 + confidence) / 2, count - 1) * Math.sqrt(m2 / (count - 1) / count);
  return [Math.max(0, mean - half), mean + half];
}

// simple-statistics' `probit`: √2 times its inverse error function at 2p − 1 (Winitzki's approximation).
function probit(p: number): number {
  const x = 2 * Math.min(p, 1 - 1e-4) - 1; // as simple-statistics: p rounded to 1 would give log(0)
  const a = (8 * (Math.PI - 3)) / (3 * Math.PI * (4 - Math.PI));
  const logTerm = log(1 - x * x);
  const b = 2 / (Math.PI * a) + logTerm / 2;
  const inverse = Math.sqrt(Math.sqrt(b * b - logTerm / a) - b);
  return Math.SQRT2 * (x >= 0 ? inverse : -inverse);
}

// simple-statistics' `errorFunction`: Numerical Recipes' Chebyshev fit of erfc, relative error 1.2e-7.
const ERFC_FIT = [0.17087277, -0.82215223, 1.48851587, -1.13520398, 0.27886807, -0.18628806, 0.09678418, 0.37409196];

function errorFunction(x: number): number {
  const t = 1 / (1 + 0.5 * Math.abs(x));
  let fit = ERFC_FIT[0];
  for (let i = 1; i < ERFC_FIT.length; i++) fit = fit * t + ERFC_FIT[i];
  const tau = t * exp(-x * x + (fit * t + 1.00002368) * t - 1.26551223);
  return x >= 0 ? 1 - tau : tau - 1;
}

// Binomial probabilities below this fraction of the largest are left out (their total is below 1e-15).
const NEGLIGIBLE = 1e-20;

/**
 * P(K = from + i), K ~ Binomial(trials, p), where not negligible: by the ratio P(k + 1)/P(k) = (T − k)/(k + 1) ·
 * p/(1 − p) outward from the mode, normalized to sum to 1. Cost: O(sqrt(T·p·(1 − p)) + 1).
 */
export function binomialProbabilities(p: number, trials: number): { from: number; probabilities: number[] } {
  positiveInteger("trials", trials);
  probabilityIn("p", p);
  if (p === 0) return { from: 0, probabilities: [1] };
  if (p === 1) return { from: trials, probabilities: [1] };
  const mode = Math.min(trials, Math.floor((trials + 1) * p));
  const odds = p / (1 - p);
  const up: number[] = [];
  for (let k = mode, w = 1; k < trials;) {
    w *= ((trials - k) / (k + 1)) * odds;
    k++;
    if (w < NEGLIGIBLE) break;
    up.push(w);
  }
  const down: number[] = [];
  for (let k = mode, w = 1; k > 0;) {
    w *= (k / (trials - k + 1)) / odds;
    k--;
    if (w < NEGLIGIBLE) break;
    down.push(w);
  }
  const weights = [...down.reverse(), 1, ...up];
  let total = 0;
  for (const w of weights) total += w;
  return { from: mode - down.length, probabilities: weights.map((w) => w / total) };
}

/**
 * The exact coverage of an interval method, called as interval(hits, trials), at a true p with `trials` trials, to
 * about 1e-15. Cost: one interval per count that is not negligible (about 3,300 at p = 0.03, T = 1,000,000).
 *
 * @example Wilson's interval covers P(no SET | 17) only 87% of the time with 100,000 tables; Clopper–Pearson at least 95%
 * ```ts
 * import { clopperPearson, exactCoverage, wilson } from "./intervals.ts";
 * import { ok } from "node:assert/strict";
 * const p = 1.3726245118645181e-6;
 * ok(Math.abs(exactCoverage(p, 100_000, wilson) - 0.8717) < 1e-4);
 * ok(exactCoverage(p, 100_000, clopperPearson) >= 0.95);
 * ```
 */
export function exactCoverage(
  p: number,
  trials: number,
  interval: (hits: number, trials: number) => Interval,
): number {
  const { from, probabilities } = binomialProbabilities(p, trials);
  let covered = 0;
  probabilities.forEach((probability, i) => {
    const [low, high] = interval(from + i, trials);
    if (low <= p && p <= high) covered += probability;
  });
  return covered;
}
