import { normalQuantile } from "../stats/intervals.ts";
import { deepEqual, equal, ok, throws } from "node:assert/strict";
import seedrandom from "seedrandom";
import { newTally, playGames, tallyCell } from "./engine.ts";
import {
  firstNineNoSet,
  inPlayNoSet,
  leftoverShares,
  noSetByRound,
  policyDifference,
  poolRounds,
  summarizeGames,
  tableSizeShares,
} from "./stats.ts";

const first = playGames({ games: 3000, random: seedrandom.alea("stats-first"), policy: "first" });
const random = playGames({ games: 3000, random: seedrandom.alea("stats-random"), policy: "random" });

Deno.test("summarizeGames() lists each (deck, size) cell once, deck 69 down to 0, and totals every game", () => {
  const summary = summarizeGames(first);
  equal(summary.games, 3000);
  deepEqual(summary.byDeck[0], { ...summary.byDeck[0], deck: 69, size: 12, tables: 3000 });
  const keys = summary.byDeck.map((r) => `${r.deck}/${r.size}`);
  equal(new Set(keys).size, keys.length);
  ok(
    summary.byDeck.every((r, i) =>
      i === 0 || r.deck < summary.byDeck[i - 1].deck || r.size > summary.byDeck[i - 1].size
    ),
  );
  ok(summary.byDeck.every((r) => r.deck === 0 || r.size >= 12));
  equal(Object.values(summary.tableSizeNeeded).reduce((a, b) => a + b, 0), 3000);
  equal(Object.values(summary.leftover).reduce((a, b) => a + b, 0), 3000);
  const left = Object.entries(summary.leftover).reduce((s, [cards, games]) => s + Number(cards) * games, 0);
  equal(summary.setsTaken, (81 * 3000 - left) / 3 / 3000);
});

Deno.test("noSetByRound() gives Clopper–Pearson intervals: 3 of 10 -> [0.0667, 0.6525] as R's binom.test(3, 10)", () => {
  const tally = newTally();
  tally.games = 10;
  tally.tables[23 * 8 + 4] = 10; // the (69 cards left, 12 on the table) cell, as the engine packs it
  tally.noSet[23 * 8 + 4] = 3;
  const [row] = noSetByRound(tally, 12);
  equal(row.deck, 69);
  equal(row.p, 0.3);
  equal(row.lo.toFixed(4), "0.0667");
  equal(row.hi.toFixed(4), "0.6525");
});

Deno.test("noSetByRound() brackets each rate and keeps zero counts honest (lower bound 0, upper bound > 0)", () => {
  for (const row of noSetByRound(random, 15)) {
    ok(row.lo <= row.p && row.p <= row.hi);
    if (row.count === 0) ok(row.lo === 0 && row.hi > 0);
  }
});

Deno.test("inPlayNoSet() pools the in-play tables and widens the interval by the clustering of tables in games", () => {
  const pooled = inPlayNoSet(first, 12);
  equal(pooled.total, first.inPlay[0]);
  equal(pooled.count, first.inPlay[1]);
  ok(pooled.total > 20 * 3000, "about 23 twelve-card tables a game while the deck has cards");
  ok(pooled.lo < pooled.p && pooled.p < pooled.hi);
  throws(() => inPlayNoSet(first, 18 as 12), /size 18 is not 12 or 15/);
});

Deno.test("inPlayNoSet() matches the ratio estimator's delta-method interval on a hand-made tally", () => {
  const tally = newTally();
  // three games: (t, n) = (10, 4), (10, 5), (10, 6) -> p = 1/2, residuals -1, 0, 1
  tally.games = 3;
  tally.inPlay.set([30, 15, 300, 77, 150]);
  const { p, lo, hi } = inPlayNoSet(tally, 12);
  equal(p, 0.5);
  const se = Math.sqrt(2 * 3 / 2) / 30;
  ok(Math.abs((hi - lo) / 2 - normalQuantile(0.95) * se) < 1e-12);
});

Deno.test("policyDifference() is first minus random, its interval around it", () => {
  const d = policyDifference(first, random, 12);
  equal(d.difference, inPlayNoSet(first, 12).p - inPlayNoSet(random, 12).p);
  ok(d.lo < d.difference && d.difference < d.hi);
});

Deno.test("tableSizeShares(), leftoverShares() and firstNineNoSet() read the tally's counts", () => {
  deepEqual(tableSizeShares(first).map((r) => r.count), [12, 15, 18, 21].map((s) => first.largest[s / 3]));
  equal(leftoverShares(first).reduce((s, r) => s + r.p, 0).toFixed(12), "1.000000000000");
  const nine = firstNineNoSet(first);
  equal(nine.nine.count, first.firstNine[0]);
  equal(nine.twelve.total, first.firstNine[0]);
  equal(nine.fifteen.total, first.firstNine[1]);
});
Deno.test("poolRounds() adds up the by-round cells of its deck range, and nothing else", () => {
  const tally = playGames({ games: 3_000, random: seedrandom.alea("pool"), policy: "random" });
  const rows = noSetByRound(tally, 12).filter((r) => r.deck <= 48 && r.deck >= 3);
  const pooled = poolRounds(tally, 12, { from: 48, to: 3 });
  equal(pooled.tables, rows.reduce((s, r) => s + r.total, 0));
  equal(pooled.noSet, rows.reduce((s, r) => s + r.count, 0));
  equal(pooled.p, pooled.noSet / pooled.tables);
  const sets = rows.reduce((s, r) => s + r.meanSets * r.total, 0);
  equal(Math.abs(pooled.meanSets - sets / pooled.tables) < 1e-12, true);
  equal(poolRounds(tally, 12, { from: 69, to: 69 }).tables, tallyCell(tally, { deck: 69, size: 12 }).tables);
});

Deno.test("poolRounds() of rounds no game met has no tables and no rate", () => {
  const tally = playGames({ games: 100, random: seedrandom.alea("empty"), policy: "first" });
  const none = poolRounds(tally, 15, { from: 69, to: 69 }); // 15 cards never lie on the table in the first round
  equal(none.tables, 0);
  equal(Number.isNaN(none.p) && Number.isNaN(none.meanSets), true);
});
