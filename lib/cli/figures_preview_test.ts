import { deepEqual, equal, match, ok } from "node:assert/strict";
import { join } from "node:path";
import { runCommand } from "./_testing.ts";
import { deckComparisonChart, noSetRows, publish, thirdCardFigure } from "../figures/mod.ts";
import { noSetProbability } from "../exact/counts.ts";
import { readParameters } from "../run/parameters.ts";
import { RUN_RECORD } from "../run/owned_folder.ts";
import type { Run } from "../run/start.ts";

const SCRIPT = new URL("./figures_preview.ts", import.meta.url).pathname;
const sizes = Array.from({ length: 19 }, (_, i) => 3 + i);
const curve = (features: 3 | 4) => sizes.map((n) => ({ n, p: noSetProbability(n, { features }).value }));

// A run's folder as the runner leaves it, with two figures published into it.
async function madeRun(dir: string): Promise<string> {
  const folder = join(dir, "run");
  await Deno.mkdir(folder);
  await Deno.writeTextFile(join(folder, RUN_RECORD), "{}");
  const values = { ...readParameters(new Map()), pngScale: 0.25 };
  const run: Run = {
    notebook: "06-essentially-different-tables",
    values,
    name: "default",
    folder,
    shownFolder: folder,
    by: "runner",
  };
  const log = console.log;
  console.log = () => {};
  try {
    await publish(run, deckComparisonChart, { full: curve(4), small: curve(3), parameters: {} });
    await publish(run, thirdCardFigure, { pair: [0, 40], parameters: {} });
  } finally {
    console.log = log;
  }
  return folder;
}

// Every file under a folder, with its bytes, to tell that nothing was written.
async function snapshot(folder: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for await (const entry of Deno.readDir(folder)) {
    const path = join(folder, entry.name);
    if (entry.isDirectory) Object.assign(files, await snapshot(path));
    else files[path] = String((await Deno.readFile(path)).length) + (await Deno.stat(path)).mtime?.getTime();
  }
  return files;
}

const dir = await Deno.makeTempDir();
const run = await madeRun(dir);

Deno.test("figures-preview draws every figure of a run again from its saved inputs, with greyscale copies, into a folder of its own", async () => {
  const out = join(dir, "preview");
  const { code, stdout, stderr } = await runCommand(SCRIPT, [run, "--out", out]);
  equal(code, 0, stderr);
  match(stdout, /^en\/no-set-both-decks\.png {2}640 × \d+ {2}Every 10 solid cards hold a SET/m);
  match(stderr, /4 figures of .* drawn in .*, no layout problem/);
  for (const lang of ["en", "zh-TW"]) {
    const svg = (folder: string) => Deno.readTextFile(join(folder, lang, "no-set-both-decks.svg"));
    equal(await svg(out), await svg(join(run, "figures")), `${lang}: the same figure, from its input`);
    ok((await Deno.stat(join(out, lang, "grey", "third-card.png"))).isFile);
    const index = JSON.parse(await Deno.readTextFile(join(out, lang, "figures.json")));
    deepEqual(index.map((e: { chart: string }) => e.chart), ["no-set-both-decks", "third-card"]);
  }
  equal(JSON.parse(await Deno.readTextFile(join(out, ".made-by.json"))).task, "figures-preview");
});

Deno.test("figures-preview refuses, in one line and writing nothing, an --out in a run's folder, in data/, or that is a file", async () => {
  await Deno.writeTextFile(join(dir, "a-file"), "");
  const before = await snapshot(dir);
  const cases: [string[], RegExp][] = [
    [[run, "--out", join(run, "figures")], /is inside the run folder .*, which only deno task notebooks writes$/],
    [[run, "--out", "data/x"], /--out data\/x is inside the project's data\/ folder$/],
    [[run, "--out", join(dir, "a-file")], /--out .*a-file is not a folder$/],
    [[run, "--out", join(dir, "a-file", "sub")], /--out .*a-file\/sub cannot be made: a part of its path is a file$/],
    [
      [join(dir, "no-run"), "--out", join(dir, "p")],
      /no-run has no figures\/<lang>\/figures\.json: give a run's folder/,
    ],
  ];
  for (const [args, pattern] of cases) {
    const { code, stdout, stderr } = await runCommand(SCRIPT, args);
    equal(code, 2, args.join(" "));
    equal(stdout, "");
    equal(stderr.trim().split("\n").length, 1, stderr);
    ok(stderr.startsWith("figures-preview: "), stderr);
    match(stderr.trim(), pattern);
  }
  deepEqual(await snapshot(dir), before);
});

Deno.test("figures-preview lists a saved input whose figure has layout problems, and exits 1", async () => {
  const broken = join(dir, "broken");
  await Deno.mkdir(join(broken, "figures", "en"), { recursive: true });
  const exact = sizes.map((n) => ({ n, p: noSetProbability(n).value }));
  const rows = [...noSetRows({ exact }), { n: 12, kind: "published", source: "x".repeat(120), p: 0.03 }];
  await Deno.writeTextFile(join(broken, "figures", "en", "a.json"), JSON.stringify({ rows, parameters: {} }));
  const entry = {
    name: "no-set-probability",
    chart: "no-set-probability",
    notebook: "",
    parameters: {},
    files: { input: "a.json" },
  };
  const other = { ...entry, name: "gone", chart: "a-chart-since-removed" };
  await Deno.writeTextFile(join(broken, "figures", "en", "figures.json"), JSON.stringify([entry, other]));
  const { code, stdout, stderr } = await runCommand(SCRIPT, [
    broken,
    "--out",
    join(dir, "broken-preview"),
    "--lang",
    "en",
  ]);
  equal(code, 1);
  match(stdout, /^ {2}en\/no-set-probability: text "x{120}" .* runs outside the 640 × \d+ canvas$/m);
  match(stdout, /^ {2}gone was drawn by a chart lib\/figures\/mod\.ts does not export: a-chart-since-removed$/m);
  match(stderr, /^figures-preview: \d+ problems in the figures of .*broken \(listed above\)\n$/);
});

globalThis.addEventListener("unload", () => Deno.removeSync(dir, { recursive: true }));
