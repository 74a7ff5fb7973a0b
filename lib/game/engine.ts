/**
 * A game of SET played by the rules, fast. Deal 12; each round, a player takes a SET if the table holds one (the
 * {@link Policy} says which) and the table is dealt up to 12, else 3 more are dealt; the game ends when the deck is
 * empty and no SET remains. Cards keep their order on the table, new ones at the end (as in Norvig's Python).
 *
 * @module
 */
import { type Card, checkCards, deckOf, type GameFeatureCount } from "../core/card.ts";
import { scanTable } from "../core/table.ts";
import type { Triple } from "../core/rule.ts";
import { integerIn, oneOf } from "../common/check.ts";
import { deal, type Int32Source, uniformIndex, words } from "../common/random.ts";

/** Which SET a player takes: the `first` `findSet` returns (as Norvig's simulation) or one at `random` (as people). */
export type Policy = "first" | "random";

/** The two policies, in the order the reports list them. */
export const POLICIES: readonly Policy[] = ["first", "random"];

/** The largest table the rules can produce: 21 cards always hold a SET. */
export const MAX_TABLE = 21;

// Cells of the by-round tally: table sizes 0, 3, …, 21 (index size / 3), for each deck count 0, 3, …, size − 12.
const SIZE_STEPS = MAX_TABLE / 3 + 1;

/**
 * What a batch of games measured, as exact counts in Float64Arrays (read through the accessors here and in stats.ts):
 * `tables` seen, those with `noSet` and the `sets` on them by (cards left in the deck, table size) cell.
 */
export interface GameTally {
  features: GameFeatureCount;
  games: number;
  tables: Float64Array;
  noSet: Float64Array;
  sets: Float64Array;
  /** Games by the largest table they needed (index size / 3), and by the cards left at the end. */
  largest: Float64Array;
  leftover: Float64Array;
  /** Norvig's third experiment: games whose first 9 cards hold no SET; of those, first 12; of those, first 15. */
  firstNine: Float64Array;
  /** Σt, Σn, Σt², Σn², Σtn at 12 cards (offset 0) and 15 (5): t a game's tables while the deck lasts, n with no SET. */
  inPlay: Float64Array;
  /** Games whose first 12 cards held a SET; of those, second table without one; all second tables without one. */
  secondTable: Float64Array;
}

/** The deck counts a game meets when the table is searched: size − 12, size − 15, …, 0. */
export function deckCounts(features: GameFeatureCount = 4): number[] {
  const first = deckOf(features).size - 12;
  return Array.from({ length: first / 3 + 1 }, (_, i) => first - 3 * i);
}

/**
 * An empty tally for games with the deck of `features` features (default 4).
 *
 * @example
 * ```ts
 * import { newTally } from "./engine.ts";
 * import { equal } from "node:assert/strict";
 * equal(newTally(3).games, 0);
 * ```
 */
export function newTally(features: GameFeatureCount = 4): GameTally {
  const cells = (deckOf(features).size - 12) / 3 + 1;
  return {
    features,
    games: 0,
    tables: new Float64Array(cells * SIZE_STEPS),
    noSet: new Float64Array(cells * SIZE_STEPS),
    sets: new Float64Array(cells * SIZE_STEPS),
    largest: new Float64Array(SIZE_STEPS),
    leftover: new Float64Array(MAX_TABLE + 1),
    firstNine: new Float64Array(3),
    inPlay: new Float64Array(10),
    secondTable: new Float64Array(3),
  };
}

/** The tables of one (cards left in the deck, table size) cell, those without a SET, their SETs (zeros if unmet). */
export function tallyCell(
  tally: GameTally,
  { deck, size }: { deck: number; size: number },
): { tables: number; noSet: number; sets: number } {
  const cells = tally.tables.length / SIZE_STEPS;
  if (deck % 3 !== 0 || size % 3 !== 0 || deck < 0 || deck / 3 >= cells || size < 0 || size > MAX_TABLE) {
    return { tables: 0, noSet: 0, sets: 0 };
  }
  const cell = (deck / 3) * SIZE_STEPS + size / 3;
  return { tables: tally.tables[cell], noSet: tally.noSet[cell], sets: tally.sets[cell] };
}

/**
 * The games whose largest table had `size` cards (12, 15, 18 or 21).
 *
 * @example
 * ```ts
 * import { largestTableGames, newTally } from "./engine.ts";
 * import { equal } from "node:assert/strict";
 * equal(largestTableGames(newTally(), 15), 0);
 * ```
 */
export function largestTableGames(tally: GameTally, size: number): number {
  return size % 3 === 0 && size >= 0 && size <= MAX_TABLE ? tally.largest[size / 3] : 0;
}

