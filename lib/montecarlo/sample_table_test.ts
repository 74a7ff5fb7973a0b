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

Deno.test("sampleTable() from the small deck deals distinct cards 0..26, all 27 when asked", () => {
  const next = stream(2);
  for (const n of [0, 3, 9, 26]) {
    const cards = sampleTable(n, next, { deckSize: 27 });
    equal(new Set(cards).size, n);
    ok(cards.every((card) => card < 27));
  }
  deepEqual(
    [...sampleTable(27, next, { deckSize: 27 })].sort((a, b) => a - b),
    Array.from({ length: 27 }, (_, i) => i),
  );
});

Deno.test("sampleTable() rejects sizes outside 0..deckSize and other deck sizes", () => {
  throws(() => sampleTable(82, stream()), /table size 82 is not in 0\.\.81/);
  throws(() => sampleTable(28, stream(), { deckSize: 27 }), /table size 28 is not in 0\.\.27/);
  throws(() => sampleTable(3, stream(), { deckSize: 64 }), /deck size 64 is not one of 9, 27, 81, 243, 729/);
  throws(() => sampleTable(10, stream(), { deckSize: 9 }), /table size 10 is not in 0\.\.9/);
  throws(() => sampleTable(2.5, stream()), /table size 2\.5/);
});
