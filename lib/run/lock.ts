/**
 * Advisory locks on files (`flock`): one process at a time, released by the system when the process ends, however.
 *
 * @module
 */

/**
 * Takes the lock of `path` (creating the file), writing into it who holds it (`pid 123, started …`). Returns the lock
 * (its `release()` is safe to call twice), or `undefined` when another process holds it.
 */
export async function tryLock(path: string): Promise<{ release(): Promise<void> } | undefined> {
  let file: Deno.FsFile | undefined = await Deno.open(path, { read: true, write: true, create: true });
  if (!(await file.tryLock(true))) {
    file.close();
    return undefined;
  }
  await file.truncate();
  await file.write(new TextEncoder().encode(`pid ${Deno.pid}, started ${new Date().toISOString()}\n`));
  return {
    async release() {
      if (!file) return;
      const held = file;
      file = undefined;
      // Unlocked before closed: closing alone can leave it held a moment, refusing a run started right after.
      await held.unlock();
      held.close();
    },
  };
}

/** Who holds a lock, as its holder wrote it (`pid 123, started 2026-12-01T20:31:02Z`). */
export async function holderOf(path: string): Promise<string> {
  return (await Deno.readTextFile(path).catch(() => "")).trim() || "another process";
}

/**
 * Takes the lock of `path`, waiting up to `seconds` for its holder to let go, runs `work`, and releases it. Throws
 * `another process (HOLDER) is writing WHAT; wait for it` when the wait runs out.
 */
export async function withLock<T>(path: string, what: string, work: () => Promise<T>, seconds = 10): Promise<T> {
  const until = performance.now() + seconds * 1000;
  let lock = await tryLock(path);
  while (!lock && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    lock = await tryLock(path);
  }
  if (!lock) throw new Error(`another process (${await holderOf(path)}) is writing ${what}; wait for it`);
  try {
    return await work();
  } finally {
    await lock.release();
  }
}
