import { equal, match } from "node:assert/strict";
import { agreementSentence } from "./agreement_sentence.ts";
import { agreementSummary } from "./agreement.ts";
import { noSetProbability } from "../exact/counts.ts";
import { knownNoSetProbability } from "../exact/small_tables.ts";

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

Deno.test("agreementSentence() names the deck of a miss when the estimates name theirs", () => {
  const exact = (n: number) => knownNoSetProbability(n, { features: 5 })!.value;
  const results = [3, 4, 5].map((n) => ({
    features: 5 as const,
    n,
    method: "plain",
    p: exact(n),
    ci: (n === 4 ? [exact(n) * 1.0001, exact(n) * 1.001] : [exact(n) * 0.99, exact(n)]) as [number, number],
    ciMethod: "test",
  }));
  match(
    agreementSentence(agreementSummary(results)),
    /^\*\*2\*\* of the 3 intervals contain the exact value; 1 misses it: plain sampling at 4 cards of 5 features \(/,
  );
});