/** The games that ended with `cards` cards left on the table. */
export function leftoverGames(tally: GameTally, cards: number): number {
  return Number.isInteger(cards) && cards >= 0 && cards <= MAX_TABLE ? tally.leftover[cards] : 0;
}

/**
 * The second tables (right after the first SET is taken): games whose first 12 cards held a SET, of those the games
 * whose second table held none, and all games whose second table held none.
 *
 * @example
 * ```ts
 * import { playGames, secondTableGames } from "./engine.ts";
 * import seedrandom from "seedrandom";
 * import { ok } from "node:assert/strict";
 * const { games, noSet } = secondTableGames(playGames({ games: 1000, random: seedrandom.alea("doc"), policy: "random" }));
 * ok(noSet < 0.1 * games);
 * ```
 */
export function secondTableGames(
  tally: GameTally,
): { games: number; firstHeldSet: number; noSetAfterFirst: number; noSet: number } {
  const [firstHeldSet, noSetAfterFirst, noSet] = tally.secondTable;
  return { games: tally.games, firstHeldSet, noSetAfterFirst, noSet };
}

/**
 * Adds `b` into `a` (of the same deck) cell by cell, exactly, and returns `a`.
 *
 * @example
 * ```ts
 * import { mergeTally, newTally } from "./engine.ts";
 * import { equal } from "node:assert/strict";
 * equal(mergeTally(newTally(), newTally()).games, 0);
 * ```
 */
export function mergeTally(a: GameTally, b: GameTally): GameTally {
  if (a.features !== b.features) {
    throw new RangeError(`cannot merge a tally of ${b.features} features into ${a.features}`);
  }
  a.games += b.games;
  for (const key of ["tables", "noSet", "sets", "largest", "leftover", "firstNine", "inPlay", "secondTable"] as const) {
    const [x, y] = [a[key], b[key]];
    for (let i = 0; i < x.length; i++) x[i] += y[i];
  }
  return a;
}

/** A logged game: each round's deck count, table, SETs on it and SET taken; the leftover; the largest table. */
export interface GameRecord {
  rounds: { deck: number; table: Card[]; sets: number; taken?: Triple }[];
  leftover: Card[];
  largest: number;
}

// Reusable buffers: the engine allocates nothing per game or per round.
function newWorkspace(features: GameFeatureCount) {
  const size = deckOf(features).size;
  return {
    size, // cards in the deck
    deck: new Uint8Array(size), // the shuffled deck
    table: new Uint8Array(MAX_TABLE), // the cards on the table, in table order
    slot: new Uint8Array(81), // slot[card] = 1 + its place on the table, 0 off it
    found: new Uint8Array(3 * 70), // the SETs found, three places each: 21 cards hold at most C(21, 2) / 3 = 70
  };
}

type Workspace = ReturnType<typeof newWorkspace>;

// Plays one game, the deck already in `ws.deck`; adds to `tally`, logs rounds when `log` is given.
function play(ws: Workspace, next: Int32Source, first: boolean, tally: GameTally, log?: GameRecord): void {
  const { size: deckSize, deck, table, slot, found } = ws;
  const { tables, noSet, sets, inPlay } = tally;
  slot.fill(0);
  let dealt = 0;
  let n = 0;
  let want = 12; // the cards the table is dealt up to, while the deck lasts
  let round = 0;
  let freeSoFar = false; // whether the deck's first 9, 12, 15 cards held no SET (Norvig's third experiment)
  let largest = 12;
  let second = -1; // the round of the second table, once the first SET is taken
  let t12 = 0, n12 = 0, t15 = 0, n15 = 0;
  for (;;) {
    while (n < want && dealt < deckSize) { // 3 cards at a time after the first 12: n, dealt and the deck are multiples
      const card = deck[dealt++];
      table[n++] = card;
      slot[card] = n;
    }
    if (n > largest) largest = n;
    if (round === 0) freeSoFar = scanTable(table, 9, slot, found, 1) === 0;
    if (n === 0) break;
    const count = scanTable(table, n, slot, found, 70);
    const left = deckSize - dealt;
    const cell = (left / 3) * SIZE_STEPS + n / 3;
    tables[cell]++;
    sets[cell] += count;
    if (count === 0) noSet[cell]++;
    if (left > 0) {
      if (n === 12) t12++, count === 0 && n12++;
      else if (n === 15) t15++, count === 0 && n15++;
    }
    if (round === 0 && count > 0) tally.secondTable[0]++;
    if (round === second && count === 0) {
      tally.secondTable[2]++;
      if (round === 1) tally.secondTable[1]++; // the first SET was taken from the first 12 cards
    }
    if (round < 2 && freeSoFar) {
      if (round === 0) tally.firstNine[0]++;
      if (count === 0) tally.firstNine[round + 1]++;
      else freeSoFar = false;
    }
    round++;
    if (count === 0) {
      if (left === 0) break;
      log?.rounds.push({ deck: left, table: Array.from(table.subarray(0, n)), sets: 0 });
      want = n + 3;
      continue;
    }
    if (second < 0) second = round; // `round` already counts this one: the next search is the second table
    const f = first ? 0 : 3 * uniformIndex(next, count);
    const a = found[f], b = found[f + 1], c = found[f + 2]; // table places, a < b < c
    if (log) {
      const taken = [table[a], table[b], table[c]].sort((x, y) => x - y) as Triple;
      log.rounds.push({ deck: left, table: Array.from(table.subarray(0, n)), sets: count, taken });
    }
    slot[table[a]] = 0, slot[table[b]] = 0, slot[table[c]] = 0;
    let w = a;
    for (let r = a + 1; r < n; r++) {
      if (r === b || r === c) continue;
      const card = table[r];
      table[w++] = card;
      slot[card] = w;
    }
    n -= 3;
    want = 12;
  }
  tally.games++;
  tally.largest[largest / 3]++;
  tally.leftover[n]++;
  inPlay[0] += t12, inPlay[1] += n12, inPlay[2] += t12 * t12, inPlay[3] += n12 * n12, inPlay[4] += t12 * n12;
  inPlay[5] += t15, inPlay[6] += n15, inPlay[7] += t15 * t15, inPlay[8] += n15 * n15, inPlay[9] += t15 * n15;
  if (log) {
    if (n > 0) log.rounds.push({ deck: 0, table: Array.from(table.subarray(0, n)), sets: 0 });
    log.leftover = Array.from(table.subarray(0, n));
    log.largest = largest;
  }
}

