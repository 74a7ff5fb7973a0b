import { deepEqual, ok, throws } from "node:assert/strict";
import {
  clopperPearson,
  combineMoments,
  type Moments,
  normalQuantile,
  pushMoment,
  studentInterval,
  wald,
  wilson,
} from "./intervals.ts";

// Expected values computed by hand from the formulas with z = 1.959963985 (Python's statistics.NormalDist).
const near = (actual: number, expected: number, tolerance = 1e-7) =>
  ok(Math.abs(actual - expected) <= tolerance, `${actual} is not within ${tolerance} of ${expected}`);
const close = (actual: number[], expected: number[], tolerance = 1e-7) =>
  actual.forEach((x, i) => near(x, expected[i], tolerance));

Deno.test("normalQuantile() matches the normal quantiles to 6 decimals", () => {
  near(normalQuantile(0.95), 1.959963985, 1e-6);
  near(normalQuantile(0.99), 2.575829304, 1e-6);
  near(normalQuantile(0.5), 0.67448975, 1e-6);
  throws(() => normalQuantile(1), /confidence 1 is not between 0 and 1/);
});

Deno.test("wilson() with 0 hits is [0, z²/(T + z²)]", () => {
  close(wilson(0, 10), [0, 0.27753280]);
  deepEqual(wilson(0, 10)[0], 0);
});

Deno.test("wilson() with T hits is [T/(T + z²), 1]", () => {
  close(wilson(10, 10), [0.72246720, 1]);
  deepEqual(wilson(10, 10)[1], 1);
});

Deno.test("wilson() at half and at Norvig's 3,156 of 100,000", () => {
  close(wilson(5, 10), [0.23659309, 0.76340691]);
  close(wilson(1, 100), [0.00176743, 0.05448620]);
  close(wilson(3156, 100_000), [0.03049431, 0.03266168]);
});

Deno.test("wald() is p ± z·sqrt(p(1 − p)/T), clipped to [0, 1], and collapses at 0 and T hits", () => {
  close(wald(5, 10), [0.19010248, 0.80989752]);
  close(wald(3156, 100_000), [0.03047644, 0.03264356]);
  deepEqual(wald(0, 1000), [0, 0]);
  deepEqual(wald(1000, 1000), [1, 1]);
  close(wald(1, 2), [0, 1]);
});

Deno.test("wilson() and wald() reject impossible counts", () => {
  throws(() => wilson(11, 10), /hits 11 is not in 0\.\.10/);
  throws(() => wald(1, 0), /trials 0 is not a positive integer/);
  throws(() => wilson(-1, 10), /hits \-1/);
});

Deno.test("clopperPearson() matches R's binom.test intervals", () => {
  close(clopperPearson(682, 925), [0.7076683, 0.7654066]);
  close(clopperPearson(1, 10), [0.002528579, 0.445016117]);
  close(clopperPearson(5, 10), [0.1870860, 0.8129140]);
  close(clopperPearson(2, 20), [0.01234853, 0.31698271]);
  close(clopperPearson(1, 100), [0.0002531460, 0.0544593854]);
  close(clopperPearson(3156, 100_000), [0.03048504, 0.03266224], 1e-8);
  close(clopperPearson(5, 50, { confidence: 0.99 }), [0.02221781, 0.25804973]);
});

Deno.test("clopperPearson() with 0 hits is [0, 1 − (α/2)^(1/T)] and with T hits [(α/2)^(1/T), 1]", () => {
  close(clopperPearson(0, 10), [0, 1 - 0.025 ** (1 / 10)], 1e-15);
  deepEqual(clopperPearson(0, 10)[0], 0);
  close(clopperPearson(0, 10), [0, 0.3084971]);
  close(clopperPearson(10, 10), [0.6915029, 1]);
  deepEqual(clopperPearson(10, 10)[1], 1);
  const [, high] = clopperPearson(0, 1_000_000);
  near(high, 3.688872650206488e-6, 1e-15);
});

Deno.test("clopperPearson() with one trial is [0, 0.975] or [0.025, 1]", () => {
  close(clopperPearson(0, 1), [0, 0.975], 1e-15);
  close(clopperPearson(1, 1), [0.025, 1], 1e-15);
});

