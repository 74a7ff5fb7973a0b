/**
 * The exporter: a run's executed notebooks in, pages out beside them. Math is typeset and pictures inlined at export
 * time, so the pages open offline from `file://` and load nothing from outside the folder.
 *
 * @module
 */
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { exists } from "../common/files.ts";
import { type Lang, LANGS } from "../common/lang.ts";
import type { FigureEntry } from "../figures/export.ts";
import { practiceMessages } from "../web/messages.ts";
import { INDEX_PAGES } from "../web/practice_page.ts";
import { PLAY_FOLDER, webSite } from "../web/site.ts";
import { WIDGETS } from "../web/widgets.ts";
import { type FigureFolder, indexPage } from "./index_page.ts";
import { notebookParameters, notebookQuestion, notebookTitle, readNotebook } from "./notebook.ts";
import { offlineViolations } from "./offline.ts";
import { EDITION_FOLDER, notebookPage } from "./page.ts";

/** Starts what {@link exportSite} will need that no notebook changes: the pages' scripts, bundled. */
export { prepareWebSite as prepareExport } from "../web/site.ts";

/** What the exporter writes in a run's folder: replaced together, and only these. */
export const EXPORTED = ["html", "reader", "assets", ...Object.values(INDEX_PAGES), PLAY_FOLDER] as const;

const SITE_INTRO: Record<Lang, string> = {
  en: "Analysis notebooks for the article _The Third SET Card: mod 3 pair completion and the 1,080 SETs_. " +
    "Each notebook comes in two editions: the **reader's edition** (the argument, its tables and pictures) and the " +
    "**full notebook** (with the code and everything it printed).",
  "zh-TW": "文章《SET 卡牌的第三張怎麼算：mod 3 補全與 1,080 組 SET 的由來》的分析筆記本。筆記本只有英文版，" +
    "各有兩種版本：**讀者版**（論證、表格與圖）與**完整筆記本**（加上程式碼與全部輸出）；練習遊戲與圖表有繁體中文版。",
};

/**
 * Exports every executed notebook of `OUT/notebooks/` as `html/NAME.html` (the full notebook) and `reader/NAME.html`
 * (the reader's edition, with the live parts of lib/web/), with the indexes, the practice pages `play/` and `assets/`;
 * returns the pages and assets written, relative to `outDir`. Everything is rendered and checked first, then each of
 * {@link EXPORTED} is put in place by one rename. Cost: KaTeX over every formula.
 *
 * @throws {Error} naming the notebook, cell and formula when a formula cannot be typeset, or the page that would
 *   load anything from outside the folder; the folder is then as it was.
 */
export async function exportSite({ outDir }: { outDir: string }): Promise<{ pages: string[]; assets: string[] }> {
  const files = (await listed(join(outDir, "notebooks"))).filter((e) => e.isFile && e.name.endsWith(".ipynb"));
  const notebooks = await Promise.all(files.map(async ({ name: file }) => {
    const [name, nb] = [basename(file, ".ipynb"), await readNotebook(join(outDir, "notebooks", file))];
    const [title, question, parameters] = [notebookTitle(nb, name), notebookQuestion(nb), notebookParameters(nb)];
    return { name, nb, title, question, parameters };
  }));
  const names = notebooks.map(({ name }) => name);
  const practice = notebooks.find(({ name }) => name === WIDGETS.practice.notebook);
  const web = await webSite(outDir, practice && { page: `reader/${practice.name}.html`, title: practice.title });
  const figures = await figureFolders(outDir);
  const figureFile = (name: string, lang: string) => {
    const folder = figures.find((folder) => folder.path === `figures/${lang}/`);
    const found = folder?.figures.some((figure) => figure.name === name && figure.files.includes(`${name}.svg`));
    return found ? `../${folder!.path}${encodeURIComponent(name)}.svg` : undefined;
  };
  const pages = new Map<string, string>();
  for (const edition of ["full", "reader"] as const) {
    for (const [i, { name, nb, title }] of notebooks.entries()) {
      const [previous, next] = [notebooks[i - 1], notebooks[i + 1]];
      const options = { name, title, edition, notebooks: names, figureFile, previous, next };
      const page = notebookPage(nb, { ...options, siteTitle: practiceMessages("en").siteLink });
      pages.set(`${EDITION_FOLDER[edition]}/${name}.html`, edition === "reader" ? web.withWidgets(name, page) : page);
    }
  }
  for (const [relative, html] of web.pages) pages.set(relative, html);
  const run = await runSentences(outDir);
  for (const lang of LANGS) {
    const [siteTitle, practice] = [practiceMessages(lang).siteLink, web.practiceLinks(lang)];
    const intro = [SITE_INTRO[lang], run[lang]].filter(Boolean).join(lang === "en" ? " " : "");
    const own = figures.filter((folder) => folder.path === `figures/${lang}/`);
    pages.set(INDEX_PAGES[lang], indexPage({ lang, siteTitle, intro, notebooks, figures: own, practice }));
  }
  for (const [relative, html] of pages) {
    const violations = offlineViolations(html).slice(0, 3).join(" | ");
    if (violations) throw new Error(`${relative} would reach outside its folder: ${violations}`);
  }
  await Deno.mkdir(outDir, { recursive: true });
  const staging = await Deno.makeTempDir({ dir: outDir, prefix: ".export-" });
  const old = await Deno.makeTempDir({ dir: outDir, prefix: ".replaced-" });
  try {
    for (const folder of [...Object.values(EDITION_FOLDER), PLAY_FOLDER]) await Deno.mkdir(join(staging, folder));
    for (const [relative, html] of pages) await Deno.writeTextFile(join(staging, relative), html);
    const assets = [...await writeKatex(staging), ...await web.writeAssets(staging)];
    for (const name of EXPORTED) {
      if (await exists(join(outDir, name))) await Deno.rename(join(outDir, name), join(old, name));
    }
    for (const name of EXPORTED) await Deno.rename(join(staging, name), join(outDir, name));
    return { pages: [...pages.keys()], assets };
  } finally {
    await Deno.remove(staging, { recursive: true });
    await Deno.remove(old, { recursive: true });
  }
}

