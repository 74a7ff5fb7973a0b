/**
 * Timing done properly: warm-up rounds first (so the JIT has compiled the code), then samples, each a batch of calls
 * long enough for the clock, summarised by the median and quartiles; the cases compared are interleaved in a rotating
 * order, so that a burst of machine noise falls on all alike.
 *
 * @module
 */
import { max, median, min, quantile } from "simple-statistics";

/** Times per call in milliseconds: median, quartiles and extremes over the runs. */
interface Timing {
  median: number;
  q1: number;
  q3: number;
  min: number;
  max: number;
  runs: number;
  batch: number;
}

// Keeps results alive so the engine cannot drop the work being timed.
let sink = 0;

function summary(samples: number[], batch: number): Timing {
  return {
    median: median(samples),
    q1: quantile(samples, 0.25),
    q3: quantile(samples, 0.75),
    min: min(samples),
    max: max(samples),
    runs: samples.length,
    batch,
  };
}

/** One case of {@link measureInterleaved}: a key and the work of one call. */
export interface TimingCase {
  key: string;
  work: () => unknown;
}

/**
 * Times several cases against each other, in milliseconds per call by key: each case's batch sized once to last
 * `sampleMs` (default 2), then `warmup` untimed rounds (default 3) and `rounds` timed ones (default 30), each timing
 * every case once, starting one case later each round. Cost: about `(rounds + warmup) × cases × sampleMs`.
 *
 * @example
 * ```ts
 * import { measureInterleaved } from "./measure.ts";
 * import { ok } from "node:assert/strict";
 * const t = measureInterleaved([{ key: "sort", work: () => [3, 1, 2].sort().length }], { rounds: 5, sampleMs: 0.5 });
 * ok(t.get("sort")!.runs === 5);
 * ```
 */
export function measureInterleaved(
  cases: readonly TimingCase[],
  { rounds = 30, warmup = 3, sampleMs = 2 }: { rounds?: number; warmup?: number; sampleMs?: number } = {},
): Map<string, Timing> {
  const batches = cases.map(({ work }) => {
    let batch = 1;
    for (;;) {
      const start = performance.now();
      for (let i = 0; i < batch; i++) sink ^= Number(work()) | 0;
      const elapsed = performance.now() - start;
      if (elapsed >= sampleMs || batch >= 1 << 24) {
        return Math.max(1, Math.ceil(batch * sampleMs / Math.max(elapsed, 1e-3)));
      }
      batch *= elapsed < sampleMs / 8 ? 8 : 2;
    }
  });
  const samples = cases.map(() => [] as number[]);
  for (let round = 0; round < warmup + rounds; round++) {
    for (let step = 0; step < cases.length; step++) {
      const c = (round + step) % cases.length;
      const { work } = cases[c];
      const batch = batches[c];
      const start = performance.now();
      for (let i = 0; i < batch; i++) sink ^= Number(work()) | 0;
      const elapsed = performance.now() - start;
      if (round >= warmup) samples[c].push(elapsed / batch);
    }
  }
  return new Map(cases.map(({ key }, c) => [key, summary(samples[c], batches[c])]));
}
