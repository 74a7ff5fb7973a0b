import { equal } from "node:assert/strict";
import seedrandom from "seedrandom";
import { poolRounds } from "./pool_rounds.ts";
import { playGames, tallyCell } from "./engine.ts";
import { noSetByRound } from "./stats.ts";

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
