/**
 * Invariants of a SET-free table that a reader can check by hand and that tell most classes apart (in the deck, every
 * class of up to 7 cards, fewer as tables grow).
 *
 * @module
 */
import { canonicalForm, stabilizerOf } from "./_canonical.ts";
import { ADD } from "../core/arithmetic.ts";
import { checkCards, checkFeatures, DECK_SIZE, GAME_FEATURE_COUNTS } from "../core/card.ts";
import { findSet } from "../core/table.ts";
import { THIRD } from "../core/rule.ts";
import { hyperplaneClasses } from "./symmetries.ts";

/** What {@link describeClass} finds: every field is the same for all tables of one class. */
export interface ClassDescription {
  size: number;
  /** The dimension of the smallest flat holding the cards: 1 for a pair, 2 for a plane (−1 for none). */
  dimension: number;
  /** The order of the table's stabiliser: the symmetries of the deck that map the table onto itself. */
  stabilizer: number;
  /** `secants[s]`: the cards outside the table completing exactly s of its pairs (Σ s · secants[s] = C(n, 2)). */
  secants: number[];
  /** Whether no card can join without making a SET (`secants[0]` is 0). */
  complete: boolean;
  /** The 4-card subsets lying in a plane (two pairs completed by one card): Σ C(s, 2) over the outside cards. */
  coplanarQuadruples: number;
  /** `hyperplanes[k]`: the hyperplanes (flats of dimension d − 1, like "all cards with one number") holding k cards. */
  hyperplanes: number[];
  /** Whether the cards add up to 0, when n is a multiple of 3 (then an invariant: x ↦ Ax + b adds n·b ≡ 0); else `null`. */
  sumsToZero: boolean | null;
}

/**
 * Simple invariants of a SET-free table of the deck of 3 or 4 features (a class representative, say): its dimension,
 * its stabiliser's order, how the outside cards complete its pairs, its coplanar 4-subsets and how the hyperplanes
 * meet it. Cost: microseconds.
 *
 * @example Four cards of one plane (a parallelogram) against four cards spanning a 3-flat
 * ```ts
 * import { describeClass } from "./classes.ts";
 * import { deepEqual, equal } from "node:assert/strict";
 * const plane = describeClass([0, 1, 3, 4], 4);
 * deepEqual([plane.dimension, plane.coplanarQuadruples], [2, 1]);
 * deepEqual(plane.secants, [72, 4, 1]); // card 8 completes both diagonals
 * equal(describeClass([0, 1, 3, 9], 4).stabilizer, 24 * 54); // any order of 4 independent cards, times the maps fixing their 3-flat
 * ```
 */
export function describeClass(points: readonly number[], features: 3 | 4): ClassDescription {
  checkCards(points, { name: "table", features: checkFeatures(features, GAME_FEATURE_COUNTS) });
  const set = findSet(points);
  if (set) throw new RangeError(`describeClass: cards ${set.pair[0]}, ${set.pair[1]}, ${set.third} form a SET`);
  const cap = [...points];
  const n = cap.length;
  const completing = new Uint8Array(DECK_SIZE);
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) completing[THIRD[cap[i] * DECK_SIZE + cap[j]]]++;
  const inside = new Uint8Array(DECK_SIZE);
  for (const p of cap) inside[p] = 1;
  const secants: number[] = [];
  let coplanarQuadruples = 0;
  for (let p = 0; p < 3 ** features; p++) {
    if (inside[p]) continue;
    const s = completing[p];
    while (secants.length <= s) secants.push(0);
    secants[s]++;
    coplanarQuadruples += (s * (s - 1)) / 2;
  }
  const hyperplanes: number[] = [];
  for (const planes of hyperplaneClasses(features)) {
    for (const plane of planes) {
      const k = plane.reduce((held, p) => held + inside[p], 0);
      while (hyperplanes.length <= k) hyperplanes.push(0);
      hyperplanes[k]++;
    }
  }
  const canonical = canonicalForm(cap);
  return {
    size: n,
    dimension: canonical.rank,
    stabilizer: stabilizerOf(canonical, features),
    secants,
    complete: (secants[0] ?? 0) === 0,
    coplanarQuadruples,
    hyperplanes,
    sumsToZero: n % 3 === 0 ? cap.reduce((sum: number, p) => ADD[sum * DECK_SIZE + p], 0) === 0 : null,
  };
}
