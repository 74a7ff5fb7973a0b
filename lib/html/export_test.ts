import { deepEqual, equal, match, ok } from "node:assert/strict";
import { join } from "node:path";
import { exportSite, figureFolders } from "./export.ts";
import { offlineViolations } from "./offline.ts";

const FIXTURES = new URL("./_testdata/executed/", import.meta.url).pathname;

/** A temporary export folder holding the executed fixture notebooks and their figures. */
async function fixtureExport(): Promise<string> {
  const out = await Deno.makeTempDir({ prefix: "set-export-" });
  for (const folder of ["notebooks", "figures/en"]) {
    await Deno.mkdir(join(out, folder), { recursive: true });
    for await (const entry of Deno.readDir(join(FIXTURES, folder))) {
      if (entry.isFile) await Deno.copyFile(join(FIXTURES, folder, entry.name), join(out, folder, entry.name));
    }
  }
  return out;
}

Deno.test("exportSite() writes both editions of every notebook, the index and the assets", async () => {
  const out = await fixtureExport();
  try {
    const { pages, assets } = await exportSite({ outDir: out });
    deepEqual(pages, [
      "html/01-quick.html",
      "html/02-second.html",
      "reader/01-quick.html",
      "reader/02-second.html",
      "index.html",
    ]);
    ok(assets.includes("assets/notebook.css"));
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
    deepEqual(pages, ["html/01-quick.html", "reader/01-quick.html", "index.html"]);
    ok(!(await Deno.stat(join(out, "reader/02-second.html")).then(() => true, () => false)));
  } finally {
    await Deno.remove(out, { recursive: true });
  }
});

Deno.test("figureFolders() lists figures/ itself and each folder under it", async () => {
  const out = await Deno.makeTempDir();
  try {
    await Deno.mkdir(join(out, "figures/zh-TW"), { recursive: true });
    await Deno.writeTextFile(join(out, "figures/a.svg"), "<svg/>");
    await Deno.writeTextFile(join(out, "figures/zh-TW/a.svg"), "<svg/>");
    await Deno.writeTextFile(join(out, "figures/zh-TW/a.png"), "");
    const folders = await figureFolders(out);
    deepEqual(folders.map((f) => [f.path, f.label, f.figures.map((x) => x.files.join("+"))]), [
      ["figures/", "All figures", ["a.svg"]],
      ["figures/zh-TW/", "Chinese (Taiwan) (zh-TW)", ["a.png+a.svg"]],
    ]);
  } finally {
    await Deno.remove(out, { recursive: true });
  }
});
