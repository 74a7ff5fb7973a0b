/**
 * Notebook 7's sentences about a run over several decks, phrased from its numbers so that they are
 * true at every seed and trial count: where importance sampling did not run and why
 * ({@link sisSkipSentence}), where a curve falls through a level ({@link crossingText}), and how far
 * the 50% point moves from one deck to the next ({@link crossingStepSentence}).
 *
 * @module
 */
import { int } from "./format.ts";
import { listAnd, sizeList } from "./size_list.ts";
import type { Crossing } from "../montecarlo/deck_curves.ts";
import type { SisSkip } from "../montecarlo/simulate_decks.ts";

/**
 * Where importance sampling did not run, grouped by why: the sizes of each deck, with the trials it
 * needs there or that it is refused at any number of trials, and that plain sampling's estimate
 * stands alone there. Cost: O(skips log skips).
 *
 * @param skips From `simulateDecks(...).skipped`.
 * @param trials The trials of the run.
 * @example
 * ```ts
 * import { sisSkipSentence } from "./deck_sentences.ts";
 * import { sisSkips } from "../montecarlo/simulate_decks.ts";
 * import { equal } from "node:assert/strict";
 * const skips = [...sisSkips(5, [20, 40, 45], 200_000), ...sisSkips(6, [60, 70, 112], 200_000)];
 * equal(
 *   sisSkipSentence(skips, 200_000),
 *   "With 200,000 trials importance sampling did not run at 40 and 45 cards of 5 features and 70 and 112 " +
 *     "cards of 6 features: it is refused there at any number of trials (even populations of 10,000 paths " +
 *     "are dominated by a few of their paths). Plain sampling's estimate stands alone at those sizes.",
 * );
 * equal(sisSkipSentence([], 200_000), "With 200,000 trials importance sampling ran at every size.");
 * ```
 */
export function sisSkipSentence(skips: readonly SisSkip[], trials: number): string {
  const head = `With ${int(trials)} trials importance sampling`;
  if (skips.length === 0) return `${head} ran at every size.`;
  const groups = new Map<string, SisSkip[]>();
  for (const skip of [...skips].sort((a, b) => a.minimum - b.minimum || a.features - b.features || a.n - b.n)) {
    const key = `${skip.minimum}/${skip.reason}`;
    groups.set(key, [...groups.get(key) ?? [], skip]);
  }
  const parts = [...groups.values()].map((group) => {
    const decks = [...new Set(group.map((s) => s.features))];
    const where = listAnd(
      decks.map((d) => `${sizeList(group.filter((s) => s.features === d).map((s) => s.n))} cards of ${d} features`),
    );
    const { minimum, reason } = group[0];
    return minimum === Infinity
      ? `at ${where}: it is refused there at any number of trials (${reason})`
      : `at ${where}: it needs at least ${int(minimum)} trials there (${reason})`;
  });
  return `${head} did not run ${parts.join("; and ")}. Plain sampling's estimate stands alone at those sizes.`;
}

/**
 * A crossing as a table cell: the interpolated size and the two sizes around it, or, where P is
 * exactly 0 one card on, just the two sizes; "not reached" without a crossing.
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
 * How far a level's crossing moves from each deck to the one with a feature more: the smallest and
 * largest factor, beside 3^(1/3), the factor by which the size where n random cards hold one SET on
 * average grows. Cost: O(crossings).
 *
 * @param crossings One per deck, in increasing number of features, all at one level, each with an interpolated size.
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
