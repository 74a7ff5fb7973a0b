import { equal, throws } from "node:assert/strict";
import { crossingStepSentence, crossingText } from "./deck_sentences.ts";

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
