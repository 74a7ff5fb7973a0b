import { equal, ok, throws } from "node:assert/strict";
import seedrandom from "seedrandom";
import { consistentWithBinomial } from "../stats/checks.ts";
import { randomAffineMap } from "./random_affine_map.ts";
import { isAffine, linePreservingPermutations } from "./symmetries.ts";

// Draws `draws` maps and checks that they are exactly the symmetries of AG(dim, 3), each drawn as often as a
// uniform draw would (an exact binomial test per map, false-alarm rate 1e-9 each; the seed is fixed, so the test
// gives the same answer every run).
function checkUniform(dim: number, draws: number, seed: string): void {
  const symmetries = new Set<string>();
  linePreservingPermutations(dim, (perm) => symmetries.add(perm.join(",")));
  const counts = new Map<string, number>();
  const random = seedrandom.alea(seed);
  for (let i = 0; i < draws; i++) {
    const key = randomAffineMap(dim, random).join(",");
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  equal(counts.size, symmetries.size);
  for (const [key, count] of counts) {
    ok(symmetries.has(key), key);
    ok(consistentWithBinomial(count, draws, 1 / symmetries.size, 1e-9), `${key}: ${count} of ${draws}`);
  }
}

Deno.test("randomAffineMap() draws each of the 6 maps x ↦ ax + b of the line AG(1, 3) equally often", () => {
  checkUniform(1, 6_000, "line");
});

Deno.test("randomAffineMap() draws each of the 432 symmetries of the plane AG(2, 3) equally often", () => {
  checkUniform(2, 43_200, "plane");
});

Deno.test("randomAffineMap() draws symmetries of the deck: affine permutations of the 81 cards", () => {
  const random = seedrandom.alea("deck");
  for (let i = 0; i < 200; i++) {
    const image = randomAffineMap(4, random);
    equal(new Set(image).size, 81);
    ok(isAffine(image, 4));
  }
});

Deno.test("randomAffineMap() refuses a dimension outside 1..4", () => {
  throws(() => randomAffineMap(5, Math.random), /randomAffineMap: dimension 5 is not an integer in 1\.\.4/);
  throws(() => randomAffineMap(0, Math.random), /dimension 0/);
});
