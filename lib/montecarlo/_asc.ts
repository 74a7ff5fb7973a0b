/**
 * Compiles the AssemblyScript hot loops (`_assembly/`) into WebAssembly, for `deno task wasm`.
 *
 * @module
 */
import asc from "assemblyscript/asc";

const HOT_LOOPS_SOURCE: URL = new URL("./_assembly/index.ts", import.meta.url);

/** The committed binary that `_chunk.ts` loads. */
export const HOT_LOOPS_WASM: URL = new URL("./_montecarlo.wasm", import.meta.url);

// Optimised for speed; the stub runtime, as the loops allocate nothing; no imports at all
// (`abort=` drops the abort hook, `--noAssert` the assertions), so the loader instantiates with {}.
const OPTIONS = ["--optimizeLevel", "3", "--shrinkLevel", "0", "--runtime", "stub", "--use", "abort=", "--noAssert"];

/** The binary the AssemblyScript sources compile to; throws with the compiler's messages when they do not compile. */
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
