/**
 * A uniformly random symmetry of the deck: an affine map x ↦ Ax + b of AG(d, 3), A invertible.
 *
 * @module
 */
import { ADD } from "../core/arithmetic.ts";
import { integerIn } from "../common/check.ts";
import { uniformBelow } from "./_uniform.ts";

/**
 * A uniformly random affine map x ↦ Ax + b of AG(dim, 3) (the deck's symmetries for dim 4: each of the
 * 1,965,150,720 equally likely), as the image of every point. A is drawn column by column, each column
 * a uniform point (so A is a uniform 3×3… matrix over Z3), and drawn again until it is invertible (the
 * linear map sends no two points to one), which leaves it uniform among the invertible ones: a
 * fraction Π_{k=1..d} (1 − 3^−k) of the matrices, 56% for dim 4, so about 1.8 draws; b is a uniform point.
 * Cost per draw: 3^dim · dim additions and 2(dim + 1) numbers of the stream.
 *
 * @param dim The dimension, 1..4 (4 for the deck, 3 for the small deck).
 * @param random Uniform numbers in [0, 1).
 * @returns `image[x]` for every point x = 0..3^dim − 1: a permutation.
 * @throws {RangeError} naming dim when it is not an integer in 1..4.
 * @example Every map drawn is a symmetry: it maps SETs to SETs
 * ```ts
 * import { isAffine, randomAffineMap } from "./mod.ts";
 * import { isSet } from "../core/rule.ts";
 * import seedrandom from "seedrandom";
 * import { equal, ok } from "node:assert/strict";
 * const image = randomAffineMap(4, seedrandom.alea("doc"));
 * equal(new Set(image).size, 81);
 * ok(isAffine(image, 4));
 * ok(isSet(image[0], image[1], image[2]));
 * ```
 */
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
