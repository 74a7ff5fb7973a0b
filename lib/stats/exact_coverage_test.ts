import { deepEqual, equal, ok, throws } from "node:assert/strict";
import { binomialProbabilities, clopperPearson, exactCoverage, wald, wilson } from "./intervals.ts";
import { binomialCdf } from "./distributions.ts";
import { thoroughTest } from "../common/_quick_loop_test.ts";

const near = (actual: number, expected: number, tolerance: number, what = "") =>
  ok(Math.abs(actual - expected) <= tolerance, `${what}: ${actual} is not within ${tolerance} of ${expected}`);

// P(no SET | n) for n = 12, 15, 17, 18 (lib/exact/counts.ts), as floats.
const P = { 12: 0.03230197858549682, 15: 0.00036468506954837597, 17: 1.3726245118645181e-6, 18: 1.4193587668400515e-8 };

Deno.test("binomialProbabilities() gives the binomial distribution, summing to 1, and the certain cases", () => {
  deepEqual(binomialProbabilities(0.5, 2), { from: 0, probabilities: [0.25, 0.5, 0.25] }); // two fair coins
  const { from, probabilities } = binomialProbabilities(0.3, 5);
  equal(from, 0);
  [0.16807, 0.36015, 0.3087, 0.1323, 0.02835, 0.00243].forEach((x, k) => near(probabilities[k], x, 1e-15, `k = ${k}`));
  const wide = binomialProbabilities(P[12], 1_000_000);
  near(wide.probabilities.reduce((a, b) => a + b, 0), 1, 1e-12, "sum");
  ok(wide.from > 30_000 && wide.from + wide.probabilities.length < 34_700, "only the counts that matter");
  deepEqual(binomialProbabilities(0, 7), { from: 0, probabilities: [1] });
  deepEqual(binomialProbabilities(1, 7), { from: 7, probabilities: [1] });
  throws(() => binomialProbabilities(0.5, 0), /trials 0 is not a positive integer/);
  throws(() => binomialProbabilities(-0.5, 3), /p -0\.5 is not in \[0, 1\]/);
});

Deno.test("exactCoverage() of Clopper–Pearson equals the sum over counts with both tails at least 2.5% (a second method)", () => {
  for (const [p, t] of [[0.3, 20], [P[12], 1000], [P[15], 100_000], [P[17], 1_000_000]]) {
    let expected = 0;
    const { from, probabilities } = binomialProbabilities(p, t);
    probabilities.forEach((probability, i) => {
      const k = from + i;
      const lower = 1 - binomialCdf(k - 1, t, p); // P(K ≥ k)
      const upper = binomialCdf(k, t, p); // P(K ≤ k)
      if (lower >= 0.025 && upper >= 0.025) expected += probability;
    });
    near(exactCoverage(p, t, clopperPearson), expected, 1e-12, `p = ${p}, T = ${t}`);
  }
});

thoroughTest(
  "exactCoverage() of Clopper–Pearson is at least 95% for every p and trial count tried, T = 1 included",
  () => {
    for (const t of [1, 2, 3, 10, 100, 1000, 100_000]) {
      for (const p of [1e-9, 1e-6, 0.001, 0.0323, 0.2, 0.5, 0.77, 0.999]) {
        ok(exactCoverage(p, t, clopperPearson) >= 0.95, `p = ${p}, T = ${t}`);
      }
    }
    for (const p of Object.values(P)) {
      for (const t of [1000, 10_000, 100_000, 1_000_000]) ok(exactCoverage(p, t, clopperPearson) >= 0.95);
    }
  },
);

Deno.test("exactCoverage() shows Wilson's dips: 87.17% at 17 cards with 100,000 tables, (1 − p)^T, since 1 hit already misses", () => {
  near(exactCoverage(P[17], 100_000, wilson), Math.exp(100_000 * Math.log1p(-P[17])), 1e-13, "Wilson n = 17");
  near(exactCoverage(P[17], 100_000, wilson), 0.8717, 1e-4, "Wilson n = 17");
  ok(exactCoverage(P[17], 100_000, clopperPearson) > 0.99);
});

Deno.test("exactCoverage() of Wald is near nominal with many events and near 0 with almost none", () => {
  near(exactCoverage(P[12], 1_000_000, wald), 0.95, 0.001, "Wald n = 12");
  ok(exactCoverage(P[18], 1_000_000, wald) < 0.02, "Wald n = 18 ([0, 0] with 0 hits)");
  equal(exactCoverage(0, 1000, wald), 1);
});

Deno.test("exactCoverage() of a method that is always [0, 1] is 1, and of one that is never right is 0", () => {
  near(exactCoverage(0.4, 50, () => [0, 1]), 1, 1e-14, "always");
  equal(exactCoverage(0.4, 50, () => [0.9, 1]), 0);
});
