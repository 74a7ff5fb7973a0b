/**
 * One chunk of a simulation, as a worker runs it, by the WebAssembly loops (imported here, so that a worker loads and
 * warms them before its first chunk).
 *
 * @module
 */
import { noSetPlainWasm } from "./_plain_wasm.ts";
import { noSetSisWasm } from "./_sis_wasm.ts";
import type { ChunkResult, ChunkTask } from "./_plan.ts";

/**
 * Runs one chunk on its stream (seed, method, n, chunk), the method suffixed with the deck's size for every deck but
 * the full one (`plain-27`, `sis-729`). Cost: that of the loop.
 */
export function simulateChunk(task: ChunkTask): ChunkResult {
  const { seed, method, n, chunk, deckSize = 81 } = task;
  const stream = { seed, method: deckSize === 81 ? method : `${method}-${deckSize}`, n, chunk };
  const start = performance.now();
  if (method === "plain") {
    const noSet = noSetPlainWasm({ n, trials: task.trials, stream, deckSize });
    return { noSet, seconds: (performance.now() - start) / 1000 };
  }
  const moments = noSetSisWasm({ n, replicates: task.replicates, population: task.population, stream, deckSize });
  return { moments, seconds: (performance.now() - start) / 1000 };
}
