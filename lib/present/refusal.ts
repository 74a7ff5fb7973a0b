/**
 * The sentence `deno task simulate` refuses too few trials for importance sampling with, in the command's flags.
 *
 * @module
 */
import { int } from "./format.ts";
import type { DeckSize } from "../montecarlo/_deck.ts";
import { checkSisTrials, TooFewTrialsError } from "../montecarlo/minimum_trials.ts";

/**
 * What `deno task simulate` answers when `trials` is below importance sampling's minimum at some of `sizes` (deck of
 * `deckSize` cards, default 81), or `undefined`.
 *
 * @throws {RangeError} when a size is not in 3..deckSize or trials is not a positive integer.
 * @example
 * ```ts
 * import { tooFewTrialsSentence } from "./refusal.ts";
 * import { equal } from "node:assert/strict";
 * equal(tooFewTrialsSentence([12, 19], 100_000), undefined);
 * equal(
 *   tooFewTrialsSentence([12, 19, 20], 10_000),
 *   "--trials 10,000 is too few for importance sampling: it needs at least 100,000 trials at 19–20 cards " +
 *     "(10 populations of 10,000 paths) (or use --method plain)",
 * );
 * ```
 */
export function tooFewTrialsSentence(
  sizes: readonly number[],
  trials: number,
  deckSize: DeckSize = 81,
): string | undefined {
  try {
    checkSisTrials(sizes, trials, deckSize);
    return undefined;
  } catch (error) {
    if (!(error instanceof TooFewTrialsError)) throw error;
    const what = error.message.replace(/^importance sampling /, "").replace(/, got [\d,]+$/, "");
    return error.minimum === Infinity
      ? `importance sampling ${what} (use --method plain there)`
      : `--trials ${int(trials)} is too few for importance sampling: it ${what} (or use --method plain)`;
  }
}
