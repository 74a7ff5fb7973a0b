/**
 * The curves of P(no SET | n) of several decks, read off a run of `simulateDecks`: their points, and where each falls
 * through a level.
 *
 * @module
 */
import { deckOf, type FeatureCount } from "../core/card.ts";
import type { Interval } from "../stats/intervals.ts";
import type { DeckEstimate } from "./simulate_decks.ts";

/** The estimate a curve draws at one deck and size (`noSet`: plain sampling's tables without a SET). */
interface CurvePoint {
  features: FeatureCount;
  n: number;
  method: "plain" | "sis";
  p: number;
  ci: Interval;
  noSet?: number;
}

/**
 * One point per deck and size, in the order of the results: importance sampling's estimate where it ran (its
 * interval is far narrower), plain sampling's elsewhere.
 *
 * @example
 * ```ts
 * import { curvePoints } from "./deck_curves.ts";
 * import { deepEqual } from "node:assert/strict";
 * const estimate = { trials: 1000, ci: [0.1, 0.2] as [number, number], ciMethod: "", seconds: 0 };
 * const points = curvePoints([
 *   { ...estimate, features: 6, n: 6, method: "plain", p: 0.14, noSet: 140 },
 *   { ...estimate, features: 6, n: 6, method: "sis", p: 0.13 },
 * ]);
 * deepEqual(points.map((q) => [q.n, q.method]), [[6, "sis"]]);
 * ```
 */
export function curvePoints(results: readonly DeckEstimate[]): CurvePoint[] {
  const byKey = new Map<string, CurvePoint>();
  for (const { features, n, method, p, ci, noSet } of results) {
    const key = `${features}/${n}`;
    if (byKey.has(key) && method !== "sis") continue;
    byKey.set(key, { features, n, method, p, ci, ...(noSet === undefined ? {} : { noSet }) });
  }
  return [...byKey.values()];
}

/**
 * Where a deck's curve falls through a level: the last size at or above it (`from`), the first below (`to`), and the
 * size interpolated in log P between them (absent when P is exactly 0 at `to`).
 */
export interface Crossing {
  features: FeatureCount;
  level: number;
  from: number;
  to: number;
  n?: number;
}

/**
 * Where a deck's curve first falls below `level` (in (0, 1)), from its points with P > 0 and the exact 0 one card
 * beyond the largest SET-free table; `undefined` when the points do not reach down through it. Throws when the points
 * mix decks. Cost: O(points log points).
 *
 * @example Two features: 50% between 3 and 4 cards; 1% between 4 and 5, where P is exactly 0
 * ```ts
 * import { crossing } from "./deck_curves.ts";
 * import { deepEqual } from "node:assert/strict";
 * const points = [{ features: 2, n: 3, p: 72 / 84 }, { features: 2, n: 4, p: 54 / 126 }] as const;
 * deepEqual(crossing(points, 0.5)!.n!.toFixed(3), "3.778");
 * deepEqual(crossing(points, 0.01), { features: 2, level: 0.01, from: 4, to: 5 });
 * ```
 */
export function crossing(
  points: readonly { features: FeatureCount; n: number; p: number; noSet?: number }[],
  level: number,
): Crossing | undefined {
  if (!(level > 0 && level < 1)) throw new RangeError(`level ${level} is not a probability in (0, 1)`);
  if (points.length === 0) return undefined;
  const { features } = points[0];
  if (points.some((q) => q.features !== features)) throw new RangeError("crossing: points of several decks");
  const curve = points.filter((q) => q.p > 0).sort((a, b) => a.n - b.n);
  const zero = deckOf(features).largestSetFree + 1;
  if (curve.length === 0 || curve[0].p < level) return undefined;
  for (let i = 0; i < curve.length; i++) {
    const a = curve[i], b = curve[i + 1];
    if (b === undefined) {
      return a.n === zero - 1 ? { features, level, from: a.n, to: zero } : undefined;
    }
    if (b.p < level) {
      const t = (Math.log(a.p) - Math.log(level)) / (Math.log(a.p) - Math.log(b.p));
      return { features, level, from: a.n, to: b.n, n: a.n + t * (b.n - a.n) };
    }
  }
  return undefined;
}
