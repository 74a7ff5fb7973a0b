/**
 * A run's folder, replaced in one step: `ROOT/NAME/`, built beside its old copy and put in place
 * only when complete.
 *
 * Everything of a run in progress lives in `ROOT/.runs/`, on the same file system as the folder
 * it replaces (so the final move is a rename, wherever ROOT is mounted):
 *
 * - `NAME.lock` — held (an advisory lock, `flock`) by the one live run of that name; the
 *   operating system releases it when the process ends, however it ends;
 * - `NAME.new-ID/` — the new copy being built;
 * - `NAME.old-ID/` — the previous copy, for the instant between the two renames that replace it.
 *
 * A run that takes a lock first clears what dead runs of that name left behind: new copies are
 * removed, and a previous copy moved aside by a run that died before moving its new one in is
 * put back. Lock files are never removed (removing a lock file another process is waiting on
 * would let two runs hold "the" lock).
 *
 * @module
 */
import { join } from "node:path";
import { exists } from "../common/files.ts";
import { RUN_RECORD } from "./parameters.ts";

export { RUN_RECORD };

/** Why a run's folder cannot be opened: one line for the user. */
export class RunFolderError extends Error {
  override name = "RunFolderError";
}

/** A run's folder, opened for replacing. */
export interface RunFolder {
  /** The folder that holds runs. */
  root: string;
  /** The run's name. */
  name: string;
  /** `ROOT/NAME`, where the run ends up. */
  path: string;
  /** The new copy being built; everything the run writes goes here. */
  staging: string;
  /** Whether `ROOT/NAME` held a run before this one. */
  existed: boolean;
  /** Puts the new copy in place of the old one (two renames), then removes the old one. */
  commit(): Promise<void>;
  /** Removes the new copy if it was not put in place, and lets go of the lock. Safe to call twice. */
  release(): Promise<void>;
}

const BOOKKEEPING = ".runs";
const DEBRIS = /^(.*)\.(new|old)-[0-9a-z]+$/;

function randomId(): string {
  return `${Deno.pid.toString(36)}${Math.floor(Math.random() * 36 ** 6).toString(36)}`;
}

/** Turns a file-system error into one line naming the folder. */
function explain(error: unknown, what: string): RunFolderError {
  if (error instanceof RunFolderError) return error;
  const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
  return new RunFolderError(`cannot write ${what}: ${message}`);
}

/** Lists a folder's entries, none when it does not exist. */
async function list(dir: string): Promise<Deno.DirEntry[]> {
  const entries: Deno.DirEntry[] = [];
  try {
    for await (const entry of Deno.readDir(dir)) entries.push(entry);
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  }
  return entries;
}

/** Clears what dead runs named `name` left in `ROOT/.runs` (the caller holds that name's lock). */
async function clearDebris(root: string, name: string): Promise<void> {
  const books = join(root, BOOKKEEPING);
  const leftovers = (await list(books)).filter((entry) => {
    const match = DEBRIS.exec(entry.name);
    return entry.isDirectory && match?.[1] === name;
  });
  const old = leftovers.filter((entry) => DEBRIS.exec(entry.name)![2] === "old");
  if (old.length && !(await exists(join(root, name)))) {
    // A run died between moving the old copy aside and moving its new one in: put the old one back.
    await Deno.rename(join(books, old[0].name), join(root, name));
  }
  for (const entry of leftovers) await Deno.remove(join(books, entry.name), { recursive: true }).catch(() => {});
}

/** Opens (creating it) and tries to lock `NAME.lock`; the file if the lock was taken, else undefined. */
async function tryLock(root: string, name: string): Promise<Deno.FsFile | undefined> {
  const file = await Deno.open(join(root, BOOKKEEPING, `${name}.lock`), { read: true, write: true, create: true });
  if (await file.tryLock(true)) return file;
  file.close();
  return undefined;
}

/** Who holds a lock, as its holder wrote it ("pid 123, started 2026-12-01T20:31:02Z"). */
async function holder(root: string, name: string): Promise<string> {
  try {
    const text = (await Deno.readTextFile(join(root, BOOKKEEPING, `${name}.lock`))).trim();
    return text || "another process";
  } catch {
    return "another process";
  }
}

/**
 * Opens `ROOT/NAME` for replacing: creates ROOT if needed, takes the name's lock (refusing when
 * another live run holds it), clears the debris of dead runs (of this name and of any other whose
 * lock is free), and makes an empty new copy in `ROOT/.runs/`. A folder `ROOT/NAME` that is not a
 * run's (it has no `run.json`) is refused rather than replaced.
 *
 * @throws {RunFolderError} one line: ROOT cannot be written, another run holds NAME, or
 *   `ROOT/NAME` is not a run's folder.
 * @example
 * ```ts
 * import { openRunFolder } from "./run_folder.ts";
 * import { equal } from "node:assert/strict";
 * const root = await Deno.makeTempDir();
 * const run = await openRunFolder(root, "seed-7");
 * await Deno.writeTextFile(`${run.staging}/run.json`, "{}");
 * await run.commit();
 * await run.release();
 * equal(await Deno.readTextFile(`${root}/seed-7/run.json`), "{}");
 * await Deno.remove(root, { recursive: true });
 * ```
 */
export async function openRunFolder(root: string, name: string): Promise<RunFolder> {
  const path = join(root, name);
  const books = join(root, BOOKKEEPING);
  let lock: Deno.FsFile | undefined;
  try {
    await Deno.mkdir(books, { recursive: true });
    lock = await tryLock(root, name);
  } catch (error) {
    throw explain(error, root);
  }
  if (!lock) throw new RunFolderError(`another run (${await holder(root, name)}) is writing ${path}; wait for it`);
  let staging = "";
  try {
    await lock.truncate();
    await lock.write(new TextEncoder().encode(`pid ${Deno.pid}, started ${new Date().toISOString()}\n`));
    await clearDebris(root, name);
    for (const entry of await list(books)) {
      const other = entry.isFile && entry.name.endsWith(".lock") ? entry.name.slice(0, -".lock".length) : undefined;
      if (other === undefined || other === name) continue;
      const free = await tryLock(root, other).catch(() => undefined);
      if (!free) continue;
      try {
        await clearDebris(root, other);
      } finally {
        free.close();
      }
    }
    const info = await Deno.lstat(path).catch(() => undefined);
    if (info && (!info.isDirectory || !(await exists(join(path, RUN_RECORD))))) {
      throw new RunFolderError(`${path} is not a run's folder (it has no ${RUN_RECORD}): move it away first`);
    }
    staging = join(books, `${name}.new-${randomId()}`);
    await Deno.mkdir(staging);
    let committed = false;
    return {
      root,
      name,
      path,
      staging,
      existed: info !== undefined,
      async commit() {
        const old = join(books, `${name}.old-${randomId()}`);
        try {
          if (await exists(path)) await Deno.rename(path, old);
          await Deno.rename(staging, path);
        } catch (error) {
          // Whatever failed, the previous copy stays where it was.
          if ((await exists(old)) && !(await exists(path))) await Deno.rename(old, path).catch(() => {});
          throw explain(error, path);
        }
        committed = true;
        await Deno.remove(old, { recursive: true }).catch(() => {});
      },
      async release() {
        if (!lock) return;
        if (!committed) await Deno.remove(staging, { recursive: true }).catch(() => {});
        lock.close();
        lock = undefined;
      },
    };
  } catch (error) {
    if (staging) await Deno.remove(staging, { recursive: true }).catch(() => {});
    lock.close();
    throw explain(error, root);
  }
}
