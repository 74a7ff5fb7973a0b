import { deepEqual, equal, match, ok } from "node:assert/strict";
import { createHash } from "node:crypto";
import { basename, dirname, join } from "node:path";
import { defaultOut, parseRunnerArgs } from "./notebooks.ts";
import { runCommand, type RunOptions } from "./_testing.ts";

const RUNNER = new URL("./notebooks.ts", import.meta.url).pathname;
const FIXTURES = new URL("../html/_testdata/", import.meta.url).pathname;
const fixture = (name: string) => join(FIXTURES, name);

/** Runs `deno task notebooks ARGS` as a user would, optionally sending a signal after `afterMs`. */
const runner = (args: string[], kill?: RunOptions["kill"]) => runCommand(RUNNER, args, { kill });

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

/** Temporary folders the runner left beside `dir` (it must leave none). */
async function leftovers(dir: string): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(dirname(dir))) {
    if (entry.name.startsWith(`.${basename(dir)}.`)) names.push(entry.name);
  }
  return names;
}

/** Kernels still running in the fixtures' folder (where the runner starts them). */
function fixtureKernels(): number[] {
  const pids: number[] = [];
  for (const entry of Deno.readDirSync("/proc")) {
    if (!/^\d+$/.test(entry.name)) continue;
    try {
      const cmdline = Deno.readTextFileSync(`/proc/${entry.name}/cmdline`);
      const cwd = Deno.realPathSync(`/proc/${entry.name}/cwd`);
      if (cmdline.includes("jupyter") && `${cwd}/` === Deno.realPathSync(FIXTURES) + "/") pids.push(Number(entry.name));
    } catch { /* gone, or not ours to read */ }
  }
  return pids;
}

/** A parent folder for DIR, with DIR holding the output of a good run and a file of the user's. */
let prepared: Promise<string> | undefined;
function preparedOut(): Promise<string> {
  prepared ??= (async () => {
    const parent = await Deno.makeTempDir({ prefix: "set-runner-" });
    const out = join(parent, "out");
    await Deno.mkdir(join(out, "html"), { recursive: true });
    await Deno.writeTextFile(join(out, "html", "stale.html"), "old page");
    await Deno.writeTextFile(join(out, "keep.txt"), "the user's");
    const run = await runner(["--out", out, fixture("01-quick.ipynb"), fixture("02-second.ipynb")]);
    equal(run.code, 0, run.stderr);
    return out;
  })();
  return prepared;
}

Deno.test("parseRunnerArgs() reads --out both ways and notebooks after --", () => {
  deepEqual(parseRunnerArgs(["--out", "d", "a.ipynb"]), { out: "d", notebooks: ["a.ipynb"], help: false });
  deepEqual(parseRunnerArgs(["--", "--odd.ipynb"]), { notebooks: ["--odd.ipynb"], help: false });
});

Deno.test("defaultOut() keeps a run with parameters out of the main job's folder", () => {
  equal(defaultOut("/p", { HOME: "/root", SET_FIGURES_DIR: "/x" }), "/p/out");
  equal(defaultOut("/p", { SET_SEED: "7" }), "/p/out/runs/SET_SEED=7");
  equal(defaultOut("/p", { SET_SEED: "a b/c" }), "/p/out/runs/SET_SEED=a_b_c");
});

