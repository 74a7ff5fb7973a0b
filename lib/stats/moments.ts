/**
 * Running mean and variance (Welford), and the exact merge of two summaries (Chan et al.), so that chunks computed
 * apart combine in a fixed order to the same numbers whichever worker ran them.
 *
 * @module
 */

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
 * import { pushMoment } from "./moments.ts";
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
 * import { combineMoments } from "./moments.ts";
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
