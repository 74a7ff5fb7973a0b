import { deepEqual, equal, ok, throws } from "node:assert/strict";
import { sampleTable } from "./sample_table.ts";
import { randomStream } from "../common/random.ts";

const stream = (chunk = 0) => randomStream({ seed: "sample_table_test", method: "test", n: 12, chunk });

Deno.test("sampleTable() deals n distinct cards 0..80", () => {
  const next = stream();
  for (const n of [0, 1, 12, 21, 81]) {
    const cards = sampleTable(n, next);
    equal(cards.length, n);
    equal(new Set(cards).size, n);
    ok(cards.every((card) => card >= 0 && card <= 80));
  }
  deepEqual([...sampleTable(81, next)].sort((a, b) => a - b), Array.from({ length: 81 }, (_, i) => i));
});

Deno.test("sampleTable() gives the same table for the same stream", () => {
  deepEqual(sampleTable(12, stream(3)), sampleTable(12, stream(3)));
});

Deno.test("sampleTable() gives every card and every position the same chance (fixed seed, 6-sigma band)", () => {
  const tables = 20_000;
  const counts = new Float64Array(81);
  const firsts = new Float64Array(81);
  const next = stream(1);
  for (let t = 0; t < tables; t++) {
    const cards = sampleTable(12, next);
    firsts[cards[0]]++;
    for (const card of cards) counts[card]++;
  }
  // each card is on a table with probability 12/81, and first with probability 1/81
  const check = (observed: Float64Array, p: number) => {
    const sd = Math.sqrt(tables * p * (1 - p));
    for (const x of observed) ok(Math.abs(x - tables * p) < 6 * sd, `${x} vs ${tables * p} ± ${6 * sd}`);
  };
  check(counts, 12 / 81);
  check(firsts, 1 / 81);
});

Deno.test("sampleTable() rejects sizes outside 0..81", () => {
  throws(() => sampleTable(82, stream()), /table size 82 is not in 0\.\.81/);
  throws(() => sampleTable(2.5, stream()), /table size 2\.5/);
});
