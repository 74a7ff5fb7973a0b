/**
 * The bytes of `_montecarlo.wasm`, read from beside this file; the pages' bundle (lib/web/bundle.ts) puts a module of
 * its own in this one's place, with the bytes inlined.
 *
 * @module
 */

/** The compiled hot loops. */
export function wasmBytes(): Uint8Array<ArrayBuffer> {
  return Deno.readFileSync(new URL("./_montecarlo.wasm", import.meta.url));
}
