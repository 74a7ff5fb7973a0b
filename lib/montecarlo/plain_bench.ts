import { noSetPlain } from "./plain.ts";
import { noSetPlainWasm } from "./_plain_wasm.ts";
import { randomStream } from "../common/random.ts";

// Target (issue 3): at least 12 million 12-card tables a second per core, i.e. at most 83 ms per 1,000,000.
const TABLES = 1_000_000;

for (const n of [9, 12, 15, 18]) {
  Deno.bench({
    name: `noSetPlain (JavaScript): 1,000,000 tables of ${n} cards`,
    group: "plain, one core",
    n: 10,
    fn() {
      noSetPlain({ n, trials: TABLES, next: randomStream({ seed: "bench", method: "plain", n, chunk: 0 }) });
    },
  });
}

for (const n of [9, 12, 15, 18]) {
  Deno.bench({
    name: `noSetPlainWasm (what simulate runs): 1,000,000 tables of ${n} cards${
      n === 12 ? " (target ≤ 83 ms: 12 M/s)" : ""
    }`,
    group: "plain, one core",
    baseline: n === 12,
    n: 10,
    fn() {
      noSetPlainWasm({ n, trials: TABLES, stream: { seed: "bench", method: "plain", n, chunk: 0 } });
    },
  });
}
