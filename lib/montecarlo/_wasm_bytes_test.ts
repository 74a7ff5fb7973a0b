import { wasmBytes } from "./_wasm_bytes.ts";
import { deepEqual } from "node:assert/strict";

Deno.test("wasmBytes() works as its doc says", () => {
  deepEqual([...wasmBytes().subarray(0, 4)], [0, 0x61, 0x73, 0x6d]); // "\0asm"
});
