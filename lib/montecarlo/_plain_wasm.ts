/**
 * Plain Monte Carlo for P(no SET | n), the fast way: the hot loop of
 * `noSetPlain` (lib/no_set_plain.ts) compiled to WebAssembly (lib/no_set_plain.wat), about
 * 1.7 times as fast, counting exactly the same tables on the same stream.
 *
 * @module
 */
import { DECK_SIZE } from "../core/card.ts";
import { randomStreamState, type StreamKey } from "../common/random.ts";
import { loadHotLoop, type WasmExports } from "./_wasm_module.ts";

let plain: WasmExports | undefined;

function load(): WasmExports {
  plain ??= loadHotLoop(new URL("./_plain.wasm", import.meta.url), { rejectAt: 6656, reject: (m) => 65536 % m });
  return plain;
}

/** Options of {@link noSetPlainWasm}. */
export interface NoSetPlainWasmOptions {
  /** Cards on each table, 3..81. */
  n: number;
  /** Tables to deal, at most 2^31 − 1 in one call. */
  trials: number;
  /** The random stream: the one `randomStream` gives for this key. */
  stream: StreamKey;
}

/**
 * Deals `trials` uniform tables of n cards and counts those holding no SET:
 * the same tables, on the same stream, as `noSetPlain({ n, trials, next: randomStream(stream) })`.
 * Cost: at most C(n,2) look-ups a table, usually far fewer; about 55 ns a 12-card table.
 *
 * @returns The number of tables without a SET.
 * @throws {RangeError} when n is not in 3..81 or trials is not an integer in 0..2^31 − 1.
 * @example The same count as the JavaScript version
 * ```ts
 * import { noSetPlainWasm } from "./_plain_wasm.ts";
 * import { noSetPlain } from "./plain.ts";
 * import { randomStream } from "../common/random.ts";
 * import { equal } from "node:assert/strict";
 * const stream = { seed: "42", method: "plain", n: 12, chunk: 0 };
 * equal(noSetPlainWasm({ n: 12, trials: 10_000, stream }), noSetPlain({ n: 12, trials: 10_000, next: randomStream(stream) }));
 * ```
 */
export function noSetPlainWasm({ n, trials, stream }: NoSetPlainWasmOptions): number {
  if (!Number.isInteger(n) || n < 3 || n > DECK_SIZE) throw new RangeError(`table size ${n} is not in 3..81`);
  if (!Number.isInteger(trials) || trials < 0 || trials > 2 ** 31 - 1) {
    throw new RangeError(`trials ${trials} is not an integer in 0..2^31 - 1`);
  }
  const exports = load();
  const { x, y, z, w, v, d } = randomStreamState(stream);
  exports.seed(x, y, z, w, v, d);
  return exports.count(n, trials);
}
