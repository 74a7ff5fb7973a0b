/**
 * Confidence intervals for Monte Carlo estimates: Wilson's score interval for a
 * proportion (the default, right even with 0 or all hits), the Wald interval
 * p ± z·sqrt(p(1 − p)/T) the article uses, and the normal interval of a mean.
 * The normal quantile is simple-statistics' `probit`, refined with its `errorFunction`
 * (its `probit` alone gives 1.9572 for 95%, 0.14% short of 1.959964).
 *
 * @module
 */
import { errorFunction, probit } from "simple-statistics";
import type { Moments } from "./moments.ts";

/** A confidence interval [low, high]. */
export type Interval = [number, number];

/** Options of the interval functions. */
export interface IntervalOptions {
  /** Coverage, strictly between 0 and 1; default 0.95. */
  confidence?: number;
}

/**
 * The two-sided normal quantile z with P(|Z| ≤ z) = confidence (1.959964 for 95%):
 * simple-statistics' `probit` (an approximation good to about 3 decimals), then two
 * Newton steps on P(|Z| ≤ z) = erf(z/√2) with its `errorFunction` (relative error
 * 1.2e-7), which brings it to about 6 decimals. Cost: O(1).
 *
 * @throws {RangeError} when confidence is not strictly between 0 and 1.
 * @example
 * ```ts
 * import { normalQuantile } from "./intervals.ts";
 * import { ok } from "node:assert/strict";
 * ok(Math.abs(normalQuantile(0.95) - 1.959964) < 1e-6);
 * ```
 */
export function normalQuantile(confidence = 0.95): number {
  if (!(confidence > 0 && confidence < 1)) throw new RangeError(`confidence ${confidence} is not between 0 and 1`);
  let z = probit(1 - (1 - confidence) / 2);
  for (let step = 0; step < 2; step++) {
    const density = Math.exp(-z * z / 2) / Math.sqrt(2 * Math.PI);
    z -= (errorFunction(z / Math.SQRT2) - confidence) / (2 * density);
  }
  return z;
}

function checkCounts(hits: number, trials: number): void {
  if (!Number.isInteger(trials) || trials < 1) throw new RangeError(`trials ${trials} is not a positive integer`);
  if (!Number.isInteger(hits) || hits < 0 || hits > trials) throw new RangeError(`hits ${hits} is not in 0..${trials}`);
}

/**
 * Wilson's score interval for a proportion hits/trials: the p whose score test
 * z = (p̂ − p)/sqrt(p(1 − p)/T) does not reject. It stays inside [0, 1], and with 0 hits
 * it is [0, z²/(T + z²)] (about 3.84/T), not the empty [0, 0] of Wald. Cost: O(1).
 *
 * @throws {RangeError} when trials is not a positive integer or hits is not in 0..trials.
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
 * The Wald interval p̂ ± z·sqrt(p̂(1 − p̂)/T), the article's "± 1.96 standard errors",
 * clipped to [0, 1]. It collapses to [0, 0] with 0 hits and to [1, 1] with all hits,
 * which is why {@link wilson} is the default. Cost: O(1).
 *
 * @throws {RangeError} when trials is not a positive integer or hits is not in 0..trials.
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
 * The normal interval of a mean, mean ± z·s/sqrt(count) with s the sample standard
 * deviation, its low end clipped at 0 (the estimates here are probabilities).
 * With a single value or no spread it is [mean, mean]. Cost: O(1).
 *
 * @throws {RangeError} when count is less than 1.
 * @example
 * ```ts
 * import { meanInterval } from "./intervals.ts";
 * import { deepEqual } from "node:assert/strict";
 * // values 1, 2, 3, 4: mean 2.5, s² = 5/3, s/sqrt(4) ≈ 0.6455, times 1.96 = 1.2652
 * const [low, high] = meanInterval({ count: 4, mean: 2.5, m2: 5 });
 * deepEqual([low.toFixed(3), high.toFixed(3)], ["1.235", "3.765"]);
 * ```
 */
export function meanInterval(moments: Moments, { confidence = 0.95 }: IntervalOptions = {}): Interval {
  const { count, mean, m2 } = moments;
  if (!(count >= 1)) throw new RangeError(`count ${count} is less than 1`);
  const half = count > 1 ? normalQuantile(confidence) * Math.sqrt(m2 / (count - 1) / count) : 0;
  return [Math.max(0, mean - half), mean + half];
}
