/**
 * Folders of output: copying one, and replacing a folder's entries by freshly written ones, each
 * by one rename, so a reader sees the old entry or the new one, never half of either (what the
 * notebook runner and the exporter do when their output is complete).
 *
 * @module
 */
import { exists } from "../common/files.ts";
import { join } from "node:path";

/**
 * Replaces the entries `names` of folder `to` by those of folder `from` (on the same file
 * system): each old entry is moved aside, the new one renamed into place, and the old ones
 * removed at the end. An entry missing from `from` is removed from `to`; other entries of `to`
 * are left alone. Cost: two renames per entry, and deleting the old ones.
 *
 * @example
 * ```ts
 * import { replaceEntries } from "./folders.ts";
 * import { equal } from "node:assert/strict";
 * const [from, to] = [await Deno.makeTempDir(), await Deno.makeTempDir()];
 * await Deno.writeTextFile(`${from}/index.html`, "new");
 * await Deno.writeTextFile(`${to}/index.html`, "old");
 * await Deno.writeTextFile(`${to}/keep.txt`, "the user's");
 * await replaceEntries(from, to, ["index.html"]);
 * equal(await Deno.readTextFile(`${to}/index.html`), "new");
 * equal(await Deno.readTextFile(`${to}/keep.txt`), "the user's");
 * await Deno.remove(from, { recursive: true });
 * await Deno.remove(to, { recursive: true });
 * ```
 */
export async function replaceEntries(from: string, to: string, names: readonly string[]): Promise<void> {
  await Deno.mkdir(to, { recursive: true });
  const old = await Deno.makeTempDir({ dir: to, prefix: ".replaced-" });
  try {
    for (const name of names) {
      if (await exists(join(to, name))) await Deno.rename(join(to, name), join(old, name));
    }
    for (const name of names) {
      if (await exists(join(from, name))) await Deno.rename(join(from, name), join(to, name));
    }
  } finally {
    await Deno.remove(old, { recursive: true });
  }
}

/**
 * Copies folder `from` into `to` (created if missing): its files and folders at every depth.
 * Cost: one copy per file.
 *
 * @example
 * ```ts
 * import { copyTree } from "./folders.ts";
 * import { equal } from "node:assert/strict";
 * const from = await Deno.makeTempDir();
 * await Deno.mkdir(`${from}/en`);
 * await Deno.writeTextFile(`${from}/en/a.svg`, "<svg/>");
 * const parent = await Deno.makeTempDir();
 * await copyTree(from, `${parent}/copy`);
 * equal(await Deno.readTextFile(`${parent}/copy/en/a.svg`), "<svg/>");
 * await Deno.remove(from, { recursive: true });
 * await Deno.remove(parent, { recursive: true });
 * ```
 */
export async function copyTree(from: string, to: string): Promise<void> {
  await Deno.mkdir(to, { recursive: true });
  for await (const entry of Deno.readDir(from)) {
    if (entry.isDirectory) await copyTree(join(from, entry.name), join(to, entry.name));
    else if (entry.isFile) await Deno.copyFile(join(from, entry.name), join(to, entry.name));
  }
}
