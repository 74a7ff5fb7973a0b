import { noSetPlain } from "./_reference_test.ts";
import { noSetPlainWasm } from "./_chunk.ts";
import { randomStream } from "../common/random.ts";

// Target: at least 20 million 12-card tables a second per core in what the simulation runs (noSetPlainWasm),
// that is at most 50 ms per 1,000,000. Measured on the project's 2-core machine while other work ran on it:
// 6 processes, each timing the old and the new build alternately 7 times; median of the 6 medians (their range):
// - before, the hand-written .wat drawing 16 bits a card: 46.6 ms (45.5–89.8), 21.5 M/s;
// - now, AssemblyScript drawing one 32-bit word a card:   40.1 ms (39.1–85.5), 24.9 M/s (best runs 44.9 → 38.5 ms);
// - TypeScript with the generator inlined, the other candidate: 66–70 ms, 1.6 times the WebAssembly;
// - the generator: xoshiro128**, xoshiro128+ and xorshift128+ in place of xorwow were within 3% of it.
const TABLES = 1_000_000;
const stream = (n: number) => ({ seed: "bench", method: "plain", n, chunk: 0 });

for (const n of [9, 12, 15, 18]) {
  Deno.bench({
    name: `noSetPlainWasm: 1 M tables of ${n} cards${n === 12 ? " (target ≤ 50 ms: ≥ 20 M/s)" : ""}`,
    group: "plain sampling, tables a second per core",
    baseline: n === 12,
    n: 10,
    fn() {
      noSetPlainWasm({ n, trials: TABLES, stream: stream(n) });
    },
  });
}

for (const n of [9, 12, 15, 18]) {
  Deno.bench({
    name: `noSetPlain (TypeScript): 1 M tables of ${n} cards`,
    group: "plain sampling, tables a second per core",
    n: 10,
    fn() {
      noSetPlain({ n, trials: TABLES, next: randomStream(stream(n)) });
    },
  });
}

Deno.bench({
  name: "noSetPlainWasm: 1 M tables of 9 cards, deck of 27",
  group: "plain sampling, tables a second per core",
  n: 10,
  fn() {
    noSetPlainWasm({ n: 9, trials: TABLES, stream: stream(9), deckSize: 27 });
  },
});
