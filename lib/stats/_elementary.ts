/**
 * The logarithm and the exponential (`log`, `log1p`, `exp`, `expm1`), the same to the last bit in every JavaScript
 * engine: the language leaves the last digit of `Math.log` and the others to the engine, and engines differ (Deno's V8
 * and Chromium's do). These are Sun's fdlibm functions as FreeBSD's msun has them (`e_log.c`, `s_log1p.c`, `e_exp.c`,
 * `s_expm1.c`; error below 1 ulp), ported line by line: only IEEE-754 +, −, ×, ÷ and integer operations on the two
 * 32-bit words of a double, which every engine computes the same (JavaScript never fuses a multiply and an add).
 *
 * fdlibm: Copyright (C) 1993, 2004 by Sun Microsystems, Inc. All rights reserved. Permission to use, copy, modify, and
 * distribute this software is freely granted, provided that this notice is preserved.
 *
 * @module
 */

// A double's high word (sign, exponent, top 20 mantissa bits; signed, as fdlibm's int32_t) and low word, in the
// machine's byte order.
const float = new Float64Array(1);
const word = new Int32Array(float.buffer);
const HIGH = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1 ? 1 : 0; // little-endian: the high word second
const LOW = 1 - HIGH;

function highWord(x: number): number {
  float[0] = x;
  return word[HIGH];
}

function lowWord(x: number): number {
  float[0] = x;
  return word[LOW] >>> 0;
}

function fromWords(high: number, low: number): number {
  word[HIGH] = high;
  word[LOW] = low;
  return float[0];
}

function withHighWord(x: number, high: number): number {
  return fromWords(high, lowWord(x));
}

// ln 2 split so that k·LN2_HI is exact for |k| < 2000.
const LN2_HI = 6.93147180369123816490e-01; // 3fe62e42 fee00000
const LN2_LO = 1.90821492927058770002e-10; // 3dea39ef 35793c76
const INV_LN2 = 1.44269504088896338700e+00; // 3ff71547 652b82fe
const TWO54 = fromWords(0x43500000, 0);
const TWO1023 = fromWords(0x7fe00000, 0);
const TWO_M1000 = fromWords(0x01700000, 0);
// exp(x) overflows above O_THRESHOLD and is 0 below U_THRESHOLD.
const O_THRESHOLD = 7.09782712893383973096e+02; // 40862e42 fefa39ef
const U_THRESHOLD = -7.45133219101941108420e+02; // c0874910 d52d3051

// log(1 + f) = 2s + s·R(s²) with s = f/(2 + f): a minimax polynomial, error below 2^-58.45 (e_log.c, s_log1p.c).
const LG1 = 6.666666666666735130e-01; // 3fe55555 55555593
const LG2 = 3.999999999940941908e-01; // 3fd99999 9997fa04
const LG3 = 2.857142874366239149e-01; // 3fd24924 94229359
const LG4 = 2.222219843214978396e-01; // 3fcc71c5 1d8e78af
const LG5 = 1.818357216161805012e-01; // 3fc74664 96cb03de
const LG6 = 1.531383769920937332e-01; // 3fc39a09 d078c69f
const LG7 = 1.479819860511658591e-01; // 3fc2f112 df3e5244

/**
 * ln x (−Infinity at ±0, NaN below 0): fdlibm's `__ieee754_log` (x = 2^k·(1 + f) with √2/2 < 1 + f < √2, then
 * ln(1 + f) by a polynomial in s = f/(2 + f)), error below 1 ulp. Cost: O(1).
 */
export function log(x: number): number {
  let hx = highWord(x);
  const lx = lowWord(x);
  let k = 0;
  if (hx < 0x00100000) { // x < 2^-1022: zero, subnormal or negative
    if (((hx & 0x7fffffff) | lx) === 0) return -Infinity;
    if (hx < 0) return NaN;
    k -= 54; // subnormal: scale up
    x *= TWO54;
    hx = highWord(x);
  }
  if (hx >= 0x7ff00000) return x + x; // Infinity or NaN
  k += (hx >> 20) - 1023;
  hx &= 0x000fffff;
  const i = (hx + 0x95f64) & 0x100000;
  x = withHighWord(x, hx | (i ^ 0x3ff00000)); // x or x/2, in [√2/2, √2)
  k += i >> 20;
  const f = x - 1;
  if ((0x000fffff & (2 + hx)) < 3) { // −2^-20 ≤ f < 2^-20
    if (f === 0) return k === 0 ? 0 : k * LN2_HI + k * LN2_LO;
    const r = f * f * (0.5 - 0.33333333333333333 * f);
    return k === 0 ? f - r : k * LN2_HI - ((r - k * LN2_LO) - f);
  }
  const s = f / (2 + f);
  const z = s * s;
  const w = z * z;
  const r = z * (LG1 + w * (LG3 + w * (LG5 + w * LG7))) + w * (LG2 + w * (LG4 + w * LG6));
  if (((hx - 0x6147a) | (0x6b851 - hx)) > 0) { // f is not small: the better-rounded form
    const hfsq = 0.5 * f * f;
    return k === 0 ? f - (hfsq - s * (hfsq + r)) : k * LN2_HI - ((hfsq - (s * (hfsq + r) + k * LN2_LO)) - f);
  }
  return k === 0 ? f - s * (f - r) : k * LN2_HI - ((s * (f - r) - k * LN2_LO) - f);
}

