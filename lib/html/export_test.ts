import { deepEqual, equal, match, ok, rejects } from "node:assert/strict";
import { join } from "node:path";
import { exportSite, figureFolders } from "./export.ts";
import { offlineViolations } from "./offline.ts";
import { fixtureExport } from "./_testing.ts";

Deno.test("exportSite() writes both editions of every notebook, the index and the assets", async () => {
  const out = await fixtureExport();
  try {
    const { pages, assets } = await exportSite({ outDir: out });
    deepEqual(pages, [
      "html/01-quick.html",
      "html/02-second.html",
      "reader/01-quick.html",
      "reader/02-second.html",
      "play/en.html",
      "play/zh-TW.html",
      "index.html",
      "index.zh-TW.html",
    ]);
    ok(assets.includes("assets/notebook.css"));
    ok(assets.includes("assets/web/practice.js"));
    ok(assets.includes("assets/katex/katex.min.css"));
    ok(assets.some((path) => /fonts\/KaTeX_Main-Regular\.woff2$/.test(path)));
    for (const path of assets) ok((await Deno.stat(join(out, path))).isFile, path);
  } finally {
    await Deno.remove(out, { recursive: true });
  }
});

Deno.test("exportSite() pages name no address outside their folder and no id twice", async () => {
  const out = await fixtureExport();
  try {
    const { pages } = await exportSite({ outDir: out });
    for (const page of pages) {
      const html = await Deno.readTextFile(join(out, page));
      deepEqual(offlineViolations(html), [], page);
      match(html, /^<!doctype html>/);
      const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
      equal(new Set(ids).size, ids.length, `${page}: ids ${ids}`);
    }
  } finally {
    await Deno.remove(out, { recursive: true });
  }
});

Deno.test("exportSite() lists the question, parameters and figures in the index", async () => {
  const out = await fixtureExport();
  try {
    await exportSite({ outDir: out });
    const index = await Deno.readTextFile(join(out, "index.html"));
    match(index, /<p class="question">Do three cards <span class="katex">/);
    match(index, /<dt>SET_SEED<\/dt><dd>42<\/dd>/);
    match(index, /A red square<\/span> <a href="figures\/en\/fixture-square\.svg">svg<\/a>/);
    match(index, /<h3>English \(en\)<\/h3>/);
  } finally {
    await Deno.remove(out, { recursive: true });
  }
});

Deno.test("exportSite() removes the page of a notebook that is gone", async () => {
  const out = await fixtureExport();
  try {
    await exportSite({ outDir: out });
    await Deno.remove(join(out, "notebooks", "02-second.ipynb"));
    const { pages } = await exportSite({ outDir: out });
    deepEqual(pages, [
      "html/01-quick.html",
      "reader/01-quick.html",
      "play/en.html",
      "play/zh-TW.html",
      "index.html",
      "index.zh-TW.html",
    ]);
    ok(!(await Deno.stat(join(out, "reader/02-second.html")).then(() => true, () => false)));
  } finally {
    await Deno.remove(out, { recursive: true });
  }
});

Deno.test("figureFolders() lists each edition's folder, its figures' files and their titles from figures.json", async () => {
  const out = await Deno.makeTempDir();
  try {
    await Deno.mkdir(join(out, "figures/en/.figures"), { recursive: true });
    await Deno.writeTextFile(join(out, "figures/en/a.svg"), "<svg/>");
    await Deno.writeTextFile(join(out, "figures/en/figures.json"), '[{"name": "a", "title": "A"}]');
    await Deno.writeTextFile(join(out, "figures/en/.figures/a.json"), "{}");
    await Deno.mkdir(join(out, "figures/zh-TW"), { recursive: true });
    await Deno.writeTextFile(join(out, "figures/zh-TW/c.svg"), "<svg/>");
    await Deno.writeTextFile(join(out, "figures/zh-TW/c.png"), "");
    const folders = await figureFolders(out);
    deepEqual(
      folders.map((f) => [f.path, f.label, f.manifest, f.figures.map((x) => [x.title ?? x.name, ...x.files])]),
      [
        ["figures/en/", "English (en)", "figures/en/figures.json", [["A", "a.svg"]]],
        ["figures/zh-TW/", "繁體中文 (zh-TW)", undefined, [["c", "c.png", "c.svg"]]],
      ],
    );
  } finally {
    await Deno.remove(out, { recursive: true });
  }
});

Deno.test("exportSite() leaves the export as it was when a formula cannot be typeset, naming notebook and formula", async () => {
  const out = await fixtureExport();
  try {
    await exportSite({ outDir: out });
    const before = await Deno.readTextFile(join(out, "reader/01-quick.html"));
    const path = join(out, "notebooks", "02-second.ipynb");
    const nb = JSON.parse(await Deno.readTextFile(path));
    nb.cells.push({ cell_type: "markdown", metadata: {}, source: ["A bad\n", "formula: $\\frac{1$."] });
    await Deno.writeTextFile(path, JSON.stringify(nb));
    await Deno.remove(join(out, "notebooks", "01-quick.ipynb"));
    await rejects(exportSite({ outDir: out }), (error: Error) => {
      match(error.message, /^02-second, cell \d+: cannot typeset \$\\frac\{1\$: KaTeX parse error/);
      equal(error.message.split("\n").length, 1, error.message);
      return true;
    });
    equal(await Deno.readTextFile(join(out, "reader/01-quick.html")), before);
    deepEqual([...Deno.readDirSync(out)].map((entry) => entry.name).sort(), [
      "assets",
      "figures",
      "html",
      "index.html",
      "index.zh-TW.html",
      "notebooks",
      "play",
      "reader",
    ]);
  } finally {
    await Deno.remove(out, { recursive: true });
  }
});
