/**
 * The third card worked out feature by feature, as the widget of notebook 1's reader page shows it: for each
 * feature, the values of the two cards as 0, 1 or 2, their sum mod 3, and the third card's value −(a + b) mod 3.
 *
 * @module
 */
import { type Card, type Feature, FEATURES, pointOf, VALUES } from "../core/card.ts";
import { thirdCard } from "../core/rule.ts";

/** One feature of the sum: the two cards' values, their sum mod 3 and the third card's value, each 0..2. */
export interface FeatureStep {
  feature: Feature;
  first: number;
  second: number;
  /** (first + second) mod 3. */
  sum: number;
  /** −(first + second) mod 3: the value that makes the three sum to 0 mod 3. */
  third: number;
}

/** The third card of a pair and the sum that finds it, one step per feature. */
export interface ThirdCardSum {
  third: Card;
  steps: FeatureStep[];
}

/**
 * The card that completes `a` and `b`, and the feature-by-feature sum mod 3 that finds it. Cost: O(features).
 *
 * @param a A card id 0..80.
 * @param b Another card id.
 * @returns The third card ({@link thirdCard}) and one {@link FeatureStep} per feature, in the article's order.
 * @throws {RangeError} when a card id is out of range or the two are the same card.
 * @example Red + green needs purple; one + two needs three
 * ```ts
 * import { thirdCardSum } from "./third_card.ts";
 * import { cardCode, parseCard } from "../core/card.ts";
 * import { deepEqual, equal } from "node:assert/strict";
 * const { third, steps } = thirdCardSum(parseCard("RD1F"), parseCard("GO2T"));
 * equal(cardCode(third), "PS3E");
 * deepEqual(steps[0], { feature: "colour", first: 0, second: 1, sum: 1, third: 2 });
 * ```
 */
export function thirdCardSum(a: Card, b: Card): ThirdCardSum {
  const third = thirdCard(a, b);
  const [pa, pb] = [pointOf(a), pointOf(b)];
  const steps = FEATURES.map((feature, i) => {
    const sum = (pa[i] + pb[i]) % 3;
    return { feature, first: pa[i], second: pb[i], sum, third: (3 - sum) % 3 };
  });
  return { third, steps };
}

/**
 * The name of a feature's value, as the card names say it (`"red"`, `"oval"`, `"2"`, `"striped"`).
 *
 * @example
 * ```ts
 * import { valueName } from "./third_card.ts";
 * import { equal } from "node:assert/strict";
 * equal(valueName("shading", 2), "open");
 * equal(valueName("number", 0), "1");
 * ```
 */
export function valueName(feature: Feature, value: number): string {
  return String(VALUES[feature][value]);
}
