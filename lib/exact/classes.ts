/**
 * Essentially different SET-free tables: the classes of SET-free n-card sets under the deck's symmetries, the affine
 * maps x ↦ Ax + b (A invertible mod 3), each with a representative and its stabiliser's order, found by canonical
 * augmentation over canonical forms (_canonical.ts); the checks every result passes; and invariants that tell classes
 * apart by hand (not all of them, as tables grow).
 *
 * @module
 */
import { checkCards, checkFeatures, DECK_SIZE, deckOf, GAME_FEATURE_COUNTS } from "../core/card.ts";
import { integerIn } from "../common/check.ts";
import { maxWorkers, runChunks } from "../common/parallel.ts";
import { affineGroupOrder, canonicalForm, type FoundClass, growFrom, stabilizerOf } from "./_canonical.ts";
import type { SubtreeTask } from "./_classes_worker.ts";
import { setFreeCounts } from "./counts.ts";
import { affineSpace, canonicalTranslate, capsBySize, pointsOf } from "./affine_caps.ts";
import { ADD } from "../core/arithmetic.ts";
import { findSet } from "../core/table.ts";
import { THIRD } from "../core/rule.ts";
import { hyperplaneClasses } from "./symmetries.ts";

/** A class of SET-free tables: its representative (canonical form), its stabiliser's order and |G| / stabiliser. */
export interface CapClass {
  points: number[];
  stabilizer: number;
  tables: bigint;
}

/** The classes of SET-free tables of a deck, |G| = |AGL(d, 3)|, `bySize[n]` those of n cards, by representative. */
export interface CapClasses {
  features: 3 | 4;
  groupOrder: bigint;
  bySize: CapClass[][];
}

// With workers, the tree is cut below the classes of this many cards: 91 subtrees for the deck.
const SPLIT = 9;

/**
 * Every class of SET-free tables of the deck (3 or 4 features), for every number of cards, verified before it is
 * returned; `workers` (0..`maxWorkers()`, default 0) share the deck's subtrees. Cost: a canonical form search a class.
 *
 * @example The small deck: its 2,106 largest SET-free tables (9 cards) are one class, each with 144 symmetries
 * ```ts
 * import { capClasses } from "./classes.ts";
 * import { equal } from "node:assert/strict";
 * const { bySize } = await capClasses(3);
 * equal(bySize[9][0].stabilizer, 144);
 * equal(bySize[9][0].tables, 2_106n);
 * ```
 */
export async function capClasses(features: 3 | 4, { workers = 0 }: { workers?: number } = {}): Promise<CapClasses> {
  checkFeatures(features, GAME_FEATURE_COUNTS);
  integerIn("capClasses: workers", workers, 0, maxWorkers());
  const limit = 3 ** features;
  const groupOrder = affineGroupOrder(features);
  const bySize: CapClass[][] = Array.from({ length: limit + 1 }, () => []);
  const add = (found: FoundClass) => {
    const stabilizer = stabilizerOf(found, features);
    bySize[found.points.length].push({ points: found.points, stabilizer, tables: groupOrder / BigInt(stabilizer) });
  };
  add({ points: [], automorphisms: 1, rank: -1 }); // the empty table: its class is itself, fixed by every symmetry
  if (workers === 0) growFrom([], limit, add);
  else {
    const tasks: SubtreeTask[] = [];
    growFrom([], limit, (found) => {
      add(found);
      if (found.points.length === SPLIT) tasks.push({ rep: found.points, limit });
    }, SPLIT);
    const url = new URL("./_classes_worker.ts", import.meta.url);
    for (const subtree of await runChunks<SubtreeTask, FoundClass[]>(url, tasks, { workers })) subtree.forEach(add);
  }
  for (const classes of bySize) classes.sort((a, b) => compareForms(a.points, b.points));
  const result = { features, groupOrder, bySize };
  verifyClasses(result);
  return result;
}

