/**
 * Timing: warm-up rounds first (so the JIT has compiled the code), then samples, each a batch of calls long enough for
 * the clock, summarised by median and quartiles; the cases are interleaved in a rotating order, so that a burst of
 * machine noise falls on all alike.
 *
 * @module
 */
import { max, median, min, quantile } from "simple-statistics";

// Keeps results alive so the engine cannot drop the work being timed.
let sink = 0;

/** Milliseconds that `batch` calls of `work` take. */
function timeBatch(work: () => unknown, batch: number): number {
  const start = performance.now();
  for (let i = 0; i < batch; i++) sink ^= Number(work()) | 0;
  return performance.now() - start;
}

/** One case of {@link measureInterleaved}: a key and the work of one call. */
export interface TimingCase {
  key: string;
  work: () => unknown;
}

/**
 * Times several cases against each other, in milliseconds per call by key: each case's batch sized to last `sampleMs`,
 * then `warmup` untimed and `rounds` timed rounds, each timing every case once, starting one case later each round.
 * Cost: about `(rounds + warmup) × cases × sampleMs`.
 */
export function measureInterleaved(
  cases: readonly TimingCase[],
  { rounds = 30, warmup = 3, sampleMs = 2 }: { rounds?: number; warmup?: number; sampleMs?: number } = {},
): Map<string, { median: number; q1: number; q3: number; min: number; max: number; runs: number; batch: number }> {
  const batches = cases.map(({ work }) => {
    for (let batch = 1;;) {
      const elapsed = timeBatch(work, batch);
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
      const elapsed = timeBatch(cases[c].work, batches[c]);
      if (round >= warmup) samples[c].push(elapsed / batches[c]);
    }
  }
  return new Map(cases.map(({ key }, c) => {
    const s = samples[c];
    const timing = { median: median(s), q1: quantile(s, 0.25), q3: quantile(s, 0.75), min: min(s), max: max(s) };
    return [key, { ...timing, runs: s.length, batch: batches[c] }];
  }));
}
