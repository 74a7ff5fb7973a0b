import { deepEqual, equal, match, notEqual, ok } from "node:assert/strict";
import { join } from "node:path";
import { NOTEBOOKS_COMMAND } from "./notebooks.ts";
import { readCommandLine } from "./_command.ts";
import { PARAMETERS } from "../config.ts";
import { debris, fixture, preparedRoot, PROJECT, runner, snapshot } from "./_testing.ts";
import { QUICK_LOOP } from "../common/_quick_loop_test.ts";

Deno.test("the runner's command line reads --out both ways and notebooks after --", () => {
  const read = (args: string[]) => readCommandLine(args, NOTEBOOKS_COMMAND);
  deepEqual(read(["--out", "d", "a.ipynb"]), {
    flags: { out: "d", jobs: undefined, help: false },
    positionals: ["a.ipynb"],
  });
  deepEqual(read(["--", "--odd.ipynb"]).positionals, ["--odd.ipynb"]);
});

Deno.test("notebooks: a bad command line or variable gets one line naming it and exit code 2, before any work", async () => {
  const parent = await Deno.makeTempDir();
  const out = join(parent, "out");
  try {
    const cases: [string[], RegExp, Record<string, string>?][] = [
      [["--bogus"], /unknown flag "--bogus"/],
      [["--out"], /flag --out needs a value/],
      [["--out", "--verbose"], /flag --out needs a value/],
      [["--out="], /--out must be a folder, got ""/],
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

Deno.test("notebooks: --out inside a run's folder, the runs being built, or Jupyter's or another task's folder is refused", async () => {
  const parent = await Deno.makeTempDir();
  try {
    const runs = join(parent, "R");
    await Deno.mkdir(join(runs, "default", "figures"), { recursive: true });
    await Deno.writeTextFile(join(runs, "default", "run.json"), "{}");
    await Deno.mkdir(join(runs, ".runs"));
    await Deno.mkdir(join(runs, "jupyter"));
    await Deno.writeTextFile(join(runs, "jupyter", ".made-by.json"), JSON.stringify({ task: "jupyter" }));
    await Deno.mkdir(join(runs, "puzzles"));
    await Deno.writeTextFile(join(runs, "puzzles", ".made-by.json"), JSON.stringify({ task: "puzzle" }));
    const cases: [string, RegExp][] = [
      [join(runs, "default"), /is inside the run folder .*R\/default, which only deno task notebooks writes/],
      [join(runs, "default", "figures"), /is inside the run folder/],
      [join(runs, "default", "notebooks"), /is inside the run folder/],
      [join(runs, ".runs"), /is inside .*R\/\.runs, where the notebook runner builds runs/],
      [join(runs, "jupyter"), /is inside .*R\/jupyter, a folder of Jupyter/],
      [join(runs, "puzzles", "x"), /is inside .*R\/puzzles, a folder of deno task puzzle/],
      [join(PROJECT, "data", "x"), /is inside the project's data\/ folder/],
    ];
    for (const [out, message] of cases) {
      const { code, stderr } = await runner(["--out", out]);
      equal(code, 2, `${out}: ${stderr}`);
      match(stderr, message);
    }
    deepEqual(Deno.readDirSync(join(runs, "default")).toArray().map((e) => e.name).sort(), ["figures", "run.json"]);
  } finally {
    await Deno.remove(parent, { recursive: true });
  }
});

Deno.test("notebooks: a kernelspec deno-set that is not this project's stops the run in one line, before any work", async () => {
  const parent = await Deno.makeTempDir();
  try {
    // A copy of the kernelspec with another deno, first in Jupyter's search path.
    const spec = join(parent, "jupyter", "kernels", "deno-set");
    await Deno.mkdir(spec, { recursive: true });
    await Deno.copyFile(join(PROJECT, "lib", "kernel", "kernel.py"), join(spec, "kernel.py"));
    const argv = ["python3", join(spec, "kernel.py"), "/elsewhere/deno", "{connection_file}"];
    await Deno.writeTextFile(join(spec, "kernel.json"), JSON.stringify({ argv, display_name: "x", language: "x" }));
    const out = join(parent, "out");
    const notebook = join(PROJECT, "notebooks", "01-the-mod-3-rule.ipynb");
    const { code, stderr } = await runner(["--out", out, notebook], {
      env: { JUPYTER_DATA_DIR: join(parent, "jupyter") },
    });
    equal(code, 1, stderr);
    match(
      stderr,
      /^notebooks: the kernelspec deno-set is missing or not this project's .*; run: bash lib\/setup.sh --no-run\n$/,
    );
    equal(await Deno.stat(out).then(() => true, () => false), false);
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
    equal(record.parameters.seed, PARAMETERS.seed.default);
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
    const first = executed.cells[0];
    deepEqual([first.cell_type, first.metadata], ["markdown", { set: "record" }]);
    match(
      first.source.join?.("") ?? first.source,
      /^> \*\*A record of the run `default`\*\*.* does not run where it lies; the notebook to run is `notebooks\/01-quick\.ipynb`/,
    );
    const page = await Deno.readTextFile(join(root, "default", "html", "01-quick.html"));
    equal(page.includes("A record of the run"), false, "the pages leave the record's note out");
  },
});

Deno.test({
  name: "notebooks: two other seeds run at once write a folder each and leave the default run byte for byte",
  ignore: QUICK_LOOP,
  sanitizeResources: false,
  fn: async () => {
    const root = await preparedRoot();
    const before = await snapshot(join(root, "default"));
    const runs = ["日本", "中文"].map((seed) =>
      runner(["--out", root, fixture("02-second.ipynb")], { env: { SET_SEED: seed } })
    );
    for (const run of await Promise.all(runs)) equal(run.code, 0, run.stderr);
    deepEqual(await snapshot(join(root, "default")), before);
    const names = [...Deno.readDirSync(root)].map((e) => e.name).filter((n) => n.startsWith("seed-"));
    equal(names.length, 2, names.join());
    const record = JSON.parse(await Deno.readTextFile(join(root, names[0], "run.json")));
    ok(["日本", "中文"].includes(record.changed.seed));
  },
});

Deno.test({
  name:
    "notebooks: given one notebook, the run replaces its folder: the others' executed copies and figures stay and the index lists all",
  ignore: QUICK_LOOP,
  sanitizeResources: false,
  fn: async () => {
    const root = await preparedRoot();
    const before = await snapshot(join(root, "default"));
    const run = await runner(["--out", root, fixture("02-second.ipynb")]);
    equal(run.code, 0, run.stderr);
    match(run.stderr, /default replaced/);
    const after = await snapshot(join(root, "default"));
    equal(after["notebooks/01-quick.ipynb"], before["notebooks/01-quick.ipynb"]);
    equal(after["figures/en/fixture-square.svg"], before["figures/en/fixture-square.svg"]);
    notEqual(after["notebooks/02-second.ipynb"], before["notebooks/02-second.ipynb"]);
    const index = await Deno.readTextFile(join(root, "default", "index.html"));
    match(index, /reader\/01-quick\.html/);
    match(index, /reader\/02-second\.html/);
  },
});
