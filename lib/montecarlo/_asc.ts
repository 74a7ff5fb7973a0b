/**
 * Compiles the AssemblyScript hot loops (`_assembly/`) into WebAssembly with the
 * AssemblyScript compiler (npm `assemblyscript`, run by Deno): used by `deno task wasm`
 * to build the committed `_montecarlo.wasm`, and by its test to check that the committed
 * binary is what the sources compile to today.
 *
 * @module
 */
import asc from "assemblyscript/asc";

/** The entry of the AssemblyScript sources. */
export const HOT_LOOPS_SOURCE: URL = new URL("./_assembly/index.ts", import.meta.url);

/** The committed binary that `_wasm_module.ts` loads. */
export const HOT_LOOPS_WASM: URL = new URL("./_montecarlo.wasm", import.meta.url);

// Optimised for speed; the stub runtime, as the loops allocate nothing; no imports at all
// (`abort=` drops the abort hook, `--noAssert` the assertions), so the loader instantiates with {}.
const OPTIONS = ["--optimizeLevel", "3", "--shrinkLevel", "0", "--runtime", "stub", "--use", "abort=", "--noAssert"];

/**
 * The binary the AssemblyScript sources compile to. Deterministic: the same sources and
 * compiler version give the same bytes. Cost: about a second (the compiler and Binaryen load and optimise).
 *
 * @param entry The entry file; default {@link HOT_LOOPS_SOURCE}.
 * @returns The WebAssembly binary.
 * @throws {Error} with the compiler's messages when the sources do not compile.
 * @example The binary is a WebAssembly module exporting the loops
 * ```ts
 * import { compileHotLoops } from "./_asc.ts";
 * import { ok } from "node:assert/strict";
 * const module = new WebAssembly.Module(await compileHotLoops());
 * const names = WebAssembly.Module.exports(module).map((e) => e.name);
 * ok(names.includes("countNoSet") && names.includes("populationEstimate"));
 * ```
 */
export async function compileHotLoops(entry: URL = HOT_LOOPS_SOURCE): Promise<Uint8Array<ArrayBuffer>> {
  const baseDir = decodeURIComponent(new URL(".", entry).pathname);
  const name = decodeURIComponent(entry.pathname).slice(baseDir.length);
  let binary: Uint8Array | undefined;
  const messages: string[] = [];
  const { error } = await asc.main([name, "--baseDir", baseDir, "--outFile", "out.wasm", ...OPTIONS], {
    writeFile: (file: string, contents: Uint8Array | string) => {
      if (file.endsWith("out.wasm") && typeof contents !== "string") binary = contents;
    },
    stdout: { write: (text: string | Uint8Array) => void messages.push(String(text)) },
    stderr: { write: (text: string | Uint8Array) => void messages.push(String(text)) },
  });
  if (error || !binary) throw new Error(`AssemblyScript: ${entry.pathname} does not compile\n${messages.join("")}`);
  return new Uint8Array(binary); // a copy that owns a plain ArrayBuffer, as WebAssembly.Module wants
}
