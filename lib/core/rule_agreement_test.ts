import { deepEqual, equal } from "node:assert/strict";
import { ruleAgreement } from "./rule_agreement.ts";
import { binomial } from "../exact/counts.ts";
import { setsByPairs } from "./deck_sets.ts";

Deno.test("ruleAgreement() looks at all C(81, 3) triples and finds the two tests agreeing on each", () => {
  const { triples, agree } = ruleAgreement();
  equal(BigInt(triples), binomial(81, 3));
  equal(agree, triples);
});

Deno.test("ruleAgreement() counts as many SETs by each test as pair completion finds in the deck", () => {
  const { setsByRule, setsByFeatures } = ruleAgreement();
  deepEqual([setsByRule, setsByFeatures], [setsByPairs().length, setsByPairs().length]);
});
