import { deepEqual, equal, ok, throws } from "node:assert/strict";
import seedrandom from "seedrandom";
import { DECK } from "../core/card.ts";
import { deal, words } from "../common/random.ts";
import { isSet } from "../core/rule.ts";
import { findSet, hasSet, setsOnTable } from "../core/table.ts";
import {
  deckCounts,
  type GameRecord,
  leftoverGames,
  newTally,
  playGame,
  playGames,
  POLICIES,
  secondTableGames,
  tallyCell,
} from "./engine.ts";

function games(policy: "first" | "random", count: number, seed: string): GameRecord[] {
  const random = seedrandom.alea(seed);
  return Array.from({ length: count }, () => playGame({ random, policy }));
}

Deno.test("playGame() follows the rules round by round, for both policies", () => {
  for (const policy of POLICIES) {
    for (const game of games(policy, 300, `rules-${policy}`)) {
      equal(game.rounds[0].table.length, 12);
      equal(game.rounds[0].deck, 69);
      for (let r = 0; r < game.rounds.length; r++) {
        const { deck, table, sets, taken } = game.rounds[r];
        equal(sets, setsOnTable(table).length, "sets counts every SET on the table");
        if (deck > 0) ok(table.length >= 12, "a table is never short while the deck has cards");
        ok(table.length <= 21);
        if (table.length === 21) ok(sets > 0, "21 cards always hold a SET");
        const next = game.rounds[r + 1];
        if (sets === 0) {
          equal(taken, undefined);
          if (next) {
            equal(next.table.length, table.length + 3, "no SET: three more cards");
            equal(next.deck, deck - 3);
          } else equal(deck, 0, "the game ends only when the deck is empty and no SET remains");
        } else {
          ok(taken && isSet(...taken), "the cards taken form a SET");
          ok(taken.every((card) => table.includes(card)));
          const size = table.length - 3;
          const expected = deck === 0 ? size : Math.max(size, 12);
          if (next) {
            equal(next.table.length, expected, "refill to 12, never beyond");
            equal(next.deck, deck - (expected - size));
          } else equal(size, 0, "a game only ends on a taken SET when the table is empty");
        }
      }
    }
  }
});

Deno.test("playGame() accounts for all 81 cards: taken once or left on the table", () => {
  for (const game of games("random", 100, "cards")) {
    const seen = [...game.leftover, ...game.rounds.flatMap((r) => r.taken ?? [])].sort((a, b) => a - b);
    deepEqual(seen, [...DECK]);
    equal(hasSet(game.leftover), false);
  }
});

Deno.test("playGame() leaves 0, 6, 9, 12, … cards, never 3: leftovers sum to zero like the deck and its SETs", () => {
  for (const game of games("first", 300, "leftover")) {
    equal(game.leftover.length % 3, 0);
    ok(game.leftover.length !== 3);
  }
});

Deno.test("playGame() with policy first takes the SET findSet() returns", () => {
  for (const game of games("first", 100, "first")) {
    for (const { table, taken } of game.rounds) {
      if (!taken) continue;
      const hint = findSet(table)!;
      deepEqual(taken, [...hint.pair, hint.third].sort((a, b) => a - b));
    }
  }
});

Deno.test("playGame() with policy random takes each of two SETs half the time (fixed seed, 5-sigma tolerance)", () => {
  let rounds = 0, lower = 0;
  for (const game of games("random", 2000, "uniform")) {
    for (const { table, taken, sets } of game.rounds) {
      if (sets !== 2) continue;
      rounds++;
      if (taken![0] === setsOnTable(table)[0][0] && taken![1] === setsOnTable(table)[0][1]) lower++;
    }
  }
  ok(rounds > 5000);
  ok(Math.abs(lower / rounds - 0.5) < 5 * Math.sqrt(0.25 / rounds), `${lower} of ${rounds}`);
});

Deno.test("playGame() deals 15 cards when the first 12 hold no SET, and goes back to 12 after a SET", () => {
  const random = seedrandom.alea("no-set-12");
  const shuffle = () => Array.from(deal(Uint8Array.from(DECK), DECK.length - 1, words(random)));
  let order = shuffle();
  while (hasSet(order.slice(0, 12)) || !hasSet(order.slice(0, 15))) order = shuffle();
  const game = playGame({ random, policy: "first", order });
  deepEqual(game.rounds[0].table, order.slice(0, 12));
  equal(game.rounds[0].sets, 0);
  deepEqual(game.rounds[1].table, order.slice(0, 15));
  equal(game.rounds[2].table.length, 12);
  equal(game.rounds[2].deck, 66);
  equal(game.largest >= 15, true);
});

