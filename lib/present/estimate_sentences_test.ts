import { equal, match, throws } from "node:assert/strict";
import { estimatesAt, sisPlanSentence, zeroCountSentence } from "./estimate_sentences.ts";
import { noSetProbability } from "../exact/counts.ts";
import { plain, sis } from "../montecarlo/_estimate_testing.ts";

const SIZES = Array.from({ length: 13 }, (_, i) => 9 + i);

Deno.test("sisPlanSentence() names the sizes importance sampling skips and the trials it needs there", () => {
  equal(
    sisPlanSentence(SIZES, 99_999),
    "With 99,999 trials importance sampling skips 19 and 20 cards (it needs at least 100,000 there); plain sampling runs at every size.",
  );
  match(
    sisPlanSentence([12, 16, 19], 5_000),
    /skips 16 cards \(it needs at least 10,000 there\) and 19 cards \(it needs at least 100,000 there\);/,
  );
});

Deno.test("sisPlanSentence() says how many populations run at 19 and 20 cards, and leaves out what the run does not have", () => {
  match(
    sisPlanSentence(SIZES, 100_000),
    /at 19 and 20 cards as 10 populations of 10,000 paths each and at 9–18 cards as 100,000 single paths;/,
  );
  equal(
    sisPlanSentence([12, 15], 10_000),
    "With 10,000 trials importance sampling runs at 12 and 15 cards as 10,000 single paths.",
  );
});

Deno.test("estimatesAt() states both estimates and the exact value, in powers of ten for rare tables", () => {
  const exact = noSetProbability(20).value;
  const sentence = estimatesAt([plain(20, 0), sis(20, [exact * 0.8, exact * 1.1])], 20);
  match(
    sentence,
    /^At 20 cards plain sampling found none of 200,000 tables without a SET \(Clopper–Pearson upper bound 1\.84e-5\); importance sampling gives \*\*1\.\d{3}e-13\*\* \(1\.\d{3}e-13–1\.\d{3}e-13\); the exact value is \*\*1\.454e-13\*\*\.$/,
  );
  throws(() => estimatesAt([sis(20, [0, 1])], 20), /no plain-sampling count at 20 cards/);
});

Deno.test("estimatesAt() shows an importance-sampling miss at 12 cards as a miss", () => {
  const exact = noSetProbability(12).value;
  const sentence = estimatesAt([plain(12, 6400), sis(12, [exact * 1.00003, exact * 1.001])], 12);
  const [, lo, value] = sentence.match(
    /importance sampling gives \*\*[\d.]+%\*\* \(([\d.]+)%–[\d.]+%\); the exact value is \*\*([\d.]+)%/,
  )!;
  equal(Number(lo) > Number(value), true, sentence);
});

Deno.test("zeroCountSentence() names the sizes without a SET-free table, the one upper bound and the exact values", () => {
  equal(zeroCountSentence([plain(12, 6400)]), "Plain sampling found a SET-free table at every size.");
  equal(
    zeroCountSentence([plain(20, 0)]),
    "Plain sampling saw no SET-free table at 20 cards; its 95% upper bound there is **1.844e-5**, while the exact value is 1.454e-13 at 20 cards.",
  );
});
