/**
 * The second table of a game, exactly: the chance that the table left after the first SET is taken (at random, the
 * `random` policy of lib/game/engine.ts) holds no SET. The first table with a SET has M = K, K + 3, … cards (branch
 * M); when M > K its first M − 3 cards hold no SET.
 *
 * The method. Write that table as R ∪ S, S the SET taken: R is SET-free, the table holds 1 + Σ_{s ∈ S} c_R(s) SETs
 * (c_R(x): the pairs of R whose third card is x), and S is taken with one over that chance, so summing over SET-free R
 * and SETs S off it counts each (table, SET taken) once. Branch K: the second table R ∪ X is SET-free for the 3 new
 * cards X `freshDeals` counts. Branch M > K: T = R ∪ S weighs its 3-subsets whose removal leaves it SET-free
 * (`removableTriples`). R runs over one table per class (classes.ts), weighted by its class, summed exactly.
 *
 * @module
 */
import { binomial, type ExactProbability, exactProbability, setFreeCounts } from "./counts.ts";
import { type CapClass, capClasses } from "./classes.ts";
import { checkFeatures, deckOf, GAME_FEATURE_COUNTS, type GameFeatureCount } from "../core/card.ts";
import { range } from "d3-array";
import { setsByPairs, THIRD, type Triple } from "../core/rule.ts";
import { oneOf } from "../common/check.ts";
import { popcount } from "./affine_caps.ts";

export { secondTableByBruteForce } from "./_second_table_brute.ts";

/** A branch of the game: the first table holding a SET has `cards` cards (chance `reach`); P(no SET on the second). */
interface SecondTableBranch {
  cards: number;
  reach: ExactProbability;
  noSet: ExactProbability;
}

/** P(no SET on the second table | the first K cards hold a SET), the same overall, the branches and checks passed. */
interface SecondTable {
  features: GameFeatureCount;
  cards: number;
  conditional: ExactProbability;
  overall: ExactProbability;
  branches: SecondTableBranch[];
  checks: string[];
}

/**
 * The first deals K the game accepts for a deck: multiples of 3 up to one more than its largest SET-free table.
 *
 * @example
 * ```ts
 * import { firstTableSizes } from "./second_table.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(firstTableSizes(4), [3, 6, 9, 12, 15, 18, 21]);
 * ```
 */
export function firstTableSizes(features: GameFeatureCount): number[] {
  const most = deckOf(checkFeatures(features, GAME_FEATURE_COUNTS)).largestSetFree + 1;
  return Array.from({ length: Math.floor(most / 3) }, (_, i) => 3 * (i + 1));
}

/**
 * The exact chance that the second table holds no SET, for the deck of 4 features (default) or 3 and K cards dealt
 * first (one of {@link firstTableSizes}, default 12 or 9). Checks on every call the classes, and that the SET-free
 * (K − 3)-card tables and their SET-free 3-card extensions make every SET-free K-card table C(K, 3) times.
 *
 * @example The small deck with 3 cards dealt first: the 3 new cards make a SET as 3 of the 24 others would (80 SETs)
 * ```ts
 * import { secondTable } from "./second_table.ts";
 * import { binomial } from "./counts.ts";
 * import { equal } from "node:assert/strict";
 * const { conditional } = await secondTable({ features: 3, cards: 3 });
 * equal(conditional.numerator * binomial(24, 3), conditional.denominator * (binomial(24, 3) - 80n));
 * ```
 */
