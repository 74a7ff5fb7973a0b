/**
 * The distribution functions the intervals need, built on the regularized incomplete beta function I_x(a, b): the
 * beta quantile (Clopper–Pearson), the binomial distribution function and Student's t quantile; and an exact binomial
 * test, for assertions that must hold at every seed.
 *
 * Why not a package: simple-statistics has no incomplete beta, beta or t quantile, and @stdlib's brings about 230
 * packages for these three. The continued fraction is Numerical Recipes' (§6.4, modified Lentz), checked against R and
 * @stdlib; logarithms and exponentials come from ./_elementary.ts, the same in every JavaScript engine.
 *
 * @module
 */
import { exp, log, log1p } from "./_elementary.ts";
import { positiveInteger, probabilityIn } from "../common/check.ts";

/** Throws unless `trials` is a positive integer and `hits` an integer in 0..trials, naming them as `names` says. */
export function checkCounts(hits: number, trials: number, [hitsName, trialsName] = ["hits", "trials"]): void {
  positiveInteger(trialsName, trials);
  if (!Number.isInteger(hits) || hits < 0 || hits > trials) {
    throw new RangeError(`${hitsName} ${hits} is not in 0..${trials}`);
  }
}

const TINY = 1e-300;
const EPSILON = 1e-15;

function checkShape(a: number, b: number): void {
  if (!(a > 0 && b > 0 && Number.isFinite(a) && Number.isFinite(b))) {
    throw new RangeError(`beta shape parameters ${a}, ${b} are not both positive and finite`);
  }
}

// The continued fraction of I_x(a, b) (modified Lentz) for x < (a + 1)/(a + b + 2), in about sqrt(max(a, b)) terms.
function betaFraction(x: number, a: number, b: number): number {
  const limit = 200 + Math.ceil(20 * Math.sqrt(Math.max(a, b)));
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  const step = (term: number) => { // one Lentz step: the factor d·c
    d = 1 + term * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + term / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    return d * c;
  };
  for (let m = 1; m <= limit; m++) {
    const m2 = 2 * m;
    h *= step((m * (b - m) * x) / ((a - 1 + m2) * (a + m2)));
    const last = step((-(a + m) * (a + b + m) * x) / ((a + m2) * (a + 1 + m2)));
    h *= last;
    if (Math.abs(last - 1) < EPSILON) return h;
  }
  throw new Error(`incomplete beta continued fraction did not converge for x = ${x}, a = ${a}, b = ${b}`);
}

const LN_SQRT_2PI = log(Math.sqrt(2 * Math.PI));

// Lanczos' ln Γ(x), x > 0 (g = 607/128, 15 terms, relative error about 1e-15): simple-statistics' `gammaln`, with
// the logarithm of ./_elementary.ts.
const LANCZOS = [
  0.99999999999999709182,
  57.156235665862923517,
  -59.597960355475491248,
  14.136097974741747174,
  -0.49191381609762019978,
  0.33994649984811888699e-4,
  0.46523628927048575665e-4,
  -0.98374475304879564677e-4,
  0.15808870322491248884e-3,
  -0.21026444172410488319e-3,
  0.2174396181152126432e-3,
  -0.16431810653676389022e-3,
  0.84418223983852743293e-4,
  -0.2619083840158140867e-4,
  0.36899182659531622704e-5,
];
const LANCZOS_G = 607 / 128;

function logGamma(x: number): number {
  const n = x - 1;
  let sum = LANCZOS[0];
  for (let i = 1; i < LANCZOS.length; i++) sum += LANCZOS[i] / (n + i);
  const t = LANCZOS_G + 0.5 + n;
  return LN_SQRT_2PI + log(sum) - t + (n + 0.5) * log(t);
}

