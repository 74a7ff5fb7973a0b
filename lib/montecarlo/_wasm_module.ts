/**
 * The Monte Carlo hot loops as WebAssembly: `_montecarlo.wasm`, compiled from the
 * AssemblyScript in `_assembly/` by `deno task wasm`. Loaded once per thread, when this
 * module is imported: instantiated, given the THIRD table, and warmed up (see
 * {@link hotLoops}), so the first chunk a worker runs is as fast as the others. Only the
 * workers and tests import it (through `_chunk.ts` and `_seeds.ts`), never `mod.ts`: importing
 * `lib/set.ts` loads no WebAssembly (`_wasm_module_test.ts` checks).
 *
 * @module
 */
import { thirdTable } from "../core/rule.ts";
import { randomStreamState, type StreamKey } from "../common/random.ts";
import { wasmBytes } from "./_wasm_bytes.ts";

/** The exports of `_montecarlo.wasm`; `_assembly/index.ts` documents each. */
export interface HotLoops {
  memory: WebAssembly.Memory;
  /** The address where the table of third cards goes, 729 × 729 u16 (the module reserves it; see `_assembly/layout.ts`). */
  THIRD: WebAssembly.Global;
  seedXorwow(x: number, y: number, z: number, w: number, v: number, d: number): void;
  countNoSet(n: number, trials: number, deckSize: number): number;
  resetPath(deckSize: number): void;
  sisWeight(n: number, deckSize: number): number;
  startPopulation(size: number, deckSize: number): void;
  populationEstimate(n: number): number;
}

/**
 * The hot loops of this thread, ready: the table of third cards (`thirdTable()`, 1 MB) written at
 * the address the module exports, and
 * each loop run a few times on a few thousand tables or paths at import, because V8 first runs
 * a WebAssembly function in its baseline compiler and switches to optimised code only on a
 * later call (a call in progress never switches): without the warm-up a worker's whole first
 * chunk would run at the baseline speed (measured, 8 fresh processes each: the first chunk of
 * 250,000 12-card tables took 2.1 times as long as the next ones; warmed, 1.0–1.1 times).
 * Cost at import: 7–14 ms of warm-up, and a few ms to build and copy the table.
 */
export const hotLoops: HotLoops = load();

/**
 * Points the module's generator at the start of a stream: the state seedrandom seeded for `key`,
 * so the loops draw exactly the numbers `randomStream(key)` gives.
 *
 * Cost: seeding one seedrandom generator to read its state (a few microseconds).
 *
 * @param key The stream.
 * @example The single-path loop, seeded, gives a weight
 * ```ts
 * import { hotLoops, seedStream } from "./_wasm_module.ts";
 * import { ok } from "node:assert/strict";
 * seedStream({ seed: "42", method: "sis", n: 12, chunk: 0 });
 * hotLoops.resetPath(81);
 * const weight = hotLoops.sisWeight(12, 81);
 * ok(weight >= 0 && weight < 1);
 * ```
 */
export function seedStream(key: StreamKey): void {
  const { x, y, z, w, v, d } = randomStreamState(key);
  hotLoops.seedXorwow(x, y, z, w, v, d);
}

function load(): HotLoops {
  const module = new WebAssembly.Module(wasmBytes());
  const loops = new WebAssembly.Instance(module, {}).exports as unknown as HotLoops;
  const third = thirdTable();
  new Uint16Array(loops.memory.buffer, loops.THIRD.value, third.length).set(third);
  // The warm-up: a few calls of each loop, long enough for V8 to queue its optimised compile.
  loops.seedXorwow(1, 2, 3, 4, 5, 6);
  for (let call = 0; call < 3; call++) {
    loops.countNoSet(12, 20_000, 81);
    loops.resetPath(81);
    for (let path = 0; path < 2_000; path++) loops.sisWeight(12, 81);
    loops.startPopulation(100, 81);
    loops.populationEstimate(12);
  }
  return loops;
}
