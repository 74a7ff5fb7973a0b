/**
 * Games and their statistics put into words for notebook 5: a logged game as a table and how it
 * ended, a difference of probabilities in percentage points, and what taking the first SET found
 * does to a rate. Each phrase is one branch the notebook would otherwise spell in a cell.
 *
 * @module
 */
import { cardCode } from "../core/card.ts";
import type { GameRecord } from "../game/engine.ts";

/** One row of {@link describeRounds}: a round of a logged game as a reader sees it. */
export interface RoundDescription {
  round: number;
  /** Cards left in the deck. */
  deck: number;
  "table size": number;
  "SETs on the table": number;
  /** The SET taken as card codes, or what happened instead. */
  "SET taken": string;
}

/**
 * A logged game round by round: the cards left in the deck, the table's size, how many SETs it
 * holds, and the SET taken ("none: deal 3 more" while the deck has cards, "none: game over" at the
 * end). Cost: one row per round.
 *
 * @example
 * ```ts
 * import { describeRounds } from "./describe_game.ts";
 * import { playGame } from "../game/engine.ts";
 * import seedrandom from "seedrandom";
 * import { equal, match } from "node:assert/strict";
 * const rows = describeRounds(playGame({ random: seedrandom.alea("doc"), policy: "random" }));
 * equal(rows[0].deck, 69);
 * equal(rows[0]["table size"], 12);
 * match(rows.at(-1)!["SET taken"], /^(none: game over|[RGP][DOS][123][FTE]( [RGP][DOS][123][FTE]){2})$/);
 * ```
 */
export function describeRounds(game: GameRecord): RoundDescription[] {
  return game.rounds.map(({ deck, table, sets, taken }, i) => ({
    round: i + 1,
    deck,
    "table size": table.length,
    "SETs on the table": sets,
    "SET taken": taken ? taken.map(cardCode).join(" ") : deck > 0 ? "none: deal 3 more" : "none: game over",
  }));
}

/**
 * How a logged game ended, as the end of a sentence: "ended with an empty table", or "ended with 9
 * cards that hold no SET: GS3T GD3F …".
 *
 * @example
 * ```ts
 * import { describeEnding } from "./describe_game.ts";
 * import { equal } from "node:assert/strict";
 * equal(describeEnding({ rounds: [], leftover: [], largest: 12 }), "ended with an empty table");
 * equal(
 *   describeEnding({ rounds: [], leftover: [0, 1, 3, 4, 9, 10], largest: 15 }),
 *   "ended with 6 cards that hold no SET: RD1F GD1F RO1F GO1F RD2F GD2F",
 * );
 * ```
 */
export function describeEnding(game: GameRecord): string {
  const left = game.leftover;
  return left.length === 0
    ? "ended with an empty table"
    : `ended with ${left.length} cards that hold no SET: ${left.map(cardCode).join(" ")}`;
}

/**
 * A difference of two probabilities in percentage points with its sign: `+0.347`, `−0.023`
 * (a true minus sign), `digits` decimals. A format for `intervalsBeside`.
 *
 * @example
 * ```ts
 * import { percentagePoints } from "./describe_game.ts";
 * import { equal } from "node:assert/strict";
 * equal(percentagePoints(-0.003471, 3), "−0.347");
 * equal(percentagePoints(0.00059, 3), "+0.059");
 * equal(percentagePoints(0, 2), "+0.00");
 * ```
 */
export function percentagePoints(difference: number, digits: number): string {
  const text = Math.abs(100 * difference).toFixed(digits);
  return `${difference < 0 && Number(text) !== 0 ? "−" : "+"}${text}`;
}

/**
 * What taking the first SET found does to a rate, from the difference `first − random` and its
 * 95% interval: "lowers" or "raises" when the interval excludes zero, else "does not measurably
 * change".
 *
 * @example
 * ```ts
 * import { describePolicyEffect } from "./describe_game.ts";
 * import { equal } from "node:assert/strict";
 * equal(describePolicyEffect({ difference: -0.0035, lo: -0.0041, hi: -0.0029 }), "lowers");
 * equal(describePolicyEffect({ difference: 0.0002, lo: -0.0006, hi: 0.001 }), "does not measurably change");
 * ```
 */
export function describePolicyEffect({ difference, lo, hi }: { difference: number; lo: number; hi: number }): string {
  if (lo <= 0 && 0 <= hi) return "does not measurably change";
  return difference < 0 ? "lowers" : "raises";
}