function tallyFor(features: GameFeatureCount, tally?: GameTally): GameTally {
  if (tally === undefined) return newTally(features);
  if (tally.features !== features) {
    throw new RangeError(`tally of ${tally.features} features for a ${features}-feature game`);
  }
  return tally;
}

// The whole deck dealt from the identity, so each game depends on the stream alone.
function shuffle(deck: Uint8Array, next: Int32Source): void {
  for (let i = 0; i < deck.length; i++) deck[i] = i;
  deal(deck, deck.length - 1, next);
}

/** Options of {@link playGames}: `random` shuffles and chooses; `features` 4 (default) or 3; a `tally` to add to. */
interface PlayGamesOptions {
  games: number;
  random: () => number;
  policy: Policy;
  features?: GameFeatureCount;
  tally?: GameTally;
}

/**
 * Plays `games` complete games and returns their tally. Cost per game: a random number a card and C(n, 2) look-ups in
 * each of about 24 rounds; no allocation.
 *
 * @example Every game ends, needing a table of 12 to 21 cards
 * ```ts
 * import { largestTableGames, playGames } from "./engine.ts";
 * import seedrandom from "seedrandom";
 * import { equal } from "node:assert/strict";
 * const tally = playGames({ games: 100, random: seedrandom.alea("doc"), policy: "random" });
 * equal([12, 15, 18, 21].reduce((sum, size) => sum + largestTableGames(tally, size), 0), 100);
 * ```
 */
export function playGames({ games, random, policy, features = 4, tally }: PlayGamesOptions): GameTally {
  integerIn("games", games, 0, Number.MAX_SAFE_INTEGER);
  const first = checkPolicy(policy) === "first";
  tally = tallyFor(features, tally);
  const ws = newWorkspace(features), next = words(random);
  for (let g = 0; g < games; g++) {
    shuffle(ws.deck, next);
    play(ws, next, first, tally);
  }
  return tally;
}

/** Plays one game as {@link playGames} does (from `order`, if given) and logs every round: for the tests. */
export function playGame(
  { random, policy, features = 4, order, tally }: Omit<PlayGamesOptions, "games"> & { order?: readonly Card[] },
): GameRecord {
  const first = checkPolicy(policy) === "first";
  tally = tallyFor(features, tally);
  const ws = newWorkspace(features), next = words(random);
  if (order) {
    checkCards(order, { name: "order", features });
    if (order.length !== ws.size) throw new RangeError(`order has ${order.length} cards, not ${ws.size}`);
    ws.deck.set(order);
  } else shuffle(ws.deck, next);
  const log: GameRecord = { rounds: [], leftover: [], largest: 12 };
  play(ws, next, first, tally, log);
  return log;
}

/** Throws unless `policy` is `"first"` or `"random"`. */
export function checkPolicy(policy: unknown): Policy {
  return oneOf("policy", policy, POLICIES);
}
