import { deepEqual, equal, match, ok, rejects } from "node:assert/strict";
import { composeFigure } from "./figure.ts";
import type { Chart } from "./chart.ts";
import { exportFigures, publish, rebuildFigureIndex } from "./export.ts";
import { gameLargestChart } from "./charts/games.ts";
import { withTempDir } from "./_helpers_test.ts";
import { readParameters } from "../run/parameters.ts";
import { type Run, start } from "../run/start.ts";
import { perPolicy, playPolicies } from "../game/play.ts";
import { tableSizeShares } from "../game/stats.ts";

// A chart of one number, drawn as a line of text at `x` (off the canvas beyond 640).
const square: Chart<{ n: number; x?: number; parameters: { seed?: string } }> = {
  name: "square",
  uses: [],
  draw: ({ n, x = 8 }, lang) =>
    composeFigure({
      name: "square",
      lang,
      title: lang === "en" ? `The square of ${n} is ${n * n}` : `${n} 的平方是 ${n * n}`,
      caption: "caption",
      alt: "alt",
      data: [{ n, square: n * n, source: "exact, by hand" }],
      labels: [{ x, y: 10, text: String(n * n) }],
      bodyHeight: 20,
    }),
};
const figures = (n: number) => (["en", "zh-TW"] as const).map((lang) => square.draw({ n, parameters: {} }, lang));
const input = (n: number) => JSON.stringify({ n, parameters: {} });

// A run writing into `dir` as the runner does, at the default parameters but `lang` and a small PNG.
const runIn = (dir: string, values = {}): Run => ({
  notebook: "03-no-set-probability",
  values: { ...readParameters(new Map()), lang: "zh-TW", pngScale: 0.5, ...values },
  name: "lang-zh-tw",
  folder: dir,
  shownFolder: "out/jupyter/03-no-set-probability",
  by: "runner",
});

// Runs `work` with console.log collected, and returns what it printed.
async function printed(work: () => Promise<unknown>): Promise<string> {
  const log = console.log;
  const lines: string[] = [];
  console.log = (...args: unknown[]) => lines.push(args.join(" "));
  try {
    await work();
  } finally {
    console.log = log;
  }
  return lines.join("\n");
}

Deno.test("exportFigures() writes SVG, PNG, CSV and the input as JSON for both editions, and no temporary file", () =>
  withTempDir(async (dir) => {
    await exportFigures(figures(3), { dir, chart: "square", input: input(3), pngScale: 0.5 });
    for (const lang of ["en", "zh-TW"]) {
      const names = [...Deno.readDirSync(`${dir}/${lang}`)].map((e) => e.name).sort();
      deepEqual(names, [".figures", "figures.json", "square.csv", "square.json", "square.png", "square.svg"]);
      equal(await Deno.readTextFile(`${dir}/${lang}/square.csv`), 'n,square,source\n3,9,"exact, by hand"\n');
      equal(await Deno.readTextFile(`${dir}/${lang}/square.json`), input(3));
    }
  }));

Deno.test("figures.json lists every figure exported into the folder, from notebooks run one after another", () =>
  withTempDir(async (dir) => {
    const context = (notebook: string) => ({ notebook, parameters: { SET_SEED: "42" } });
    const renamed = (name: string) => figures(3).map((fig) => ({ ...fig, name }));
    const options = (notebook: string) => ({
      dir,
      chart: "square",
      input: input(3),
      pngScale: 0.5,
      context: context(notebook),
    });
    await exportFigures(renamed("beta"), options("05-playing-the-game"));
    await exportFigures(renamed("alpha"), options("03-no-set-probability"));
    await exportFigures(renamed("beta"), options("05-playing-the-game"));
    const index = JSON.parse(await Deno.readTextFile(`${dir}/zh-TW/figures.json`));
    deepEqual(index.map((e: { name: string }) => e.name), ["alpha", "beta"]);
    deepEqual(index[0], {
      name: "alpha",
      chart: "square",
      title: "3 的平方是 9",
      caption: "caption",
      alt: "alt",
      notebook: "03-no-set-probability",
      parameters: { SET_SEED: "42" },
      files: { svg: "alpha.svg", png: "alpha.png", data: "alpha.csv", input: "alpha.json" },
    });
    equal((await rebuildFigureIndex(`${dir}/en`)).length, 2);
  }));