export async function secondTable(
  { features = 4, cards }: { features?: GameFeatureCount; cards?: number } = {},
): Promise<SecondTable> {
  const first = oneOf("secondTable: cards", cards ?? (features === 4 ? 12 : 9), firstTableSizes(features));
  const size = deckOf(features).size, free = setFreeCounts(features);
  const classes = await capClasses(features);
  const sets = setsByPairs({ features });
  const branches: SecondTableBranch[] = [];
  let overall = exactProbability(0n, 1n);
  const checks = [
    "orbit-stabiliser: for every n, the sum of |G| / stabiliser over the classes equals the exact count of SET-free " +
    "n-card tables",
  ];
  for (let m = first; m - 3 < classes.bySize.length && classes.bySize[m - 3].length > 0; m += 3) {
    const { bySets, extended } = branchSums(classes.bySize[m - 3], sets, size, m === first);
    const [weighted, common] = sumOfFractions(bySets);
    let joint: ExactProbability, reach: ExactProbability;
    if (m === first) {
      if (extended !== free[m] * binomial(m, 3)) {
        throw new Error(
          `secondTable: ${extended} SET-free 3-card extensions of ${m - 3}-card tables, not C(${m}, 3) · ${free[m]}`,
        );
      }
      checks.push(
        `the SET-free ${m - 3}-card tables and their SET-free 3-card extensions make every SET-free ${m}-card table ` +
          `C(${m}, 3) times`,
      );
      joint = exactProbability(weighted, common * binomial(size, m) * binomial(size - m, 3));
      reach = exactProbability(binomial(size, m) - free[m], binomial(size, m));
    } else {
      joint = exactProbability(weighted, common * binomial(size, m) * binomial(m, 3));
      // The first m − 3 cards hold no SET, and not the first m: P(m − 3 SET-free) − P(m SET-free).
      const [before, now] = [binomial(size, m - 3), binomial(size, m)];
      reach = exactProbability(free[m - 3] * now - free[m] * before, before * now);
    }
    branches.push({
      cards: m,
      reach,
      noSet: exactProbability(joint.numerator * reach.denominator, joint.denominator * reach.numerator),
    });
    overall = exactProbability(
      overall.numerator * joint.denominator + joint.numerator * overall.denominator,
      overall.denominator * joint.denominator,
    );
  }
  return { features, cards: first, conditional: branches[0].noSet, overall, branches, checks };
}

// One branch's sums over (R, S), R weighted by its class: bySets[k] over those with k SETs on R ∪ S, of the deals
// keeping R SET-free (branch K) or of the orders of R ∪ S (M > K); `extended`, the SET-free tables R ∪ X.
function branchSums(
  classes: readonly CapClass[],
  sets: readonly Triple[],
  size: number,
  fresh: boolean,
): { bySets: bigint[]; extended: bigint } {
  const bySets: bigint[] = [];
  let extended = 0n;
  for (const { points, tables } of classes) {
    const left = leftoverOf(points, size);
    const deals = fresh ? freshDeals(left, points) : undefined;
    const sums = new Float64Array(2 + 3 * points.length); // at most 1 + 3 · |R| / 2 SETs; sums below 2^53
    for (const [a, b, c] of sets) {
      if (left.onTable[a] || left.onTable[b] || left.onTable[c]) continue;
      sums[setsWith(left, a, b, c)] += deals ? deals.avoiding(a, b, c) : removableTriples(left, a, b, c);
    }
    sums.forEach((sum, k) => sum > 0 && (bySets[k] = (bySets[k] ?? 0n) + tables * BigInt(sum)));
    if (deals) extended += tables * BigInt(deals.all);
  }
  return { bySets, extended };
}

// Σ_k bySets[k] / k as [numerator, denominator], over the least common multiple of the k.
function sumOfFractions(bySets: readonly bigint[]): [bigint, bigint] {
  const common = bySets.reduce((multiple, _, k) => lcm(multiple, BigInt(k)), 1n);
  return [bySets.reduce((numerator, sum, k) => numerator + sum * (common / BigInt(k)), 0n), common];
}

function lcm(a: bigint, b: bigint): bigint {
  let [x, y] = [a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return (a / x) * b;
}

// The pairs of R a card x completes share no card (a matching of R): at most |R| / 2 ≤ 10.
const MOST_PAIRS = 10;

/** A SET-free table R: its cards, c_R(x) = `pairs[x]`, and those pairs as bit masks of places, `edges[x * 10 + k]`. */
interface Leftover {
  cards: number;
  onTable: Uint8Array;
  pairs: Uint8Array;
  edges: Int32Array;
}

/** The pairs of R (SET-free, at most 20 cards) each card of a deck of `size` cards completes. Cost: C(|R|, 2). */
export function leftoverOf(points: readonly number[], size: number): Leftover {
  const onTable = new Uint8Array(size), pairs = new Uint8Array(size), edges = new Int32Array(size * MOST_PAIRS);
  for (const p of points) onTable[p] = 1;
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const x = THIRD[points[i] * 81 + points[j]];
      edges[x * MOST_PAIRS + pairs[x]++] = (1 << i) | (1 << j);
    }
  }
  return { cards: points.length, onTable, pairs, edges };
}

/** The SETs on the table R ∪ S, for a SET S = {a, b, c} off R: S and the pairs of R completed by a card of S. */
export function setsWith({ pairs }: Leftover, a: number, b: number, c: number): number {
  return 1 + pairs[a] + pairs[b] + pairs[c];
}

