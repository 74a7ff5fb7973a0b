// @ts-nocheck -- AssemblyScript, compiled by `deno task wasm` into ../_montecarlo.wasm, not type-checked by Deno.
/**
 * The Monte Carlo hot loops in AssemblyScript (a TypeScript dialect for WebAssembly: `i32`, `f64` are machine types,
 * `<u64> a` converts, `load<u8>` / `store<u8>` access memory), compiled by `deno task wasm` into _montecarlo.wasm: each
 * the TypeScript loop of the same name (sis.ts, _reference_test.ts) written again for speed, tested to give
 * bit-identical results on the same stream, the deck taken by its size 3^d.
 *
 * @module
 */
// AssemblyScript resolves `import … from "./x.ts"` but not `export … from "./x.ts"`: import, then export.
import { THIRD } from "./layout.ts";
import { seedXorwow } from "./random.ts";
import { countNoSet } from "./plain.ts";
import { populationEstimate, resetPath, sisWeight, startPopulation } from "./sis.ts";

export { countNoSet, populationEstimate, resetPath, seedXorwow, sisWeight, startPopulation, THIRD };