Deno.test("rebuildFigureIndex() lists the sidecars by notebook, then by name", () =>
  withTempDir(async (folder) => {
    await Deno.mkdir(`${folder}/.figures`);
    for (const [name, notebook] of [["b", "02"], ["a", "02"], ["c", "01"]]) {
      await Deno.writeTextFile(`${folder}/.figures/${name}.json`, JSON.stringify({ name, notebook }));
    }
    deepEqual((await rebuildFigureIndex(folder)).map((entry) => entry.name), ["c", "a", "b"]);
  }));

Deno.test("exportFigures() refuses figures of different names as one export", async () => {
  const [en, zh] = figures(3);
  await rejects(
    exportFigures([en, { ...zh, name: "other" }], { dir: "/nonexistent", chart: "square", input: input(3) }),
    /must share a name, got square, other/,
  );
});

Deno.test("publish() exports into the run's folder, shows the edition the run's lang names, says where the files went", () =>
  withTempDir(async (dir) => {
    const run = runIn(dir);
    const out = await printed(async () => equal(await publish(run, square, { n: 4, parameters: {} }), undefined));
    ok(out.includes("4 的平方是 16"), out);
    ok(out.includes("out/jupyter/03-no-set-probability/figures/en/square.{svg,png,csv,json}"), out);
    const [entry] = JSON.parse(await Deno.readTextFile(`${dir}/figures/en/figures.json`));
    equal(entry.chart, "square");
    deepEqual(entry.parameters, {
      SET_SEED: "42",
      SET_TRIALS: 200000,
      SET_WORKERS: run.values.workers,
      SET_LANG: "zh-TW",
      SET_PNG_SCALE: 0.5,
    });
    equal(new DataView((await Deno.readFile(`${dir}/figures/en/square.png`)).buffer).getUint32(16), 320);
    const saved = JSON.parse(await Deno.readTextFile(`${dir}/figures/zh-TW/square.json`));
    equal(square.draw(saved, "zh-TW").svg, await Deno.readTextFile(`${dir}/figures/zh-TW/square.svg`));
  }));

Deno.test("publish() refuses a figure whose text runs off the canvas, one line per problem, and writes nothing", () =>
  withTempDir(async (dir) => {
    await rejects(
      publish(runIn(dir), square, { n: 5, x: 630, parameters: {} }),
      /^Error: en\/square: text "25" \[[\d., ]+\] runs outside the 640 × \d+ canvas\nzh-TW\/square: text "25" .* runs outside/,
    );
    await rejects(Deno.stat(`${dir}/figures`), Deno.errors.NotFound);
  }));

Deno.test("publish() refuses an input that does not say which parameters its chart's numbers depend on", () =>
  withTempDir(async (dir) => {
    await rejects(
      publish(runIn(dir), gameLargestChart, { rows: [], parameters: { seed: "42" } }),
      /^Error: game-largest-table: its input does not say which games it was computed with$/,
    );
  }));

Deno.test("publish() refuses games played at another run's parameters (a first cell changed, then changed back), and writes nothing", () =>
  withTempDir(async (out) => {
    const quiet = async <T>(work: () => Promise<T>) => {
      let result: T;
      await printed(async () => result = await work());
      return result!;
    };
    const seven = await quiet(() => start("05-playing-the-game", { seed: "7", games: 2_000 }, new Map(), { out }));
    const { seed, games } = seven.values;
    const tallies = await playPolicies({ games, seed, workers: 0 });
    const rows = perPolicy(tallies, (tally) => tableSizeShares(tally).map((r) => ({ key: r.size, ...r })));
    const input = { rows, parameters: { seed, games } };
    const run = await quiet(() => start("05-playing-the-game", {}, new Map(), { out }));
    await rejects(
      publish(run, gameLargestChart, input),
      (error: Error) => {
        equal(
          error.message,
          "game-largest-table was computed with seed 7, games 2,000, but this run has seed 42, games 100,000: " +
            "run the cells above again",
        );
        return true;
      },
    );
    await rejects(Deno.stat(`${run.folder}/figures`), Deno.errors.NotFound);
    await quiet(() => publish(seven, gameLargestChart, input));
    match(
      await Deno.readTextFile(`${run.folder}/figures/en/game-largest-table.csv`),
      /^policy,key,count,total,p,lo,hi/,
    );
  }));
