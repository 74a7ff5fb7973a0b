import { equal, ok } from "node:assert/strict";
import seedrandom from "seedrandom";
import { candidatesChecked, setFreeTables } from "./search.ts";
import { hasSet } from "../core/table.ts";
import { DECK } from "../core/card.ts";
import { deal, uniformStream, words } from "../common/random.ts";

Deno.test("candidatesChecked() counts C(n,3) triples and C(n−1,2) pairs on a table without a SET", () => {
  const random = seedrandom.alea("candidates");
  for (const n of [9, 12, 16]) {
    const [table] = setFreeTables(n, 1, random);
    equal(hasSet(table), false);
    equal(candidatesChecked(table, "triples"), (n * (n - 1) * (n - 2)) / 6);
    equal(candidatesChecked(table, "pairs"), ((n - 1) * (n - 2)) / 2);
  }
});

Deno.test("candidatesChecked() stops at the first SET, never past the full scan", () => {
  const random = seedrandom.alea("random tables");
  for (let t = 0; t < 200; t++) {
    const table = Array.from(deal(Uint8Array.from(DECK), 12, words(random)).subarray(0, 12));
    const triples = candidatesChecked(table, "triples"), pairs = candidatesChecked(table, "pairs");
    ok(triples >= 1 && triples <= 220 && pairs >= 1 && pairs <= 55);
    if (hasSet(table)) ok(triples < 220 || pairs < 55);
  }
});

Deno.test("setFreeTables() gives notebook 2 its SET-free tables of 16 cards at 1,000 seeds (a greedy build that stops short is retried)", () => {
  let built = 0;
  for (let seed = 1; seed <= 1000; seed++) {
    const tables = setFreeTables(16, 5, uniformStream(String(seed), "table-search", "set-free"));
    for (const cards of tables) {
      if (cards.length !== 16 || hasSet(cards)) throw new Error(`seed ${seed}: not a SET-free table of 16 cards`);
      built++;
    }
  }
  if (built !== 5000) throw new Error(`${built} tables`);
});

Deno.test("a SET-free table can be maximal at 15 cards, so a greedy build may stop short of 16 (and is then retried)", () => {
  const maximal = [4, 6, 14, 16, 33, 43, 45, 46, 48, 49, 62, 69, 75, 76, 78];
  equal(hasSet(maximal), false);
  for (const card of DECK) if (!maximal.includes(card)) ok(hasSet([...maximal, card]), `card ${card} would fit`);
});
