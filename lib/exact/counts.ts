/**
 * Exact counts of SET-free tables: for every n, how many n-card subsets hold no SET, so the exact P(no SET | n).
 *
 * The method. Split the deck by shading into three layers of 27 cards, copies of AG(3, 3). A SET lies inside one layer
 * or takes cards a, b, c from layers 0, 1, 2 with a + b + c ≡ 0, so a SET-free table is a triple (C0, C1, C2) of
 * SET-free sets of AG(3, 3) with no such a, b, c. Permuting the layers is a symmetry: only size profiles
 * |C0| ≥ |C1| ≥ |C2| are counted, times their 1, 3 or 6 orders. So is x ↦ Ax + t_i on layer i (A invertible,
 * t0 + t1 + t2 ≡ 0): C0 runs over one representative per AGL(3, 3) orbit (17), times the orbit size, C1 over one set
 * per translation class (13,613), times 27. The C2 completing (C0, C1) are the SET-free sets avoiding the points
 * −(a + b), counted by backtracking on 27-bit masks. The same code counts AG(d, 3), d = 1..4.
 *
 * @module
 */
import { affineOrbits, affineSpace, countCapsIn, pointsOf, translationClasses } from "./affine_caps.ts";
import { checkFeatures, deckOf, GAME_FEATURE_COUNTS, type GameFeatureCount } from "../core/card.ts";
import { integerIn } from "../common/check.ts";

/** The number of distinct orders of a size profile k0 ≥ k1 ≥ k2: 1, 3 or 6. */
function orderings(k0: number, k1: number, k2: number): number {
  if (k0 === k2) return 1;
  return k0 === k1 || k1 === k2 ? 3 : 6;
}

/**
 * The binomial coefficient C(n, k) as a BigInt (0 when k is outside 0..n). Cost: k BigInt products and divisions.
 *
 * @example
 * ```ts
 * import { binomial } from "./counts.ts";
 * import { equal, throws } from "node:assert/strict";
 * equal(binomial(81, 3), 85_320n);
 * equal(binomial(81, 12), 70_724_320_184_700n);
 * throws(() => binomial(5, 2.5), /k 2\.5 is not an integer/);
 * ```
 */
export function binomial(n: number, k: number): bigint {
  integerIn("n", n, 0, Number.MAX_SAFE_INTEGER);
  integerIn("k", k, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= Math.min(k, n - k); i++) result = (result * BigInt(n - i + 1)) / BigInt(i);
  return result;
}

/**
 * The number of SET-free n-point subsets of AG(dim, 3), dim = 1..4, for every n = 0..3^dim, by layers. Cost for
 * dim = 4: about 17 × 13,613 / 2 pairs (C0, C1), each a backtracking count of the fitting C2: a fraction of a second.
 *
 * @example The plane AG(2, 3) (a 9-card deck of two features): 12 lines, caps of at most 4 points
 * ```ts
 * import { layeredSetFreeCounts } from "./counts.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(layeredSetFreeCounts(2), [1n, 9n, 36n, 72n, 54n, 0n, 0n, 0n, 0n, 0n]);
 * ```
 */
export function layeredSetFreeCounts(dim: number): bigint[] {
  integerIn("layeredSetFreeCounts: dimension", dim, 1, 4);
  const layer = affineSpace(dim - 1);
  const { size, third, full } = layer;
  const classes = translationClasses(layer);
  const orbits = affineOrbits(layer);
  const classPoints = classes.map((sized) => sized.map(({ mask }) => pointsOf(mask)));
  const counts: bigint[] = Array.from({ length: 3 * size + 1 }, () => 0n);
  const completions = new Float64Array(classes.length + 1);
  const forbiddenBy = new Int32Array(size);
  for (let k0 = 0; k0 < orbits.length; k0++) {
    // byProfile[k1 * (k0 + 1) + k2]: the pairs (C1, C2) completing C0 = R with those sizes; exact as a float, being
    // at most 367,525^2 < 2^53 (checked below).
    const byProfile = new Float64Array((k0 + 1) * (k0 + 1));
    for (const representative of orbits[k0]) {
      byProfile.fill(0);
      // forbiddenBy[b]: the points c of layer 2 with a + b + c ≡ 0 for some a in R.
      const r = pointsOf(representative.mask);
      for (let b = 0; b < size; b++) {
        let mask = 0;
        for (const a of r) mask |= 1 << third[a * size + b];
        forbiddenBy[b] = mask;
      }
      for (let k1 = 0; k1 <= k0; k1++) {
        const points = classPoints[k1];
        for (let i = 0; i < points.length; i++) {
          let forbidden = 0;
          for (const b of points[i]) forbidden |= forbiddenBy[b];
          completions.fill(0, 0, k1 + 1);
          countCapsIn(layer, full & ~forbidden, k1, completions);
          const weight = classes[k1][i].size;
          for (let k2 = 0; k2 <= k1; k2++) byProfile[k1 * (k0 + 1) + k2] += weight * completions[k2];
        }
      }
      const orbitSize = BigInt(representative.size);
      for (let k1 = 0; k1 <= k0; k1++) {
        for (let k2 = 0; k2 <= k1; k2++) {
          const pairs = byProfile[k1 * (k0 + 1) + k2];
          if (!Number.isSafeInteger(pairs)) throw new Error(`layeredSetFreeCounts: ${pairs} pairs is not exact`);
          if (pairs > 0) counts[k0 + k1 + k2] += orbitSize * BigInt(orderings(k0, k1, k2)) * BigInt(pairs);
        }
      }
    }
  }
  return counts;
}

