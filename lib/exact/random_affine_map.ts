/**
 * A uniformly random symmetry of the deck: an affine map x ↦ Ax + b of AG(d, 3), A invertible.
 *
 * @module
 */
import { ADD } from "../core/arithmetic.ts";
import { integerIn } from "../common/check.ts";
import { uniformBelow } from "./_uniform.ts";

/**
 * A uniformly random affine map x ↦ Ax + b of AG(dim, 3), dim = 1..4, as the image of every point. A is drawn column
 * by column, each a uniform point, and drawn again until it is invertible, which leaves it uniform among the
 * invertible ones (56% of the matrices for dim 4); b is a uniform point. Cost per draw: 3^dim · dim additions.
 *
 * @throws {RangeError} naming dim when it is not an integer in 1..4.
 * @example Every map drawn maps SETs to SETs
 * ```ts
 * import { isAffine, randomAffineMap } from "./mod.ts";
 * import seedrandom from "seedrandom";
 * import { ok } from "node:assert/strict";
 * ok(isAffine(randomAffineMap(4, seedrandom.alea("doc")), 4));
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
