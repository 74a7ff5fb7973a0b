/**
 * Files written whole (never over a symlink, FIFO, device or folder), and the check, before any work, that one can be.
 *
 * @module
 */
import { basename, dirname } from "node:path";
import { UsageError } from "./params.ts";

/** Temporary files being written now, removed by {@link removeTemporaryFiles} on an interrupt. */
const temporaries = new Set<string>();

/** What kind of thing a path is: `"missing"`, `"file"`, or what else it is. */
async function kindOf(path: string): Promise<string> {
  try {
    const info = await Deno.lstat(path);
    if (info.isFile) return "file";
    if (info.isSymlink) return "a symlink";
    return info.isDirectory ? "a folder" : "a FIFO, socket or device";
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return "missing";
    throw error;
  }
}

/** Whether anything (a file, a folder, a symlink, even a broken one) is at `path`. */
export async function exists(path: string): Promise<boolean> {
  return await kindOf(path) !== "missing";
}

/** A folder's entries; none when it does not exist. */
export function folderEntries(dir: string): Promise<Deno.DirEntry[]> {
  return Array.fromAsync(Deno.readDir(dir)).catch((error) =>
    error instanceof Deno.errors.NotFound ? [] : Promise.reject(error)
  );
}

/** Whether `path` is a folder (or a link to one). */
export async function isFolder(path: string): Promise<boolean> {
  return await Deno.stat(path).then((info) => info.isDirectory, () => false);
}

/**
 * Checks, before any work, that `path` can be written: its folder exists and is writable, and `path` does not exist
 * or, with `force`, is a regular file. Throws a UsageError naming the flag (`label`, default `--out`) and the path.
 */
export async function checkOutFile(
  path: string,
  { force = false, label = "--out" }: { force?: boolean; label?: string } = {},
): Promise<void> {
  if (path === "") throw new UsageError(`${label} must be a path, got ""`);
  const folder = dirname(path);
  if (!(await isFolder(folder))) throw new UsageError(`${label} ${path}: folder ${folder} does not exist`);
  const kind = await kindOf(path);
  if (kind === "file" && !force) throw new UsageError(`${label} ${path} exists; pass --force to replace it`);
  if (kind !== "file" && kind !== "missing") {
    throw new UsageError(`${label} ${path} is ${kind}; only a regular file is ever replaced`);
  }
  const probe = `${folder}/.probe.${Deno.pid}.${crypto.randomUUID().slice(0, 8)}`;
  try {
    await Deno.writeTextFile(probe, "", { createNew: true });
    await Deno.remove(probe);
  } catch {
    throw new UsageError(`${label} ${path}: folder ${folder} is not writable`);
  }
}

/**
 * Writes a file through a temporary file beside it, renamed over a regular file or, with `replace: false`, hard-linked
 * to the name, throwing Deno.errors.AlreadyExists if anything got there first (so two writers cannot both succeed).
 * Throws a UsageError when the path is a symlink, FIFO, device or folder.
 */
export async function writeFileAtomic(
  path: string,
  data: string | Uint8Array,
  { replace = true }: { replace?: boolean } = {},
): Promise<void> {
  const temporary = `${dirname(path)}/.${basename(path)}.${Deno.pid}.${crypto.randomUUID().slice(0, 8)}.tmp`;
  temporaries.add(temporary);
  try {
    if (typeof data === "string") await Deno.writeTextFile(temporary, data, { createNew: true });
    else await Deno.writeFile(temporary, data, { createNew: true });
    if (replace) {
      const kind = await kindOf(path);
      if (kind !== "file" && kind !== "missing") throw new UsageError(`${path} is ${kind}; not replacing it`);
      await Deno.rename(temporary, path);
    } else {
      await Deno.link(temporary, path);
    }
  } finally {
    await Deno.remove(temporary).catch(() => {});
    temporaries.delete(temporary);
  }
}

/** Removes the temporary files being written now (on an interrupt, before exiting). */
export function removeTemporaryFiles(): void {
  for (const temporary of temporaries) {
    try {
      Deno.removeSync(temporary);
    } catch { /* already gone */ }
  }
  temporaries.clear();
}
