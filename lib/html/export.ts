/**
 * The exporter: executed notebooks in, a self-contained folder of pages out.
 *
 * From `OUT/notebooks/*.ipynb` it writes
 *
 * - `OUT/html/NAME.html` — the full notebook: prose, code and every output;
 * - `OUT/reader/NAME.html` — the reader's edition: prose and what the notebook
 *   displays (tables, sentences, pictures), no code and no printed streams;
 * - `OUT/index.html`, `OUT/index.zh-TW.html` — where to start, every notebook with its question, parameters
 *   and both editions, and the language's figures under `OUT/figures/`;
 * - `OUT/assets/` — the stylesheet, and KaTeX's stylesheet and fonts;
 * - `OUT/play/en.html`, `OUT/play/zh-TW.html` — the practice pages, and in the reader's edition the live parts
 *   (lib/web/), their scripts in `OUT/assets/web/`.
 *
 * Math is typeset at export time, pictures are inline SVG: pages open offline
 * from `file://`, with no address outside the folder (checked: see `offline.ts`); the
 * only scripts are the live parts' own, beside them in `assets/web/`.
 *
 * Every page is rendered before any is written, and the folders replaced
 * together: a formula that cannot be typeset leaves the export as it was.
 *
 * `deno task html [RUN]` exports a run's folder again (lib/cli/html.ts).
 *
 * @module
 */
import { join } from "node:path";
import { writeAssets } from "./assets.ts";
import { type FigureFolder, type IndexEntry, indexPage } from "./index_page.ts";
import { type Notebook, notebookParameters, notebookQuestion, notebookTitle, readNotebook } from "./notebook.ts";
import { offlineViolations } from "./offline.ts";
import { EDITION_FOLDER, notebookPage } from "./page.ts";
import type { Edition } from "./outputs.ts";
import { replaceEntries } from "./folders.ts";
import { PLAY_FOLDER, webSite } from "../web/site.ts";
import { type Lang, LANGS } from "../common/lang.ts";
import type { FigureEntry } from "../figures/export.ts";
import { practiceMessages } from "../web/messages.ts";
import { INDEX_PAGES } from "../web/practice_page.ts";
import { WIDGETS } from "../web/widgets.ts";

/** The site title of this project's pages, the one the practice pages link back with. */
const SITE_TITLE = practiceMessages("en").siteLink;

const SITE_INTRO: Record<Lang, string> = {
  en: "Analysis notebooks for the article _The Third SET Card: mod 3 pair completion and the 1,080 SETs_. " +
    "Each notebook comes in two editions: the **reader's edition** (the argument, its tables and pictures) and the " +
    "**full notebook** (with the code and everything it printed).",
  "zh-TW": "文章《SET 卡牌的第三張怎麼算：mod 3 補全與 1,080 組 SET 的由來》的分析筆記本。筆記本只有英文版，" +
    "各有兩種版本：**讀者版**（論證、表格與圖）與**完整筆記本**（加上程式碼與全部輸出）；練習遊戲與圖表有繁體中文版。",
};

/** Starts what {@link exportSite} will need that no notebook changes: the pages' scripts, bundled. */
export { prepareWebSite as prepareExport } from "../web/site.ts";

/** What the exporter writes in the export folder: replaced together, and only these. */
export const EXPORTED = ["html", "reader", "assets", ...Object.values(INDEX_PAGES), PLAY_FOLDER] as const;

/** Options of {@link exportSite}. */
export interface ExportOptions {
  /** The export folder: notebooks are read from `OUT/notebooks/`, pages written beside. */
  outDir: string;
}

/** What {@link exportSite} wrote, relative to the export folder. */
export interface ExportResult {
  pages: string[];
  assets: string[];
}

async function entries(dir: string): Promise<Deno.DirEntry[]> {
  try {
    const list: Deno.DirEntry[] = [];
    for await (const entry of Deno.readDir(dir)) list.push(entry);
    return list.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return [];
    throw error;
  }
}

/**
 * The figure folders of a run, one per edition that has figures (`figures/en/`, `figures/zh-TW/`):
 * each figure's files, and its title from the folder's `figures.json` (the list lib/figures/export.ts
 * writes) when the folder has one. Cost: one listing per edition.
 */
export async function figureFolders(outDir: string): Promise<FigureFolder[]> {
  const folders: FigureFolder[] = [];
  for (const lang of LANGS) {
    const path = `figures/${lang}/`;
    const files = (await entries(join(outDir, path))).filter((entry) => entry.isFile && entry.name !== "figures.json");
    if (!files.length) continue;
    const byStem = new Map<string, string[]>();
    for (const { name } of files) {
      const stem = name.replace(/\.[^.]*$/, "");
      byStem.set(stem, [...byStem.get(stem) ?? [], name]);
    }
    const index: unknown = await Deno.readTextFile(join(outDir, path, "figures.json")).then(
      JSON.parse,
      () => undefined,
    );
    const titles = new Map(Array.isArray(index) ? index.map((entry: FigureEntry) => [entry.name, entry.title]) : []);
    folders.push({
      path,
      label: `${practiceMessages(lang).languageName} (${lang})`,
      figures: [...byStem].map(([name, names]) => ({ name, files: names, title: titles.get(name) })),
      manifest: index === undefined ? undefined : `${path}figures.json`,
    });
  }
  return folders;
}

