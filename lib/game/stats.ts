/**
 * What a run of games measured: P(no SET) by round and pooled, table growth, leftovers and Norvig's first nine.
 *
 * @module
 */
import { range } from "d3-array";
import { clopperPearson, normalQuantile } from "../stats/intervals.ts";
import { deckCounts, type GameTally, largestTableGames, leftoverGames, MAX_TABLE, tallyCell } from "./engine.ts";
import { deckOf } from "../core/card.ts";

/** A count out of a total, its proportion and 95% interval. */
export interface Proportion {
  count: number;
  total: number;
  p: number;
  lo: number;
  hi: number;
}

const Z95: number = normalQuantile(0.95);

/**
 * A proportion with its Clopper–Pearson 95% interval.
 *
 * @example No hits in 100 trials still gives an upper bound
 * ```ts
 * import { proportion } from "./stats.ts";
 * import { ok } from "node:assert/strict";
 * const { p, lo, hi } = proportion(0, 100);
 * ok(p === 0 && lo === 0 && hi > 0.03 && hi < 0.04);
 * ```
 */
export function proportion(count: number, total: number): Proportion {
  if (total <= 0) return { count, total, p: NaN, lo: 0, hi: 1 };
  const [lo, hi] = clopperPearson(count, total);
  return { count, total, p: count / total, lo, hi };
}

/**
 * The counts of a run in the `--json` shape: the cells met (deck from 69 down, sizes ascending), games by largest
 * table and by leftover cards, the first-nine counts, mean SETs taken per game.
 *
 * @example
 * ```ts
 * import { playGames, summarizeGames } from "../set.ts";
 * import seedrandom from "seedrandom";
 * import { equal } from "node:assert/strict";
 * const summary = summarizeGames(playGames({ games: 50, random: seedrandom.alea("doc"), policy: "first" }));
 * equal(summary.byDeck[0].tables, 50);
 * ```
 */
export function summarizeGames(tally: GameTally) {
  const byDeck: { deck: number; size: number; tables: number; noSet: number; meanSets: number }[] = [];
  for (const deck of deckCounts(tally.features)) {
    for (let size = 3; size <= MAX_TABLE; size += 3) {
      const { tables, noSet, sets } = tallyCell(tally, { deck, size });
      if (tables > 0) byDeck.push({ deck, size, tables, noSet, meanSets: sets / tables });
    }
  }
  const leftover: Record<string, number> = {};
  let cardsLeft = 0;
  for (let cards = 0; cards <= MAX_TABLE; cards++) {
    const games = leftoverGames(tally, cards);
    if (games > 0) leftover[cards] = games;
    cardsLeft += cards * games;
  }
  const [nineNoSet, twelveNoSet, fifteenNoSet] = tally.firstNine;
  return {
    games: tally.games,
    byDeck,
    tableSizeNeeded: Object.fromEntries([12, 15, 18, 21].map((size) => [size, largestTableGames(tally, size)])),
    leftover,
    firstNine: { nineNoSet, twelveNoSet, fifteenNoSet },
    setsTaken: (deckOf(tally.features).size * tally.games - cardsLeft) / 3 / tally.games,
  };
}

/**
 * P(no SET) on tables of `size` cards by cards left in the deck, each with its interval (a game meets a cell once).
 *
 * @example
 * ```ts
 * import { noSetByRound, playGames } from "../set.ts";
 * import seedrandom from "seedrandom";
 * import { equal } from "node:assert/strict";
 * equal(noSetByRound(playGames({ games: 20, random: seedrandom.alea("doc"), policy: "random" }), 12)[0].total, 20);
 * ```
 */
export function noSetByRound(
  tally: GameTally,
  size: number,
): (Proportion & { deck: number; size: number; meanSets: number })[] {
  return summarizeGames(tally).byDeck.filter((row) => row.size === size).map(({ deck, tables, noSet, meanSets }) => ({
    deck,
    size,
    meanSets,
    ...proportion(noSet, tables),
  }));
}

/**
 * P(no SET) on 12 or 15 cards pooled over the tables seen while the deck lasts (Norvig's game-play figure), with the
 * ratio estimator's 95% interval (the delta method, games as clusters).
 *
 * @example
 * ```ts
 * import { inPlayNoSet, playGames } from "../set.ts";
 * import seedrandom from "seedrandom";
 * import { ok } from "node:assert/strict";
 * const { p, lo, hi } = inPlayNoSet(playGames({ games: 200, random: seedrandom.alea("doc"), policy: "first" }), 12);
 * ok(lo <= p && p <= hi);
 * ```
 */
