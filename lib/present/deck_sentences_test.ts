import { equal, throws } from "node:assert/strict";
import { crossingStepSentence, crossingText, sisSkipSentence } from "./deck_sentences.ts";
import { sisSkips } from "../montecarlo/simulate_decks.ts";

Deno.test("sisSkipSentence() groups the skipped sizes by why, those short of trials first, naming each deck", () => {
  const skips = [
    ...sisSkips(4, [18, 19, 20], 10_000),
    ...sisSkips(5, [33, 37, 40], 10_000),
    ...sisSkips(6, [5, 6, 70], 10_000),
  ];
  equal(
    sisSkipSentence(skips, 10_000),
    "With 10,000 trials importance sampling did not run at 19 and 20 cards of 4 features and 33 and 37 cards of 5 " +
      "features: it needs at least 100,000 trials there (10 populations of 10,000 paths); and at 5 cards of 6 " +
      "features: it needs at least 100,000 trials there (the path weights are nearly all equal, a rare few " +
      "different); and at 40 cards of 5 features and 70 cards of 6 features: it is refused there at any number of " +
      "trials (even populations of 10,000 paths are dominated by a few of their paths). Plain sampling's estimate " +
      "stands alone at those sizes.",
  );
});

Deno.test("crossingText() writes the interpolated size with the sizes around it, or the sizes alone where P drops to 0", () => {
  equal(crossingText({ features: 6, level: 0.01, from: 25, to: 28, n: 27.684 }), "27.68 (between 25 and 28)");
  equal(crossingText({ features: 3, level: 1e-6, from: 9, to: 10 }), "between 9 and 10 (P = 0 at 10)");
});

Deno.test("crossingStepSentence() gives the range of the factors, one number when they round alike, and refuses gaps", () => {
  const at = (features: 2 | 3 | 4, n?: number) => ({ features, level: 0.01, from: 1, to: 2, ...(n ? { n } : {}) });
  equal(
    crossingStepSentence([at(2, 4), at(3, 6), at(4, 9)]),
    "From one deck to the next the 1% point moves to **1.50** times as many cards ($3^{1/3} = 1.442$).",
  );
  throws(() => crossingStepSentence([at(2, 4)]), /at least two decks/);
  throws(() => crossingStepSentence([at(2, 4), at(3)]), /no interpolated size at 3 features/);
});
