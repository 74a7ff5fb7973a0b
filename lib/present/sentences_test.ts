import { equal, match, ok, throws } from "node:assert/strict";
import {
  agreementSentence,
  agreementSummary,
  crossingStepSentence,
  crossingText,
  tooFewTrialsSentence,
} from "./sentences.ts";
import { knownNoSetProbability } from "../exact/small_tables.ts";
import { noSetProbability } from "../exact/counts.ts";

Deno.test("agreementSummary() sets an estimate of a named deck beside that deck's exact value, and skips sizes with none known", () => {
  const five = (n: number) => knownNoSetProbability(n, { features: 5 })!.value;
  const around = (p: number): [number, number] => [p * 0.999, p * 1.001];
  const summary = agreementSummary([
    { features: 5, n: 5, method: "plain", p: five(5), ci: around(five(5)), ciMethod: "test" },
    { features: 5, n: 20, method: "sis", p: 0.005, ci: [0.004, 0.006], ciMethod: "test" }, // no exact value known
    { features: 2, n: 4, method: "plain", p: 0.5, ci: [0.45, 0.55], ciMethod: "test" }, // exact 54/126 = 0.4286
    { n: 12, method: "plain", p: 0.0323, ci: around(noSetProbability(12).value), ciMethod: "test" }, // the full deck
  ]);
  equal(summary.checked, 3);
  equal(summary.inside, 2);
  equal(summary.misses[0].n, 4);
  ok(Math.abs(summary.misses[0].exact - 54 / 126) < 1e-15);
});

// An interval around the exact value at n, or just above it.
const estimate = (n: number, method: string, miss = false) => {
  const exact = noSetProbability(n).value;
  const ci: [number, number] = miss ? [exact * 1.0001, exact * 1.01] : [exact * 0.99, exact * 1.01];
  return { n, method, p: (ci[0] + ci[1]) / 2, ci, ciMethod: "test" };
};

Deno.test("agreementSentence() says all intervals contain the exact value when none misses, with the chance of more misses", () => {
  const sentence = agreementSentence(agreementSummary([9, 12, 15, 18, 19, 20].map((n) => estimate(n, "plain"))));
  match(
    sentence,
    /^All \*\*6\*\* intervals contain the exact value\. About 0\.3 misses are expected by chance; more than \d would happen by chance once in [\d,. a-z]+ runs\.$/,
  );
});

Deno.test("agreementSentence() lists every miss with digits that show it, in a grammatical sentence", () => {
  const results = [
    estimate(12, "sis", true),
    estimate(16, "sis", true),
    ...[9, 10, 11].map((n) => estimate(n, "plain")),
  ];
  const sentence = agreementSentence(agreementSummary(results));
  match(
    sentence,
    /^\*\*3\*\* of the 5 intervals contain the exact value; 2 miss it: importance sampling at 12 cards \(.*\) and importance sampling at 16 cards \(.*\)\./,
  );
  for (const [, lo, exact] of sentence.matchAll(/interval (\S+) – \S+, exact ([^)]+)\)/g)) {
    equal(Number(lo) > Number(exact), true, `${lo} above ${exact}`);
  }
  match(agreementSentence(agreementSummary(results.slice(1))), /; 1 misses it: importance sampling at 16 cards/);
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

Deno.test("tooFewTrialsSentence() says which sizes need more trials for importance sampling, and nothing when none does", () => {
  equal(tooFewTrialsSentence([12, 19], 100_000), undefined);
  equal(
    tooFewTrialsSentence([12, 19, 20], 10_000),
    "--trials 10,000 is too few for importance sampling: it needs at least 100,000 trials at 19–20 cards " +
      "(10 populations of 10,000 paths) (or use --method plain)",
  );
});
