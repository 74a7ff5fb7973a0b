import { canonicalChild, canonicalForm } from "./_canonical.ts";
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
