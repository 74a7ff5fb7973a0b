/**
 * The third card worked out feature by feature, as the widget of notebook 1's reader's page shows it.
 *
 * @module
 */
import { type Card, type Feature, FEATURES, pointOf } from "../core/card.ts";
import { thirdCard } from "../core/rule.ts";

/** One feature of the sum: the two cards' values 0..2, their sum mod 3, and the third card's value −(a + b) mod 3. */
export type FeatureStep = { feature: Feature; first: number; second: number; sum: number; third: number };

/**
 * The card that completes `a` and `b`, and the sum mod 3 that finds it, one step per feature.
 *
 * @throws {RangeError} when a card id is out of range or the two are the same card.
 */
export function thirdCardSum(a: Card, b: Card): { third: Card; steps: FeatureStep[] } {
  const third = thirdCard(a, b);
  const [pa, pb] = [pointOf(a), pointOf(b)];
  const steps = FEATURES.map((feature, i) => {
    const sum = (pa[i] + pb[i]) % 3;
    return { feature, first: pa[i], second: pb[i], sum, third: (3 - sum) % 3 };
  });
  return { third, steps };
}
