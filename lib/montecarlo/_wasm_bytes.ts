/**
 * The bytes of `_montecarlo.wasm`, read from beside this file; the pages' bundle puts a module inlining them instead.
 *
 * @module
 */

/** The compiled hot loops. */
export function wasmBytes(): Uint8Array<ArrayBuffer> {
  return Deno.readFileSync(new URL("./_montecarlo.wasm", import.meta.url));
}
