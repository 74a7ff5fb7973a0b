import { deepEqual, equal, ok } from "node:assert/strict";
import { composeFigure } from "./figure.ts";
import type { Lang } from "../common/lang.ts";
import { exportFigures, publish, rebuildFigureIndex } from "./export.ts";
import { withTempDir } from "./_testing.ts";
import { readParameters } from "../run/parameters.ts";
import type { Run } from "../run/start.ts";

const make = (name: string) => (lang: Lang) =>
  composeFigure({
    name,
    lang,
    title: lang === "en" ? `Title of ${name}` : `${name} 的標題`,
    caption: "caption",
    alt: "alt",
    data: [{ n: 12, p: 0.0323, source: "exact, fresh deal" }],
    panels: [],
    bodyHeight: 20,
  });

Deno.test("exportFigures() writes SVG, PNG and CSV for both editions, and no temporary file", () =>
  withTempDir(async (dir) => {
    await exportFigures(make("alpha"), { dir, pngScale: 0.5 });
    for (const lang of ["en", "zh-TW"]) {
      const names = [...Deno.readDirSync(`${dir}/${lang}`)].map((e) => e.name).sort();
      deepEqual(names, [".figures", "alpha.csv", "alpha.png", "alpha.svg", "figures.json"]);
      equal(
        await Deno.readTextFile(`${dir}/${lang}/alpha.csv`),
        'n,p,source\n12,0.0323,"exact, fresh deal"\n',
      );
    }
  }));

Deno.test("figures.json lists every figure exported into the folder, from notebooks run one after another", () =>
  withTempDir(async (dir) => {
    const context = (notebook: string) => ({ notebook, parameters: { SET_SEED: "42" } });
    await exportFigures(make("beta"), { dir, pngScale: 0.5, context: context("05-playing-the-game") });
    await exportFigures(make("alpha"), { dir, pngScale: 0.5, context: context("03-no-set-probability") });
    await exportFigures(make("beta"), { dir, pngScale: 0.5, context: context("05-playing-the-game") });
    const index = JSON.parse(await Deno.readTextFile(`${dir}/zh-TW/figures.json`));
    deepEqual(index.map((e: { name: string }) => e.name), ["alpha", "beta"]);
    deepEqual(index[0], {
      name: "alpha",
      title: "alpha 的標題",
      caption: "caption",
      alt: "alt",
      notebook: "03-no-set-probability",
      parameters: { SET_SEED: "42" },
      files: { svg: "alpha.svg", png: "alpha.png", data: "alpha.csv" },
    });
    equal((await rebuildFigureIndex(`${dir}/en`)).length, 2);
  }));

Deno.test("exportFigures() refuses figures of different names as one export", async () => {
  let failed = false;
  await exportFigures([make("a")("en"), make("b")("zh-TW")], { dir: "/nonexistent" }).catch(() => failed = true);
  ok(failed);
});

Deno.test("publish() exports into the run's folder, shows the edition the run's lang names, says where the files went", () =>
  withTempDir(async (dir) => {
    const values = { ...readParameters(new Map()), lang: "zh-TW" as const, pngScale: 0.5 };
    const log = console.log;
    const printed: string[] = [];
    console.log = (...args: unknown[]) => printed.push(args.join(" "));
    try {
      const run: Run = {
        notebook: "03-no-set-probability",
        values,
        name: "lang-zh-tw",
        folder: dir,
        shownFolder: "out/jupyter/03-no-set-probability",
        by: "jupyter",
      };
      equal(await publish(run, make("gamma")), undefined);
      ok(printed.join("\n").includes("gamma 的標題"), printed.join("\n"));
      ok(printed.join("\n").includes("`out/jupyter/03-no-set-probability/figures/en/gamma.{svg,png,csv}`"));
      ok(Deno.statSync(`${dir}/figures/en/gamma.png`).isFile);
      const [entry] = JSON.parse(await Deno.readTextFile(`${dir}/figures/en/figures.json`));
      deepEqual(entry.parameters, {
        SET_SEED: "42",
        SET_TRIALS: 200000,
        SET_WORKERS: values.workers,
        SET_LANG: "zh-TW",
        SET_PNG_SCALE: 0.5,
      });
      equal(new DataView((await Deno.readFile(`${dir}/figures/en/gamma.png`)).buffer).getUint32(16), 320);
    } finally {
      console.log = log;
    }
  }));
