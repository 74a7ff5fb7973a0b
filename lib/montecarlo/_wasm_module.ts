/**
 * Loading the project's WebAssembly hot loops (lib/*.wasm, compiled from lib/*.wat).
 *
 * @module
 */
import { DECK_SIZE } from "../core/card.ts";
import { THIRD } from "../core/rule.ts";

/** A hot-loop module: its memory, and its functions. */
export interface WasmExports {
  memory: WebAssembly.Memory;
  // deno-lint-ignore no-explicit-any
  [name: string]: any;
}

/**
 * Instantiates a module with no imports, and writes into its memory the THIRD table
 * (at 0) and, at `rejectAt`, the rejection thresholds `reject(m)` for m = 0..81, as the
 * `.wat` files lay them out.
 *
 * @param url The `.wasm` file.
 * @param options Where the thresholds go, and what they are (Lemire's 2^16 or 2^32 mod m).
 */
export function loadHotLoop(
  url: URL,
  { rejectAt, reject }: { rejectAt: number; reject: (m: number) => number },
): WasmExports {
  const module = new WebAssembly.Module(Deno.readFileSync(url));
  const exports = new WebAssembly.Instance(module, {}).exports as unknown as WasmExports;
  new Uint8Array(exports.memory.buffer, 0, THIRD.length).set(THIRD);
  new Int32Array(exports.memory.buffer, rejectAt, DECK_SIZE + 1)
    .set(Int32Array.from({ length: DECK_SIZE + 1 }, (_, m) => (m === 0 ? 0 : reject(m))));
  return exports;
}
