/**
 * Where the curves of P(no SET) over several decks fall through a level, in words true at every seed.
 *
 * @module
 */
import type { Crossing } from "../montecarlo/simulate_decks.ts";

/**
 * A crossing as a table cell: the interpolated size and the sizes around it, or just the sizes where P is 0 one card
 * on; "not reached" without a crossing.
 *
 * @example
 * ```ts
 * import { crossingText } from "./deck_sentences.ts";
 * import { equal } from "node:assert/strict";
 * equal(crossingText({ features: 4, level: 0.5, from: 7, to: 8, n: 7.734 }), "7.73 (between 7 and 8)");
 * equal(crossingText({ features: 2, level: 0.01, from: 4, to: 5 }), "between 4 and 5 (P = 0 at 5)");
 * equal(crossingText(undefined), "not reached");
 * ```
 */
export function crossingText(crossing: Crossing | undefined): string {
  if (!crossing) return "not reached";
  const { from, to, n } = crossing;
  return n === undefined ? `between ${from} and ${to} (P = 0 at ${to})` : `${n.toFixed(2)} (between ${from} and ${to})`;
}

/**
 * How far a level's crossing moves from each deck to the one with a feature more: the smallest and largest factor,
 * beside 3^(1/3), the growth of the size at which n random cards hold one SET on average. Cost: O(crossings).
 *
 * @param crossings One per deck, by increasing features, all at one level, each with an interpolated size.
 * @throws {RangeError} when fewer than two crossings are given or one has no interpolated size.
 * @example
 * ```ts
 * import { crossingStepSentence } from "./deck_sentences.ts";
 * import { equal } from "node:assert/strict";
 * const at = (features: 2 | 3 | 4, n: number) => ({ features, level: 0.5, from: Math.floor(n), to: Math.ceil(n), n });
 * equal(
 *   crossingStepSentence([at(2, 3.78), at(3, 5.43), at(4, 7.73)]),
 *   "From one deck to the next the 50% point moves to **1.42 to 1.44** times as many cards ($3^{1/3} = 1.442$).",
 * );
 * ```
 */
export function crossingStepSentence(crossings: readonly Crossing[]): string {
  if (crossings.length < 2) throw new RangeError("crossingStepSentence: needs the crossings of at least two decks");
  const sizes = crossings.map((c) => {
    if (c.n === undefined) throw new RangeError(`crossingStepSentence: no interpolated size at ${c.features} features`);
    return c.n;
  });
  const factors = sizes.slice(1).map((n, i) => n / sizes[i]);
  const [low, high] = [Math.min(...factors), Math.max(...factors)].map((x) => x.toFixed(2));
  const range = low === high ? low : `${low} to ${high}`;
  return `From one deck to the next the ${+(100 * crossings[0].level).toFixed(4)}% point moves to **${range}** ` +
    `times as many cards ($3^{1/3} = ${Math.cbrt(3).toFixed(3)}$).`;
}
