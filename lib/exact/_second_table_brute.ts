/**
 * The second table by brute force, with no symmetry and none of the counting of second_table.ts: the check of
 * `secondTable` on the decks of 9 and 27 cards, tables as bit masks. Branch K: every first table T with a SET, every
 * SET S on it, every 3 new cards X, R ∪ X (R = T less S) looked up among the SET-free tables. Branches M > K: the
 * SET-free tables B of each deal with their number of deals, every 3 cards Y after, every SET S on B ∪ Y, the second
 * table SET-free when S meets every SET of B ∪ Y.
 *
 * @module
 */
import { THIRD } from "../core/rule.ts";
import { binomial, type ExactProbability, exactProbability } from "./counts.ts";
import { oneOf } from "../common/check.ts";

/**
 * The two chances of `secondTable` by brute force, for a deck of 2 or 3 features and K cards dealt first (3 for 2
 * features; 3, 6 or 9 for 3). Cost: about 2 s for the small deck with K = 9, a minute for K = 6 or 3.
 *
 * @example The plane of 9 cards, 3 dealt first: 2 of the 20 triples off a line are lines
 * ```ts
 * import { secondTableByBruteForce } from "./second_table.ts";
 * import { equal } from "node:assert/strict";
 * const { conditional } = secondTableByBruteForce(2, 3);
 * equal(`${conditional.numerator}/${conditional.denominator}`, "9/10");
 * ```
 */
export function secondTableByBruteForce(
  features: 2 | 3,
  cards: number,
): { conditional: ExactProbability; overall: ExactProbability } {
  oneOf("features", features, [2, 3]);
  oneOf("cards", cards, features === 2 ? [3] : [3, 6, 9]);
  const size = 3 ** features, deck = (1 << size) - 1;
  const sets = new Int32Array(32); // 12 cards hold at most C(12, 2) / 3 = 22 SETs
  const free = setFreeTables(size, cards);
  // The 3-card sets X extending each SET-free (K − 3)-card table R to a SET-free K-card one, listed by R's rank:
  // extensions[from[rank(R)] .. from[rank(R) + 1]].
  const rank = ranking(size), from = new Int32Array(Number(binomial(size, cards - 3)) + 1);
  const ways = free.flatMap((t) => Array.from(subsetsOf(t, 3), (x) => [rank(t & ~x), x]));
  ways.sort(([a], [b]) => a - b);
  for (const [r] of ways) from[r + 1]++;
  for (let r = 1; r < from.length; r++) from[r] += from[r - 1];
  const extensions = Int32Array.from(ways, ([, x]) => x);
  // bySets[k]: Σ over the deals reaching a table with k SETs of the SETs taken that leave the second table SET-free.
  let bySets = new Float64Array(32);
  let withSet = 0;
  for (const t of subsetsOf(deck, cards)) {
    const count = setsIn(t, sets);
    if (count > 0) withSet++;
    for (let i = 0; i < count; i++) {
      const s = sets[i], r = rank(t & ~s);
      for (let e = from[r]; e < from[r + 1]; e++) if ((extensions[e] & s) === 0) bySets[count]++;
    }
  }
  if (BigInt(free.length + withSet) !== binomial(size, cards)) {
    throw new Error(`secondTableByBruteForce: ${free.length} SET-free tables and ${withSet} others`);
  }
  const deals = binomial(size - cards, 3);
  const conditional = fraction(bySets, BigInt(withSet) * deals);
  let overall = fraction(bySets, binomial(size, cards) * deals);
  // Branches M > K: `level` maps each SET-free m-card table B to W(B); all deals of m cards in blocks number `orders`.
  let level = new Map(free.map((t) => [t, 1]));
  let orders = binomial(size, cards);
  const triples = subsetsOf(deck, 3);
  for (let m = cards; level.size > 0; m += 3) {
    const next = new Map<number, number>();
    bySets = new Float64Array(32);
    for (const [b, w] of level) {
      for (const y of triples) {
        if ((b & y) !== 0) continue;
        const t = b | y, count = setsIn(t, sets);
        if (count === 0) next.set(t, (next.get(t) ?? 0) + w);
        for (let i = 0; i < count; i++) {
          let meetsAll = true;
          for (let j = 0; j < count; j++) if ((sets[i] & sets[j]) === 0) meetsAll = false;
          if (meetsAll) bySets[count] += w;
        }
      }
    }
    orders *= binomial(size - m, 3);
    const joint = fraction(bySets, orders);
    overall = exactProbability(
      overall.numerator * joint.denominator + joint.numerator * overall.denominator,
      overall.denominator * joint.denominator,
    );
    level = next;
  }
  return { conditional, overall };
}

// Σ_k bySets[k] / k / all, reduced.
function fraction(bySets: Float64Array, all: bigint): ExactProbability {
  let numerator = 0n, denominator = 1n;
  bySets.forEach((sum, k) => {
    if (sum === 0) return;
    numerator = numerator * BigInt(k) + BigInt(sum) * denominator;
    denominator *= BigInt(k);
  });
  return exactProbability(numerator, denominator * all);
}

// The SETs inside table t as masks into `out`, each once (from its two smallest cards); returns how many.
function setsIn(t: number, out: Int32Array): number {
  let count = 0;
  for (let rest = t; rest !== 0; rest &= rest - 1) {
    const a = 31 - Math.clz32(rest & -rest);
    for (let more = rest & (rest - 1); more !== 0; more &= more - 1) {
      const b = 31 - Math.clz32(more & -more), z = THIRD[a * 81 + b];
      if (z > b && (t >> z) & 1) out[count++] = (1 << a) | (1 << b) | (1 << z);
    }
  }
  return count;
}

// Every k-card subset of table t, as masks (Gosper's hack over the places, t's cards mapped in).
function subsetsOf(t: number, k: number): Int32Array {
  const cards: number[] = [];
  for (let rest = t; rest !== 0; rest &= rest - 1) cards.push(31 - Math.clz32(rest & -rest));
  const subsets = new Int32Array(Number(binomial(cards.length, k)));
  for (let places = (1 << k) - 1, i = 0; places < 1 << cards.length; i++) {
    for (let rest = places; rest !== 0; rest &= rest - 1) subsets[i] |= 1 << cards[31 - Math.clz32(rest & -rest)];
    const low = places & -places, ripple = places + low;
    places = ripple | (((places ^ ripple) / low) >> 2);
  }
  return subsets;
}

// The rank of a k-card table among those of its size, 0..C(size, k) − 1: Σ C(card, i + 1) over its cards, increasing.
function ranking(size: number): (t: number) => number {
  const choose = Array.from({ length: size }, (_, n) => Array.from({ length: 28 }, (_, k) => Number(binomial(n, k))));
  return (t) => {
    let r = 0;
    for (let rest = t, i = 1; rest !== 0; rest &= rest - 1, i++) r += choose[31 - Math.clz32(rest & -rest)][i];
    return r;
  };
}

// Every SET-free k-card table of the deck of `size` cards: cards added in increasing order, none completing a pair.
function setFreeTables(size: number, k: number): number[] {
  const found: number[] = [];
  const grow = (t: number, cards: number[], completed: number) => {
    if (cards.length === k) return void found.push(t);
    for (let x = (cards.at(-1) ?? -1) + 1; x < size; x++) {
      if ((completed >> x) & 1) continue;
      let more = completed;
      for (const c of cards) more |= 1 << THIRD[x * 81 + c];
      grow(t | (1 << x), [...cards, x], more);
    }
  };
  grow(0, [], 0);
  return found;
}
