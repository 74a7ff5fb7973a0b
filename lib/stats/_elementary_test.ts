import { equal, ok } from "node:assert/strict";
import seedrandom from "seedrandom";
import { exp, expm1, log, log1p } from "./_elementary.ts";

const FUNCTIONS = { log, log1p, exp, expm1 };

// The distance in ulps between two doubles of the same sign (0 for two NaNs).
const words = new DataView(new ArrayBuffer(8));
function ulps(a: number, b: number): number {
  if (Number.isNaN(a) && Number.isNaN(b)) return 0;
  if (a === b) return 0;
  if (Math.sign(a) !== Math.sign(b) || !Number.isFinite(a) || !Number.isFinite(b)) return Infinity;
  words.setFloat64(0, Math.abs(a));
  const x = words.getBigUint64(0);
  words.setFloat64(0, Math.abs(b));
  const y = words.getBigUint64(0);
  return Number(x > y ? x - y : y - x);
}

const same = (actual: number, expected: number, what: string) =>
  ok(Object.is(actual, expected), `${what} is ${actual}, not ${expected}`);

Deno.test("log() of ±0, ±Infinity, NaN, negatives, 1, subnormals and the largest double", () => {
  same(log(0), -Infinity, "log(0)");
  same(log(-0), -Infinity, "log(-0)");
  same(log(Infinity), Infinity, "log(Infinity)");
  for (const x of [-Infinity, -1, -Number.MIN_VALUE, NaN]) same(log(x), NaN, `log(${x})`);
  same(log(1), 0, "log(1)");
  equal(log(2), Math.LN2);
  equal(log(10), Math.LN10);
  equal(log(Math.E), 1);
  equal(log(Number.MIN_VALUE), -1074 * Math.LN2); // 2^-1074, the smallest subnormal
  equal(log(2 ** -1030 * 1.5), Math.log(2 ** -1030 * 1.5));
  equal(log(Number.MAX_VALUE), 709.782712893384);
});

Deno.test("log1p() of ±0 (sign kept), −1, below −1, ±Infinity, NaN, tiny and huge arguments", () => {
  same(log1p(0), 0, "log1p(0)");
  same(log1p(-0), -0, "log1p(-0)");
  same(log1p(-1), -Infinity, "log1p(-1)");
  for (const x of [-1.0000000000000002, -Infinity, NaN]) same(log1p(x), NaN, `log1p(${x})`);
  same(log1p(Infinity), Infinity, "log1p(Infinity)");
  for (const x of [Number.MIN_VALUE, -Number.MIN_VALUE, 1e-300, -5e-17]) same(log1p(x), x, `log1p(${x})`);
  equal(log1p(1e-10), 9.999999999500001e-11);
  equal(log1p(1), Math.LN2);
  equal(log1p(Number.MAX_VALUE), log(Number.MAX_VALUE));
});

Deno.test("exp() of ±0, ±Infinity, NaN, tiny arguments, and at the overflow and underflow thresholds", () => {
  same(exp(0), 1, "exp(0)");
  same(exp(-0), 1, "exp(-0)");
  same(exp(Infinity), Infinity, "exp(Infinity)");
  same(exp(-Infinity), 0, "exp(-Infinity)");
  same(exp(NaN), NaN, "exp(NaN)");
  equal(exp(Math.LN2), 2);
  equal(ulps(exp(1), Math.E), 1); // fdlibm's e is 2.7182818284590455, one ulp above the nearest double
  equal(exp(1e-300), 1);
  equal(exp(-1e-300), 1);
  // Overflow above 709.782712893383973096: the last double below it is finite, the next one is not.
  equal(exp(709.782712893384), 1.7976931348622732e308);
  equal(exp(709.7827128933841), Infinity);
  // Underflow below −745.13321910194110842: down to the smallest subnormal, then 0.
  equal(exp(-745.1332191019411), Number.MIN_VALUE);
  equal(exp(-745.1332191019412), 0);
  equal(exp(-740), Math.exp(-740)); // a subnormal result, rounded once
  equal(exp(-1000), 0);
});

