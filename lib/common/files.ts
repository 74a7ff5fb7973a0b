/**
 * Writing result files so that no reader ever sees half of one.
 *
 * @module
 */

/**
 * Writes `data` to `path` through a temporary file beside it and a rename, so
 * no reader sees half a file; on failure the temporary file is removed.
 *
 * @example
 * ```ts
 * import { writeFileAtomic } from "./files.ts";
 * import { equal } from "node:assert/strict";
 * const dir = await Deno.makeTempDir();
 * await writeFileAtomic(`${dir}/result.json`, "{}");
 * equal(await Deno.readTextFile(`${dir}/result.json`), "{}");
 * await Deno.remove(dir, { recursive: true });
 * ```
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const temporary = `${path}.${Deno.pid}.tmp`;
  try {
    if (typeof data === "string") await Deno.writeTextFile(temporary, data);
    else await Deno.writeFile(temporary, data);
    await Deno.rename(temporary, path);
  } catch (error) {
    await Deno.remove(temporary).catch(() => {});
    throw error;
  }
}
