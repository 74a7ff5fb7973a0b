import { deepEqual, equal, match, notEqual, rejects, throws } from "node:assert/strict";
import { join } from "node:path";
import {
  currentRun,
  DEFAULT_OUT,
  envName,
  NOTEBOOK_PARAMETERS,
  PARAMETERS,
  parameters,
  PARAMETERS_MIME,
  readParameters,
  recordRun,
  RUN_FOLDER_VARIABLE,
  runName,
} from "./parameters.ts";
import { openRunFolder } from "./run_folder.ts";

async function quietly<T>(run: () => Promise<T>): Promise<[T, string]> {
  const log = console.log;
  const printed: string[] = [];
  console.log = (...args: unknown[]) => printed.push(args.join(" "));
  try {
    return [await run(), printed.join("\n")];
  } finally {
    console.log = log;
  }
}

type Bundle = Record<string, unknown>;

/** Runs `run` as if in Jupyter, returning the bundles it displayed. */
async function displayedBundles(run: () => Promise<unknown>): Promise<Bundle[]> {
  const bundles: Bundle[] = [];
  const deno = Deno as unknown as { jupyter: unknown };
  deno.jupyter = {
    display: (value: Record<symbol, () => Bundle>) => {
      bundles.push(value[Symbol.for("Jupyter.display")]());
      return Promise.resolve();
    },
  };
  try {
    await run();
  } finally {
    deno.jupyter = undefined;
  }
  return bundles;
}

const name = (env: Record<string, string>) => runName(readParameters(new Map(Object.entries(env))));

Deno.test("runName() is 'default' when every parameter has the library's default, given or not", () => {
  equal(name({}), "default");
  equal(name({ SET_SEED: "42", SET_TRIALS: String(PARAMETERS.trials.default), SET_LANG: "en" }), "default");
  equal(name({ SET_WORKERS: String(navigator.hardwareConcurrency) }), "default");
});

Deno.test("runName() spells the changed parameters in one fixed order, whatever order they were given in", () => {
  equal(name({ SET_GAMES: "2000", SET_SEED: "42-b" }), "seed-42-b_games-2000");
  equal(name({ SET_SEED: "42-b", SET_GAMES: "2000" }), "seed-42-b_games-2000");
  equal(name({ SET_PNG_SCALE: "0.5" }), "png-scale-0.5");
});

Deno.test("runName() never gives two different seeds one folder: scripts, case, spaces, slashes and underscores", () => {
  const seeds = [
    "日本",
    "中文",
    "a b",
    "a_b",
    "a/b",
    "a-b",
    "A",
    "a",
    "a~b",
    "x",
    "..",
    ".",
    "a.b",
    "-a",
    "a".repeat(33),
  ];
  const names = seeds.map((seed) => name({ SET_SEED: seed }));
  equal(new Set(names).size, seeds.length, names.join(" "));
  // Case-insensitive file systems (a Mac's) must not merge them either.
  equal(new Set(names.map((n) => n.toLowerCase())).size, seeds.length);
  for (const n of names) match(n, /^[a-z0-9._~-]+$/, n);
  for (const n of names) equal(n.length <= 80, true, n);
});

Deno.test("runName() is the same for the same seed every time, and readable where it can be", () => {
  equal(name({ SET_SEED: "日本" }), name({ SET_SEED: "日本" }));
  match(name({ SET_SEED: "Run 7" }), /^seed-run-7~[0-9a-f]{10}$/);
  match(name({ SET_SEED: "日本" }), /^seed-x~[0-9a-f]{10}$/);
  notEqual(name({ SET_SEED: "7" }), name({ SET_SEED: "07" }));
});

