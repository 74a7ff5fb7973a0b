import { deepEqual, equal, match, notEqual, ok } from "node:assert/strict";
import { createHash } from "node:crypto";
import { join } from "node:path";
import { parseRunnerArgs } from "./notebooks.ts";
import { runCommand, type RunOptions } from "./_testing.ts";

const RUNNER = new URL("./notebooks.ts", import.meta.url).pathname;
const FIXTURES = new URL("../html/_testdata/", import.meta.url).pathname;
const PROJECT = new URL("../../", import.meta.url).pathname;
const fixture = (name: string) => join(FIXTURES, name);

/** Runs `deno task notebooks ARGS` as a user would, optionally sending a signal after `afterMs`. */
const runner = (args: string[], options: RunOptions = {}) => runCommand(RUNNER, args, options);

/** Every file under `dir` (relative path → SHA-256 of its bytes), and every folder. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const walk = async (folder: string, prefix: string) => {
    for await (const entry of Deno.readDir(folder)) {
      const path = join(folder, entry.name);
      if (entry.isDirectory) {
        files[`${prefix}${entry.name}/`] = "folder";
        await walk(path, `${prefix}${entry.name}/`);
      } else files[`${prefix}${entry.name}`] = createHash("sha256").update(await Deno.readFile(path)).digest("hex");
    }
  };
  await walk(dir, "");
  return files;
}

/** What ROOT/.runs holds besides the lock files (it must hold nothing else once a run ended). */
async function debris(root: string): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(join(root, ".runs"))) {
    if (!entry.name.endsWith(".lock")) names.push(entry.name);
  }
  return names;
}

/** Kernels and executors still running in the fixtures' folder (where the runner starts them). */
function fixtureProcesses(): number[] {
  const pids: number[] = [];
  for (const entry of Deno.readDirSync("/proc")) {
    if (!/^\d+$/.test(entry.name)) continue;
    try {
      const cmdline = Deno.readTextFileSync(`/proc/${entry.name}/cmdline`);
      if (cmdline.includes("jupyter") && cmdline.includes("--kernel")) {
        const cwd = Deno.realPathSync(`/proc/${entry.name}/cwd`);
        if (`${cwd}/` === Deno.realPathSync(FIXTURES) + "/") pids.push(Number(entry.name));
      }
      if (cmdline.includes("execute_notebooks.py") && cmdline.includes(FIXTURES)) pids.push(Number(entry.name));
    } catch { /* gone, or not ours to read */ }
  }
  return pids;
}

/** Whether a notebook of the fixtures is running (its executor started): the runner is past its set-up. */
const started = () => fixtureProcesses().length > 0;

