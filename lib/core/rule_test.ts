import { deepEqual, equal, notEqual, ok, throws } from "node:assert/strict";
import { DECK, deckOf, FEATURE_COUNTS } from "./card.ts";
import {
  isSet,
  isSetByFeatures,
  ruleAgreement,
  setsByPairs,
  setsByTriples,
  setsThroughCard,
  THIRD,
  thirdCard,
  thirdTable,
} from "./rule.ts";
import { binomial } from "../exact/counts.ts";

Deno.test("isSet() agrees with isSetByFeatures(), the rulebook's all-same-or-all-different, on every triple of the deck", () => {
  let sets = 0;
  for (let a = 0; a < 81; a++) {
    for (let b = a + 1; b < 81; b++) {
      for (let c = b + 1; c < 81; c++) {
        const rule = isSet(a, b, c);
        equal(rule, isSetByFeatures(a, b, c));
        if (rule) sets++;
      }
    }
  }
  equal(sets, 1080);
});

Deno.test("thirdCard() completes every pair to a SET, differs from both cards, and is symmetric", () => {
  for (const a of DECK) {
    for (const b of DECK) {
      if (a === b) continue;
      const c = thirdCard(a, b);
      equal(isSet(a, b, c), true);
      notEqual(c, a);
      notEqual(c, b);
      equal(thirdCard(b, a), c);
      equal(THIRD[a * 81 + b], c);
    }
  }
});

Deno.test("thirdCard() is the only card completing a pair", () => {
  for (const [a, b] of [[0, 1], [5, 77], [40, 80]]) {
    equal(DECK.filter((c) => c !== a && c !== b && isSet(a, b, c)).length, 1);
  }
});

Deno.test("isSet() and thirdCard() reject ids out of range and repeated cards, naming them", () => {
  throws(() => isSet(0, 1, 81), /card id 81 is not an integer in 0\.\.80/);
  throws(() => thirdCard(-1, 2), /card id -1 is not an integer in 0\.\.80/);
  throws(() => isSet(5, 5, 5), /card 5 appears twice on the SET/);
  throws(() => isSet(0, 1, 0), /card 0 appears twice on the SET/);
  throws(() => thirdCard(7, 7), /card 7 appears twice on the pair/);
});

Deno.test("the small deck is closed under completion: two solid cards need a solid third", () => {
  for (let a = 0; a < 27; a++) for (let b = 0; b < 27; b++) if (a !== b) ok(thirdCard(a, b) < 27);
});

Deno.test("thirdTable() completes every pair of every deck of 2 to 6 features by the sum rule, inside the deck", () => {
  const table = thirdTable();
  for (const d of FEATURE_COUNTS) {
    const size = deckOf(d).size;
    // a sample of pairs at 6 features (all 265,356 at 5 and below would be slow with isSet's checks)
    const step = d === 6 ? 7 : 1;
    for (let a = 0; a < size; a += step) {
      for (let b = a + 1; b < size; b += step) {
        const c = table[a * 729 + b];
        ok(c < size && c !== a && c !== b);
        equal(isSet(a, b, c, { features: d }), true);
        equal(thirdCard(b, a, { features: d }), c);
      }
    }
  }
  for (let a = 0; a < 81; a++) for (let b = 0; b < 81; b++) equal(table[a * 729 + b], THIRD[a * 81 + b]);
  throws(() => thirdCard(0, 243, { features: 5 }), /card id 243 is not an integer in 0\.\.242/);
});

Deno.test("ruleAgreement() looks at all C(81, 3) triples and finds the two tests agreeing on each", () => {
  const { triples, agree } = ruleAgreement();
  equal(BigInt(triples), binomial(81, 3));
  equal(agree, triples);
});

Deno.test("ruleAgreement() counts as many SETs by each test as pair completion finds in the deck", () => {
  const { setsByRule, setsByFeatures } = ruleAgreement();
  deepEqual([setsByRule, setsByFeatures], [setsByPairs().length, setsByPairs().length]);
});

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
