// @ts-nocheck -- AssemblyScript, compiled by `deno task wasm` into ../_montecarlo.wasm, not type-checked by Deno.
/**
 * The Monte Carlo hot loops in AssemblyScript: the entry that `deno task wasm` compiles
 * into lib/montecarlo/_montecarlo.wasm. Each loop is the TypeScript loop of the same name
 * (sis.ts, _reference_test.ts), written again for speed and tested to give bit-identical results
 * on the same stream. What the loader uses:
 *
 * - `THIRD`, the address where it copies the table of third cards, 729 × 729 u16 (the only region it writes);
 * - `seedXorwow(x, y, z, w, v, d)`, the state of a stream as seedrandom reports it;
 * - `countNoSet(n, trials, deckSize)`, plain sampling;
 * - `resetPath(deckSize)`, `sisWeight(n, deckSize)`, single importance-sampling paths;
 * - `startPopulation(size, deckSize)`, `populationEstimate(n)`, resampled populations.
 *
 * Every loop takes the deck by its size, 3^d cards for d = 2..6 features (see layout.ts).
 *
 * This folder is AssemblyScript, a TypeScript dialect for WebAssembly: `i32`, `u8`, `f64`
 * are machine types, `<u64> a` converts, `load<u8>(address)` / `store<u8>(address, value)`
 * read and write memory. Deno formats and lints it like TypeScript; `// @ts-nocheck`
 * keeps `deno check` from type-checking it (those types are AssemblyScript's).
 *
 * @module
 */
// AssemblyScript resolves `import … from "./x.ts"` but not `export … from "./x.ts"`: import, then export.
import { THIRD } from "./layout.ts";
import { seedXorwow } from "./random.ts";
import { countNoSet } from "./plain.ts";
import { populationEstimate, resetPath, sisWeight, startPopulation } from "./sis.ts";

export { countNoSet, populationEstimate, resetPath, seedXorwow, sisWeight, startPopulation, THIRD };
