import { equal, ok } from "node:assert/strict";
import seedrandom from "seedrandom";
import { candidatesChecked, measure, measureInterleaved, setFreeTables } from "./timing.ts";
import { hasSet } from "../core/table.ts";
import { DECK } from "../core/card.ts";
import { uniformStream } from "./random.ts";

Deno.test("measure() runs the work warmup + runs × batch times and reports per-call quartiles in order", () => {
  let calls = 0;
  const t = measure(() => ++calls, { warmup: 2, runs: 7, batch: 3 });
  equal(calls, (2 + 7) * 3);
  equal(t.runs, 7);
  equal(t.batch, 3);
  ok(t.min <= t.q1 && t.q1 <= t.median && t.median <= t.q3 && t.q3 <= t.max);
});

Deno.test("measureInterleaved() times every case in every round, rotating which goes first", () => {
  const order: string[] = [];
  const cases = ["a", "b", "c"].map((key) => ({ key, work: () => order.push(key) }));
  const timings = measureInterleaved(cases, { rounds: 4, warmup: 1, sampleMs: 0 });
  for (const key of ["a", "b", "c"]) equal(timings.get(key)!.runs, 4);
  // after the three calibration calls, each round's first case moves on by one: a, b, c, a, b
  const firsts = [0, 1, 2, 3, 4].map((round) => order[3 + 3 * round]);
  equal(firsts.join(""), "abcab");
});

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
    const table = [...DECK].sort(() => random() - 0.5).slice(0, 12);
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