// lnΓ(x) − ((x − ½)·ln x − x + ln √(2π)) for x ≥ 10: Stirling's series, error below 2e-14.
function logGammaCorrection(x: number): number {
  const x2 = 1 / (x * x);
  return (1 / 12 - x2 * (1 / 360 - x2 * (1 / 1260 - x2 * (1 / 1680 - x2 / 1188)))) / x;
}

// ln B(a, b), arranged as R's `lbeta` so that the large log-gammas of a million trials never cancel: Stirling's form
// with its small corrections when a or b is 10 or more, Lanczos' log-gamma otherwise.
function logBeta(a: number, b: number): number {
  const p = Math.min(a, b);
  const q = Math.max(a, b);
  if (p >= 10) {
    const correction = logGammaCorrection(p) + logGammaCorrection(q) - logGammaCorrection(p + q);
    return -0.5 * log(q) + LN_SQRT_2PI + correction + (p - 0.5) * log(p / (p + q)) +
      q * log1p(-p / (p + q));
  }
  if (q >= 10) {
    const correction = logGammaCorrection(q) - logGammaCorrection(p + q);
    return logGamma(p) + correction + p - p * log(p + q) + (q - 0.5) * log1p(-p / (p + q));
  }
  return logGamma(p) + logGamma(q) - logGamma(p + q);
}

// log(x^a (1 − x)^b / B(a, b)), the factor in front of the continued fraction.
function logFront(x: number, a: number, b: number): number {
  return a * log(x) + b * log1p(-x) - logBeta(a, b);
}

/**
 * The regularized incomplete beta function I_x(a, b) = P(X ≤ x) for X ~ Beta(a, b), by its continued fraction on
 * whichever side converges fast; relative accuracy about 1e-12 for a, b up to a million. Cost: about sqrt(max(a, b)).
 *
 * @example Beta(1, 1) is uniform; I_x(2, 1) = x²
 * ```ts
 * import { regularizedBeta } from "./distributions.ts";
 * import { ok } from "node:assert/strict";
 * ok(Math.abs(regularizedBeta(0.3, 1, 1) - 0.3) < 1e-14);
 * ok(Math.abs(regularizedBeta(0.3, 2, 1) - 0.09) < 1e-14);
 * ```
 */
export function regularizedBeta(x: number, a: number, b: number): number {
  checkShape(a, b);
  probabilityIn("x", x);
  if (x === 0) return 0;
  if (x === 1) return 1;
  if (x < (a + 1) / (a + b + 2)) return (exp(logFront(x, a, b)) * betaFraction(x, a, b)) / a;
  return 1 - (exp(logFront(x, a, b)) * betaFraction(1 - x, b, a)) / b;
}

function betaDensity(x: number, a: number, b: number): number {
  return exp(logFront(x, a, b) - log(x) - log1p(-x));
}

/**
 * The beta quantile, the x with I_x(a, b) = probability: Newton's method inside a bracket that halves (geometrically
 * near 0, so tiny quantiles keep full relative precision). Cost: usually under 10 evaluations of I_x.
 *
 * @example The median of Beta(2, 2) is 1/2; Beta(1, b) has quantile 1 − (1 − q)^(1/b)
 * ```ts
 * import { betaQuantile } from "./distributions.ts";
 * import { ok } from "node:assert/strict";
 * ok(Math.abs(betaQuantile(0.5, 2, 2) - 0.5) < 1e-12);
 * ok(Math.abs(betaQuantile(0.975, 1, 10) - (1 - 0.025 ** (1 / 10))) < 1e-12);
 * ```
 */
export function betaQuantile(probability: number, a: number, b: number): number {
  checkShape(a, b);
  probabilityIn("probability", probability);
  if (probability === 0) return 0;
  if (probability === 1) return 1;
  let low = 0;
  let high = 1;
  let x = a / (a + b); // the mean, a fair start
  for (let step = 0; step < 200; step++) {
    const error = regularizedBeta(x, a, b) - probability;
    if (error === 0) return x;
    if (error < 0) low = x;
    else high = x;
    let next = x - error / betaDensity(x, a, b);
    if (!(next > low && next < high)) next = low > 0 ? Math.sqrt(low * high) : high / 1024;
    if (Math.abs(next - x) <= 1e-15 * x || high - low <= 1e-15 * high) return next;
    x = next;
  }
  return x;
}

