/**
 * Timing done properly: warm-up rounds first (so the JIT has compiled the code), then repeated samples, each a batch
 * of calls long enough for the clock, summarised by the median and quartiles. The cases compared are interleaved, each
 * round timing every case once in a rotating order, so that a burst of machine noise falls on all cases alike.
 *
 * @module
 */
import { max, median, min, quantile } from "simple-statistics";

/** Times per call in milliseconds: median, quartiles and extremes over the runs. */
export interface Timing {
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

/** Options of {@link measureInterleaved}. */
export interface InterleavedOptions {
  /** Timed rounds; each times every case once. Default 30. */
  rounds?: number;
  /** Untimed rounds first. Default 3. */
  warmup?: number;
  /** Each timed sample runs the work this long at least, in ms (the batch is set once per case). Default 2. */
  sampleMs?: number;
}

/**
 * Times several cases against each other: each case's batch is sized once so that a sample lasts at least
 * `sampleMs`; then `warmup` untimed rounds and `rounds` timed ones, each timing every case once, starting one case later
 * each round. Cost: about `(rounds + warmup) × cases × sampleMs`.
 *
 * @returns Milliseconds per call for each key.
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
  { rounds = 30, warmup = 3, sampleMs = 2 }: InterleavedOptions = {},
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
