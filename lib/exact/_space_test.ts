import { affineGroupOrder, fixerOrder, stabilizerOf } from "./_space.ts";
import { equal } from "node:assert/strict";

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
