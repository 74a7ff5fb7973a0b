/**
 * The sentence `deno task simulate` refuses a run with when importance sampling is given too few trials, in the
 * command's flags (the rerun in the reader's page says it in a reader's words: lib/web/rerun_form.ts).
 *
 * @module
 */
import { int } from "./format.ts";
import type { DeckSize } from "../montecarlo/_deck.ts";
import { checkSisTrials, TooFewTrialsError } from "../montecarlo/minimum_trials.ts";

/**
 * What `deno task simulate --method both|sis` answers when `trials` is below importance sampling's minimum at some
 * of `sizes` ({@link checkSisTrials}): one sentence naming every range of sizes short of its minimum, or `undefined`
 * when every size accepts the trials. Cost: O(sizes).
 *
 * @param sizes The table sizes asked for.
 * @param trials The trials asked for.
 * @param deckSize The deck: 81 cards (default), or 9, 27, 243, 729 (2, 3, 5, 6 features).
 * @returns The sentence, or `undefined`.
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
