import { affineGroupOrder, canonicalChild, canonicalForm, fixerOrder, growFrom, stabilizerOf } from "./_canonical.ts";
import { deepEqual, equal } from "node:assert/strict";

Deno.test("canonicalForm(): Two points: the form is {0, 1}, and swapping them is the one non-trivial symmetry of their line", () => {
  deepEqual(canonicalForm([40, 7]), { form: [0, 1], automorphisms: 2, rank: 1, roots: 0b11 });
});

Deno.test("canonicalChild(): Four cards of a plane and one off it: only the card off the plane is a root", () => {
  const table = [0, 1, 3, 4, 9];
  equal(canonicalChild(table, 0), undefined);
  // The 8 symmetries of the square (its dihedral group) fix the fifth card.
  deepEqual(canonicalChild(table, 4), { form: [0, 1, 3, 9, 14], automorphisms: 8, rank: 3, roots: 0b10000 });
});

Deno.test("growFrom(): AG(3, 3) from the empty set: 16 classes of non-empty caps (17 with the empty set)", () => {
  let classes = 0;
  growFrom([], 27, () => classes++);
  equal(classes, 16);
});

Deno.test("fixerOrder(): The maps fixing a point of AG(3, 3) pointwise: GL(3, 3), 11,232 of them", () => {
  equal(fixerOrder(0, 3), 11_232);
  equal(fixerOrder(3, 3), 1);
});

Deno.test("affineGroupOrder() works as its doc says", () => {
  equal(affineGroupOrder(3), 303_264n);
  equal(affineGroupOrder(4), 1_965_150_720n);
});

Deno.test("stabilizerOf(): Two cards: the swap of their line, times the maps fixing the line, in the deck", () => {
  equal(stabilizerOf({ automorphisms: 2, rank: 1 }, 4), 2 * 78 * 72 * 54);
  equal(stabilizerOf({ automorphisms: 1, rank: -1 }, 3), 303_264);
});
