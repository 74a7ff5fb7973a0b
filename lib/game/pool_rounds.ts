/**
 * The tables of several rounds taken together.
 *
 * @module
 */
import { type GameTally, tallyCell } from "./engine.ts";

/**
 * The tables of `size` cards seen while the deck held `from` down to `to` cards, pooled: how many, how many lacked a
 * SET, that share and their mean number of SETs (NaN without tables). Cost: one cell per deck count.
 *
 * @example The first round is a fresh deal of 12 cards, in every game
 * ```ts
 * import { poolRounds } from "./pool_rounds.ts";
 * import { playGames } from "./engine.ts";
 * import seedrandom from "seedrandom";
 * import { equal } from "node:assert/strict";
 * const tally = playGames({ games: 200, random: seedrandom.alea("doc"), policy: "first" });
 * equal(poolRounds(tally, 12, { from: 69, to: 69 }).tables, 200);
 * ```
 */
export function poolRounds(
  tally: GameTally,
  size: number,
  { from, to }: { from: number; to: number },
): { tables: number; noSet: number; p: number; meanSets: number } {
  let tables = 0, noSet = 0, sets = 0;
  for (let deck = to; deck <= from; deck++) {
    const cell = tallyCell(tally, { deck, size });
    tables += cell.tables, noSet += cell.noSet, sets += cell.sets;
  }
  return { tables, noSet, p: tables > 0 ? noSet / tables : NaN, meanSets: tables > 0 ? sets / tables : NaN };
}