/** A folder's entries sorted by name; none when it does not exist. */
async function listed(dir: string): Promise<Deno.DirEntry[]> {
  const entries = await Array.fromAsync(Deno.readDir(dir)).catch((error) =>
    error instanceof Deno.errors.NotFound ? [] : Promise.reject(error)
  );
  return entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

/** The run's figure folders (`figures/LANG/`): each figure's files, and its title from `figures.json`. */
async function figureFolders(outDir: string): Promise<FigureFolder[]> {
  const folders: FigureFolder[] = [];
  for (const lang of LANGS) {
    const path = `figures/${lang}/`;
    const files = (await listed(join(outDir, path))).filter((entry) => entry.isFile && entry.name !== "figures.json");
    if (!files.length) continue;
    const byStem = Map.groupBy(files.map(({ name }) => name), (name) => name.replace(/\.[^.]*$/, ""));
    const index: unknown = await Deno.readTextFile(join(outDir, path, "figures.json")).then(JSON.parse, () => {});
    const titles = new Map(Array.isArray(index) ? index.map((entry: FigureEntry) => [entry.name, entry.title]) : []);
    folders.push({
      path,
      label: `${practiceMessages(lang).languageName} (${lang})`,
      figures: [...byStem].map(([name, files]) => ({ name, files, title: titles.get(name) })),
      manifest: index === undefined ? undefined : `${path}figures.json`,
    });
  }
  return folders;
}

/** What the index says of the run (from its `run.json`, when it has one): its parameters, and whose figures. */
async function runSentences(outDir: string): Promise<Record<Lang, string>> {
  const record = await Deno.readTextFile(join(outDir, "run.json")).then(JSON.parse, () => undefined);
  if (!record) return { en: "", "zh-TW": "" };
  const changed = Object.entries(record.changed ?? {});
  if (!changed.length) {
    return {
      en: "This is the run at the default parameters: its figures are the article's.",
      "zh-TW": "這是預設參數的執行結果：圖表就是文章裡的圖。",
    };
  }
  const list = changed.map(([name, value]) => `${name} \`${String(value)}\``);
  return {
    en: `This is the run \`${record.name}\`, with ${list.join(", ")} (the other parameters at their defaults); ` +
      "the article's figures are those of the run `default`.",
    "zh-TW": `這是執行 \`${record.name}\`，其中 ${
      list.join("、")
    }（其餘參數為預設值）；文章的圖表來自執行 \`default\`。`,
  };
}

/** Writes `assets/notebook.css` and `assets/katex/` (KaTeX's stylesheet, its WOFF2 fonts and its licence). */
async function writeKatex(outDir: string): Promise<string[]> {
  const dist = dirname(createRequire(import.meta.url).resolve("katex/dist/katex.min.css"));
  const to = join(outDir, "assets", "katex");
  await Deno.mkdir(join(to, "fonts"), { recursive: true });
  await Deno.copyFile(new URL("./notebook.css", import.meta.url), join(outDir, "assets", "notebook.css"));
  await Deno.copyFile(join(dist, "..", "LICENSE"), join(to, "LICENSE"));
  // Each font's WOFF2 file only: `url(A.woff2) format("woff2"),url(A.woff) format("woff"),…` loses all but the first.
  const css = (await Deno.readTextFile(join(dist, "katex.min.css")))
    .replace(/(url\([^)]*\.woff2\)\s*format\(["']woff2["']\))(?:\s*,\s*url\([^)]*\)\s*format\([^)]*\))*/g, "$1");
  await Deno.writeTextFile(join(to, "katex.min.css"), css);
  const fonts = [...new Set([...css.matchAll(/url\((fonts\/[^)]+\.woff2)\)/g)].map((m) => m[1]))];
  for (const font of fonts) await Deno.copyFile(join(dist, font), join(to, font));
  return ["assets/notebook.css", ...["katex.min.css", "LICENSE", ...fonts].map((file) => `assets/katex/${file}`)];
}
