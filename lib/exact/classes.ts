/**
 * Essentially different SET-free tables: the classes (orbits) of SET-free n-card sets under the
 * symmetries of the deck, for every n, each with a representative and its stabiliser's order.
 *
 * The deck with d features is AG(d, 3) (card ids 0..3^d − 1, base-3 digits the features); its
 * symmetries — the permutations of the cards that map SETs to SETs — are the affine maps
 * x ↦ Ax + b, A invertible mod 3: |AGL(4, 3)| = 1,965,150,720, |AGL(3, 3)| = 303,264.
 *
 * The method. (1) A canonical form. An ordered affine frame (f0, f1, …, fr) of cards of the table
 * (independent points spanning its flat) fixes one affine map with f0 ↦ 0 and fk ↦ 3^(k−1); the
 * canonical form is the lexicographically least image of the table under these maps, over the
 * frames whose f0 and f1 have the rarest values of simple invariants (how many coplanar 4-card
 * subsets hold a card; how many pairs share the third card of the line f0 f1), which the affine maps
 * preserve. It is searched frame point by frame point: once f0..fk are chosen the image ids below
 * 3^k are known, and they are the first ids of the image, so worse partial frames are dropped. The
 * stabiliser acts freely on frames, so the number of frames reaching the least image is its order
 * (times the maps fixing the table's flat pointwise when the table spans less than the whole space).
 * (2) Canonical augmentation. The classes of n + 1 cards are the tables R ∪ {p}, R a class
 * representative of n cards and p a card completing no pair of R, kept only when p is sent to 0 by
 * the canonical form of R ∪ {p}. Removing such a card always gives the same class, so every class
 * is found from exactly one parent and the classes form a tree, walked depth first (and cut into
 * subtrees when Web Workers are used).
 * (3) Verification on every call: orbit–stabiliser — for every n, Σ |G| / |stabiliser| over the
 * classes equals the exact count of SET-free n-card tables, computed independently by layers
 * (`layeredSetFreeCounts`); for the small deck also by brute force over all its 367,525 SET-free sets.
 *
 * @module
 */
import { checkFeatures, GAME_FEATURE_COUNTS } from "../core/card.ts";
import { integerIn } from "../common/check.ts";
import { maxWorkers, runChunks } from "../common/parallel.ts";
import { type FoundClass, growFrom } from "./_grow.ts";
import type { SubtreeTask } from "./_classes_worker.ts";
import { affineGroupOrder, stabilizerOf } from "./_space.ts";
import { checkEveryCapOfSmallDeck, checkOrbitStabiliser } from "./_verify.ts";

export { type ClassDescription, describeClass } from "./_describe.ts";

/** One class of SET-free tables. */
export interface CapClass {
  /** Its representative: the canonical form (the least image, see the module doc), sorted card ids starting at 0. */
  points: number[];
  /** The order of its stabiliser: the symmetries of the deck mapping the representative onto itself. */
  stabilizer: number;
  /** The number of tables in the class: |G| / stabilizer. */
  tables: bigint;
}

/** The classes of SET-free tables of one deck. */
export interface CapClasses {
  /** 3 (the small deck of 27 cards, AG(3, 3)) or 4 (the deck of 81 cards, AG(4, 3)). */
  features: 3 | 4;
  /** |AGL(d, 3)|: 303,264 or 1,965,150,720. */
  groupOrder: bigint;
  /** `bySize[n]`: the classes of n-card tables for n = 0..3^d (empty past the largest SET-free table), sorted by representative. */
  bySize: CapClass[][];
}

/** Options of {@link capClasses}. */
export interface CapClassesOptions {
  /**
   * Web Workers for the deck's subtrees, 0..`maxWorkers()`, 0 for none (all on this thread). Default 0: the whole
   * deck takes about half a second on one thread, and on a 2-core machine starting the workers
   * costs more than they save (see lib/exact/classes_bench.ts).
   */
  workers?: number;
}

