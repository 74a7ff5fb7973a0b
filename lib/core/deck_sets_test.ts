import { deepEqual, equal } from "node:assert/strict";
import { DECK, FEATURE_COUNTS } from "./card.ts";
import { isSet } from "./rule.ts";
import { setsByPairs, setsByTriples, setsThroughCard } from "./deck_sets.ts";

Deno.test("setsByTriples() and setsByPairs() find the same 1,080 SETs", () => {
  const triples = setsByTriples();
  equal(triples.length, 1080);
  deepEqual(setsByPairs(), triples);
  for (const [a, b, c] of triples) equal(isSet(a, b, c) && a < b && b < c, true);
});

Deno.test("setsByPairs() finds the 3^d(3^d − 1)/6 SETs of every deck of 2 to 6 features; setsByTriples() agrees to 5", () => {
  for (const d of FEATURE_COUNTS) {
    const size = 3 ** d;
    const sets = setsByPairs({ features: d });
    equal(sets.length, (size * (size - 1)) / 6);
    if (d <= 5) deepEqual(setsByTriples({ features: d }), sets);
    equal(setsThroughCard(size - 1, { features: d }).length, (size - 1) / 2);
  }
});

Deno.test("setsThroughCard() gives 40 SETs through every card, all containing it", () => {
  for (const card of DECK) {
    const sets = setsThroughCard(card);
    equal(sets.length, 40);
    equal(sets.every((set) => set.includes(card)), true);
    equal(new Set(sets.map(String)).size, 40);
  }
});
