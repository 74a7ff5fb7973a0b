/**
 * The counts behind `secondTable` for one SET-free table R (the cards left after a SET S is taken) and each SET S off
 * R. They follow from the pairs of R each card x completes: c_R(x) pairs sharing no card, kept as bit masks of places.
 *
 * @module
 */
import { THIRD } from "../core/rule.ts";
import { popcount } from "./affine_caps.ts";

// Pairs a card completes: a matching of R, so at most |R| / 2 ≤ 10 (a SET-free table has at most 20 cards).
const MOST_PAIRS = 10;

/**
 * A SET-free table R of `cards` cards: `onTable[x]` is 1 for its cards, `pairs[x]` = c_R(x) the pairs of R whose
 * third card is x, and `edges[x * 10 + k]`, k < c_R(x), those pairs as bit masks of places in R.
 */
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
  const allowed: number[] = [];
  for (let x = 0; x < size; x++) if (!left.onTable[x] && left.pairs[x] === 0) allowed.push(x);
  // Card sets as words of 27 bits: card x is bit x % 27 of word ⌊x / 27⌋.
  const allowedMask = new Int32Array(words), bad = new Int32Array(size * words);
  for (const x of allowed) {
    allowedMask[(x / 27) | 0] |= 1 << (x % 27);
    for (const r of points) {
      const z = THIRD[x * 81 + r];
      bad[x * words + ((z / 27) | 0)] |= 1 << (z % 27);
    }
  }
  // through2[x * size + y]: the sets X through x and y; through1[x]: through x.
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
