import { equal, ok, throws } from "node:assert/strict";
import { betaQuantile, binomialCdf, checkCounts, regularizedBeta, studentTQuantile } from "./distributions.ts";

const near = (actual: number, expected: number, relative: number, what = "") =>
  ok(
    Math.abs(actual - expected) <= relative * Math.abs(expected),
    `${what}: ${actual} is not within ${relative} (relative) of ${expected}`,
  );

Deno.test("regularizedBeta() matches closed forms: I_x(a, 1) = x^a, I_x(1, b) = 1 − (1 − x)^b, I_x(½, ½) = (2/π)·asin(√x)", () => {
  for (const x of [1e-9, 0.01, 0.3, 0.5, 0.77, 0.999]) {
    for (const a of [0.5, 1, 3, 40]) near(regularizedBeta(x, a, 1), x ** a, 1e-12, `I_${x}(${a}, 1)`);
    for (const b of [0.5, 2, 25]) {
      near(regularizedBeta(x, 1, b), -Math.expm1(b * Math.log1p(-x)), 1e-12, `I_${x}(1, ${b})`);
    }
    near(regularizedBeta(x, 0.5, 0.5), (2 / Math.PI) * Math.asin(Math.sqrt(x)), 1e-12, `I_${x}(1/2, 1/2)`);
  }
  equal(regularizedBeta(0, 2, 3), 0);
  equal(regularizedBeta(1, 2, 3), 1);
});

Deno.test("regularizedBeta() is symmetric: I_x(a, b) = 1 − I_{1−x}(b, a), also for a million trials", () => {
  for (const [x, a, b] of [[0.2, 3, 7], [0.6, 12.5, 4], [0.0323, 32_302, 967_699]]) {
    near(regularizedBeta(x, a, b) + regularizedBeta(1 - x, b, a), 1, 1e-9, `(${x}, ${a}, ${b})`);
  }
});

Deno.test("regularizedBeta() and betaQuantile() reject parameters outside their domain", () => {
  throws(() => regularizedBeta(1.5, 1, 1), /x 1\.5 is not in \[0, 1\]/);
  throws(() => regularizedBeta(0.5, 0, 1), /shape parameters 0, 1/);
  throws(() => betaQuantile(-0.1, 1, 1), /probability -0\.1/);
  throws(() => betaQuantile(0.5, 1, Number.NaN), /shape parameters 1, NaN/);
});

Deno.test("betaQuantile() inverts regularizedBeta(), from tiny to near-1 quantiles", () => {
  for (const [a, b] of [[1, 1e6], [2, 999_999], [0.5, 0.5], [3, 7], [3156, 96_845], [999_999, 2]]) {
    for (const q of [1e-6, 0.025, 0.5, 0.975]) {
      const x = betaQuantile(q, a, b);
      near(regularizedBeta(x, a, b), q, 1e-9, `I at the ${q} quantile of Beta(${a}, ${b})`);
    }
  }
  equal(betaQuantile(0, 2, 2), 0);
  equal(betaQuantile(1, 2, 2), 1);
});

// Reference values from @stdlib/stats-base-dists-beta-quantile 0.2.3 (a port of Boost's), computed outside the project.
Deno.test("betaQuantile() agrees with @stdlib's beta quantile to 1e-9", () => {
  const cases: [number, number, number, number][] = [
    [0.025, 1, 10, 0.0025285785444617865],
    [0.975, 2, 9, 0.44501611702819527],
    [0.025, 3156, 96_845, 0.030485043526112733],
    [0.975, 3157, 96_844, 0.032662237902577794],
    [0.025, 1, 1_000_000, 2.53178076637942e-8],
    [0.975, 3, 999_998, 0.000007224668794380316],
    [0.025, 32_302, 967_699, 0.03195633157500097],
  ];
  for (const [q, a, b, expected] of cases) near(betaQuantile(q, a, b), expected, 1e-9, `Beta(${a}, ${b}) at ${q}`);
});

Deno.test("binomialCdf() matches sums of binomial probabilities and its edge cases", () => {
  near(binomialCdf(3, 10, 0.5), 176 / 1024, 1e-13, "P(K ≤ 3), 10 fair coins");
  near(binomialCdf(0, 1_000_000, 1e-6), (1 - 1e-6) ** 1_000_000, 1e-9, "P(K = 0)");
  near(binomialCdf(1, 20, 0.1), 0.9 ** 20 + 20 * 0.1 * 0.9 ** 19, 1e-13, "P(K ≤ 1)");
  // @stdlib/stats-base-dists-binomial-cdf 0.2.3:
  near(binomialCdf(40, 1_000_000, 3.2302e-5), 0.9215230771319426, 1e-9, "P(K ≤ 40)");
  near(binomialCdf(32_302, 1_000_000, 0.0323), 0.5059927818079267, 1e-8, "P(K ≤ 32,302)");
  equal(binomialCdf(-1, 10, 0.5), 0);
  equal(binomialCdf(10, 10, 0.5), 1);
  equal(binomialCdf(3, 10, 0), 1);
  equal(binomialCdf(3, 10, 1), 0);
  throws(() => binomialCdf(3, 0, 0.5), /trials 0 is not a positive integer/);
  throws(() => binomialCdf(3, 10, 2), /p 2 is not in \[0, 1\]/);
});

// Textbook t tables (and @stdlib/stats-base-dists-t-quantile 0.2.3 for the extra digits).
Deno.test("studentTQuantile() matches t tables, the closed forms for 1 and 2 degrees of freedom, and the normal limit", () => {
  const table: [number, number][] = [
    [1, 12.706204736174694],
    [2, 4.302652729749462],
    [3, 3.182446305283708],
    [4, 2.776445105197794],
    [5, 2.570581835636314],
    [9, 2.262157162798205],
    [19, 2.0930240544083096],
    [29, 2.045229642132704],
    [99, 1.9842169515864172],
    [999, 1.9623414611334495],
  ];
  for (const [df, t] of table) near(studentTQuantile(0.975, df), t, 1e-9, `t(0.975, ${df})`);
  near(studentTQuantile(0.995, 10), 3.169272672616951, 1e-9, "t(0.995, 10)");
  for (const q of [1e-6, 0.1, 0.7, 0.999]) {
    near(studentTQuantile(q, 1), Math.tan(Math.PI * (q - 0.5)), 1e-9, `Cauchy at ${q}`);
    near(studentTQuantile(q, 2), (2 * q - 1) * Math.sqrt(2 / (1 - (2 * q - 1) ** 2)), 1e-9, `2 df at ${q}`);
  }
  near(studentTQuantile(0.975, 1e9), 1.959963985, 1e-8, "normal limit");
  equal(studentTQuantile(0.5, 7), 0);
  equal(studentTQuantile(0.025, 9), -studentTQuantile(0.975, 9));
  throws(() => studentTQuantile(1, 9), /probability 1 is not between 0 and 1/);
  throws(() => studentTQuantile(0.9, 0), /degrees of freedom 0 is not positive/);
});

Deno.test("checkCounts() accepts hits in 0..trials and names the count that is off, by the names given", () => {
  checkCounts(3, 10);
  throws(() => checkCounts(11, 10), /^RangeError: hits 11 is not in 0\.\.10$/);
  throws(() => checkCounts(1, 10.5, ["count", "total"]), /^RangeError: total 10\.5 is not a positive integer$/);
});
