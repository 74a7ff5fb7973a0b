/**
 * One chunk of a simulation, as a worker runs it: a fixed slice of one
 * (method, n) estimate with its own random stream.
 *
 * @module
 */
import { noSetPlainWasm } from "./_plain_wasm.ts";
import { noSetSis } from "./sis.ts";
import { noSetSisWasm } from "./_sis_wasm.ts";
import { randomStream } from "../common/random.ts";
import type { Moments } from "../stats/moments.ts";

/** A chunk: `trials` plain tables, or `replicates` SIS estimates of `population` paths each. */
export interface ChunkTask {
  seed: string;
  method: "plain" | "sis";
  n: number;
  /** The deck: 4 features (81 cards) or 3 (the 27 solid cards). */
  features: 3 | 4;
  chunk: number;
  trials: number;
  replicates: number;
  population: number;
}

/** What a chunk returns: the no-SET count (plain) or the estimates' moments (SIS), and its compute time. */
export interface ChunkResult {
  noSet?: number;
  moments?: Moments;
  seconds: number;
}

/**
 * Runs one chunk on the stream of (seed, method, n, chunk).
 *
 * @example
 * ```ts
 * import { simulateChunk } from "./_chunk.ts";
 * import { deepEqual } from "node:assert/strict";
 * const task = { seed: "42", method: "plain", n: 12, features: 4, chunk: 0, trials: 1000, replicates: 0, population: 0 } as const;
 * deepEqual(simulateChunk(task).noSet, simulateChunk(task).noSet);
 * ```
 */
export function simulateChunk(task: ChunkTask): ChunkResult {
  const { seed, method, n, chunk } = task;
  if (task.features !== 4) throw new RangeError(`features ${task.features}: only the full deck is sampled yet`);
  const stream = { seed, method, n, chunk };
  const start = performance.now();
  if (method === "plain") {
    // The WebAssembly build of noSetPlain: the same tables on the same stream, faster.
    const noSet = noSetPlainWasm({ n, trials: task.trials, stream });
    return { noSet, seconds: (performance.now() - start) / 1000 };
  }
  // Single paths run in the WebAssembly build of noSetSis (bit-identical weights); resampled populations in TypeScript.
  const moments = task.population === 1
    ? noSetSisWasm({ n, replicates: task.replicates, stream })
    : noSetSis({ n, replicates: task.replicates, population: task.population, next: randomStream(stream) });
  return { moments, seconds: (performance.now() - start) / 1000 };
}