// With workers, the tree is cut below the classes of this many cards: 91 subtrees for the deck.
const SPLIT = 9;

/**
 * Every class of SET-free tables of the deck with `features` features, for every number of cards,
 * with its representative and stabiliser order (the method is in the module doc); verified before
 * it is returned. Cost: 0.3–0.5 s for the deck (9,908 classes), a millisecond for the small deck
 * (17 classes), plus the verification: the exact counts (about 0.03 s for the deck) and, for the
 * small deck, the brute force over its caps (about 0.07 s).
 *
 * @param features 3 (the small deck) or 4 (the deck).
 * @param options `workers`: see {@link CapClassesOptions}.
 * @returns The classes by size, and the group order.
 * @throws {RangeError} naming the value when features is not 3 or 4 or workers not an integer in 0..{@link maxWorkers}.
 * @throws {Error} naming n when the verification fails.
 * @example The small deck: its 2,106 largest SET-free tables (9 cards) are one class, each with 144 symmetries
 * ```ts
 * import { capClasses } from "./classes.ts";
 * import { deepEqual, equal } from "node:assert/strict";
 * const { groupOrder, bySize } = await capClasses(3);
 * equal(groupOrder, 303_264n);
 * deepEqual(bySize.map((classes) => classes.length).slice(0, 11), [1, 1, 1, 1, 2, 2, 3, 2, 3, 1, 0]);
 * equal(bySize[9][0].stabilizer, 144);
 * equal(bySize[9][0].tables, 2_106n);
 * ```
 */
export async function capClasses(features: 3 | 4, { workers = 0 }: CapClassesOptions = {}): Promise<CapClasses> {
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
 * The checks {@link capClasses} runs on every result: orbit–stabiliser against the exact counts
 * for every n and, for the small deck, the brute force over all its SET-free sets (each lands in
 * exactly one class, and each class holds |G| / stabilizer of them).
 *
 * @throws {Error} naming n (and the class or cap) when a check fails.
 * @example A stabiliser order off by a factor fails the check for its n
 * ```ts
 * import { capClasses, verifyClasses } from "./classes.ts";
 * import { throws } from "node:assert/strict";
 * const classes = await capClasses(3);
 * classes.bySize[4][0].stabilizer *= 2;
 * throws(() => verifyClasses(classes), /n = 4/);
 * ```
 */
export function verifyClasses(classes: CapClasses): void {
  try {
    checkOrbitStabiliser(classes);
    if (classes.features === 3) checkEveryCapOfSmallDeck(classes);
  } catch (error) {
    throw new Error(`capClasses(${classes.features}) failed its check: ${(error as Error).message}`);
  }
}

/** One row of {@link classCounts}: the classes of n-card tables in numbers. */
export interface ClassCount {
  n: number;
  /** The number of classes. */
  classes: number;
  /** The number of SET-free n-card tables: Σ |G| / stabiliser over the classes (the exact count). */
  tables: bigint;
  /** The stabiliser orders that occur, largest first, each with the number of classes having it. */
  stabilizers: { order: number; classes: number }[];
}

/**
 * The classes in numbers, one row per n = 0..3^d: how many classes, how many tables, which
 * stabiliser orders. Cost: linear in the number of classes.
 *
 * @example The small deck's 8-card tables: three classes, 63,180 tables
 * ```ts
 * import { capClasses, classCounts } from "./classes.ts";
 * import { deepEqual } from "node:assert/strict";
 * const rows = classCounts(await capClasses(3));
 * deepEqual(rows[8], {
 *   n: 8,
 *   classes: 3,
 *   tables: 63_180n,
 *   stabilizers: [{ order: 48, classes: 1 }, { order: 16, classes: 1 }, { order: 8, classes: 1 }],
 * });
 * ```
 */
export function classCounts({ bySize }: CapClasses): ClassCount[] {
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
