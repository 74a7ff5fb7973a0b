// @ts-nocheck -- AssemblyScript, compiled by `deno task wasm` into ../_montecarlo.wasm, not type-checked by Deno.
/**
 * The Monte Carlo hot loops in AssemblyScript, compiled by `deno task wasm` into lib/montecarlo/_montecarlo.wasm: each
 * the TypeScript loop of the same name (sis.ts, _reference_test.ts) written again for speed, tested to give
 * bit-identical results on the same stream, taking the deck by its size 3^d. The loader uses `THIRD` (where it copies
 * the table of third cards), `seedXorwow` (a stream's state), `countNoSet` (plain sampling), `resetPath` and
 * `sisWeight` (single paths), `startPopulation` and `populationEstimate` (resampled populations).
 *
 * AssemblyScript is a TypeScript dialect for WebAssembly: `i32`, `u8`, `f64` are machine types, `<u64> a` converts,
 * `load<u8>(address)` / `store<u8>(address, value)` read and write memory; `// @ts-nocheck` keeps `deno check` off.
 *
 * @module
 */
// AssemblyScript resolves `import … from "./x.ts"` but not `export … from "./x.ts"`: import, then export.
import { THIRD } from "./layout.ts";
import { seedXorwow } from "./random.ts";
import { countNoSet } from "./plain.ts";
import { populationEstimate, resetPath, sisWeight, startPopulation } from "./sis.ts";

export { countNoSet, populationEstimate, resetPath, seedXorwow, sisWeight, startPopulation, THIRD };
