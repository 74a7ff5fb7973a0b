import { deepEqual, equal, match, ok, rejects } from "node:assert/strict";
import { join } from "node:path";
import { openRunFolder, RunFolderError } from "./run_folder.ts";

async function withRoot(test: (root: string) => Promise<void>) {
  const root = await Deno.makeTempDir({ prefix: "set-runs-" });
  try {
    await test(root);
  } finally {
    await Deno.remove(root, { recursive: true });
  }
}

/** Every entry under `dir`, relative, with each file's text (folders end in `/`). */
async function tree(dir: string): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  const walk = async (folder: string, prefix: string) => {
    for await (const entry of Deno.readDir(folder)) {
      if (entry.isDirectory) {
        found[`${prefix}${entry.name}/`] = "";
        await walk(join(folder, entry.name), `${prefix}${entry.name}/`);
      } else found[`${prefix}${entry.name}`] = await Deno.readTextFile(join(folder, entry.name));
    }
  };
  await walk(dir, "");
  return found;
}

/** Makes `ROOT/NAME` a finished run holding `text`. */
async function finishedRun(root: string, name: string, text: string) {
  const run = await openRunFolder(root, name);
  await Deno.writeTextFile(join(run.staging, "run.json"), text);
  await run.commit();
  await run.release();
}

Deno.test("openRunFolder() builds the new copy inside ROOT (the same file system), and commit() replaces the old one whole", () =>
  withRoot(async (root) => {
    await finishedRun(root, "seed-7", "old");
    await Deno.writeTextFile(join(root, "seed-7", "stale.html"), "a page of the old run");
    const run = await openRunFolder(root, "seed-7");
    ok(run.staging.startsWith(join(root, ".runs") + "/"), run.staging);
    equal(run.existed, true);
    await Deno.writeTextFile(join(run.staging, "run.json"), "new");
    await run.commit();
    await run.release();
    deepEqual(await tree(join(root, "seed-7")), { "run.json": "new" });
    deepEqual(Object.keys(await tree(join(root, ".runs"))), ["seed-7.lock"]);
  }));

Deno.test("a run that fails before commit() leaves the previous copy byte for byte and no new copy behind", () =>
  withRoot(async (root) => {
    await finishedRun(root, "default", "the article's run");
    const before = await tree(join(root, "default"));
    const run = await openRunFolder(root, "default");
    await Deno.writeTextFile(join(run.staging, "run.json"), "half a run");
    await run.release();
    deepEqual(await tree(join(root, "default")), before);
    deepEqual(Object.keys(await tree(join(root, ".runs"))), ["default.lock"]);
  }));

Deno.test("a second run of the same name is refused while the first holds it, in one line naming the holder", () =>
  withRoot(async (root) => {
    const first = await openRunFolder(root, "seed-7");
    await rejects(() => openRunFolder(root, "seed-7"), (error: Error) => {
      ok(error instanceof RunFolderError);
      match(
        error.message,
        new RegExp(`^another run \\(pid ${Deno.pid}, started [0-9T:.Z-]+\\) is writing .*seed-7; wait`),
      );
      equal(error.message.includes("\n"), false);
      return true;
    });
    const other = await openRunFolder(root, "seed-8");
    await other.release();
    await first.release();
    const again = await openRunFolder(root, "seed-7");
    await again.release();
  }));

Deno.test("a run killed between moving the old copy aside and moving the new one in: the next run puts the old one back", () =>
  withRoot(async (root) => {
    await finishedRun(root, "seed-7", "the old run");
    // What a SIGKILL at that instant leaves: the old copy aside, a new copy never moved in.
    await Deno.rename(join(root, "seed-7"), join(root, ".runs", "seed-7.old-dead1"));
    await Deno.mkdir(join(root, ".runs", "seed-7.new-dead2"));
    const run = await openRunFolder(root, "seed-7");
    equal(await Deno.readTextFile(join(root, "seed-7", "run.json")), "the old run");
    await run.release();
    deepEqual(Object.keys(await tree(join(root, ".runs"))), ["seed-7.lock"]);
  }));

Deno.test("a run clears the debris of dead runs of other names too, but not of a live one", () =>
  withRoot(async (root) => {
    const live = await openRunFolder(root, "live");
    await Deno.writeTextFile(join(root, ".runs", "dead.lock"), "pid 1");
    await Deno.mkdir(join(root, ".runs", "dead.new-abc"));
    const run = await openRunFolder(root, "default");
    const left = Object.keys(await tree(join(root, ".runs"))).sort();
    equal(left.includes("dead.new-abc/"), false);
    ok(left.some((entry) => entry.startsWith("live.new-")), left.join());
    await run.release();
    await live.release();
  }));

Deno.test("openRunFolder() refuses to replace a folder that is not a run's, and a ROOT it cannot write, in one line", () =>
  withRoot(async (root) => {
    await Deno.mkdir(join(root, "default"));
    await Deno.writeTextFile(join(root, "default", "notes.txt"), "the user's");
    await rejects(
      () => openRunFolder(root, "default"),
      /default is not a run's folder \(it has no run\.json\): move it/,
    );
    equal(await Deno.readTextFile(join(root, "default", "notes.txt")), "the user's");
    await Deno.writeTextFile(join(root, "file"), "");
    await rejects(() => openRunFolder(join(root, "file"), "default"), (error: Error) => {
      ok(error instanceof RunFolderError);
      match(error.message, /^cannot write .*file: /);
      return true;
    });
  }));

Deno.test("a run started the moment the last one ended is never refused: the lock is released at once (200 in a row)", () =>
  withRoot(async (root) => {
    for (let i = 0; i < 200; i++) await finishedRun(root, "default", String(i));
    equal(await Deno.readTextFile(join(root, "default", "run.json")), "199");
  }));

Deno.test("something written at ROOT/NAME between commit()'s two renames is moved aside; the previous copy is put back and kept", () =>
  withRoot(async (root) => {
    await finishedRun(root, "default", "the real run");
    const run = await openRunFolder(root, "default");
    await Deno.writeTextFile(join(run.staging, "run.json"), "the new run");
    const rename = Deno.rename;
    let calls = 0;
    Deno.rename = async (from: string | URL, to: string | URL) => {
      await rename(from, to);
      // Right after the previous copy moves aside, another writer makes ROOT/default.
      if (++calls === 1) {
        await Deno.mkdir(join(root, "default"));
        await Deno.writeTextFile(join(root, "default", "run.json"), "a kernel's record");
      }
    };
    try {
      await rejects(run.commit(), (error: Error) => {
        ok(error instanceof RunFolderError);
        match(
          error.message,
          /was written meanwhile \(moved to .*default\.foreign-\w+\); .*default is the previous copy again/,
        );
        return true;
      });
    } finally {
      Deno.rename = rename;
      await run.release();
    }
    equal(await Deno.readTextFile(join(root, "default", "run.json")), "the real run");
    await finishedRun(root, "default", "the next run"); // clears the new copy, keeps what was moved aside
    equal(await Deno.readTextFile(join(root, "default", "run.json")), "the next run");
    const kept = Object.keys(await tree(join(root, ".runs"))).filter((name) => name.includes(".foreign-"));
    equal(kept.length, 2, kept.join(" ")); // the folder and its run.json
  }));