export function inPlayNoSet(tally: GameTally, size: 12 | 15): Proportion & { games: number; se: number } {
  if (size !== 12 && size !== 15) throw new RangeError(`size ${size} is not 12 or 15`);
  const o = size === 12 ? 0 : 5;
  const [t, n, tt, nn, tn] = tally.inPlay.subarray(o, o + 5);
  const games = tally.games;
  const p = t > 0 ? n / t : NaN;
  // Σ (n_g − p t_g)² over games, the residuals of the ratio estimator
  const residual = Math.max(0, nn - 2 * p * tn + p * p * tt);
  const se = games > 1 && t > 0 ? Math.sqrt(residual * games / (games - 1)) / t : NaN;
  return { count: n, total: t, games, p, se, lo: Math.max(0, p - Z95 * se), hi: Math.min(1, p + Z95 * se) };
}

/**
 * The first-SET bias: pooled in-play P(no SET) under `first` minus under `random`, with its 95% interval.
 *
 * @example
 * ```ts
 * import { playGames, policyDifference } from "../set.ts";
 * import seedrandom from "seedrandom";
 * import { ok } from "node:assert/strict";
 * const play = (policy: "first" | "random") => playGames({ games: 200, random: seedrandom.alea("doc"), policy });
 * const { difference, lo, hi } = policyDifference(play("first"), play("random"), 12);
 * ok(lo <= difference && difference <= hi);
 * ```
 */
export function policyDifference(
  first: GameTally,
  random: GameTally,
  size: 12 | 15,
): { difference: number; lo: number; hi: number } {
  const [a, b] = [inPlayNoSet(first, size), inPlayNoSet(random, size)];
  const se = Math.hypot(a.se, b.se);
  const difference = a.p - b.p;
  return { difference, lo: difference - Z95 * se, hi: difference + Z95 * se };
}

/**
 * Games by the largest table they needed (12, 15, 18, 21), each share with its interval.
 *
 * @example
 * ```ts
 * import { playGames, tableSizeShares } from "../set.ts";
 * import seedrandom from "seedrandom";
 * import { deepEqual } from "node:assert/strict";
 * const rows = tableSizeShares(playGames({ games: 10, random: seedrandom.alea("doc"), policy: "first" }));
 * deepEqual(rows.map((r) => r.size), [12, 15, 18, 21]);
 * ```
 */
export function tableSizeShares(tally: GameTally): (Proportion & { size: number })[] {
  return [12, 15, 18, 21].map((size) => ({ size, ...proportion(largestTableGames(tally, size), tally.games) }));
}

/**
 * Games by the cards left on the table at the end (those that occurred), each share with its interval.
 *
 * @example
 * ```ts
 * import { leftoverShares, playGames } from "../set.ts";
 * import seedrandom from "seedrandom";
 * import { equal } from "node:assert/strict";
 * const rows = leftoverShares(playGames({ games: 10, random: seedrandom.alea("doc"), policy: "first" }));
 * equal(rows.reduce((sum, r) => sum + r.count, 0), 10);
 * ```
 */
export function leftoverShares(tally: GameTally): (Proportion & { cards: number })[] {
  return range(MAX_TABLE + 1)
    .filter((cards: number) => leftoverGames(tally, cards) > 0)
    .map((cards: number) => ({ cards, ...proportion(leftoverGames(tally, cards), tally.games) }));
}

/**
 * Norvig's third experiment: P(no SET in the first 12 cards | none in the first 9), and 15 | 12, with intervals.
 *
 * @example
 * ```ts
 * import { firstNineNoSet, playGames } from "../set.ts";
 * import seedrandom from "seedrandom";
 * import { equal } from "node:assert/strict";
 * const { nine } = firstNineNoSet(playGames({ games: 10, random: seedrandom.alea("doc"), policy: "first" }));
 * equal(nine.total, 10);
 * ```
 */
export function firstNineNoSet(tally: GameTally): { twelve: Proportion; fifteen: Proportion; nine: Proportion } {
  const [nine, twelve, fifteen] = tally.firstNine;
  return {
    nine: proportion(nine, tally.games),
    twelve: proportion(twelve, nine),
    fifteen: proportion(fifteen, twelve),
  };
}

/**
 * The tables of `size` cards seen while the deck held `from` down to `to` cards, pooled: how many, how many without a
 * SET, that share and their mean SETs (NaN without tables).
 *
 * @example The first round is a fresh deal of 12 cards, in every game
 * ```ts
 * import { poolRounds } from "./stats.ts";
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
