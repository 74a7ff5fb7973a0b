import { noSetPlain } from "./plain.ts";
import { noSetPlainWasm } from "./_plain_wasm.ts";
import { randomStream } from "../common/random.ts";

// Target: at least 20 million 12-card tables a second per core in what the simulation runs (noSetPlainWasm),
// that is at most 50 ms per 1,000,000. Measured on this project's 2-core machine, shared, medians of
// interleaved runs: 46–48 ms (21 M/s) for the hand-written .wat with 16 bits a card that this replaced,
// 40–42 ms (24–25 M/s) for the AssemblyScript with one 32-bit word a card; the TypeScript loop, 64–75 ms.
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