function compareForms(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/**
 * The classes in numbers, one row per n: how many classes, how many tables (Σ |G| / stabiliser), and the stabiliser
 * orders that occur, largest first, with their classes. Cost: linear in the classes.
 *
 * @example The small deck's 8-card tables: three classes, 63,180 tables
 * ```ts
 * import { capClasses, classCounts } from "./classes.ts";
 * import { equal } from "node:assert/strict";
 * const rows = classCounts(await capClasses(3));
 * equal(rows[8].classes, 3);
 * equal(rows[8].tables, 63_180n);
 * ```
 */
export function classCounts(
  { bySize }: CapClasses,
): { n: number; classes: number; tables: bigint; stabilizers: { order: number; classes: number }[] }[] {
  return bySize.map((sized, n) => {
    const orders = new Map<number, number>();
    for (const { stabilizer } of sized) orders.set(stabilizer, (orders.get(stabilizer) ?? 0) + 1);
    return {
      n,
      classes: sized.length,
      tables: sized.reduce((sum, { tables }) => sum + tables, 0n),
      stabilizers: [...orders].sort(([a], [b]) => b - a).map(([order, classes]) => ({ order, classes })),
    };
  });
}

/**
 * Orbit–stabiliser: for every n, Σ |G| / |stabiliser| over the classes of n points must equal the number of SET-free
 * n-point sets (counted independently by layers), and each stabiliser order must divide |G|. Throws naming n.
 */
export function checkOrbitStabiliser({ features, groupOrder, bySize }: CapClasses): void {
  const counts = setFreeCounts(features);
  for (let n = 0; n < counts.length; n++) {
    let tables = 0n;
    for (const { points, stabilizer } of bySize[n] ?? []) {
      const order = BigInt(stabilizer);
      if (order <= 0n || groupOrder % order !== 0n) {
        throw new Error(`n = ${n}: stabiliser order ${stabilizer} of [${points}] does not divide |G| = ${groupOrder}`);
      }
      tables += groupOrder / order;
    }
    if (tables !== counts[n]) {
      throw new Error(
        `n = ${n}: the ${bySize[n]?.length ?? 0} classes hold ${tables} tables by orbit–stabiliser, ` +
          `but there are ${counts[n]} SET-free ${n}-point sets`,
      );
    }
  }
}

/**
 * The brute force of the small deck: each of the 367,525 caps of AG(3, 3) lands in exactly one class, and each class
 * holds exactly |G| / |stabiliser| of them. Throws naming n and the cap or class.
 */
export function checkEveryCapOfSmallDeck({ groupOrder, bySize }: CapClasses): void {
  const space = affineSpace(3);
  const classes = bySize.flatMap((sized, n) => sized.map(({ points, stabilizer }) => ({ n, points, stabilizer })));
  const classOf = new Map(classes.map(({ points }, i) => [String(points), i]));
  const held = new Array<number>(classes.length).fill(0);
  const classOfTranslate = new Map<number, number>(); // least translate → its class
  capsBySize(space).forEach((caps, n) => {
    for (const mask of caps) {
      const translate = canonicalTranslate(space, mask);
      let index = classOfTranslate.get(translate);
      if (index === undefined) {
        index = classOf.get(String(canonicalForm(pointsOf(translate)).form));
        if (index === undefined || classes[index].n !== n) {
          throw new Error(`n = ${n}: the cap [${pointsOf(mask)}] lands in no class`);
        }
        classOfTranslate.set(translate, index);
      }
      held[index]++;
    }
  });
  classes.forEach(({ n, points, stabilizer }, i) => {
    const expected = groupOrder / BigInt(stabilizer);
    if (BigInt(held[i]) !== expected) {
      throw new Error(
        `n = ${n}: the class of [${points}] holds ${held[i]} caps, but |G| / ${stabilizer} = ${expected}`,
      );
    }
  });
}

/** The checks `capClasses` runs on every result: orbit–stabiliser and, for the small deck, the brute force. */
export function verifyClasses(classes: CapClasses): void {
  try {
    checkOrbitStabiliser(classes);
    if (classes.features === 3) checkEveryCapOfSmallDeck(classes);
  } catch (error) {
    throw new Error(`capClasses(${classes.features}) failed its check: ${(error as Error).message}`);
  }
}

/** What {@link describeClass} finds: every field is the same for all tables of one class. */
export interface ClassDescription {
  size: number;
  /** The dimension of the smallest flat holding the cards: 1 for a pair, 2 for a plane (−1 for none). */
  dimension: number;
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
 * Simple invariants of a SET-free table of the deck of 3 or 4 features: its dimension, its stabiliser's order, how the
 * outside cards complete its pairs, its coplanar 4-subsets and how the hyperplanes meet it.
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
  const n = points.length;
  const completing = new Uint8Array(DECK_SIZE);
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) completing[THIRD[points[i] * DECK_SIZE + points[j]]]++;
  const inside = new Uint8Array(DECK_SIZE);
  for (const p of points) inside[p] = 1;
  const pairsCompleted = deckOf(features).cards.filter((p) => !inside[p]).map((p) => completing[p]);
  const secants = histogram(pairsCompleted);
  const held = hyperplaneClasses(features).flat().map((plane) => plane.reduce((k, p) => k + inside[p], 0));
  const canonical = canonicalForm(points);
  return {
    size: n,
    dimension: canonical.rank,
    stabilizer: stabilizerOf(canonical, features),
    secants,
    complete: (secants[0] ?? 0) === 0,
    coplanarQuadruples: pairsCompleted.reduce((sum, s) => sum + (s * (s - 1)) / 2, 0),
    hyperplanes: histogram(held),
    sumsToZero: n % 3 === 0 ? points.reduce((sum: number, p) => ADD[sum * DECK_SIZE + p], 0) === 0 : null,
  };
}

// counts[k]: how many of `values` (integers ≥ 0) are k, for k up to the largest.
function histogram(values: readonly number[]): number[] {
  const counts = new Array<number>(Math.max(-1, ...values) + 1).fill(0);
  for (const v of values) counts[v]++;
  return counts;
}
