/**
 * A run's folder, `ROOT/NAME/`, replaced in one step: built beside its old copy and put in place only when complete.
 * A run in progress lives in `ROOT/.runs/` (the same file system: the final move is a rename): `NAME.lock`, held by
 * the one live run of that name; `NAME.new-ID/`, the new copy; `NAME.old-ID/`, the previous copy between the two
 * renames. Lock files are never removed: removing one another process waits on would let two runs hold "the" lock.
 *
 * @module
 */
import { join } from "node:path";
import { exists, folderEntries } from "../common/files.ts";
import { holderOf, tryLock } from "./lock.ts";
import { RUN_RECORD, STAGING_FOLDER } from "./owned_folder.ts";

/** Why a run's folder cannot be opened or replaced: one line for the user. */
export class RunFolderError extends Error {
  override name = "RunFolderError";
}

/** A run's folder, opened for replacing. */
export interface RunFolder {
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

const DEBRIS = /^(.*)\.(new|old|foreign)-[0-9a-z]+$/;

function randomId(): string {
  return `${Deno.pid.toString(36)}${Math.floor(Math.random() * 36 ** 6).toString(36)}`;
}

function explain(error: unknown, what: string): RunFolderError {
  if (error instanceof RunFolderError) return error;
  const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
  return new RunFolderError(`cannot write ${what}: ${message}`);
}

const isRun = (folder: string) => exists(join(folder, RUN_RECORD));

/** Clears what dead runs named `name` left in `ROOT/.runs` (the caller holds that name's lock). */
async function clearDebris(root: string, name: string): Promise<void> {
  const books = join(root, STAGING_FOLDER);
  const mine = (await folderEntries(books)).filter((entry) =>
    entry.isDirectory && DEBRIS.exec(entry.name)?.[1] === name
  );
  const kind = (entry: Deno.DirEntry) => DEBRIS.exec(entry.name)![2];
  const old = mine.find((entry) => kind(entry) === "old");
  if (old && !(await exists(join(root, name)))) {
    // A run died between moving the previous copy aside and moving its new one in: put the previous one back.
    await Deno.rename(join(books, old.name), join(root, name));
  }
  const safe = await isRun(join(root, name));
  for (const entry of mine) {
    // A previous copy goes only once a run stands in its place; what someone else put there is never removed.
    if (kind(entry) === "new" || (kind(entry) === "old" && safe)) {
      await Deno.remove(join(books, entry.name), { recursive: true }).catch(() => {});
    }
  }
}

/**
 * Opens `ROOT/NAME` for replacing: creates ROOT if needed, takes the name's lock, clears the debris of dead runs (of
 * this name, and of any other whose lock is free), and makes an empty new copy in `ROOT/.runs/`. Throws a
 * RunFolderError when ROOT cannot be written, another live run holds NAME, or `ROOT/NAME` has no `run.json`.
 */
export async function openRunFolder(root: string, name: string): Promise<RunFolder> {
  const path = join(root, name);
  const books = join(root, STAGING_FOLDER);
  const lockFile = (of: string) => join(books, `${of}.lock`);
  let lock = await Deno.mkdir(books, { recursive: true }).then(() => tryLock(lockFile(name))).catch((error) => {
    throw explain(error, root);
  });
  if (!lock) {
    throw new RunFolderError(`another run (${await holderOf(lockFile(name))}) is writing ${path}; wait for it`);
  }
  let staging = "";
  try {
    await clearDebris(root, name);
    for (const entry of await folderEntries(books)) {
      const other = entry.isFile && entry.name.endsWith(".lock") ? entry.name.slice(0, -".lock".length) : undefined;
      if (other === undefined || other === name) continue;
      const free = await tryLock(lockFile(other)).catch(() => undefined);
      if (!free) continue;
      try {
        await clearDebris(root, other);
      } finally {
        await free.release();
      }
    }
    const info = await Deno.lstat(path).catch(() => undefined);
    if (info && (!info.isDirectory || !(await isRun(path)))) {
      throw new RunFolderError(`${path} is not a run's folder (it has no ${RUN_RECORD}): move it away first`);
    }
    staging = join(books, `${name}.new-${randomId()}`);
    await Deno.mkdir(staging);
  } catch (error) {
    if (staging) await Deno.remove(staging, { recursive: true }).catch(() => {});
    await lock.release();
    throw explain(error, root);
  }
  let committed = false;
  return {
    path,
    staging,
    existed: (await Deno.lstat(path).catch(() => undefined)) !== undefined,
    async commit() {
      const old = join(books, `${name}.old-${randomId()}`);
      const hadOld = await exists(path);
      if (hadOld) await Deno.rename(path, old).catch((error) => Promise.reject(explain(error, path)));
      try {
        await Deno.rename(staging, path);
      } catch (error) {
        if (!hadOld) throw explain(error, path);
        // Something appeared at ROOT/NAME between the two renames: move it aside, never over the previous copy.
        const foreign = join(books, `${name}.foreign-${randomId()}`);
        const movedAside = await Deno.rename(path, foreign).then(() => true, () => false);
        const restored = await Deno.rename(old, path).then(() => true, () => false);
        const what = movedAside ? `was written meanwhile (moved to ${foreign})` : "is busy";
        const previous = restored ? `${path} is the previous copy again` : `the previous copy is kept in ${old}`;
        throw new RunFolderError(`cannot put the new run in place: ${path} ${what}; ${previous}`);
      }
      committed = true;
      if (hadOld) await Deno.remove(old, { recursive: true }).catch(() => {});
    },
    async release() {
      if (!committed) await Deno.remove(staging, { recursive: true }).catch(() => {});
      await lock?.release();
      lock = undefined;
    },
  };
}
