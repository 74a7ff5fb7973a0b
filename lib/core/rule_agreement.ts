/**
 * The rulebook's test against the mod-3 rule on every triple of the deck: the check of notebook 1's central claim.
 *
 * @module
 */
import { DECK_SIZE } from "./card.ts";
import { isSet, isSetByFeatures } from "./rule.ts";

/** How the two tests judge the triples of the deck ({@link ruleAgreement}). */
export interface RuleAgreement {
  /** Triples of different cards looked at: C(81, 3) = 85,320. */
  triples: number;
  /** Triples on which the two tests give the same answer. */
  agree: number;
  /** Triples that are SETs by the mod-3 rule ({@link isSet}). */
  setsByRule: number;
  /** Triples that are SETs by the rulebook's words ({@link isSetByFeatures}). */
  setsByFeatures: number;
}

/**
 * Compares the rulebook's test ({@link isSetByFeatures}) with the mod-3 rule ({@link isSet}) on every triple of
 * different cards of the deck. Cost: C(81, 3) = 85,320 calls of each, some tens of milliseconds.
 *
 * @example
 * ```ts
 * import { ruleAgreement } from "./rule_agreement.ts";
 * import { equal } from "node:assert/strict";
 * const { triples, agree, setsByRule } = ruleAgreement();
 * equal(agree, triples);
 * equal(setsByRule, 1080);
 * ```
 */
export function ruleAgreement(): RuleAgreement {
  const result = { triples: 0, agree: 0, setsByRule: 0, setsByFeatures: 0 };
  for (let a = 0; a < DECK_SIZE; a++) {
    for (let b = a + 1; b < DECK_SIZE; b++) {
      for (let c = b + 1; c < DECK_SIZE; c++) {
        const byRule = isSet(a, b, c), byFeatures = isSetByFeatures(a, b, c);
        result.triples++;
        if (byRule === byFeatures) result.agree++;
        if (byRule) result.setsByRule++;
        if (byFeatures) result.setsByFeatures++;
      }
    }
  }
  return result;
}
