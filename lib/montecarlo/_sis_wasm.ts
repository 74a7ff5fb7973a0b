/**
 * Sequential importance sampling for P(no SET | n), the fast way: the single-path
 * loop of `noSetSis` (lib/no_set_sis.ts, `population: 1`) compiled to WebAssembly
 * (lib/no_set_sis.wat), giving bit-identical weights on the same stream.
 *
 * @module
 */
import { DECK_SIZE } from "../core/card.ts";
import { type Moments, pushMoment } from "../stats/moments.ts";
import { randomStreamState, type StreamKey } from "../common/random.ts";
import { loadHotLoop, type WasmExports } from "./_wasm_module.ts";

let sis: WasmExports | undefined;

function load(): WasmExports {
  sis ??= loadHotLoop(new URL("./_sis.wasm", import.meta.url), { rejectAt: 6656, reject: (m) => 2 ** 32 % m });
  return sis;
}

/** Options of {@link noSetSisWasm}. */
export interface NoSetSisWasmOptions {
  /** Target table size, 3..81. */
  n: number;
  /** Number of paths, each one estimate. */
  replicates: number;
  /** The random stream: the one `randomStream` gives for this key. */
  stream: StreamKey;
}

/**
 * Estimates P(no SET | n) `replicates` times by single importance-sampling paths and
 * returns the count, mean and sum of squared deviations of their weights: the same
 * moments, bit for bit, as `noSetSis({ n, replicates, next: randomStream(stream) })`.
 * Cost: replicates · (C(n−1, 2) look-ups + n − 1 random indices).
 *
 * @throws {RangeError} when n is not in 3..81 or replicates is not a positive integer.
 * @example The same moments as the TypeScript version
 * ```ts
 * import { noSetSisWasm } from "./_sis_wasm.ts";
 * import { noSetSis } from "./sis.ts";
 * import { randomStream } from "../common/random.ts";
 * import { deepEqual } from "node:assert/strict";
 * const stream = { seed: "42", method: "sis", n: 12, chunk: 0 };
 * deepEqual(noSetSisWasm({ n: 12, replicates: 1000, stream }), noSetSis({ n: 12, replicates: 1000, next: randomStream(stream) }));
 * ```
 */
export function noSetSisWasm({ n, replicates, stream }: NoSetSisWasmOptions): Moments {
  if (!Number.isInteger(n) || n < 3 || n > DECK_SIZE) throw new RangeError(`table size ${n} is not in 3..81`);
  if (!Number.isInteger(replicates) || replicates < 1) {
    throw new RangeError(`replicates ${replicates} is not a positive integer`);
  }
  const exports = load();
  const { x, y, z, w, v, d } = randomStreamState(stream);
  exports.seed(x, y, z, w, v, d);
  const moments: Moments = { count: 0, mean: 0, m2: 0 };
  for (let r = 0; r < replicates; r++) pushMoment(moments, exports.weight(n));
  return moments;
}