Deno.test("notebooks: a bad command line gets one line naming it and exit code 2, before any work", async () => {
  const parent = await Deno.makeTempDir();
  const out = join(parent, "out");
  try {
    const cases: [string[], RegExp][] = [
      [["--bogus"], /unknown flag --bogus/],
      [["--out"], /flag --out needs a value/],
      [["--out", "--verbose"], /flag --out needs a value/],
      [["--out="], /--out must be a path, got ""/],
      [["--out", out, "--out", out], /flag --out given twice/],
      [["--out", out, join(parent, "missing.ipynb")], /no notebook .*missing\.ipynb/],
      [["--out", out, "README.md"], /no notebook .*README\.md/],
    ];
    for (const [args, message] of cases) {
      const { code, stderr } = await runner(args);
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
  name: "notebooks: a good run replaces the runner's entries of DIR only, with signed notebooks, pages and figures",
  sanitizeResources: false,
  fn: async () => {
    const out = await preparedOut();
    const files = Object.keys(await snapshot(out));
    for (
      const file of [
        "notebooks/01-quick.ipynb",
        "notebooks/02-second.ipynb",
        "html/01-quick.html",
        "reader/02-second.html",
        "index.html",
        "assets/notebook.css",
        "figures/en/fixture-square.svg",
        "figures/en/figures.json",
      ]
    ) ok(files.includes(file), `${file} missing: ${files}`);
    ok(files.includes("keep.txt"), "a file of the user's was removed");
    ok(!files.includes("html/stale.html"), "a stale page was kept");
    deepEqual(await leftovers(out), []);
    const check = await new Deno.Command("/usr/bin/python3", {
      args: [
        "-c",
        "import sys, nbformat\nfrom nbformat.sign import NotebookNotary\n" +
        "sys.exit(0 if NotebookNotary().check_signature(nbformat.read(sys.argv[1], as_version=4)) else 1)",
        join(out, "notebooks", "01-quick.ipynb"),
      ],
    }).output();
    ok(check.success, "the executed notebook is not signed (trusted)");
  },
});

Deno.test({
  name: "notebooks: given one notebook, the other notebooks' copies and figures stay and the index lists all",
  sanitizeResources: false,
  fn: async () => {
    const out = await preparedOut();
    const before = await snapshot(out);
    const run = await runner(["--out", out, fixture("02-second.ipynb")]);
    equal(run.code, 0, run.stderr);
    const after = await snapshot(out);
    equal(after["notebooks/01-quick.ipynb"], before["notebooks/01-quick.ipynb"]);
    equal(after["figures/en/fixture-square.svg"], before["figures/en/fixture-square.svg"]);
    const index = await Deno.readTextFile(join(out, "index.html"));
    match(index, /reader\/01-quick\.html/);
    match(index, /reader\/02-second\.html/);
  },
});

async function leavesDirAsItWas(args: (out: string) => string[], expect: { code: number; lines: RegExp[] }, kill?: {
  signal: Deno.Signal;
  afterMs: number;
}) {
  const out = await preparedOut();
  const before = await snapshot(out);
  const run = await runner(args(out), kill);
  equal(run.code, expect.code, run.stderr);
  for (const line of expect.lines) match(run.stderr, line);
  deepEqual(await snapshot(out), before, "DIR changed");
  deepEqual(await leftovers(out), [], "temporary folders left beside DIR");
  await new Promise((resolve) => setTimeout(resolve, 300));
  deepEqual(fixtureKernels(), [], "a kernel is still running");
}

Deno.test({
  name: "notebooks: a failing cell leaves DIR byte for byte as it was, names the cell, and exits 1",
  sanitizeResources: false,
  fn: () =>
    leavesDirAsItWas((out) => ["--out", out, fixture("01-quick.ipynb"), fixture("fails.ipynb")], {
      code: 1,
      lines: [
        /notebooks: ok +01-quick/,
        /notebooks: FAILED +fails .*a cell raised an error in cell 3: .*fixture failure/,
        /^ {4}Error: fixture failure$/m,
        /notebooks: 1 passed, 1 failed in [\d.]+ s; .* left as it was/,
      ],
    }),
});

Deno.test({
  name: "notebooks: a dead kernel leaves DIR as it was, names the cell, and the next notebook still runs",
  sanitizeResources: false,
  fn: () =>
    leavesDirAsItWas((out) => ["--out", out, fixture("dies.ipynb"), fixture("02-second.ipynb")], {
      code: 1,
      lines: [/notebooks: FAILED +dies .*the kernel died in cell 3/, /notebooks: ok +02-second/, /1 passed, 1 failed/],
    }),
});

Deno.test({
  name: "notebooks: a cell that lost its printed output is retried, then fails naming the cell",
  sanitizeResources: false,
  fn: () =>
    leavesDirAsItWas((out) => ["--out", out, fixture("loses-output.ipynb")], {
      code: 1,
      lines: [
        /notebooks: retry +loses-output: attempt 1 of 3 lost output: cell 3 \[2\] "console\.log\(\\"lost\\"\);": 1 stdout line expected, got 0/,
        /notebooks: retry +loses-output: attempt 2 of 3/,
        /notebooks: FAILED +loses-output .*output lost in 3 attempts: cell 3/,
      ],
    }),
});

Deno.test({
  name: "notebooks: SIGINT a few seconds in stops the kernel, leaves DIR as it was, and exits 130",
  sanitizeResources: false,
  fn: () =>
    leavesDirAsItWas((out) => ["--out", out, fixture("slow.ipynb"), fixture("02-second.ipynb")], {
      code: 130,
      lines: [/notebooks: stopped +slow .*stopped by SIGINT/, /notebooks: not run 02-second/, /1 stopped, 1 not run/],
    }, { signal: "SIGINT", afterMs: 4000 }),
});

Deno.test({
  name: "notebooks: SIGTERM stops the run the same way and exits 143",
  sanitizeResources: false,
  fn: () =>
    leavesDirAsItWas((out) => ["--out", out, fixture("slow.ipynb")], {
      code: 143,
      lines: [/notebooks: stopped +slow .*stopped by SIGTERM/],
    }, { signal: "SIGTERM", afterMs: 3000 }),
});