Deno.test("readParameters() refuses an unknown SET_ variable, an empty value and every value out of range, naming it", () => {
  throws(
    () => readParameters(new Map([["SET_SEEED", "7"]])),
    /unknown variable SET_SEEED \(the parameters are SET_SEED/,
  );
  throws(() => readParameters(new Map([["SET_LANG", "fr"]])), /SET_LANG must be one of en, zh-TW, got "fr"/);
  for (const bad of ["0x10", "1e1", "0.0000001", "0", "20", "-1", ""]) {
    throws(
      () => readParameters(new Map([["SET_PNG_SCALE", bad]])),
      /^UsageError: SET_PNG_SCALE must be a decimal/,
      bad,
    );
  }
  throws(() => readParameters(new Map([["SET_TRIALS", "1e6"]])), /SET_TRIALS must be an integer/);
  throws(() => readParameters(new Map(), { trials: 1.5 }), /trials must be an integer/);
});

Deno.test("envName() and PARAMETERS: every parameter's variable, and each notebook's parameters are known ones", () => {
  deepEqual(Object.keys(PARAMETERS).map((key) => envName(key as keyof typeof PARAMETERS)), [
    "SET_SEED",
    "SET_TRIALS",
    "SET_GAMES",
    "SET_TIMING_RUNS",
    "SET_CAPS",
    "SET_WORKERS",
    "SET_LANG",
    "SET_PNG_SCALE",
  ]);
  for (const own of Object.values(NOTEBOOK_PARAMETERS)) for (const key of own) equal(key in PARAMETERS, true);
  equal(Math.round(640 * PARAMETERS.pngScale.default), 1890);
});

Deno.test("parameters(notebook, values) in a cell is the run the same variables make: its folder, never the article's", async () => {
  await quietly(() => parameters("03-no-set-probability", { seed: "7" }, new Map()));
  const inCell = currentRun();
  await quietly(() => parameters("03-no-set-probability", {}, new Map([["SET_SEED", "7"]])));
  equal(currentRun().name, inCell.name);
  equal(inCell.name, "seed-7");
  equal(inCell.folder, join(DEFAULT_OUT, "seed-7"));
  await quietly(() => parameters("03-no-set-probability", {}, new Map([["SET_RUN_FOLDER", "/tmp/x"]])));
  equal(currentRun().folder, "/tmp/x");
  equal(currentRun().name, "default");
});

Deno.test("parameters() refuses a parameter the notebook does not have, and a notebook it does not know", async () => {
  await rejects(
    () => parameters("01-the-mod-3-rule", { seed: "7" } as never, new Map()),
    /01-the-mod-3-rule has no parameter seed \(it has none\)/,
  );
  await rejects(() => parameters("99-nope" as never, {}, new Map()), /no notebook 99-nope/);
});

Deno.test("parameters() shows a table of the notebook's parameters with the values bundle, and where the run goes", async () => {
  const bundles = await displayedBundles(() => parameters("02-counting-the-sets", {}, new Map([["SET_SEED", "7"]])));
  match(bundles[0]["text/plain"] as string, /SET_SEED\s+7\s+42/);
  deepEqual(bundles[0][PARAMETERS_MIME], { SET_SEED: "7", SET_TIMING_RUNS: 20 });
  match(bundles[1]["text/markdown"] as string, /its own folder, `seed-7`/);
});

Deno.test("parameters() of a notebook without parameters says so in a sentence, with an empty values bundle", async () => {
  const [values, printed] = await quietly(() => parameters("01-the-mod-3-rule", {}, new Map()));
  deepEqual(values, {});
  match(printed, /^No parameters: everything in this notebook is exact\./);
  const [bundle] = await displayedBundles(() => parameters("01-the-mod-3-rule", {}, new Map()));
  deepEqual(bundle[PARAMETERS_MIME], {});
});

Deno.test("parameters() under the runner refuses values in the cell that make another run than the runner's", async () => {
  const runner = new Map([["SET_RUN_FOLDER", "/tmp/x"], ["SET_RUN_NAME", "default"]]);
  await rejects(
    () => parameters("03-no-set-probability", { seed: "7" }, runner),
    /the first cell's values make the run seed-7, but the runner is making default: give the values as variables \(SET_SEED\)/,
  );
  await quietly(() => parameters("03-no-set-probability", {}, runner));
  equal(currentRun().folder, "/tmp/x");
});

Deno.test("recordRun(): a run's folder that a notebook in Jupyter writes first gets run.json once, so the runner replaces it", async () => {
  const root = await Deno.makeTempDir();
  try {
    const values = readParameters(new Map([["SET_SEED", "7"]]));
    const run = { notebook: "03-no-set-probability", values, name: runName(values), folder: join(root, "seed-7") };
    await recordRun(run, new Map([[RUN_FOLDER_VARIABLE, join(root, "staging")]]));
    deepEqual([...Deno.readDirSync(root)], [], "under the runner, nothing is written");
    await recordRun(run, new Map());
    const record = JSON.parse(Deno.readTextFileSync(join(run.folder, "run.json")));
    deepEqual([record.name, record.parameters.seed, record.changed], ["seed-7", "7", { seed: "7" }]);
    Deno.writeTextFileSync(join(run.folder, "run.json"), "{}");
    await recordRun(run, new Map());
    equal(Deno.readTextFileSync(join(run.folder, "run.json")), "{}", "a record already there is kept");
    const opened = await openRunFolder(root, "seed-7"); // not refused as someone else's folder
    await opened.release();
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});
