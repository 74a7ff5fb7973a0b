import { equal, ok } from "node:assert/strict";
import { setsByPairs } from "../core/deck_sets.ts";
import { hyperplaneClasses, isAffine, linePreservingPermutations } from "./symmetries.ts";
import { affineGroupOrder } from "./_canonical.ts";

Deno.test("linePreservingPermutations(3): all 303,264 SET-preserving permutations of the small deck are affine", () => {
  let affine = 0;
  const found = linePreservingPermutations(3, (perm) => affine += isAffine(perm, 3) ? 1 : 0);
  equal(BigInt(found), affineGroupOrder(3));
  equal(affine, found);
});

Deno.test("linePreservingPermutations() counts |AGL(d, 3)| for d = 1, 2", () => {
  equal(linePreservingPermutations(1), 6); // every permutation of a line keeps it a line
  equal(BigInt(linePreservingPermutations(2)), affineGroupOrder(2));
});

Deno.test("the lines of AG(3, 3) and AG(4, 3) (setsByPairs): 117 SETs in the small deck and 1,080 in the full one", () => {
  const sets = setsByPairs();
  equal(sets.filter((set) => set.every((card) => card < 27)).length, 117);
  equal(sets.length, 1080);
});

Deno.test("hyperplaneClasses(3): 13 classes; every pair of points lies in a common plane of exactly 4 of them", () => {
  const classes = hyperplaneClasses(3);
  equal(classes.length, 13);
  for (let a = 0; a < 27; a++) {
    for (let b = a + 1; b < 27; b++) {
      equal(classes.filter((planes) => planes.some((plane) => plane.includes(a) && plane.includes(b))).length, 4);
    }
  }
  equal(hyperplaneClasses(4).length, 40);
});

Deno.test("hyperplaneClasses() builds each dimension once and hands out the same frozen arrays", () => {
  const classes = hyperplaneClasses(4);
  equal(hyperplaneClasses(4), classes);
  ok(Object.isFrozen(classes) && Object.isFrozen(classes[0]) && Object.isFrozen(classes[0][0]));
});
