/**
 * The second table of a game, exactly: the chance that the table a player faces after the first SET is taken holds no
 * SET, when that SET is one of the table's SETs at random (the game engine's `random` policy).
 *
 * The game (lib/game/engine.ts): deal K cards (12 for the full deck); while the table holds no SET, deal 3 more; take
 * one of its SETs, each with the same chance; if fewer than K cards are left, deal 3. The first table with a SET has
 * M = K, K + 3, … cards (the branch M); when M > K its first M − 3 cards hold no SET and no card is dealt after the SET
 * is taken.
 *
 * The method. Write the table the SET S is taken from as R ∪ S: R must be SET-free for the second table to be, and
 * the table holds 1 + Σ_{s ∈ S} c_R(s) SETs (c_R(x): the pairs of R whose third card is x), so S is taken with one over
 * that chance. Summing over every SET-free R and SET S off it counts each (table, SET taken) once:
 * - branch K: the first K cards are R ∪ S, the next 3 any 3 of the N − K others, and the second table R ∪ X is
 *   SET-free for the X that `freshDeals` counts;
 * - branch M > K: the first M cards are T = R ∪ S with its first M − 3 SET-free, so T weighs the 3-subsets whose
 *   removal leaves it SET-free (`removableTriples`); the second table is R.
 * The sums depend on R only up to the deck's symmetries, so R runs over one table per class (classes.ts), weighted by
 * its class; the weights 1 / sets(R ∪ S) are summed exactly, grouped by the number of SETs.
 *
 * @module
 */
import { binomial, type ExactProbability, exactProbability, setFreeCounts } from "./counts.ts";
import { type CapClass, capClasses } from "./classes.ts";
import { checkFeatures, deckOf, GAME_FEATURE_COUNTS, type GameFeatureCount } from "../core/card.ts";
import { setsByPairs, type Triple } from "../core/rule.ts";
import { oneOf } from "../common/check.ts";
import { freshDeals, leftoverOf, removableTriples, setsWith } from "./_second_table_counts.ts";

export { secondTableByBruteForce } from "./_second_table_brute.ts";

/** A branch of the game: the first table holding a SET has `cards` cards (chance `reach`); P(no SET on the second). */
interface SecondTableBranch {
  cards: number;
  reach: ExactProbability;
  noSet: ExactProbability;
}

/**
 * What {@link secondTable} finds for K cards dealt first: P(the second table holds no SET | the first K cards hold a
 * SET), the same over every branch, every branch with a chance above 0 (fewest cards first), and the checks passed.
 */
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
 * (K − 3)-card tables and their SET-free 3-card extensions make every SET-free K-card table C(K, 3) times. Cost, full
 * deck, K = 12: half a second of classes, then about 2,700 representatives against the 1,080 SETs.
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
  const sizes = firstTableSizes(features);
  const first = oneOf("secondTable: cards", cards ?? (features === 4 ? 12 : 9), sizes);
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

// The sums of one branch over the SET-free tables R (a representative per class, weighted by its class) and the SETs
// S off R: bySets[k], over the (R, S) with k SETs on R ∪ S, of the 3-card deals keeping R SET-free (branch K) or of
// the orders of R ∪ S (branch M > K); and `extended`, the SET-free tables R ∪ X.
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
  let common = 1n;
  bySets.forEach((_, k) => common = lcm(common, BigInt(k)));
  let numerator = 0n;
  bySets.forEach((sum, k) => numerator += sum * (common / BigInt(k)));
  return [numerator, common];
}

function lcm(a: bigint, b: bigint): bigint {
  let [x, y] = [a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return (a / x) * b;
}
