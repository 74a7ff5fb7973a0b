/**
 * What practice puzzles cost by rejection sampling, beside the exact rejection rate.
 *
 * @module
 */
import { uniformStream } from "../common/random.ts";
import { checkPuzzle, countRejections, dealPuzzle, PUZZLE_KINDS, type PuzzleKind } from "./puzzle.ts";
import { proportion } from "./stats.ts";
import { exactProbability } from "../exact/counts.ts";

/** One kind's cost: tables dealt and rejected, the rate with its 95% interval, the exact rate, µs per puzzle. */
interface PuzzleCost {
  kind: PuzzleKind;
  puzzles: number;
  tries: number;
  rejected: number;
  rate: number;
  lo: number;
  hi: number;
  exactRate: number;
  micros: number;
}

/**
 * Deals `puzzles` puzzles of each kind (default all) on `cards` cards (default 12) by rejection, each kind on its own
 * stream, and reports what they cost; refuses a kind built from the classes.
 *
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