Deno.test("clopperPearson() with 1 and 2 hits in a million starts below Wilson (where Wilson misses small p)", () => {
  close(clopperPearson(1, 1_000_000), [2.53178077e-8, 5.57163066e-6], 1e-14);
  close(clopperPearson(2, 1_000_000), [2.42209370e-7, 7.22466879e-6], 1e-14);
  ok(clopperPearson(1, 1_000_000)[0] < wilson(1, 1_000_000)[0] / 5);
  ok(clopperPearson(2, 1_000_000)[0] < wilson(2, 1_000_000)[0] / 2);
});

Deno.test("clopperPearson() contains Wilson's interval's point estimate and is nested in the confidence", () => {
  for (const [k, t] of [[0, 5], [3, 7], [50, 100], [999, 1000]]) {
    const [low95, high95] = clopperPearson(k, t);
    const [low99, high99] = clopperPearson(k, t, { confidence: 0.99 });
    ok(low95 <= k / t && k / t <= high95);
    ok(low99 <= low95 && high95 <= high99);
  }
});

Deno.test("clopperPearson() rejects impossible counts and confidences", () => {
  throws(() => clopperPearson(11, 10), /hits 11 is not in 0\.\.10/);
  throws(() => clopperPearson(0, 0), /trials 0 is not a positive integer/);
  throws(() => clopperPearson(1.5, 10), /hits 1\.5/);
  throws(() => clopperPearson(1, 10, { confidence: 1 }), /confidence 1 is not between 0 and 1/);
});

Deno.test("studentInterval() is mean ± t(count − 1)·s/sqrt(count), clipped at 0", () => {
  // values 1, 2, 3, 4: s/sqrt(4) ≈ 0.6455, t(0.975, 3) = 3.182446
  close(studentInterval({ count: 4, mean: 2.5, m2: 5 }), [
    2.5 - 3.182446305 * Math.sqrt(5 / 3 / 4),
    2.5 + 3.182446305 * Math.sqrt(5 / 3 / 4),
  ], 1e-8);
  // two values 0 and 2: s = sqrt(2), t(0.975, 1) = 12.7062
  close(studentInterval({ count: 2, mean: 1, m2: 2 }), [0, 1 + 12.70620474], 1e-7);
  // with many values it is the normal interval
  const wide = studentInterval({ count: 1e6, mean: 1, m2: 1e6 - 1 });
  near(wide[1] - 1, 1.959964 / 1000, 1e-8);
});

Deno.test("studentInterval() needs at least two values", () => {
  throws(() => studentInterval({ count: 1, mean: 0.3, m2: 0 }), /count 1 is less than 2/);
  throws(() => studentInterval({ count: 5, mean: 0.3, m2: 1 }, { confidence: 0 }), /confidence 0/);
});

Deno.test("wilson() with 1 or 2 hits starts at about 0.18/T and 0.55/T: above p whenever fewer hits are expected", () => {
  near(wilson(1, 1_000_000)[0] * 1_000_000, 0.1765, 1e-3);
  near(wilson(2, 1_000_000)[0] * 1_000_000, 0.5485, 1e-3);
});

