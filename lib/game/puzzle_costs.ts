/**
 * What practice puzzles cost by rejection sampling, measured beside the exact rejection rate: the
 * article's advice, "track the rejection rate and time per accepted puzzle".
 *
 * @module
 */
import { uniformStream } from "../common/random.ts";
import { checkPuzzle, countRejections, dealPuzzle, PUZZLE_KINDS, type PuzzleKind } from "./puzzle.ts";
import { proportion } from "./stats.ts";
import { exactProbability } from "../exact/counts.ts";

/** One kind's cost: what was dealt and rejected, the rate with its 95% interval, the exact rate, the time. */
export interface PuzzleCost {
  kind: PuzzleKind;
  puzzles: number;
  /** Tables dealt, rejected ones included. */
  tries: number;
  rejected: number;
  /** rejected / tries, with its Clopper–Pearson 95% interval. */
  rate: number;
  lo: number;
  hi: number;
  /** The exact rejection rate: 1 − P(a random table is of the kind) (`checkPuzzle`). */
  exactRate: number;
  /** Microseconds per puzzle on this machine, the rejected tables' time included. */
  micros: number;
}

/**
 * Deals `puzzles` puzzles of each kind on `cards` cards by rejection (each kind its own stream,
 * `uniformStream(seed, "puzzle-rates", kind)`), and reports what they cost. A kind built from the
 * classes rejects nothing and is refused here. Cost: `puzzles` / P(kind) tables per kind, about a
 * microsecond each.
 *
 * @param options `puzzles` per kind; `seed`; `cards` (default 12); `kinds` (default all three); `exactlyOne`, the
 *   counts of tables holding exactly one SET (`exactlyOneSetCounts()`, lib/data), for the kind `"one"`.
 * @throws {RangeError} for a kind that is not made by rejection on `cards` cards.
 * @example The rejection rate of "at least one SET" estimates P(no SET)
 * ```ts
 * import { puzzleCosts } from "./puzzle_costs.ts";
 * import { equal, ok } from "node:assert/strict";
 * const [some] = puzzleCosts({ puzzles: 200, seed: "doc", kinds: ["some"] });
 * equal(some.tries - some.rejected, 200);
 * ok(Math.abs(some.exactRate - 0.0323) < 1e-4);
 * ```
 */
export function puzzleCosts(
  { puzzles, seed, cards = 12, kinds = PUZZLE_KINDS, exactlyOne }: {
    puzzles: number;
    seed: string;
    cards?: number;
    kinds?: readonly PuzzleKind[];
    exactlyOne?: readonly bigint[];
  },
): PuzzleCost[] {
  return kinds.map((kind) => {
    const { method, probability } = checkPuzzle(cards, kind, { exactlyOne });
    if (method !== "rejection") throw new RangeError(`a ${kind} puzzle on ${cards} cards is not dealt by rejection`);
    const random = uniformStream(seed, "puzzle-rates", kind);
    dealPuzzle({ cards, kind, random, exactlyOne }); // a warm-up, so that the time is not the compiler's
    const started = performance.now();
    const { tries, rejected, rate } = countRejections({ puzzles, cards, kind, random, exactlyOne });
    const micros = (1000 * (performance.now() - started)) / puzzles;
    const { lo, hi } = proportion(rejected, tries);
    const { numerator, denominator } = probability;
    const exactRate = exactProbability(denominator - numerator, denominator).value; // 1 − P, from the exact fraction
    return { kind, puzzles, tries, rejected, rate, lo, hi, exactRate, micros };
  });
}
