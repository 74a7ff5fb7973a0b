/**
 * Essentially different SET-free tables: the classes of SET-free n-card sets under the deck's symmetries, the affine
 * maps x ↦ Ax + b (A invertible mod 3), each with a representative and its stabiliser's order. Found by canonical
 * augmentation over canonical forms (_canonical.ts), and every result checked (_verify.ts).
 *
 * @module
 */
import { checkFeatures, GAME_FEATURE_COUNTS } from "../core/card.ts";
import { integerIn } from "../common/check.ts";
import { maxWorkers, runChunks } from "../common/parallel.ts";
import { affineGroupOrder, type FoundClass, growFrom, stabilizerOf } from "./_canonical.ts";
import type { SubtreeTask } from "./_classes_worker.ts";
import { verifyClasses } from "./_verify.ts";

export { type ClassDescription, describeClass } from "./_describe.ts";

/**
 * One class of SET-free tables: its representative (the canonical form, sorted ids from 0), the order of its
 * stabiliser (the symmetries mapping it onto itself) and its number of tables, |G| / stabiliser.
 */
export interface CapClass {
  points: number[];
  stabilizer: number;
  tables: bigint;
}

/**
 * The classes of SET-free tables of the deck of 3 features (AG(3, 3)) or 4 (AG(4, 3)), |G| = |AGL(d, 3)| (303,264 or
 * 1,965,150,720), and `bySize[n]` the classes of n-card tables, n = 0..3^d, sorted by representative.
 */
export interface CapClasses {
  features: 3 | 4;
  groupOrder: bigint;
  bySize: CapClass[][];
}

// With workers, the tree is cut below the classes of this many cards: 91 subtrees for the deck.
const SPLIT = 9;

/**
 * Every class of SET-free tables of the deck (3 or 4 features), for every number of cards, verified before it is
 * returned. `workers` (0..`maxWorkers()`, default 0) share the deck's subtrees; on 2 cores starting them costs more
 * than they save. Cost: 0.3–0.5 s for the deck (9,908 classes), a millisecond for the small deck (17).
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
