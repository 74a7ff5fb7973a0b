import { noSetSis } from "./sis.ts";
import { noSetSisWasm } from "./_sis_wasm.ts";
import { randomStream } from "../common/random.ts";

// Target (issue 3): at least 2 million 12-card importance samples a second per core, i.e. at most 100 ms per 200,000.
const PATHS = 200_000;

for (const n of [12, 15, 18]) {
  Deno.bench({
    name: `noSetSis (TypeScript): 200,000 paths to ${n} cards`,
    group: "importance sampling, one core",
    n: 10,
    fn() {
      noSetSis({ n, replicates: PATHS, next: randomStream({ seed: "bench", method: "sis", n, chunk: 0 }) });
    },
  });
}

for (const n of [12, 15, 18]) {
  Deno.bench({
    name: `noSetSisWasm (what simulate runs): 200,000 paths to ${n} cards${
      n === 12 ? " (target ≤ 100 ms: 2 M/s)" : ""
    }`,
    group: "importance sampling, one core",
    baseline: n === 12,
    n: 10,
    fn() {
      noSetSisWasm({ n, replicates: PATHS, stream: { seed: "bench", method: "sis", n, chunk: 0 } });
    },
  });
}

for (const n of [19, 20]) {
  Deno.bench({
    name: `noSetSis: 200 populations of 1,000 paths to ${n} cards (resampled)`,
    group: "importance sampling, one core",
    n: 3,
    fn() {
      noSetSis({
        n,
        replicates: PATHS / 1000,
        population: 1000,
        next: randomStream({ seed: "bench", method: "sis", n, chunk: 0 }),
      });
    },
  });
}
