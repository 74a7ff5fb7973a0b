/**
 * One chunk of a simulation, as a worker runs it, by the WebAssembly loops (imported here, so a worker loads and warms
 * them before its first chunk).
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
  /** Cards dealt from: 81 (default), 27 for the small deck (ids 0..26), 3^d for d features (9, 243, 729). */
  deckSize?: number;
}

/** What a chunk returns: the no-SET count (plain) or the estimates' moments (SIS), and its compute time. */
export interface ChunkResult {
  noSet?: number;
  moments?: Moments;
  seconds: number;
}

/**
 * Runs one chunk on the stream (seed, method, n, chunk), the method suffixed with the deck's size for every deck but
 * the full one (`plain-27`, `sis-729`): plain tables by {@link noSetPlainWasm}, importance sampling by
 * {@link noSetSisWasm}. Cost: that of the loop.
 */
export function simulateChunk(task: ChunkTask): ChunkResult {
  const { seed, method, n, chunk, deckSize = 81 } = task;
  // Every other deck gets streams of its own (method "plain-27", "sis-729"); the full deck keeps the ones it always had.
  const stream = { seed, method: deckSize === 81 ? method : `${method}-${deckSize}`, n, chunk };
  const start = performance.now();
  if (method === "plain") {
    const noSet = noSetPlainWasm({ n, trials: task.trials, stream, deckSize });
    return { noSet, seconds: (performance.now() - start) / 1000 };
  }
  const moments = noSetSisWasm({ n, replicates: task.replicates, population: task.population, stream, deckSize });
  return { moments, seconds: (performance.now() - start) / 1000 };
}
