/**
 * Checks the arguments of the public functions: a number of features and a SET-free set of points.
 * Their messages name the caller and say "point" (lib/core's `checkFeatures` and `checkCards` word
 * theirs for cards on a table); the search for a SET is lib/core's {@link findSet}.
 *
 * @module
 */
import { findSet } from "../core/table.ts";

/**
 * The number of features, 3 (the small deck, AG(3, 3)) or 4 (the deck, AG(4, 3)).
 *
 * @throws {RangeError} naming the caller and the value.
 * @example
 * ```ts
 * import { checkFeatures } from "./_input.ts";
 * import { throws } from "node:assert/strict";
 * throws(() => checkFeatures(5, "capClasses"), /capClasses: features 5 is not 3 or 4/);
 * ```
 */
export function checkFeatures(features: unknown, caller: string): 3 | 4 {
  if (features !== 3 && features !== 4) throw new RangeError(`${caller}: features ${String(features)} is not 3 or 4`);
  return features;
}

/**
 * The points of a SET-free table of the deck with `features` features, as given.
 *
 * @throws {RangeError} naming the caller and the offending point(s): not an integer id 0..3^features − 1,
 * given twice, or three of them forming a SET.
 * @example
 * ```ts
 * import { checkCap } from "./_input.ts";
 * import { throws } from "node:assert/strict";
 * throws(() => checkCap([0, 1, 2], 4, "describeClass"), /describeClass: points 0, 1, 2 form a SET/);
 * throws(() => checkCap([0, 27], 3, "describeClass"), /point 27 is not an integer in 0\.\.26/);
 * ```
 */
export function checkCap(points: readonly number[], features: 3 | 4, caller: string): number[] {
  const size = 3 ** features;
  const seen = new Set<number>();
  for (const p of points) {
    if (!Number.isInteger(p) || p < 0 || p >= size) {
      throw new RangeError(`${caller}: point ${String(p)} is not an integer in 0..${size - 1}`);
    }
    if (seen.has(p)) throw new RangeError(`${caller}: point ${p} is given twice`);
    seen.add(p);
  }
  const set = findSet(points);
  if (set) throw new RangeError(`${caller}: points ${set.pair[0]}, ${set.pair[1]}, ${set.third} form a SET`);
  return [...points];
}