Deno.test("playGames() tallies exactly what playGame() logs from the same stream", () => {
  for (const policy of POLICIES) {
    const logged = newTally();
    const random = seedrandom.alea(`same-${policy}`);
    const logs = Array.from({ length: 200 }, () => playGame({ random, policy, tally: logged }));
    const tally = playGames({ games: 200, random: seedrandom.alea(`same-${policy}`), policy });
    deepEqual(tally, logged);
    const noSet12 = logs.flatMap((g) => g.rounds).filter((r) => r.table.length === 12 && r.sets === 0).length;
    equal(tally.noSet.filter((_, cell) => cell % 8 === 4).reduce((a, b) => a + b, 0), noSet12);
    equal(tally.leftover.reduce((a, b) => a + b, 0), 200);
  }
});

Deno.test("playGames() counts Norvig's first-nine experiment on each game's first 9, 12 and 15 cards", () => {
  const random = seedrandom.alea("nine");
  const shuffle = () => Array.from(deal(Uint8Array.from(DECK), DECK.length - 1, words(random)));
  const tally = newTally();
  const expected = [0, 0, 0];
  for (let g = 0; g < 500; g++) {
    const order = shuffle();
    playGame({ random, policy: "random", order, tally });
    if (hasSet(order.slice(0, 9))) continue;
    expected[0]++;
    if (hasSet(order.slice(0, 12))) continue;
    expected[1]++;
    if (!hasSet(order.slice(0, 15))) expected[2]++;
  }
  deepEqual(Array.from(tally.firstNine), expected);
  ok(expected[1] > 0);
});

Deno.test("playGames() and playGame() reject a bad count, policy or deck order", () => {
  const random = seedrandom.alea("bad");
  throws(() => playGames({ games: -1, random, policy: "first" }), /games -1 is not an integer in 0\.\./);
  throws(() => playGames({ games: 1, random, policy: "best" as "first" }), /policy "best" is not one of first, random/);
  throws(() => playGame({ random, policy: "first", order: [...DECK].slice(1) }), /order has 80 cards/);
  throws(
    () => playGame({ random, policy: "first", order: [0, ...DECK.slice(1, 80), 0] }),
    /card 0 appears twice on the order/,
  );
});

Deno.test("playGames() and playGame() refuse a tally of another deck, leaving it untouched", () => {
  const random = seedrandom.alea("other deck");
  for (const [features, tally] of [[3, newTally(4)], [4, newTally(3)]] as const) {
    const before = structuredClone(tally);
    throws(
      () => playGame({ random, policy: "first", features, tally }),
      new RegExp(`^RangeError: tally of ${tally.features} features for a ${features}-feature game$`),
    );
    throws(() => playGames({ games: 1, random, policy: "first", features, tally }), /tally of \d features/);
    deepEqual(tally, before);
  }
});

Deno.test("playGame() tallies the second table, the one searched after the first SET is taken, as its log shows it", () => {
  const tally = newTally();
  const expected = [0, 0, 0];
  const random = seedrandom.alea("second table");
  for (let g = 0; g < 500; g++) {
    const { rounds } = playGame({ random, policy: "random", tally });
    const second = rounds[rounds.findIndex((round) => round.taken !== undefined) + 1];
    const firstHeldSet = rounds[0].sets > 0;
    expected[0] += Number(firstHeldSet);
    expected[1] += Number(firstHeldSet && second.sets === 0);
    expected[2] += Number(second.sets === 0);
  }
  deepEqual(Array.from(tally.secondTable), expected);
  const { games, firstHeldSet, noSetAfterFirst, noSet } = secondTableGames(tally);
  deepEqual([games, firstHeldSet, noSetAfterFirst, noSet], [500, ...expected]);
  ok(expected[2] > 0 && expected[0] < 500, "the games met second tables without a SET and first tables without one");
});

Deno.test("tallyCell() counts every game's first table at 69 cards left; deckCounts() and leftoverGames() read the deck", () => {
  const tally = playGames({ games: 10, random: seedrandom.alea("doc"), policy: "random" });
  equal(tallyCell(tally, { deck: 69, size: 12 }).tables, 10);
  deepEqual(tallyCell(tally, { deck: 70, size: 12 }), { tables: 0, noSet: 0, sets: 0 });
  deepEqual(deckCounts(3), [15, 12, 9, 6, 3, 0]);
  equal(leftoverGames(newTally(), 6), 0);
});
