import { deepEqual, equal, ok } from "node:assert/strict";
import { composeFigure } from "./figure.ts";
import type { Lang } from "../common/lang.ts";
import { exportFigures, figureContext, figuresDir, publish, rebuildFigureIndex, setFigureContext } from "./export.ts";

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

async function withTempDir(test: (dir: string) => Promise<void>) {
  const dir = await Deno.makeTempDir();
  try {
    await test(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

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
    const context = (notebook: string) => ({ notebook, parameters: { seed: "42" }, isDefault: true });
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
      parameters: { seed: "42" },
      files: { svg: "alpha.svg", png: "alpha.png", data: "alpha.csv" },
    });
    equal((await rebuildFigureIndex(`${dir}/en`)).length, 2);
  }));

Deno.test("exportFigures() refuses figures of different names as one export", async () => {
  let failed = false;
  await exportFigures([make("a")("en"), make("b")("zh-TW")], { dir: "/nonexistent" }).catch(() => failed = true);
  ok(failed);
});

Deno.test("figures made with other parameters go to a folder named after them, never to the article's set", () => {
  equal(figuresDir({ notebook: "03", parameters: { seed: "42", trials: 1000000 }, isDefault: true }, "/f"), "/f");
  equal(
    figuresDir({ notebook: "03", parameters: { seed: "7", trials: 1000 }, isDefault: false }, "/f"),
    "/f/runs/seed-7_trials-1000",
  );
});

Deno.test("publish() exports into the current context's folder, shows the edition SET_LANG names and returns nothing", () =>
  withTempDir(async (dir) => {
    const before = figureContext();
    const env = { SET_FIGURES_DIR: Deno.env.get("SET_FIGURES_DIR"), SET_LANG: Deno.env.get("SET_LANG") };
    Deno.env.set("SET_FIGURES_DIR", dir);
    Deno.env.set("SET_LANG", "zh-TW");
    const log = console.log;
    const printed: string[] = [];
    console.log = (...args: unknown[]) => printed.push(args.join(" "));
    try {
      setFigureContext({ notebook: "03-no-set-probability", parameters: { seed: "7" }, isDefault: false });
      equal(await publish(make("gamma"), { pngScale: 0.5 }), undefined);
      ok(printed.join("\n").includes("gamma 的標題"), printed.join("\n"));
      ok(Deno.statSync(`${dir}/runs/seed-7/en/gamma.png`).isFile);
      equal([...Deno.readDirSync(dir)].map((e) => e.name).join(), "runs");
    } finally {
      console.log = log;
      setFigureContext(before);
      for (const [key, value] of Object.entries(env)) {
        value === undefined ? Deno.env.delete(key) : Deno.env.set(key, value);
      }
    }
  }));

Deno.test("figureContext() follows notebookParameters(): another seed sends the figures to a run folder of their own", async () => {
  const { notebookParameters } = await import("../display/parameters.ts");
  const { integerParam, seedParam } = await import("../common/params.ts");
  const spec = { SET_SEED: seedParam("42"), SET_TRIALS: integerParam({ min: 1, max: 10, default: 5 }) };
  setFigureContext(undefined);
  await notebookParameters("03-demo", spec, new Map([["SET_SEED", "7"]]));
  const ctx = figureContext();
  equal(ctx.notebook, "03-demo");
  equal(ctx.isDefault, false);
  equal(figuresDir(ctx, "/base"), "/base/runs/seed-7_trials-5");
  await notebookParameters("03-demo", spec, new Map());
  equal(figuresDir(figureContext(), "/base"), "/base");
});
