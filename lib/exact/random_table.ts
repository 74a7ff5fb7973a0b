/**
 * Uniformly random SET-free tables, and tables with exactly one SET, of any size, built from the classes of SET-free
 * tables rather than dealt (too rare to deal at large sizes). Uniform: a class C is chosen in
 * proportion to its size |G| / stab(C), then a uniform symmetry maps its representative, and each table of C is the
 * image under exactly stab(C) symmetries. For exactly one SET the pairs (U, x) of exactly_one_set.ts are drawn alike.
 *
 * @module
 */
import { bisectRight } from "d3-array";
import { integerIn } from "../common/check.ts";
import type { CapClasses } from "./classes.ts";
import { singlePairCompleters } from "./exactly_one_set.ts";
import { ADD } from "../core/arithmetic.ts";

/** Draws a table (its card ids, in no particular order) from the uniform numbers in [0, 1) of `random`. */
export type TableSampler = (random: () => number) => number[];

/**
 * A sampler of uniformly random SET-free n-card tables, from `await capClasses(features)`; set up in a pass over them.
 *
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
 * C(n − 1, 2) pair completions each; a table, as {@link setFreeTableSampler}.
 *
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

function classesOf(classes: CapClasses, size: number, caller: string, min: number, shift = 0) {
  const largest = classes.bySize.findLastIndex((sized) => sized.length > 0);
  integerIn(`${caller}: n`, size + shift, min, largest + shift);
  return classes.bySize[size];
}

// A draw of index i with probability weights[i] / Σ weights, exactly (the sum must stay below 2^53).
function weightedChoice(weights: readonly bigint[]): (random: () => number) => number {
  let total = 0n;
  const cumulative = weights.map((weight) => Number(total += weight));
  if (total >= 2n ** 53n) throw new RangeError(`weightedChoice: total ${total} is not below 2^53`);
  return (random) => bisectRight(cumulative, uniformBelow(Number(total), random));
}

/** A uniformly random symmetry x ↦ Ax + b of AG(dim, 3), dim = 1..4, as the image of every point. */
export function randomAffineMap(dim: number, random: () => number): number[] {
  const size = 3 ** integerIn("randomAffineMap: dimension", dim, 1, 4);
  const image = new Array<number>(size);
  const hit = new Uint8Array(size);
  for (;;) {
    const columns = Array.from({ length: dim }, () => uniformBelow(size, random));
    // image[x] = Σ x_i · column_i, built from the point with x's lowest non-zero digit lowered by one
    image[0] = 0;
    hit.fill(0);
    hit[0] = 1;
    let injective = true;
    for (let x = 1; x < size && injective; x++) {
      let i = 0, w = 1;
      while (Math.floor(x / w) % 3 === 0) i++, w *= 3;
      image[x] = ADD[image[x - w] * 81 + columns[i]];
      injective = hit[image[x]] === 0;
      hit[image[x]] = 1;
    }
    if (!injective) continue;
    const b = uniformBelow(size, random);
    return image.map((p) => ADD[p * 81 + b]);
  }
}

const TWO_32 = 2 ** 32, TWO_21 = 2 ** 21, TWO_53 = 2 ** 53;

/**
 * An integer uniform in 0..total − 1 (a positive safe integer), exactly, for streams of uniform multiples of 2^−32 (as
 * seedrandom's): 53 bits from two numbers, redrawn in the last, incomplete run of `total`.
 */
export function uniformBelow(total: number, random: () => number): number {
  if (!Number.isSafeInteger(total) || total < 1) {
    throw new RangeError(`uniformBelow: total ${total} is not a positive safe integer`);
  }
  const limit = TWO_53 - TWO_53 % total;
  for (;;) {
    const x = Math.floor(random() * TWO_32) * TWO_21 + Math.floor(random() * TWO_21);
    if (x < limit) return x % total;
  }
}
