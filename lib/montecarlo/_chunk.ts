/**
 * One chunk of a simulation, as a worker runs it: a fixed slice of one
 * (method, n) estimate with its own random stream, run by the WebAssembly loops
 * (imported here, so a worker loads and warms them before its first chunk).
 *
 * @module
 */
import { noSetPlainWasm } from "./_plain_wasm.ts";
import { noSetSisWasm } from "./_sis_wasm.ts";
import type { Moments } from "../stats/moments.ts";

/** A chunk: `trials` plain tables, or `replicates` SIS estimates of `population` paths each. */
export interface ChunkTask {
  seed: string;
  method: "plain" | "sis";
  n: number;
  chunk: number;
  trials: number;
  replicates: number;
  population: number;
  /** Cards dealt from: 81 (default), or 27 for the small deck, ids 0..26. */
  deckSize?: number;
}

/** What a chunk returns: the no-SET count (plain) or the estimates' moments (SIS), and its compute time. */
export interface ChunkResult {
  noSet?: number;
  moments?: Moments;
  seconds: number;
}

/**
 * Runs one chunk on the stream of (seed, method, n, chunk): plain tables by
 * {@link noSetPlainWasm}, importance sampling (single paths or resampled populations)
 * by {@link noSetSisWasm}; the same numbers as the TypeScript loops, faster.
 *
 * @param task The chunk.
 * @returns Its count or moments, and the seconds it took.
 * @throws {RangeError} as the loops do, on a size or count out of range.
 * @example The same task gives the same count
 * ```ts
 * import { simulateChunk } from "./_chunk.ts";
 * import { deepEqual } from "node:assert/strict";
 * const task = { seed: "42", method: "plain", n: 12, chunk: 0, trials: 1000, replicates: 0, population: 0 } as const;
 * deepEqual(simulateChunk(task).noSet, simulateChunk(task).noSet);
 * ```
 */
export function simulateChunk(task: ChunkTask): ChunkResult {
  const { seed, method, n, chunk, deckSize } = task;
  const stream = { seed, method, n, chunk };
  const start = performance.now();
  if (method === "plain") {
    const noSet = noSetPlainWasm({ n, trials: task.trials, stream, deckSize });
    return { noSet, seconds: (performance.now() - start) / 1000 };
  }
  const moments = noSetSisWasm({ n, replicates: task.replicates, population: task.population, stream, deckSize });
  return { moments, seconds: (performance.now() - start) / 1000 };
}
