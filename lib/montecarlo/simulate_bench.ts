import { simulate } from "./simulate.ts";

// Both cores: 10 million 12-card tables on 1 and on 2 workers; each worker loads and warms the WebAssembly
// first (tens of ms), then runs at the per-core rate of plain_bench.ts (≥ 20 M tables/s).
for (const workers of [1, 2]) {
  Deno.bench({
    name: `simulate: 10,000,000 plain 12-card tables on ${workers === 1 ? "1 worker" : `${workers} workers`}`,
    group: "simulate, parallel",
    baseline: workers === 1,
    n: 3,
    warmup: 1,
    async fn() {
      await simulate({ sizes: [12], trials: 10_000_000, seed: "bench", method: "plain", workers });
    },
  });
}

// The default run of `deno task simulate`: sizes 9..21, 1,000,000 plain tables and 1,000,000 importance paths each,
// 2 workers. Target: under 60 s.
Deno.bench({
  name: "simulate: default run, sizes 9-21, both methods, 1,000,000 trials, 2 workers (target < 60 s)",
  group: "simulate, default run",
  n: 1,
  warmup: 0,
  async fn() {
    await simulate({
      sizes: Array.from({ length: 13 }, (_, i) => 9 + i),
      trials: 1_000_000,
      seed: "42",
      method: "both",
      workers: 2,
    });
  },
});
