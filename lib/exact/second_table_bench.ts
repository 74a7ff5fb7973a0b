import { secondTable } from "./second_table.ts";
import { secondTableByBruteForce } from "./_second_table_brute.ts";

// Speed target: both chances for the full deck (12 cards dealt first), verified, in at most 10 s on this 2-core
// machine. The first call runs unoptimised code and builds the classes: that is what `deno task second-table` pays,
// so it is timed once here and printed.
const start = performance.now();
await secondTable();
console.log(`secondTable(), first (cold) call, full deck: ${(performance.now() - start).toFixed(0)} ms`);

Deno.bench({
  name: "secondTable(): the full deck, 12 cards dealt first (the classes included)",
  group: "deck",
  baseline: true,
  n: 10,
  warmup: 2,
  async fn() {
    await secondTable();
  },
});

Deno.bench({
  name: "secondTable({ cards: 3 }): the full deck, 3 cards dealt first (seven branches)",
  group: "deck",
  n: 10,
  warmup: 2,
  async fn() {
    await secondTable({ cards: 3 });
  },
});

Deno.bench({
  name: "secondTable({ features: 3 }): the small deck, 9 cards dealt first",
  group: "small deck",
  baseline: true,
  n: 20,
  warmup: 2,
  async fn() {
    await secondTable({ features: 3 });
  },
});

Deno.bench({
  name: "secondTableByBruteForce(3, 9): the same by brute force (4,686,825 first tables)",
  group: "small deck",
  n: 3,
  warmup: 1,
  fn() {
    secondTableByBruteForce(3, 9);
  },
});
