/**
 * Folders owned by a task: a task writes only into a folder it made, holding a marker naming it ({@link OWNER_FILE}),
 * or into a run's folder through the runner.
 *
 * @module
 */
import { basename, dirname, join, relative, resolve } from "node:path";
import { UsageError } from "../common/params.ts";

/** The marker in a folder a task owns: `{"task": "puzzle"}`. */
export const OWNER_FILE = ".made-by.json";

/** The file every run's folder holds, and the mark that a folder is a run's. */
export const RUN_RECORD = "run.json";

/** The folder under an output root where runs are built before they are put in place. */
export const STAGING_FOLDER = ".runs";

/** The project's folder (two levels above this module). */
export const PROJECT_ROOT: string = resolve(new URL("../..", import.meta.url).pathname);

/** Where runs go unless told otherwise: `out/` in the project. */
export const DEFAULT_OUT: string = join(PROJECT_ROOT, "out");

/** A path as a reader is told it: relative to the project where it lies inside it. */
export function shownPath(path: string): string {
  const inside = relative(PROJECT_ROOT, path);
  return inside.startsWith("..") ? path : inside;
}

/** The path with symlinks of its existing part resolved, the rest appended. */
async function realPath(path: string): Promise<string> {
  const full = resolve(path);
  return await Deno.realPath(full).catch(() =>
    dirname(full) === full ? full : realPath(dirname(full)).then((head) => join(head, basename(full)))
  );
}

/** The task that owns a folder by its marker, if any. */
async function ownerOf(folder: string): Promise<string | undefined> {
  const marker = await Deno.readTextFile(join(folder, OWNER_FILE)).then(JSON.parse).catch(() => undefined);
  return marker == null ? undefined : typeof marker.task === "string" ? marker.task : "another task";
}

/**
 * Throws a UsageError naming the folder (as given: `label`, `--out out/x`) and why, when it is the project's own
 * (`notebooks/`, `lib/`, `data/`, `.git/`, the project itself) or lies inside a run's folder, a runner's staging folder
 * or a folder a task other than `allow` owns.
 */
export async function refuseForeignFolder(path: string, label: string, allow?: string): Promise<void> {
  const [where, home] = [await realPath(path), await realPath(PROJECT_ROOT)];
  if (where === home) throw new UsageError(`${label} is the project's own folder`);
  for (const source of ["notebooks", "lib", "data", ".git"]) {
    if (!relative(join(home, source), where).startsWith("..")) {
      throw new UsageError(`${label} is inside the project's ${source}/ folder`);
    }
  }
  for (let folder = where;; folder = dirname(folder)) {
    if (folder.split("/").pop() === STAGING_FOLDER) {
      throw new UsageError(`${label} is inside ${folder}, where the notebook runner builds runs`);
    }
    if (await Deno.stat(join(folder, RUN_RECORD)).then((info) => info.isFile, () => false)) {
      throw new UsageError(`${label} is inside the run folder ${folder}, which only deno task notebooks writes`);
    }
    const owner = await ownerOf(folder);
    if (owner !== undefined && owner !== allow) {
      throw new UsageError(
        `${label} is inside ${folder}, a folder of ${owner === "jupyter" ? "Jupyter" : `deno task ${owner}`}`,
      );
    }
    if (dirname(folder) === folder) return;
  }
}

/**
 * Makes a folder the task's own: creates it with its marker, or checks the marker of one that exists. Throws a
 * UsageError when the folder exists without the task's marker, or is refused by {@link refuseForeignFolder}.
 */
export async function ownFolder(path: string, task: string, label: string): Promise<void> {
  const shown = `${label} ${path}`;
  await refuseForeignFolder(path, shown, task);
  const info = await Deno.lstat(path).catch(() => undefined);
  if (info && !info.isDirectory) throw new UsageError(`${shown} is not a folder`);
  if (info) {
    if (await ownerOf(path) !== task) {
      throw new UsageError(
        `${shown} is not a folder of deno task ${task} (it has no ${OWNER_FILE}); give a new folder`,
      );
    }
    return;
  }
  await Deno.mkdir(path, { recursive: true }).catch((error) => {
    const why = error instanceof Deno.errors.NotADirectory ? "a part of its path is a file" : error.message;
    throw new UsageError(`${shown} cannot be made: ${why}`);
  });
  await Deno.writeTextFile(join(path, OWNER_FILE), JSON.stringify({ task }) + "\n", { createNew: true });
}