const cached = new Map<GameFeatureCount, readonly bigint[]>();

/**
 * Counts the SET-free n-card subsets of the deck (default 4 features, or 3) by n: {@link layeredSetFreeCounts}, cached.
 *
 * @example Three cards hold no SET unless they are one of the 1,080 SETs; no 21 cards are SET-free
 * ```ts
 * import { binomial, setFreeCounts } from "./counts.ts";
 * import { equal } from "node:assert/strict";
 * equal(setFreeCounts()[3], binomial(81, 3) - 1080n);
 * equal(setFreeCounts()[21], 0n);
 * ```
 */
export function setFreeCounts(features: GameFeatureCount = 4): bigint[] {
  checkFeatures(features, GAME_FEATURE_COUNTS);
  let counts = cached.get(features);
  if (!counts) cached.set(features, counts = Object.freeze(layeredSetFreeCounts(features)));
  return [...counts];
}

/**
 * The size of the largest SET-free table of the deck: 20 for the full deck, 9 for the small one.
 *
 * @example
 * ```ts
 * import { largestSetFree } from "./counts.ts";
 * import { equal } from "node:assert/strict";
 * equal(largestSetFree(), 20);
 * equal(largestSetFree(3), 9);
 * ```
 */
export function largestSetFree(features: GameFeatureCount = 4): number {
  return setFreeCounts(features).findLastIndex((count) => count > 0n);
}

/** An exact probability: a reduced fraction and its float value. */
export interface ExactProbability {
  numerator: bigint;
  denominator: bigint;
  value: number;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

/**
 * The probability `count / all` (count in 0..all) as a reduced fraction and its float.
 *
 * @example
 * ```ts
 * import { exactProbability } from "./counts.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(exactProbability(6n, 8n), { numerator: 3n, denominator: 4n, value: 0.75 });
 * ```
 */
export function exactProbability(count: bigint, all: bigint): ExactProbability {
  if (all < 1n || count < 0n || count > all) {
    throw new RangeError(`probability ${count}/${all} is not a count out of cases`);
  }
  const divisor = count === 0n ? all : gcd(count, all);
  const numerator = count / divisor, denominator = all / divisor;
  return { numerator, denominator, value: ratio(numerator, denominator) };
}

/**
 * P(no SET | n cards): the SET-free n-card subsets over all C(81, n) (C(27, n) with `features` 3), exactly.
 *
 * @example Twelve cards: about 1 in 31; 21 cards always hold a SET
 * ```ts
 * import { noSetProbability } from "./counts.ts";
 * import { equal, ok } from "node:assert/strict";
 * ok(Math.abs(1 / noSetProbability(12).value - 31) < 0.5);
 * equal(noSetProbability(21).numerator, 0n);
 * ```
 */
export function noSetProbability(n: number, { features = 4 }: { features?: GameFeatureCount } = {}): ExactProbability {
  const size = deckOf(features).size;
  integerIn("table size", n, 0, size);
  return exactProbability(setFreeCounts(features)[n], binomial(size, n));
}

// numerator / denominator as a float, correctly rounded past 2^53: a 64-bit integer quotient, scaled by a power of 2.
function ratio(numerator: bigint, denominator: bigint): number {
  if (numerator === 0n) return 0;
  const shift = denominator.toString(2).length - numerator.toString(2).length + 64;
  return Number((numerator << BigInt(shift)) / denominator) * 2 ** -shift;
}

/**
 * P(no SET among n cards | no SET among the first `given` of them), exactly: P(no SET | n) / P(no SET | given), since
 * every subset of a SET-free table is SET-free. Norvig's third experiment (12 given 9, 15 given 12).
 *
 * @example Twelve cards when the first nine hold no SET: about 1 in 9
 * ```ts
 * import { conditionalNoSet, noSetProbability } from "./counts.ts";
 * import { equal, ok } from "node:assert/strict";
 * const p = conditionalNoSet(12, 9);
 * ok(Math.abs(p.value - noSetProbability(12).value / noSetProbability(9).value) < 1e-15);
 * equal(conditionalNoSet(12, 12).value, 1);
 * ```
 */
export function conditionalNoSet(
  n: number,
  given: number,
  { features = 4 }: { features?: GameFeatureCount } = {},
): ExactProbability {
  const top = noSetProbability(n, { features });
  integerIn("given", given, 0, n);
  const bottom = noSetProbability(given, { features });
  if (bottom.numerator === 0n) throw new RangeError(`given ${given}: no ${given}-card table is SET-free`);
  return exactProbability(top.numerator * bottom.denominator, top.denominator * bottom.numerator);
}
