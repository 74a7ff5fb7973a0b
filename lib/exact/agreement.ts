/**
 * Estimates set beside the exact P(no SET): does each interval contain the exact value?
 *
 * @module
 */
import { noSetProbability } from "./counts.ts";
import { wilson } from "../stats/intervals.ts";
import { type NoSetReference, referenceProbability } from "../common/references.ts";

/** An estimate of P(no SET | n), with its interval when it has one. */
export interface Estimate {
  /** Who or what made it, e.g. `"Monte Carlo: plain"` or `"norvig-odds"`. */
  label: string;
  n: number;
  p: number;
  lo?: number;
  hi?: number;
  /** How the interval was made, e.g. `"Wilson 95%"`. */
  interval?: string;
}

/** An estimate compared with the exact value. */
export interface Comparison extends Estimate {
  exact: number;
  /** Whether the interval contains the exact value; `undefined` for an estimate without an interval. */
  agrees: boolean | undefined;
  /** The estimate over the exact value. */
  ratio: number;
  /** How far the estimate is from the exact value, in half-widths of its interval; `undefined` without one. */
  halfWidths: number | undefined;
}

/**
 * Compares each estimate with the exact P(no SET | n) ({@link noSetProbability}).
 *
 * @example The article's 12-card estimate 3.17% ± 0.08 contains the exact 3.230%
 * ```ts
 * import { compareWithExact } from "./agreement.ts";
 * import { equal } from "node:assert/strict";
 * const [row] = compareWithExact([{ label: "article", n: 12, p: 0.0317, lo: 0.0309, hi: 0.0325 }]);
 * equal(row.agrees, true);
 * equal(row.halfWidths!.toFixed(2), "0.75"); // |0.0317 − 0.0323| / 0.0008
 * equal(compareWithExact([{ label: "too low", n: 12, p: 0.02, lo: 0.019, hi: 0.021 }])[0].agrees, false);
 * ```
 */
export function compareWithExact(estimates: readonly Estimate[]): Comparison[] {
  return estimates.map((estimate) => {
    const exact = noSetProbability(estimate.n).value;
    const agrees = estimate.lo === undefined || estimate.hi === undefined
      ? undefined
      : estimate.lo <= exact && exact <= estimate.hi;
    const halfWidths = agrees === undefined
      ? undefined
      : Math.abs(estimate.p - exact) / ((estimate.hi! - estimate.lo!) / 2);
    return { ...estimate, exact, agrees, ratio: estimate.p / exact, halfWidths };
  });
}

/**
 * The published fresh-deal figures (data/references.json) as estimates: counts out of draws get
 * a Wilson 95% interval ({@link wilson}), an estimate with a half-width gets p ± half-width as
 * published, and rulebook odds get no interval.
 *
 * @example Norvig's 3,299 SET-free deals of 100,000
 * ```ts
 * import { referenceEstimates } from "./agreement.ts";
 * import { equal, ok } from "node:assert/strict";
 * const [estimate] = referenceEstimates([{ source: "norvig-odds", setting: "fresh deal", n: 12, draws: 100000, noSet: 3299 }]);
 * equal(estimate.p, 0.03299);
 * ok(estimate.lo! < 0.0323 && 0.0323 < estimate.hi!);
 * ```
 */
export function referenceEstimates(references: readonly NoSetReference[]): Estimate[] {
  return references.filter((reference) => reference.setting === "fresh deal").map((reference) => {
    const p = referenceProbability(reference);
    const base = { label: reference.source, n: reference.n, p };
    if (reference.noSet !== undefined && reference.draws) {
      const [lo, hi] = wilson(reference.noSet, reference.draws);
      return { ...base, lo, hi, interval: `Wilson 95% on ${reference.noSet} of ${reference.draws} draws` };
    }
    if (reference.halfWidth !== undefined) {
      return {
        ...base,
        lo: p - reference.halfWidth,
        hi: p + reference.halfWidth,
        interval: `${reference.interval ?? "published"} ± ${reference.halfWidth}`,
      };
    }
    return base;
  });
}
