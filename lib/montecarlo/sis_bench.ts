import { noSetSis } from "./_reference_test.ts";
import { noSetSisWasm } from "./_chunk.ts";
import { randomStream } from "../common/random.ts";

// Targets, in what the simulation runs (noSetSisWasm), per core:
// - single paths at 12 cards: at least the 2.5 M paths a second of the hand-written .wat this replaced,
//   that is at most 80 ms per 200,000;
// - resampled populations at 19 and 20 cards: 1.5 times the paths a second of before, when they ran in
//   TypeScript only. A quiet run of this file before the change: 199.4 ms (19 cards) and 207.3 ms (20 cards)
//   for 200 populations of 1,000 paths, about 1.0 M paths/s; so at most 133 and 138 ms.
// Measured on the project's 2-core machine while other work ran on it: 6 processes, each timing the old
// and the new build alternately 7 times; median of the 6 medians (their range), before → now:
// - single paths, 12 cards:  56.9 ms (54.5–120.7) → 42.7 ms (40.0–85.7), 3.5 → 4.7 M/s;
// - populations, 19 cards: 201.9 ms (196.7–404.1) → 115.6 ms (107.3–215.8), 1.75 times the paths a second;
// - populations, 20 cards: 213.0 ms (205.1–430.6) → 121.7 ms (113.8–244.5), 1.75 times;
//   best runs 193.7 → 104.4 ms and 204.3 → 112.1 ms.
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
