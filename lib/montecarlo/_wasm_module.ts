/**
 * The Monte Carlo hot loops as WebAssembly (`_montecarlo.wasm`, compiled from `_assembly/` by `deno task wasm`),
 * loaded once per thread on import. Only workers and tests import it: `lib/set.ts` loads no WebAssembly.
 *
 * @module
 */
import { thirdTable } from "../core/rule.ts";
import { randomStreamState, type StreamKey } from "../common/random.ts";
import { wasmBytes } from "./_wasm_bytes.ts";

/** The exports of `_montecarlo.wasm`; `_assembly/index.ts` documents each. */
interface HotLoops {
  memory: WebAssembly.Memory;
  THIRD: WebAssembly.Global;
  seedXorwow(x: number, y: number, z: number, w: number, v: number, d: number): void;
  countNoSet(n: number, trials: number, deckSize: number): number;
  resetPath(deckSize: number): void;
  sisWeight(n: number, deckSize: number): number;
  startPopulation(size: number, deckSize: number): void;
  populationEstimate(n: number): number;
}

/**
 * The hot loops of this thread, their table of third cards written in, each run a few times at import: V8 switches a
 * WebAssembly function to optimised code only on a later call, so without it a worker's first chunk would be slow.
 */
export const hotLoops: HotLoops = load();

/** Points the loops' generator at the start of a stream: they draw exactly the numbers `randomStream(key)` gives. */
export function seedStream(key: StreamKey): void {
  const { x, y, z, w, v, d } = randomStreamState(key);
  hotLoops.seedXorwow(x, y, z, w, v, d);
}

function load(): HotLoops {
  const module = new WebAssembly.Module(wasmBytes());
  const loops = new WebAssembly.Instance(module, {}).exports as unknown as HotLoops;
  const third = thirdTable();
  new Uint16Array(loops.memory.buffer, loops.THIRD.value, third.length).set(third);
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
