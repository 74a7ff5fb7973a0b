/**
 * Invariants of a SET-free table that a reader can check by hand and that tell its class apart
 * from most others (in the deck: every class of up to 7 cards, 32 of the 33 of 8 cards, and fewer
 * as tables grow): see {@link describeClass}.
 *
 * @module
 */
import { canonicalForm } from "./_canonical.ts";
import { ADD } from "../core/arithmetic.ts";
import { checkCards, checkFeatures, DECK_SIZE, GAME_FEATURE_COUNTS } from "../core/card.ts";
import { findSet } from "../core/table.ts";
import { THIRD } from "../core/rule.ts";
import { stabilizerOf } from "./_space.ts";
import { hyperplaneClasses } from "./symmetries.ts";

/** What {@link describeClass} finds. Every field is the same for all tables of one class. */
export interface ClassDescription {
  /** The number of cards n. */
  size: number;
  /** The dimension of the smallest flat holding the cards: 1 for a pair, 2 for cards in a plane (−1 for none). */
  dimension: number;
  /** The order of the table's stabiliser: the symmetries of the deck that map the table onto itself. */
  stabilizer: number;
  /**
   * `secants[s]`: the cards outside the table that complete a SET with exactly s of its pairs
   * (so Σ secants = 3^d − n and Σ s · secants[s] = n(n − 1)/2).
   */
  secants: number[];
  /** Whether no card can join without making a SET (`secants[0]` is 0): the table is a maximal SET-free table. */
  complete: boolean;
  /** The 4-card subsets lying in a plane (two pairs completed by one card): Σ C(s, 2) over the outside cards. */
  coplanarQuadruples: number;
  /**
   * `hyperplanes[k]`: the hyperplanes of the deck holding exactly k cards of the table — the 3 · (3^d − 1)/2 flats of
   * dimension d − 1, like "all cards with one number" or "all cards whose colour and shape sum to 0".
   */
  hyperplanes: number[];
  /**
   * Whether the cards add up to 0 in every coordinate, when n is a multiple of 3 (then a class
   * invariant: a symmetry x ↦ Ax + b adds n·b ≡ 0); `null` otherwise. A game's leftover cards
   * always do (notebook 5).
   */
  sumsToZero: boolean | null;
}

/**
 * Simple invariants of a SET-free table (for example a class representative): its dimension,
 * its stabiliser's order, how the outside cards complete its pairs, and its coplanar 4-subsets.
 * Cost: n² pair completions, a pass over the 3^d cards and one over the points of the
 * 3 · (3^d − 1)/2 hyperplanes (3,240 points in all for the deck), and one canonical form search, which gives
 * the dimension and the stabiliser together: some microseconds.
 *
 * @param points The cards, as point ids 0..3^features − 1, in any order.
 * @param features 3 (the small deck) or 4 (the deck).
 * @throws {RangeError} naming the value when features is not 3 or 4, a card is out of range or given twice, or
 * three cards form a SET.
 * @example Four cards of one plane (a parallelogram) against four cards spanning a 3-flat
 * ```ts
 * import { describeClass } from "./classes.ts";
 * import { deepEqual, equal } from "node:assert/strict";
 * const plane = describeClass([0, 1, 3, 4], 4);
 * equal(plane.dimension, 2);
 * equal(plane.coplanarQuadruples, 1);
 * deepEqual(plane.secants, [72, 4, 1]); // card 8 completes both diagonals: 0 + 4 = 1 + 3 (mod 3)
 * equal(plane.stabilizer * 63_180, 1_965_150_720); // the deck's 1,170 planes hold 54 such tables each
 * const solid = describeClass([0, 1, 3, 9], 4);
 * equal(solid.dimension, 3);
 * equal(solid.coplanarQuadruples, 0);
 * equal(solid.stabilizer, 24 * 54); // any order of 4 independent cards, times the maps fixing their 3-flat
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
