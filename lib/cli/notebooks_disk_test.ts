// The runner's output: on another file system, a read-only or full one, and every late output in its own cell.
import { deepEqual, equal, match, ok } from "node:assert/strict";
import { join } from "node:path";
import { debris, fixture, processesGone, runner, tempRoot } from "./_testing.ts";

/** Mounts a tmpfs with `options` on a new folder for `test`, or says it skipped (mounting needs root). */
async function withTmpfs(options: string, test: (mount: string) => Promise<void>) {
  const mount = await Deno.makeTempDir({ prefix: "set-mount-" });
  const mounted = await new Deno.Command("mount", {
    args: ["-t", "tmpfs", "-o", options, "none", mount],
    stderr: "null",
  })
    .output().catch(() => ({ success: false }));
  if (!mounted.success) {
    console.log("skipped: cannot mount a tmpfs here (needs root)");
    return Deno.remove(mount);
  }
  try {
    await test(mount);
  } finally {
    await new Deno.Command("umount", { args: [mount] }).output();
    await Deno.remove(mount, { recursive: true });
  }
}

Deno.test({
  name: "notebooks: --out on another file system (a mount point) replaces the run there and keeps everything else",
  sanitizeResources: false,
  ignore: Deno.build.os !== "linux",
  fn: () =>
    withTmpfs("size=64m", async (mount) => {
      await Deno.writeTextFile(join(mount, "keep.txt"), "the user's");
      for (let i = 0; i < 2; i++) {
        const run = await runner(["--out", mount, fixture("02-second.ipynb")]);
        equal(run.code, 0, run.stderr);
      }
      equal(await Deno.readTextFile(join(mount, "keep.txt")), "the user's");
      ok((await Deno.stat(join(mount, "default", "index.html"))).isFile);
      deepEqual(await debris(mount), []);
    }),
});

Deno.test({
  name: "notebooks: every output reaches its own cell, however late the kernel sends it (the fence after each cell)",
  sanitizeResources: false,
  fn: async () => {
    const root = await tempRoot();
    const run = await runner(["--out", root, fixture("many-outputs.ipynb")]);
    equal(run.code, 0, run.stderr);
    const nb = JSON.parse(await Deno.readTextFile(join(root, "default", "notebooks", "many-outputs.ipynb")));
    const code = nb.cells.filter((cell: { cell_type: string }) => cell.cell_type === "code");
    equal(code.length, 12);
    code.forEach((cell: { outputs: { text?: string; data?: Record<string, string> }[] }, i: number) => {
      const text = cell.outputs.map((output) => output.text ?? output.data?.["text/plain"] ?? "").join("\n");
      for (const marker of [`display-a-${i} `, `display-b-${i} `, `printed-${i}\n`, `value-${i}`]) {
        ok(text.includes(marker), `cell ${i + 1} lacks ${JSON.stringify(marker)}`);
      }
      const others = text.match(/(display-a|display-b|printed|value)-(\d+)/g)!.map((m) => Number(m.split("-").pop()));
      deepEqual([...new Set(others)], [i], `cell ${i + 1} holds another cell's output`);
      ok(!text.includes("fence-"), "the fence's own token was kept");
    });
  },
});

Deno.test({
  name:
    "notebooks: --out on a read-only file system or a full disk fails in one line, with no trace and no kernel left",
  sanitizeResources: false,
  ignore: Deno.build.os !== "linux",
  fn: async () => {
    await withTmpfs("ro", async (mount) => {
      const run = await runner(["--out", mount, fixture("02-second.ipynb")]);
      equal(run.code, 1, run.stderr);
      match(run.stderr, /^notebooks: cannot write .*: Read-only file system/);
      equal(run.stderr.trim().split("\n").length, 1, run.stderr);
    });
    await withTmpfs("size=48k", async (mount) => {
      const run = await runner(["--out", mount, fixture("many-outputs.ipynb")]);
      equal(run.code, 1, run.stderr);
      match(run.stderr, /No space left on device/);
      ok(!/^\s+at /m.test(run.stderr), `a stack trace: ${run.stderr}`);
      deepEqual(await debris(mount), []);
    });
    deepEqual(await processesGone(), []);
  },
});
