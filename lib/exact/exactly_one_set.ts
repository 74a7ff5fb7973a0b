/**
 * Exact counts of the tables holding exactly one SET, from the classes of SET-free tables. If T holds exactly one SET
 * {a, b, c}, removing a card of it leaves a SET-free U of n − 1 cards that the card completes exactly one pair of;
 * conversely such a U and card x make U ∪ {x} with exactly one SET. Each T arises from 3 such pairs (U, x), so
 * count(n) = (1/3) · Σ over SET-free U of n − 1 cards of #{x completing exactly one pair of U}, a sum constant on
 * classes.
 *
 * @module
 */
import { range } from "d3-array";
import { THIRD } from "../core/rule.ts";
import type { FeatureCount } from "../core/card.ts";
import type { CapClasses } from "./classes.ts";

/** The cards completing exactly one pair of a SET-free table (not checked), increasing. Cost: C(n, 2) completions. */
export function singlePairCompleters(points: readonly number[], features: FeatureCount = 4): number[] {
  const pairs = new Uint8Array(81);
  for (let i = 1; i < points.length; i++) for (let j = 0; j < i; j++) pairs[THIRD[points[i] * 81 + points[j]]]++;
  return range(3 ** features).filter((x) => pairs[x] === 1);
}

/**
 * The number of n-card tables holding exactly one SET, for every n, from `await capClasses(features)`; throws if a sum
 * is not a multiple of 3. Cost: a pass over the classes, C(n, 2) pair completions each.
 *
 * @example The small deck: its 117 SETs, and each SET with any one of the 24 other cards
 * ```ts
 * import { capClasses, exactlyOneSetCountsOf } from "./mod.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(exactlyOneSetCountsOf(await capClasses(3)).slice(3, 5), [117n, 117n * 24n]);
 * ```
 */
export function exactlyOneSetCountsOf({ features, bySize }: CapClasses): bigint[] {
  return bySize.map((_, n) => {
    if (n === 0) return 0n;
    let pairs = 0n; // the pairs (U, x)
    for (const { points, tables } of bySize[n - 1]) {
      pairs += tables * BigInt(singlePairCompleters(points, features).length);
    }
    if (pairs % 3n !== 0n) throw new Error(`exactlyOneSetCountsOf: ${pairs} pairs for n = ${n} is not a multiple of 3`);
    return pairs / 3n;
  });
}
