/**
 * The bytes of `_montecarlo.wasm`, read from beside this file. The pages' bundle (lib/web/bundle.ts) puts a module
 * of its own in this one's place, with the same bytes inlined, since a page opened from `file://` can read no file.
 *
 * @module
 */

/**
 * The compiled hot loops, as bytes. Cost: reading a 2 kB file.
 *
 * @example
 * ```ts
 * import { wasmBytes } from "./_wasm_bytes.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual([...wasmBytes().subarray(0, 4)], [0, 0x61, 0x73, 0x6d]); // "\0asm"
 * ```
 */
export function wasmBytes(): Uint8Array<ArrayBuffer> {
  return Deno.readFileSync(new URL("./_montecarlo.wasm", import.meta.url));
}
