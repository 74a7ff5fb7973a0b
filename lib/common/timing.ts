/**
 * Timing done properly: warm-up runs first (so the JIT has compiled the code),
 * then repeated runs, each a batch of calls long enough for the clock, summarised
 * by the median and the interquartile range with simple-statistics.
 *
 * @module
 */
import { max, median, min, quantile } from "simple-statistics";

/** Options of {@link measure}. */
export interface MeasureOptions {
  /** Calls per timed run; the time reported is per call. Default 1. */
  batch?: number;
  /** Untimed runs before timing. Default 5. */
  warmup?: number;
  /** Timed runs. Default 30. */
  runs?: number;
}

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

/** Keeps results alive so the engine cannot drop the work being timed. */
let sink = 0;

/**
 * Times `work` per call. Its return value is consumed, so return something the
 * work computed (a count, a boolean) to keep the engine from skipping it.
 *
 * @returns Milliseconds per call over `runs` timed runs of `batch` calls each.
 * @example
 * ```ts
 * import { measure } from "./timing.ts";
 * import { ok } from "node:assert/strict";
 * const t = measure(() => [3, 1, 2].sort().length, { batch: 100, runs: 5 });
 * ok(t.q1 <= t.median && t.median <= t.q3);
 * ```
 */
export function measure(work: () => unknown, { batch = 1, warmup = 5, runs = 30 }: MeasureOptions = {}): Timing {
  const once = () => {
    for (let i = 0; i < batch; i++) sink ^= Number(work()) | 0;
  };
  for (let i = 0; i < warmup; i++) once();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    once();
    samples.push((performance.now() - start) / batch);
  }
  return {
    median: median(samples),
    q1: quantile(samples, 0.25),
    q3: quantile(samples, 0.75),
    min: min(samples),
    max: max(samples),
    runs,
    batch,
  };
}

/** The value the timed work fed into the sink (only so that it is observable). */
export function timingSink(): number {
  return sink;
}