Deno.test("expm1() of ±0 (sign kept), ±Infinity, NaN, tiny arguments, −1 far below 0, and overflow", () => {
  same(expm1(0), 0, "expm1(0)");
  same(expm1(-0), -0, "expm1(-0)");
  same(expm1(Infinity), Infinity, "expm1(Infinity)");
  same(expm1(-Infinity), -1, "expm1(-Infinity)");
  same(expm1(NaN), NaN, "expm1(NaN)");
  for (const x of [Number.MIN_VALUE, -Number.MIN_VALUE, 1e-300, -5e-17]) same(expm1(x), x, `expm1(${x})`);
  equal(expm1(1e-10), 1.00000000005e-10);
  equal(expm1(-40), -1);
  equal(expm1(-1000), -1);
  equal(expm1(709.782712893384), 1.7976931348622732e308);
  equal(expm1(709.7827128933841), Infinity);
});

// FreeBSD msun's e_log.c, s_log1p.c, e_exp.c and s_expm1.c compiled in C (gcc -O2 -ffp-contract=off), at arguments
// where Deno's Math functions give the other neighbour of the true value: the port gives fdlibm's bits.
const FDLIBM: Record<keyof typeof FUNCTIONS, [number, number][]> = {
  log: [[0.6578051643446088, -0.41884649432365895], [2.43404361885041, 0.8895539150499598], [
    11.907003076465275,
    2.477126720843513,
  ]],
  log1p: [[2.229033532552421, 1.1721828765325046], [0.5910358233377337, 0.46438526534209634], [
    -0.6784089052137354,
    -1.1344744324019276,
  ]],
  exp: [[0.9993593600408567, 2.7165409461984327], [-0.9999999999999999, 0.36787944117144233], [
    1.0000000000000062,
    2.7182818284590624,
  ]],
  expm1: [[-0.9999999999922574, -0.6321205588257093], [0.9993593600408567, 1.7165409461984322], [
    -0.9999999992033463,
    -0.6321205585354852,
  ]],
};

Deno.test("log(), log1p(), exp() and expm1() give fdlibm's bits where Math's differ in the last place", () => {
  for (const [name, cases] of Object.entries(FDLIBM)) {
    const f = FUNCTIONS[name as keyof typeof FUNCTIONS];
    for (const [x, expected] of cases) equal(f(x), expected, `${name}(${x})`);
  }
});

/** Random arguments of each function: wide ranges, the ranges the intervals use, and near the special points. */
function argumentsOf(name: keyof typeof FUNCTIONS, random: () => number): number {
  const wide = () => 2 ** (random() * 2100 - 1075); // subnormal to huge, every binade alike
  const small = () => (random() - 0.5) * 2 ** (-random() * 60);
  const kind = Math.floor(random() * 3);
  switch (name) {
    case "log":
      return [wide, () => random() * 4, () => 1 + small()][kind]();
    case "log1p":
      return [wide, () => random() * 4 - 1, small][kind]();
    default:
      return [() => (random() - 0.5) * 1500, () => (random() - 0.5) * 8, small][kind]();
  }
}

Deno.test("log(), log1p(), exp() and expm1() are within 1 ulp of Math's on 100,000 random arguments each", () => {
  const random = seedrandom("elementary");
  for (const [name, f] of Object.entries(FUNCTIONS)) {
    let identical = 0;
    for (let i = 0; i < 100_000; i++) {
      const x = argumentsOf(name as keyof typeof FUNCTIONS, random);
      const [mine, theirs] = [f(x), (Math[name as keyof typeof FUNCTIONS])(x)];
      const distance = ulps(mine, theirs);
      ok(distance <= 1, `${name}(${x}) = ${mine}, Math.${name} gives ${theirs}`);
      if (distance === 0) identical++;
    }
    ok(identical > 80_000, `${name}: only ${identical} of 100,000 identical to Math.${name}`);
  }
});