/** Waits until no kernel or executor of the fixtures runs, for at most `ms`; returns those left. */
async function processesGone(ms = 5000): Promise<number[]> {
  const until = Date.now() + ms;
  while (fixtureProcesses().length && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
  return fixtureProcesses();
}

/** A ROOT holding the finished default run of the two quick fixtures (made once, shared by the tests). */
let prepared: Promise<string> | undefined;
function preparedRoot(): Promise<string> {
  prepared ??= (async () => {
    const root = await Deno.makeTempDir({ prefix: "set-runner-" });
    const run = await runner(["--out", root, fixture("01-quick.ipynb"), fixture("02-second.ipynb")]);
    equal(run.code, 0, run.stderr);
    return root;
  })();
  return prepared;
}

Deno.test("parseRunnerArgs() reads --out both ways and notebooks after --", () => {
  deepEqual(parseRunnerArgs(["--out", "d", "a.ipynb"]), { out: "d", notebooks: ["a.ipynb"], help: false });
  deepEqual(parseRunnerArgs(["--", "--odd.ipynb"]), { notebooks: ["--odd.ipynb"], help: false });
});

Deno.test("notebooks: a bad command line or variable gets one line naming it and exit code 2, before any work", async () => {
  const parent = await Deno.makeTempDir();
  const out = join(parent, "out");
  try {
    const cases: [string[], RegExp, Record<string, string>?][] = [
      [["--bogus"], /unknown flag --bogus/],
      [["--out"], /flag --out needs a value/],
      [["--out", "--verbose"], /flag --out needs a value/],
      [["--out="], /--out must be a path, got ""/],
      [["--out", out, "--out", out], /flag --out given twice/],
      [["--out", out, join(parent, "missing.ipynb")], /no notebook .*missing\.ipynb/],
      [["--out", out, "README.md"], /no notebook .*README\.md/],
      [["--out", out], /SET_LANG must be one of en, zh-TW, got "fr"/, { SET_LANG: "fr" }],
      [["--out", out], /unknown variable SET_SEEED/, { SET_SEEED: "7" }],
      [["--out", out], /SET_PNG_SCALE must be a decimal number in 0\.5\.\.10/, { SET_PNG_SCALE: "0x10" }],
      [["--out", out], /SET_PNG_SCALE must be a decimal number/, { SET_PNG_SCALE: "0.0000001" }],
      [["--out", out], /SET_TRIALS must be an integer/, { SET_TRIALS: "1e6" }],
      [["--out", join(PROJECT, "notebooks")], /is inside the project's notebooks\//],
      [["--out", join(PROJECT, "lib", "x")], /is inside the project's lib\//],
      [["--out", PROJECT], /is the project's own folder/],
    ];
    for (const [args, message, env] of cases) {
      const { code, stderr } = await runner(args, { env });
      equal(code, 2, `${args.join(" ")}: ${stderr}`);
      match(stderr, message);
      equal(stderr.trim().split("\n").length, 1, stderr);
    }
    deepEqual([...Deno.readDirSync(parent)], []);
  } finally {
    await Deno.remove(parent, { recursive: true });
  }
});

Deno.test({
  name: "notebooks: a good run writes ROOT/default and nothing else: signed notebooks, pages, figures and run.json",
  sanitizeResources: false,
  fn: async () => {
    const root = await preparedRoot();
    deepEqual([...Deno.readDirSync(root)].map((e) => e.name).sort(), [".runs", "default"]);
    const files = Object.keys(await snapshot(join(root, "default")));
    for (
      const file of [
        "notebooks/01-quick.ipynb",
        "notebooks/02-second.ipynb",
        "html/01-quick.html",
        "reader/02-second.html",
        "index.html",
        "assets/notebook.css",
        "figures/en/fixture-square.svg",
        "run.json",
      ]
    ) ok(files.includes(file), `${file} missing: ${files}`);
    const record = JSON.parse(await Deno.readTextFile(join(root, "default", "run.json")));
    equal(record.name, "default");
    deepEqual(record.changed, {});
    equal(record.parameters.seed, "42");
    deepEqual(await debris(root), []);
    const check = await new Deno.Command("/usr/bin/python3", {
      args: [
        "-c",
        "import sys, nbformat\nfrom nbformat.sign import NotebookNotary\n" +
        "sys.exit(0 if NotebookNotary().check_signature(nbformat.read(sys.argv[1], as_version=4)) else 1)",
        join(root, "default", "notebooks", "01-quick.ipynb"),
      ],
    }).output();
    ok(check.success, "the executed notebook is not signed (trusted)");
    const executed = JSON.parse(await Deno.readTextFile(join(root, "default", "notebooks", "01-quick.ipynb")));
    const code = executed.cells.filter((cell: { cell_type: string }) => cell.cell_type === "code");
    ok(code.length > 0);
    for (const cell of code) equal(cell.metadata.scrolled, false, "a long output would be folded into a scroll box");
  },
});

Deno.test({
  name:
    "notebooks: another seed writes its own folder and leaves the default run byte for byte; the same seed meets it again",
  sanitizeResources: false,
  fn: async () => {
    const root = await preparedRoot();
    const before = await snapshot(join(root, "default"));
    for (const seed of ["日本", "中文"]) {
      const run = await runner(["--out", root, fixture("02-second.ipynb")], { env: { SET_SEED: seed } });
      equal(run.code, 0, run.stderr);
    }
    deepEqual(await snapshot(join(root, "default")), before);
    const names = [...Deno.readDirSync(root)].map((e) => e.name).filter((n) => n.startsWith("seed-"));
    equal(names.length, 2, names.join());
    const again = await runner(["--out", root, fixture("02-second.ipynb")], { env: { SET_SEED: "日本" } });
    equal(again.code, 0, again.stderr);
    match(again.stderr, /seed-x~[0-9a-f]{10} replaced/);
    const record = JSON.parse(await Deno.readTextFile(join(root, names[0], "run.json")));
    ok(["日本", "中文"].includes(record.changed.seed));
  },
});

Deno.test({
  name: "notebooks: given one notebook, the others' executed copies and figures stay and the index lists all",
  sanitizeResources: false,
  fn: async () => {
    const root = await preparedRoot();
    const before = await snapshot(join(root, "default"));
    const run = await runner(["--out", root, fixture("02-second.ipynb")]);
    equal(run.code, 0, run.stderr);
    const after = await snapshot(join(root, "default"));
    equal(after["notebooks/01-quick.ipynb"], before["notebooks/01-quick.ipynb"]);
    equal(after["figures/en/fixture-square.svg"], before["figures/en/fixture-square.svg"]);
    notEqual(after["notebooks/02-second.ipynb"], before["notebooks/02-second.ipynb"]);
    const index = await Deno.readTextFile(join(root, "default", "index.html"));
    match(index, /reader\/01-quick\.html/);
    match(index, /reader\/02-second\.html/);
  },
});

/** Runs the runner on ROOT (the prepared one) and checks ROOT/default did not change and nothing was left behind. */
async function leavesRunAsItWas(
  args: (root: string) => string[],
  expect: { code: number; lines: RegExp[] },
  options: RunOptions = {},
) {
  const root = await preparedRoot();
  const before = await snapshot(join(root, "default"));
  const run = await runner(args(root), options);
  equal(run.code, expect.code, run.stderr);
  for (const line of expect.lines) match(run.stderr, line);
  deepEqual(await snapshot(join(root, "default")), before, "ROOT/default changed");
  deepEqual(await debris(root), [], "a new copy was left in ROOT/.runs");
  deepEqual(await processesGone(), [], "a kernel or executor is still running");
}

Deno.test({
  name: "notebooks: a failing cell stops the run at once: the rest is stopped or not run, ROOT/default stays as it was",
  sanitizeResources: false,
  fn: () =>
    leavesRunAsItWas(
      (
        root,
      ) => ["--out", root, "--jobs", "2", fixture("fails.ipynb"), fixture("slow.ipynb"), fixture("02-second.ipynb")],
      {
        code: 1,
        lines: [
          /notebooks: FAILED +fails .*a cell raised an error in cell 3: .*fixture failure/,
          /^ {4}Error: fixture failure$/m,
          /notebooks: stopped +slow .*another notebook failed/,
          /notebooks: not run 02-second/,
          /notebooks: 1 failed, 1 stopped, 1 not run in [\d.]+ s; .*default left as it was/,
        ],
      },
    ),
});

Deno.test({
  name: "notebooks: a dead kernel fails its notebook, names the cell, and leaves ROOT/default as it was",
  sanitizeResources: false,
  fn: () =>
    leavesRunAsItWas((root) => ["--out", root, fixture("dies.ipynb")], {
      code: 1,
      lines: [/notebooks: FAILED +dies .*the kernel died in cell 3/],
    }),
});

Deno.test({
  name: "notebooks: SIGINT a few seconds in stops the kernels, leaves ROOT/default as it was, and exits 130",
  sanitizeResources: false,
  fn: () =>
    leavesRunAsItWas((root) => ["--out", root, fixture("slow.ipynb"), fixture("02-second.ipynb")], {
      code: 130,
      lines: [/notebooks: stopped +slow .*stopped by SIGINT/, /left as it was/],
    }, { kill: { signal: "SIGINT", afterMs: 1500, once: started } }),
});

Deno.test({
  name: "notebooks: SIGTERM stops the run the same way and exits 143",
  sanitizeResources: false,
  fn: () =>
    leavesRunAsItWas((root) => ["--out", root, fixture("slow.ipynb")], {
      code: 143,
      lines: [/notebooks: stopped +slow .*stopped by SIGTERM/],
    }, { kill: { signal: "SIGTERM", afterMs: 1500, once: started } }),
});

Deno.test({
  name: "notebooks: after SIGKILL no kernel or executor survives, and the next run clears the debris and succeeds",
  sanitizeResources: false,
  fn: async () => {
    const root = await preparedRoot();
    const before = await snapshot(join(root, "default"));
    const killed = await runner(["--out", root, fixture("slow.ipynb")], {
      kill: { signal: "SIGKILL", afterMs: 1500, once: started },
    });
    equal(killed.code, 137);
    deepEqual(await processesGone(), [], "a kernel or executor outlived its run");
    deepEqual(await snapshot(join(root, "default")), before);
    notEqual((await debris(root)).length, 0, "SIGKILL should have left the new copy behind");
    const next = await runner(["--out", root, fixture("02-second.ipynb")]);
    equal(next.code, 0, next.stderr);
    deepEqual(await debris(root), []);
  },
});

Deno.test({
  name: "notebooks: a second run of the same parameters into one ROOT is refused in one line while the first runs",
  sanitizeResources: false,
  fn: async () => {
    const root = await Deno.makeTempDir({ prefix: "set-runner-" });
    try {
      const first = runner(["--out", root, fixture("slow.ipynb")], {
        kill: { signal: "SIGINT", afterMs: 3000, once: started },
      });
      while (!started()) await new Promise((resolve) => setTimeout(resolve, 100)); // the first holds the lock now
      const second = await runner(["--out", root, fixture("02-second.ipynb")]);
      equal(second.code, 1, second.stderr);
      match(second.stderr, /^notebooks: another run \(pid \d+, started .*\) is writing .*default; wait for it\n$/);
      const other = await runner(["--out", root, fixture("02-second.ipynb")], { env: { SET_SEED: "7" } });
      equal(other.code, 0, other.stderr);
      equal((await first).code, 130);
    } finally {
      await Deno.remove(root, { recursive: true });
    }
  },
});

Deno.test({
  name: "notebooks: --out on another file system (a mount point) replaces the run there and keeps everything else",
  sanitizeResources: false,
  ignore: Deno.build.os !== "linux",
  fn: async () => {
    const mount = await Deno.makeTempDir({ prefix: "set-mount-" });
    const mounted = await new Deno.Command("mount", { args: ["-t", "tmpfs", "none", mount], stderr: "null" }).output()
      .catch(() => ({ success: false }));
    if (!mounted.success) {
      console.log("skipped: cannot mount a tmpfs here (needs root)");
      return Deno.remove(mount);
    }
    try {
      await Deno.writeTextFile(join(mount, "keep.txt"), "the user's");
      for (let i = 0; i < 2; i++) {
        const run = await runner(["--out", mount, fixture("02-second.ipynb")]);
        equal(run.code, 0, run.stderr);
      }
      equal(await Deno.readTextFile(join(mount, "keep.txt")), "the user's");
      ok((await Deno.stat(join(mount, "default", "index.html"))).isFile);
      deepEqual(await debris(mount), []);
    } finally {
      await new Deno.Command("umount", { args: [mount] }).output();
      await Deno.remove(mount, { recursive: true });
    }
  },
});

Deno.test({
  name: "notebooks: every output reaches its own cell, however late the kernel sends it (the fence after each cell)",
  sanitizeResources: false,
  fn: async () => {
    const root = await Deno.makeTempDir({ prefix: "set-runner-" });
    try {
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
    } finally {
      await Deno.remove(root, { recursive: true });
    }
  },
});

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
