import { deepEqual, doesNotMatch, equal, match, ok, rejects } from "node:assert/strict";
import { join } from "node:path";
import { exportSite } from "./export.ts";
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
    ok(assets.includes("assets/web/web.css"));
    ok(assets.includes("assets/katex/katex.min.css"));
    const katex = await Deno.readTextFile(join(out, "assets/katex/katex.min.css"));
    match(katex, /url\(fonts\/KaTeX_Main-Regular\.woff2\) format\("woff2"\)/);
    doesNotMatch(katex, /\.(woff|ttf)\)/); // each font's WOFF2 file only
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

Deno.test("exportSite() lists each edition's figures in its index: their files, titles from figures.json, the list", async () => {
  const out = await Deno.makeTempDir();
  try {
    await Deno.mkdir(join(out, "figures/en/.figures"), { recursive: true });
    await Deno.writeTextFile(join(out, "figures/en/a.svg"), "<svg/>");
    await Deno.writeTextFile(join(out, "figures/en/figures.json"), '[{"name": "a", "title": "A"}]');
    await Deno.writeTextFile(join(out, "figures/en/.figures/a.json"), "{}");
    await Deno.mkdir(join(out, "figures/zh-TW"), { recursive: true });
    await Deno.writeTextFile(join(out, "figures/zh-TW/c.svg"), "<svg/>");
    await Deno.writeTextFile(join(out, "figures/zh-TW/c.png"), "");
    await exportSite({ outDir: out });
    const en = await Deno.readTextFile(join(out, "index.html"));
    match(en, /<h3>English \(en\)<\/h3>/);
    match(en, /<li><span class="figure-title">A<\/span> <a href="figures\/en\/a\.svg">svg<\/a><\/li>/);
    match(en, /<a href="figures\/en\/figures\.json">figures\.json<\/a> — 1 figure</);
    doesNotMatch(en, /\.figures|zh-TW\/c/);
    const zh = await Deno.readTextFile(join(out, "index.zh-TW.html"));
    match(zh, /<h3>繁體中文 \(zh-TW\)<\/h3>/);
    match(zh, /c<\/span> <a href="figures\/zh-TW\/c\.png">png<\/a> · <a href="figures\/zh-TW\/c\.svg">svg<\/a>/);
    doesNotMatch(zh, /figures\.json/);
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

Deno.test("exportSite() of a folder with no notebook writes the practice pages and the indexes, saying there are no figures", async () => {
  const out = await Deno.makeTempDir();
  try {
    const { pages } = await exportSite({ outDir: out });
    deepEqual(pages, ["play/en.html", "play/zh-TW.html", "index.html", "index.zh-TW.html"]);
    match(await Deno.readTextFile(join(out, "index.html")), /No figures were exported/);
  } finally {
    await Deno.remove(out, { recursive: true });
  }
});
