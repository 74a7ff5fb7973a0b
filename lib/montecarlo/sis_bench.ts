import { noSetSis } from "./sis.ts";
import { noSetSisWasm } from "./_sis_wasm.ts";
import { randomStream } from "../common/random.ts";

// Targets, in what the simulation runs (noSetSisWasm), per core:
// - single paths at 12 cards: at least the 2.5 M paths a second of the hand-written .wat this replaced,
//   that is at most 80 ms per 200,000 (measured there: 57–60 ms, 3.4 M/s, on a quiet run);
// - resampled populations at 19 and 20 cards: at least 1.5 times the paths a second of before, when they
//   ran in TypeScript only: 200 populations of 1,000 paths took 199–218 ms (about 0.95 M paths/s), so
//   the target is at most 133 ms.
// Measured on this project's 2-core machine, shared, medians of interleaved runs (see the commit message).
const PATHS = 200_000;
const TARGET_MS: Record<number, number> = { 19: 133, 20: 138 };
const stream = (n: number) => ({ seed: "bench", method: "sis", n, chunk: 0 });

for (const n of [12, 15, 18]) {
  Deno.bench({
    name: `noSetSisWasm: 200 k paths to ${n} cards${n === 12 ? " (target ≤ 80 ms: ≥ 2.5 M/s)" : ""}`,
    group: "importance sampling, single paths a second per core",
    baseline: n === 12,
    n: 10,
    fn() {
      noSetSisWasm({ n, replicates: PATHS, stream: stream(n) });
    },
  });
}

for (const n of [12, 15, 18]) {
  Deno.bench({
    name: `noSetSis (TypeScript): 200 k paths to ${n} cards`,
    group: "importance sampling, single paths a second per core",
    n: 10,
    fn() {
      noSetSis({ n, replicates: PATHS, next: randomStream(stream(n)) });
    },
  });
}

for (const n of [19, 20]) {
  Deno.bench({
    name: `noSetSisWasm: 200 × 1,000 resampled paths to ${n} cards (target ≤ ${TARGET_MS[n]} ms: ≥ 1.5 × before)`,
    group: "importance sampling, resampled paths a second per core",
    baseline: n === 19,
    n: 5,
    fn() {
      noSetSisWasm({ n, replicates: PATHS / 1000, population: 1000, stream: stream(n) });
    },
  });
}

for (const n of [19, 20]) {
  Deno.bench({
    name: `noSetSis (TypeScript, what ran before): 200 × 1,000 resampled paths to ${n} cards`,
    group: "importance sampling, resampled paths a second per core",
    n: 5,
    fn() {
      noSetSis({ n, replicates: PATHS / 1000, population: 1000, next: randomStream(stream(n)) });
    },
  });
}

Deno.bench({
  name: "noSetSisWasm: 200 × 1,000 resampled paths to 9 cards, deck of 27",
  group: "importance sampling, resampled paths a second per core",
  n: 5,
  fn() {
    noSetSisWasm({ n: 9, replicates: PATHS / 1000, population: 1000, stream: stream(9), deckSize: 27 });
  },
});
