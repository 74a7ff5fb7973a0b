import { deepEqual, equal, match, rejects } from "node:assert/strict";
import { join } from "node:path";
import { PARAMETERS_MIME, start } from "./start.ts";
import { OWNER_FILE } from "./owned_folder.ts";

type Bundle = Record<string, unknown>;

/** Runs `work` as if in Jupyter, returning the bundles it displayed. */
async function displayedBundles(work: () => Promise<unknown>): Promise<Bundle[]> {
  const bundles: Bundle[] = [];
  const deno = Deno as unknown as { jupyter: unknown };
  deno.jupyter = {
    display: (value: Record<symbol, () => Bundle>) => {
      bundles.push(value[Symbol.for("Jupyter.display")]());
      return Promise.resolve();
    },
  };
  try {
    await work();
  } finally {
    deno.jupyter = undefined;
  }
  return bundles;
}

async function quietly<T>(work: () => Promise<T>): Promise<T> {
  const log = console.log;
  console.log = () => {};
  try {
    return await work();
  } finally {
    console.log = log;
  }
}

Deno.test("start(notebook, values) in a cell is the run the same variables make", async () => {
  const out = await Deno.makeTempDir();
  const inCell = await quietly(() => start("03-no-set-probability", { seed: "7" }, new Map(), { out }));
  const fromEnv = await quietly(() => start("03-no-set-probability", {}, new Map([["SET_SEED", "7"]]), { out }));
  equal(inCell.name, "seed-7");
  deepEqual(fromEnv.values, inCell.values);
  await Deno.remove(out, { recursive: true });
});

Deno.test("start() in Jupyter writes into out/jupyter/NOTEBOOK, a folder of its own, never into a run's folder", async () => {
  const out = await Deno.makeTempDir();
  const run = await quietly(() => start("05-playing-the-game", { seed: "7", games: 2000 }, new Map(), { out }));
  equal(run.by, "jupyter");
  equal(run.folder, join(out, "jupyter", "05-playing-the-game"));
  deepEqual(JSON.parse(await Deno.readTextFile(join(run.folder, OWNER_FILE))), { task: "jupyter" });
  deepEqual([...Deno.readDirSync(out)].map((entry) => entry.name), ["jupyter"], "no run folder is made");
  await Deno.remove(out, { recursive: true });
});

Deno.test("start() under the runner writes into the runner's folder, and refuses cell values making another run", async () => {
  const runner = new Map([["SET_RUN_FOLDER", "/tmp/x"], ["SET_RUN_NAME", "default"], ["SET_RUN_PATH", "out/default"]]);
  await rejects(
    () => start("03-no-set-probability", { seed: "7" }, runner),
    /the first cell's values make the run seed-7, but the runner is making default: give them as variables \(SET_SEED\)/,
  );
  const run = await quietly(() => start("03-no-set-probability", {}, runner));
  deepEqual([run.folder, run.shownFolder, run.by], ["/tmp/x", "out/default", "runner"]);
});

Deno.test("start() refuses wrong values before any work: another notebook's parameter, a value of the wrong type", async () => {
  await rejects(() => start("01-the-mod-3-rule", { seed: "7" } as never, new Map()), /has no parameter seed/);
  await rejects(
    () => start("03-no-set-probability", { seed: null } as never, new Map()),
    /seed must be a string, got null/,
  );
  await rejects(() => start("03-no-set-probability", { trials: "1e6" } as never, new Map()), /trials must be a number/);
});

Deno.test("start() shows a table of the notebook's parameters with the values bundle, and where its figures go", async () => {
  const out = await Deno.makeTempDir();
  const bundles = await displayedBundles(() =>
    start("02-counting-the-sets", {}, new Map([["SET_SEED", "7"]]), { out })
  );
  match(bundles[0]["text/plain"] as string, /SET_SEED\s+7\s+42/);
  deepEqual(bundles[0][PARAMETERS_MIME], { SET_SEED: "7", SET_TIMING_RUNS: 20 });
  match(
    bundles[0]["text/plain"] as string,
    /\nRun seed-7; this notebook.s figures go to .*jupyter\/02-counting-the-sets/,
  );
  equal(bundles.length, 1);
  const none = await displayedBundles(() => start("01-the-mod-3-rule", {}, new Map(), { out }));
  deepEqual(none[0][PARAMETERS_MIME], {});
  match(none[0]["text/plain"] as string, /^No parameters: everything here is exact\./);
  await Deno.remove(out, { recursive: true });
});