/**
 * ln(1 + x), accurate also where 1 + x would round x away: fdlibm's `log1p` (the reduction of {@link log}, with a
 * correction for the rounding of 1 + x), error below 1 ulp. Cost: O(1).
 */
export function log1p(x: number): number {
  const hx = highWord(x);
  const ax = hx & 0x7fffffff;
  let k = 1;
  let f = 0;
  let c = 0;
  let hu = 0;
  if (hx < 0x3fda827a) { // 1 + x < √2
    if (ax >= 0x3ff00000) return x === -1 ? -Infinity : NaN; // x ≤ −1
    if (ax < 0x3e200000) return ax < 0x3c900000 ? x : x - x * x * 0.5; // |x| < 2^-29
    if (hx > 0 || hx <= (0xbfd2bec4 | 0)) { // √2/2 ≤ 1 + x < √2: f = x exactly
      k = 0;
      f = x;
      hu = 1;
    }
  }
  if (hx >= 0x7ff00000) return x + x; // Infinity or NaN
  if (k !== 0) {
    let u: number;
    if (hx < 0x43400000) {
      u = 1 + x;
      hu = highWord(u);
      k = (hu >> 20) - 1023;
      c = (k > 0 ? 1 - (u - x) : x - (u - 1)) / u; // what rounding 1 + x lost, relative to u
    } else {
      u = x;
      hu = highWord(u);
      k = (hu >> 20) - 1023;
    }
    hu &= 0x000fffff;
    if (hu < 0x6a09e) u = withHighWord(u, hu | 0x3ff00000); // u in [1, √2)
    else {
      k += 1;
      u = withHighWord(u, hu | 0x3fe00000); // u/2 in [√2/2, 1)
      hu = (0x00100000 - hu) >> 2;
    }
    f = u - 1;
  }
  const hfsq = 0.5 * f * f;
  if (hu === 0) { // |f| < 2^-20
    if (f === 0) return k === 0 ? 0 : k * LN2_HI + (c + k * LN2_LO);
    const r = hfsq * (1 - 0.66666666666666666 * f);
    return k === 0 ? f - r : k * LN2_HI - ((r - (k * LN2_LO + c)) - f);
  }
  const s = f / (2 + f);
  const z = s * s;
  const r = z * (LG1 + z * (LG2 + z * (LG3 + z * (LG4 + z * (LG5 + z * (LG6 + z * LG7))))));
  return k === 0 ? f - (hfsq - s * (hfsq + r)) : k * LN2_HI - ((hfsq - (s * (hfsq + r) + (k * LN2_LO + c))) - f);
}

// r·(e^r + 1)/(e^r − 1) ≈ 2 + P1·r² + … + P5·r^10 on |r| ≤ ln2/2, error below 2^-59 (e_exp.c).
const P1 = 1.66666666666666019037e-01; // 3fc55555 5555553e
const P2 = -2.77777777770155933842e-03; // bf66c16c 16bebd93
const P3 = 6.61375632143793436117e-05; // 3f11566a af25de2c
const P4 = -1.65339022054652515390e-06; // bebbbd41 c5d26bf1
const P5 = 4.13813679705723846039e-08; // 3e663769 72bea4d0

// The argument reduction of exp and expm1 for |x| > ln2/2 (hx: the high word of |x|): x = k·ln2 + (hi − lo), k
// returned and [hi, lo] left in `reduced`.
const reduced = new Float64Array(2);
function reduce(x: number, hx: number, negative: boolean | number): number {
  if (hx < 0x3ff0a2b2) { // |x| < 1.5·ln2
    reduced[0] = negative ? x + LN2_HI : x - LN2_HI;
    reduced[1] = negative ? -LN2_LO : LN2_LO;
    return negative ? -1 : 1;
  }
  const k = (INV_LN2 * x + (negative ? -0.5 : 0.5)) | 0; // rounded toward zero, as C's (int)
  reduced[0] = x - k * LN2_HI; // exact
  reduced[1] = k * LN2_LO;
  return k;
}

