/**
 * Uniformly random SET-free tables, and tables with exactly one SET, of any size the deck has, built from the classes
 * of SET-free tables rather than found by dealing (at 20 cards one random table in about 7 trillion is SET-free).
 *
 * Why they are uniform: a class C, of size |G| / stab(C), is chosen with probability proportional to its size, then a
 * uniform symmetry g maps its representative R; each table gR of the class is the image of R under exactly stab(C)
 * symmetries, so all are equally likely. For exactly one SET the pairs (U, x) of exactly_one_set.ts are drawn the same
 * way (a class weighed by its size times its number of cards x), and each table arises from 3 such pairs.
 *
 * @module
 */
import { bisectRight } from "d3-array";
import { integerIn } from "../common/check.ts";
import type { CapClasses } from "./classes.ts";
import { singlePairCompleters } from "./exactly_one_set.ts";
import { randomAffineMap } from "./random_affine_map.ts";
import { uniformBelow } from "./_uniform.ts";

/** Draws a table (its card ids, in no particular order) from the uniform numbers in [0, 1) of `random`. */
export type TableSampler = (random: () => number) => number[];

/**
 * A sampler of uniformly random SET-free tables of n cards. Cost: a pass over the classes of n cards; per table, a
 * few numbers of the stream, about 1.8 random matrices (3^d · d additions each) and n look-ups.
 *
 * @param classes `await capClasses(features)`; n from 0 to the largest SET-free table.
 * @throws {RangeError} naming n when it is out of range.
 * @example Twenty cards of the deck without a SET
 * ```ts
 * import { capClasses, setFreeTableSampler } from "./mod.ts";
 * import { hasSet } from "../core/table.ts";
 * import seedrandom from "seedrandom";
 * import { equal } from "node:assert/strict";
 * equal(hasSet(setFreeTableSampler(await capClasses(4), 20)(seedrandom.alea("doc"))), false);
 * ```
 */
export function setFreeTableSampler(classes: CapClasses, n: number): TableSampler {
  const sized = classesOf(classes, n, "setFreeTableSampler", 0);
  const choose = weightedChoice(sized.map(({ tables }) => tables));
  return (random) => {
    const { points } = sized[choose(random)];
    const image = randomAffineMap(classes.features, random);
    return points.map((p) => image[p]);
  };
}

/**
 * A sampler of uniformly random tables of n cards with exactly one SET. Cost: a pass over the classes of n − 1 cards,
 * C(n − 1, 2) pair completions each; per table, as {@link setFreeTableSampler}.
 *
 * @throws {RangeError} naming n when no n-card table holds exactly one SET.
 * @example Nineteen cards with exactly one SET: about one random 19-card table in 116 million
 * ```ts
 * import { capClasses, oneSetTableSampler } from "./mod.ts";
 * import { setsOnTable } from "../core/table.ts";
 * import seedrandom from "seedrandom";
 * import { equal } from "node:assert/strict";
 * equal(setsOnTable(oneSetTableSampler(await capClasses(4), 19)(seedrandom.alea("doc"))).length, 1);
 * ```
 */
export function oneSetTableSampler(classes: CapClasses, n: number): TableSampler {
  const sized = classesOf(classes, n - 1, "oneSetTableSampler", 1, 1);
  const completers = sized.map(({ points }) => singlePairCompleters(points, classes.features));
  if (completers.every((cards) => cards.length === 0)) {
    throw new RangeError(`oneSetTableSampler: no ${n}-card table holds exactly one SET`);
  }
  const choose = weightedChoice(sized.map(({ tables }, i) => tables * BigInt(completers[i].length)));
  return (random) => {
    const i = choose(random);
    const x = completers[i][uniformBelow(completers[i].length, random)];
    const image = randomAffineMap(classes.features, random);
    return [...sized[i].points, x].map((p) => image[p]);
  };
}

// The classes of `size` cards, after checking that n = size + shift is in range.
function classesOf(classes: CapClasses, size: number, caller: string, min: number, shift = 0) {
  const largest = classes.bySize.findLastIndex((sized) => sized.length > 0);
  integerIn(`${caller}: n`, size + shift, min, largest + shift);
  return classes.bySize[size];
}

// A draw of index i with probability weights[i] / Σ weights, exactly (the sum must stay below 2^53: it is at most 3
// times the number of tables of one size, under 2^47 for the deck).
function weightedChoice(weights: readonly bigint[]): (random: () => number) => number {
  const cumulative: number[] = [];
  let total = 0n;
  for (const weight of weights) cumulative.push(Number(total += weight));
  if (total >= 2n ** 53n) throw new RangeError(`weightedChoice: total ${total} is not below 2^53`);
  return (random) => bisectRight(cumulative, uniformBelow(Number(total), random));
}
