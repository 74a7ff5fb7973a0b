/**
 * Compiles WebAssembly text (`.wat`) to a binary with wabt: used by `deno task wasm`
 * to build the committed `.wasm` files, and by their tests to check them.
 *
 * @module
 */
import wabtInit from "wabt";

/**
 * The binary of a `.wat` file, as wabt compiles it.
 *
 * @param path The `.wat` file.
 * @returns The WebAssembly binary.
 * @throws {Error} naming the file when the text does not parse.
 */
export async function compileWat(path: string | URL): Promise<Uint8Array> {
  const wabt = await wabtInit();
  const module = wabt.parseWat(String(path), await Deno.readTextFile(path));
  try {
    return module.toBinary({}).buffer;
  } finally {
    module.destroy();
  }
}