// The same intervals with Deno 2.9.6's Math.log, Math.exp and Math.expm1 in place of ./_elementary.ts: the counts of
// `deno task simulate --seed 123 --trials 100000 --sizes 9-21`, the edges, R's example and a million trials.
const WITH_MATH = {
  clopperPearson: [
    [0, 100_000, 0, 3.68881141579242e-05],
    [1, 100_000, 2.5317804779333164e-07, 5.5715160347711086e-05],
    [3, 100_000, 6.186763958922033e-06, 8.767020256633674e-05],
    [49, 100_000, 0.00036252599732335746, 0.00064775486878886],
    [230, 100_000, 0.0020126181621499114, 0.0026168289251277655],
    [1031, 100_000, 0.009693158774574518, 0.01095548617575768],
    [3229, 100_000, 0.031202975354280807, 0.03340426174623068],
    [7985, 100_000, 0.07817718088546301, 0.08154723552945624],
    [16_891, 100_000, 0.1665924254942548, 0.17124679445083996],
    [29_747, 100_000, 0.2946375439725956, 0.3003142069672038],
    [100_000, 100_000, 0.9999631118858421, 1],
    [0, 1, 0, 0.975],
    [1, 1, 0.025000000000000022, 1],
    [1, 10, 0.002528578544461817, 0.4450161170281953],
    [682, 925, 0.7076682640790394, 0.7654065582415258],
    [2, 1_000_000, 2.422093703160033e-07, 7.224668794412095e-06],
    [32_302, 1_000_000, 0.031956331575001634, 0.03265038092393022],
    [999_990, 1_000_000, 0.9999816097211087, 0.9999952046012218],
  ],
  // count, mean, m2, then the interval at 95.5% (the importance-sampling intervals' level)
  studentInterval: [
    [10, 9e-12, 3.6e-23, 7.528555214210675e-12, 1.0471444785789324e-11],
    [100_000, 0.0323, 1200, 0.031605555138925344, 0.03299444486107466],
    [20, 7.1e-12, 5e-22, 4.638332523508373e-12, 9.561667476491627e-12],
    [3, 0.5, 0.02, 0.23710755574678516, 0.7628924442532148],
  ],
  normalQuantile: [[0.9, 1.6448536127540938], [0.95, 1.9599639471088224], [0.99, 2.5758292841875776]],
};

// Why more than the last place: in I_x(a, b) the logarithms are multiplied by a and b (up to the number of trials), so
// a last-place change of ln x can move I_x by about a·1e-16, and the beta quantile's Newton steps stop anywhere within
// 1e-15 of the root. Both are far inside the intervals' accuracy (1e-9 against R).
Deno.test("clopperPearson() and studentInterval() are within 1e-13 (relative) of their values with Math's log and exp; normalQuantile() is the same", () => {
  const within = (actual: number[], expected: number[], what: string) =>
    actual.forEach((x, i) =>
      ok(
        x === expected[i] || Math.abs(x - expected[i]) <= 1e-13 * Math.abs(expected[i]),
        `${what}: ${actual} is not within 1e-13 of ${expected}`,
      )
    );
  for (const [hits, trials, low, high] of WITH_MATH.clopperPearson) {
    within(clopperPearson(hits, trials), [low, high], `clopperPearson(${hits}, ${trials})`);
  }
  for (const [count, mean, m2, low, high] of WITH_MATH.studentInterval) {
    within(studentInterval({ count, mean, m2 }, { confidence: 0.955 }), [low, high], `studentInterval(${count})`);
  }
  // Wilson's and Wald's intervals use no other logarithm or exponential: they are unchanged to the bit as well.
  for (const [confidence, z] of WITH_MATH.normalQuantile) deepEqual(normalQuantile(confidence), z);
});

const of = (values: number[]): Moments => {
  const moments = { count: 0, mean: 0, m2: 0 };
  for (const x of values) pushMoment(moments, x);
  return moments;
};

Deno.test("pushMoment() gives the mean and the sum of squared deviations", () => {
  deepEqual(of([2, 4, 4, 4, 5, 5, 7, 9]), { count: 8, mean: 5, m2: 32 });
  deepEqual(of([]), { count: 0, mean: 0, m2: 0 });
});

Deno.test("combineMoments() of two parts equals the moments of the whole, and an empty part changes nothing", () => {
  const values = [0.1, 3e-13, 7, 2.5, 2.5, 1e-3];
  const whole = of(values);
  const merged = combineMoments(of(values.slice(0, 2)), of(values.slice(2)));
  ok(
    merged.count === whole.count && Math.abs(merged.mean - whole.mean) < 1e-15 &&
      Math.abs(merged.m2 - whole.m2) < 1e-12,
  );
  deepEqual(combineMoments(of([]), whole), whole);
});

Deno.test("pushMoment() keeps tiny values accurate (weights near 1e-13)", () => {
  const moments = of([1e-13, 3e-13]);
  ok(Math.abs(moments.mean - 2e-13) < 1e-28 && Math.abs(moments.m2 - 2e-26) < 1e-40);
});
