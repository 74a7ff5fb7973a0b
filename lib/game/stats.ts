/**
 * What a run of games measured, read off its {@link GameTally}: P(no SET) by round with Clopper–Pearson intervals,
 * the pooled in-play rate with an interval that takes games as the unit of independence, table growth, leftovers and
 * Norvig's first-nine experiment.
 *
 * @module
 */
import { clopperPearson, normalQuantile } from "../stats/intervals.ts";
import { deckCounts, type GameTally, largestTableGames, leftoverGames, MAX_TABLE, tallyCell } from "./engine.ts";
import { deckOf } from "../core/card.ts";

/** One cell of the by-round table, as `--json` prints it. */
export interface DeckRow {
  /** Cards left in the deck: 69, 66, …, 0. */
  deck: number;
  /** Cards on the table. */
  size: number;
  tables: number;
  noSet: number;
  /** Mean number of SETs on those tables. */
  meanSets: number;
}

/** A proportion with its confidence interval. */
export interface Proportion {
  /** Hits (tables without a SET, games that needed 15 cards, …). */
  count: number;
  /** Out of. */
  total: number;
  p: number;
  lo: number;
  hi: number;
}

/** The counts of a run, shaped as `deno task game --json` prints them. */
export interface GameSummary {
  games: number;
  byDeck: DeckRow[];
  /** Games by the largest table they needed. */
  tableSizeNeeded: { 12: number; 15: number; 18: number; 21: number };
  /** Games by the cards left on the table at the end (only counts that occurred). */
  leftover: Record<string, number>;
  /** Norvig's third experiment: games whose first 9 cards hold no SET, then of those 12, then 15. */
  firstNine: { nineNoSet: number; twelveNoSet: number; fifteenNoSet: number };
  /** Mean SETs taken per game: (cards − leftover) / 3. */
  setsTaken: number;
}

// The normal quantile of a two-sided 95% interval.
const Z95: number = normalQuantile(0.95);

/**
 * A proportion with its Clopper–Pearson 95% interval (coverage at least nominal at every count).
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
 * The counts of a run in the `--json` shape: the by-round cells that occurred (deck from 69 down to 0, sizes
 * ascending), games by largest table and by leftover cards, the first-nine counts, mean SETs taken.
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
export function summarizeGames(tally: GameTally): GameSummary {
  const byDeck: DeckRow[] = [];
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
    tableSizeNeeded: {
      12: largestTableGames(tally, 12),
      15: largestTableGames(tally, 15),
      18: largestTableGames(tally, 18),
      21: largestTableGames(tally, 21),
    },
    leftover,
    firstNine: { nineNoSet, twelveNoSet, fifteenNoSet },
    setsTaken: (deckOf(tally.features).size * tally.games - cardsLeft) / 3 / tally.games,
  };
}

/** A by-round row with its P(no SET) interval. */
export interface RoundRow extends Proportion {
  deck: number;
  size: number;
  meanSets: number;
}

/**
 * P(no SET) on tables of `size` cards, round by round (by cards left in the deck), each with its interval. A game
 * meets each (deck, size) at most once, so each cell counts independent games.
 *
 * @example
 * ```ts
 * import { noSetByRound, playGames } from "../set.ts";
 * import seedrandom from "seedrandom";
 * import { equal } from "node:assert/strict";
 * equal(noSetByRound(playGames({ games: 20, random: seedrandom.alea("doc"), policy: "random" }), 12)[0].total, 20);
 * ```
 */
export function noSetByRound(tally: GameTally, size: number): RoundRow[] {
  return summarizeGames(tally).byDeck.filter((row) => row.size === size).map(({ deck, tables, noSet, meanSets }) => ({
    deck,
    size,
    meanSets,
    ...proportion(noSet, tables),
  }));
}

/**
 * P(no SET) on 12 or 15 cards pooled over every table seen while the deck was not empty, the figure Norvig's
 * game-play count gives. A game shows many such tables, so the 95% interval is the ratio estimator's, from per-game
 * sums (the delta method, games as clusters).
 *
 * @throws {RangeError} for a size other than 12 or 15.
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
 * The first-SET bias: pooled in-play P(no SET) under `first` minus under `random` (two independent runs), with a 95%
 * interval from the two cluster-robust standard errors.
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
  const rows: (Proportion & { cards: number })[] = [];
  for (let cards = 0; cards <= MAX_TABLE; cards++) {
    const games = leftoverGames(tally, cards);
    if (games > 0) rows.push({ cards, ...proportion(games, tally.games) });
  }
  return rows;
}

/**
 * Norvig's third experiment: P(no SET in the first 12 cards | none in the first 9), and in the first 15 | none in the
 * first 12, with their intervals (each game's first cards are a fresh deal).
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

/** A published pooled count set against our pooled estimate: see {@link compareInPlay}. */
export interface InPlayComparison {
  /** Our pooled in-play estimate (games as clusters). */
  ours: Proportion & { games: number; se: number };
  /** The published count as a proportion. */
  published: Proportion;
  /** Our variance over that of as many independent tables: how much tables of one game hang together. */
  designEffect: number;
  /** The difference, published − ours, in standard errors (the published one widened by our design effect). */
  z: number;
}