/**
 * e^x (Infinity above 709.78…, 0 below −745.13…): fdlibm's `__ieee754_exp` (x = k·ln 2 + r with |r| ≤ ln2/2, then
 * e^r by a rational approximation, scaled by 2^k), error below 1 ulp. Cost: O(1).
 */
export function exp(x: number): number {
  let hx = highWord(x);
  const negative = hx < 0 ? 1 : 0;
  hx &= 0x7fffffff;
  if (hx >= 0x40862e42) { // |x| ≥ 709.78…
    if (hx >= 0x7ff00000) {
      if (((hx & 0xfffff) | lowWord(x)) !== 0) return x + x; // NaN
      return negative ? 0 : x; // exp(±Infinity) = 0, Infinity
    }
    if (x > O_THRESHOLD) return Infinity;
    if (x < U_THRESHOLD) return 0;
  }
  let k = 0;
  if (hx > 0x3fd62e42) { // |x| > ln2/2
    k = reduce(x, hx, negative);
    x = reduced[0] - reduced[1];
  } else if (hx < 0x3e300000) return 1 + x; // |x| < 2^-28
  const t = x * x;
  const c = x - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
  if (k === 0) return 1 - ((x * c) / (c - 2) - x);
  const y = 1 - ((reduced[1] - (x * c) / (2 - c)) - reduced[0]);
  if (k === 1024) return y * 2 * TWO1023;
  if (k >= -1021) return y * fromWords(0x3ff00000 + (k << 20), 0);
  return y * fromWords(0x3ff00000 + ((k + 1000) << 20), 0) * TWO_M1000; // subnormal result: round once, at the end
}

// The Q_i·2^i of s_expm1.c: r·(e^r + 1)/(e^r − 1) = 2 + r²/6·R1(r²), R1(z) ≈ 1 + Q1·z + … + Q5·z^5 (z = r²/2 here),
// error below 2^-61.
const Q1 = -3.33333333333331316428e-02; // bfa11111 111110f4
const Q2 = 1.58730158725481460165e-03; // 3f5a01a0 19fe5585
const Q3 = -7.93650757867487942473e-05; // bf14ce19 9eaadbb7
const Q4 = 4.00821782732936239552e-06; // 3ed0cfca 86e65239
const Q5 = -2.01099218183624371326e-07; // be8afdb7 6e09c32d

/**
 * e^x − 1, accurate also near 0 where e^x rounds to 1: fdlibm's `expm1` (the reduction of {@link exp}, with the
 * rounding of the reduced argument carried as a correction), error below 1 ulp. Cost: O(1).
 */
export function expm1(x: number): number {
  let hx = highWord(x);
  const negative = hx < 0;
  hx &= 0x7fffffff;
  if (hx >= 0x4043687a) { // |x| ≥ 56·ln2
    if (hx >= 0x40862e42) { // |x| ≥ 709.78…
      if (hx >= 0x7ff00000) {
        if (((hx & 0xfffff) | lowWord(x)) !== 0) return x + x; // NaN
        return negative ? -1 : x; // expm1(±Infinity) = −1, Infinity
      }
      if (x > O_THRESHOLD) return Infinity;
    }
    if (negative) return -1; // e^x < 2^-56: −1 is the nearest double
  }
  let k = 0;
  let c = 0;
  if (hx > 0x3fd62e42) { // |x| > ln2/2
    k = reduce(x, hx, negative);
    x = reduced[0] - reduced[1];
    c = (reduced[0] - x) - reduced[1]; // what rounding x = hi − lo lost
  } else if (hx < 0x3c900000) return x; // |x| < 2^-54
  const hfx = 0.5 * x;
  const hxs = x * hfx;
  const r1 = 1 + hxs * (Q1 + hxs * (Q2 + hxs * (Q3 + hxs * (Q4 + hxs * Q5))));
  const t = 3 - r1 * hfx;
  let e = hxs * ((r1 - t) / (6 - x * t));
  if (k === 0) return x - (x * e - hxs);
  e = x * (e - c) - c;
  e -= hxs;
  if (k === -1) return 0.5 * (x - e) - 0.5;
  if (k === 1) return x < -0.25 ? -2 * (e - (x + 0.5)) : 1 + 2 * (x - e);
  const twoToK = fromWords(0x3ff00000 + (k << 20), 0);
  if (k <= -2 || k > 56) { // e^x − 1 is e^x (to within its rounding), or −1 plus a little
    const y = 1 - (e - x);
    return (k === 1024 ? y * 2 * TWO1023 : y * twoToK) - 1;
  }
  if (k < 20) return (fromWords(0x3ff00000 - (0x200000 >> k), 0) - (e - x)) * twoToK; // (1 − 2^-k) − …
  return (x - (e + fromWords((0x3ff - k) << 20, 0)) + 1) * twoToK; // 2^-k
}