/**
 * What the index says of the run whose folder this is (from its `run.json`, when it has one), in each language:
 * its parameters, and whether its figures are the article's.
 */
async function runSentences(outDir: string): Promise<Record<Lang, string>> {
  let record: { name?: string; changed?: Record<string, unknown> };
  try {
    record = JSON.parse(await Deno.readTextFile(join(outDir, "run.json")));
  } catch {
    return { en: "", "zh-TW": "" };
  }
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

/**
 * Exports every executed notebook of `OUT/notebooks/` as pages (both editions), the index and
 * the assets. Every page is rendered and checked before anything is written; then `html/`,
 * `reader/`, `assets/` and `index.html` are written beside and replaced, each by one rename
 * ({@link replaceEntries}), so a page of a notebook that is gone goes too, and a failure leaves
 * the folder as it was.
 *
 * @throws {Error} naming the notebook, cell and formula when a formula cannot be typeset, or the
 *   page when it would load anything from outside the folder.
 */
export async function exportSite({ outDir }: ExportOptions): Promise<ExportResult> {
  const names = (await entries(join(outDir, "notebooks")))
    .filter((entry) => entry.isFile && entry.name.endsWith(".ipynb"))
    .map((entry) => entry.name.slice(0, -".ipynb".length));
  const notebooks: { name: string; nb: Notebook; title: string }[] = [];
  for (const name of names) {
    const nb = await readNotebook(join(outDir, "notebooks", `${name}.ipynb`));
    notebooks.push({ name, nb, title: notebookTitle(nb, name) });
  }
  // The live parts: widgets in the reader's pages, the practice pages, their scripts (lib/web/).
  const practiceSource = notebooks.find(({ name }) => name === WIDGETS.practice.notebook);
  const web = await webSite(
    outDir,
    practiceSource && { page: `${EDITION_FOLDER.reader}/${practiceSource.name}.html`, title: practiceSource.title },
  );
  const figures = await figureFolders(outDir);
  const figureFile = (name: string, lang: string) => {
    const folder = figures.find((folder) => folder.path === `figures/${lang}/`);
    const found = folder?.figures.some((figure) => figure.name === name && figure.files.includes(`${name}.svg`));
    return found ? `../${folder!.path}${encodeURIComponent(name)}.svg` : undefined;
  };
  const pages = new Map<string, string>();
  for (const edition of ["full", "reader"] as Edition[]) {
    for (const [i, { name, nb, title }] of notebooks.entries()) {
      const page = notebookPage(nb, {
        name,
        title,
        edition,
        siteTitle: SITE_TITLE,
        previous: notebooks[i - 1] && { name: notebooks[i - 1].name, title: notebooks[i - 1].title },
        next: notebooks[i + 1] && { name: notebooks[i + 1].name, title: notebooks[i + 1].title },
        notebooks: names,
        figureFile,
      });
      pages.set(`${EDITION_FOLDER[edition]}/${name}.html`, edition === "reader" ? web.withWidgets(name, page) : page);
    }
  }
  const index: IndexEntry[] = notebooks.map(({ name, nb, title }) => ({
    name,
    title,
    question: notebookQuestion(nb),
    parameters: notebookParameters(nb),
  }));
  for (const [relative, html] of web.pages) pages.set(relative, html);
  const run = await runSentences(outDir);
  for (const lang of LANGS) {
    pages.set(
      INDEX_PAGES[lang],
      indexPage({
        lang,
        siteTitle: practiceMessages(lang).siteLink,
        intro: [SITE_INTRO[lang], run[lang]].filter(Boolean).join(lang === "en" ? " " : ""),
        notebooks: index,
        figures: figures.filter((folder) => folder.path === `figures/${lang}/`),
        practice: web.practiceLinks(lang),
      }),
    );
  }
  for (const [relative, html] of pages) {
    const violations = offlineViolations(html);
    if (violations.length) {
      throw new Error(`${relative} would reach outside its folder: ${violations.slice(0, 3).join(" | ")}`);
    }
  }
  await Deno.mkdir(outDir, { recursive: true });
  const staging = await Deno.makeTempDir({ dir: outDir, prefix: ".export-" });
  try {
    for (const folder of [...Object.values(EDITION_FOLDER), PLAY_FOLDER]) await Deno.mkdir(join(staging, folder));
    for (const [relative, html] of pages) await Deno.writeTextFile(join(staging, relative), html);
    const assets = [...await writeAssets(staging), ...await web.writeAssets(staging)];
    await replaceEntries(staging, outDir, EXPORTED);
    return { pages: [...pages.keys()], assets };
  } finally {
    await Deno.remove(staging, { recursive: true });
  }
}