/**
 * The 3-card subsets Y of T = R ∪ S, S = {a, b, c} a SET off R, whose removal leaves T SET-free: the orders of T's
 * cards that deal its first |T| − 3 cards SET-free are these Y dealt last. Y meets S and each SET {p, q, s} (p, q in R,
 * s in S) not in Y: Y = S; Y = S less s with one card of R on every pair s completes (|R| cards when s completes none,
 * 2 when one, else none); or Y = {s} and two cards of R covering the pairs the other two complete (`coveringPairs`).
 * Cost: O(c_R(a) + c_R(b) + c_R(c)).
 */
export function removableTriples(left: Leftover, a: number, b: number, c: number): number {
  const { cards, pairs } = left;
  const one = (s: number) => pairs[s] === 0 ? cards : pairs[s] === 1 ? 2 : 0;
  return 1 + one(a) + one(b) + one(c) + coveringPairs(left, b, c) + coveringPairs(left, a, c) +
    coveringPairs(left, a, b);
}

/**
 * The pairs {y, z} of R's cards that meet every pair of R completed by card s or card t. Some card of the first such
 * pair {p, q} is y or z: for y = p, z must lie on every pair without p (any other card when there is none), and
 * likewise for q; the pair {p, q} itself is counted twice when it meets them all.
 */
function coveringPairs({ cards, pairs, edges }: Leftover, s: number, t: number): number {
  const count = pairs[s] + pairs[t];
  if (count === 0) return (cards * (cards - 1)) / 2;
  const edge = (k: number) => k < pairs[s] ? edges[s * MOST_PAIRS + k] : edges[t * MOST_PAIRS + k - pairs[s]];
  const first = edge(0), p = first & -first, q = first ^ p;
  const all = (1 << cards) - 1;
  let withP = all & ~p, withQ = all & ~q, both = 1;
  for (let k = 1; k < count; k++) {
    const e = edge(k);
    if ((e & p) === 0) withP &= e;
    if ((e & q) === 0) withQ &= e;
    if ((e & first) === 0) both = 0;
  }
  return popcount(withP) + popcount(withQ) - both;
}

/**
 * The 3-card sets X off R with R ∪ X SET-free (`all`), and those avoiding a SET S off R (by inclusion–exclusion over
 * the cards of S, in O(1)). X's cards are allowed (off R, completing no pair of R), no pair of X has its third card in
 * R, and X is no SET. Cost: O(A² · size / 32) for A allowed cards.
 */
export function freshDeals(
  left: Leftover,
  points: readonly number[],
): { all: number; avoiding(a: number, b: number, c: number): number } {
  const size = left.onTable.length, words = Math.ceil(size / 27);
  const allowed: number[] = range(size).filter((x) => !left.onTable[x] && left.pairs[x] === 0);
  const allowedMask = new Int32Array(words), bad = new Int32Array(size * words);
  for (const x of allowed) {
    allowedMask[(x / 27) | 0] |= 1 << (x % 27);
    for (const r of points) {
      const z = THIRD[x * 81 + r];
      bad[x * words + ((z / 27) | 0)] |= 1 << (z % 27);
    }
  }
  // through2[x * size + y], through1[x]: the X through x and y, through x.
  const through2 = new Float64Array(size * size), through1 = new Float64Array(size);
  let all = 0;
  for (let i = 0; i < allowed.length; i++) {
    const x = allowed[i];
    for (let j = i + 1; j < allowed.length; j++) {
      const y = allowed[j], u = THIRD[x * 81 + y];
      if (left.onTable[u]) continue;
      let count = 0;
      for (let w = 0; w < words; w++) count += popcount(allowedMask[w] & ~bad[x * words + w] & ~bad[y * words + w]);
      count -= 2 + (left.pairs[u] === 0 ? 1 : 0); // x and y are counted, and u when it is allowed
      through2[x * size + y] = through2[y * size + x] = count;
      through1[x] += count, through1[y] += count;
      all += count;
    }
  }
  // Each X holds two cards besides x, and three pairs.
  for (const x of allowed) through1[x] /= 2;
  all /= 3;
  return {
    all,
    avoiding: (a, b, c) =>
      all - through1[a] - through1[b] - through1[c] + through2[a * size + b] + through2[a * size + c] +
      through2[b * size + c],
  };
}