/**
 * P(K ≤ k), K ~ Binomial(trials, p), as 1 − I_p(k + 1, trials − k) (k rounded down). Cost: one {@link regularizedBeta}.
 *
 * @example Ten fair coins: P(at most 3 heads) = 176/1024
 * ```ts
 * import { binomialCdf } from "./distributions.ts";
 * import { ok } from "node:assert/strict";
 * ok(Math.abs(binomialCdf(3, 10, 0.5) - 176 / 1024) < 1e-14);
 * ```
 */
export function binomialCdf(k: number, trials: number, p: number): number {
  positiveInteger("trials", trials);
  probabilityIn("p", p);
  const j = Math.floor(k);
  if (j < 0) return 0;
  if (j >= trials) return 1;
  if (p === 0) return 1;
  if (p === 1) return 0;
  return regularizedBeta(1 - p, trials - j, j + 1);
}

/**
 * Student's t quantile (df > 0), through P(|T| > t) = I_{df/(df + t²)}(df/2, 1/2). Cost: one {@link betaQuantile}.
 *
 * @example The 97.5% quantiles with 1 and 9 degrees of freedom (tables: 12.706, 2.262)
 * ```ts
 * import { studentTQuantile } from "./distributions.ts";
 * import { ok } from "node:assert/strict";
 * ok(Math.abs(studentTQuantile(0.975, 1) - 12.7062047) < 1e-6);
 * ok(Math.abs(studentTQuantile(0.975, 9) - 2.2621572) < 1e-6);
 * ```
 */
export function studentTQuantile(probability: number, df: number): number {
  probabilityIn("probability", probability, { open: true });
  if (!(df > 0 && Number.isFinite(df))) throw new RangeError(`degrees of freedom ${df} is not positive`);
  if (probability === 0.5) return 0;
  const tail = 2 * Math.min(probability, 1 - probability);
  // x = df/(df + t²) solves I_x(df/2, 1/2) = P(|T| > t), precise far out; near the centre its complement
  // y = t²/(df + t²), with I_y(1/2, df/2) = 1 − P(|T| > t), is.
  const x = betaQuantile(tail, df / 2, 0.5);
  let t: number;
  if (x < 0.5) t = Math.sqrt((df * (1 - x)) / x);
  else {
    const y = betaQuantile(1 - tail, 0.5, df / 2);
    t = Math.sqrt((df * y) / (1 - y));
  }
  return probability > 0.5 ? t : -t;
}

/**
 * Whether `count` in `total` is consistent with a known probability `p`: an exact binomial test rejecting a count in a
 * tail of probability below `rate / 2` (default 10⁻⁷), as a correct simulation does with chance at most `rate`.
 *
 * @example 105 of 2,000 against p = 0.0323 (expected 64.6): improbable (P ≈ 1.6·10⁻⁶) but not impossibly so
 * ```ts
 * import { consistentWithBinomial } from "./distributions.ts";
 * import { equal } from "node:assert/strict";
 * equal(consistentWithBinomial(105, 2000, 0.0323), true);
 * equal(consistentWithBinomial(130, 2000, 0.0323), false);
 * ```
 */
export function consistentWithBinomial(count: number, total: number, p: number, rate = 1e-7): boolean {
  checkCounts(count, total, ["count", "total"]);
  probabilityIn("p", p);
  const below = binomialCdf(count, total, p); // P(X ≤ count)
  const above = count === 0 ? 1 : 1 - binomialCdf(count - 1, total, p); // P(X ≥ count)
  return below > rate / 2 && above > rate / 2;
}
