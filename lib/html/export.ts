/**
 * The exporter: executed notebooks in, a self-contained folder of pages out.
 *
 * From `OUT/notebooks/*.ipynb` it writes
 *
 * - `OUT/html/NAME.html` — the full notebook: prose, code and every output;
 * - `OUT/reader/NAME.html` — the reader's edition: prose and what the notebook
 *   displays (tables, sentences, pictures), no code and no printed streams;
 * - `OUT/index.html` — every notebook with its question, parameters and both
 *   editions, and the folders of figures under `OUT/figures/`;
 * - `OUT/assets/` — the stylesheet, and KaTeX's stylesheet and fonts.
 *
 * Math is typeset at export time, pictures are inline SVG: pages open offline
 * from `file://`, with no script and no address outside the folder (checked:
 * see `offline.ts`).
 *
 * Run it alone to export again: `deno task html [OUT]` (default `out`).
 *
 * @module
 */
import { basename, join } from "node:path";
import { writeAssets } from "./assets.ts";
import { type FigureFile, type FigureFolder, type IndexEntry, indexPage } from "./index_page.ts";
import { type Notebook, notebookParameters, notebookQuestion, notebookTitle, readNotebook } from "./notebook.ts";
import { offlineViolations } from "./offline.ts";
import { EDITION_FOLDER, notebookPage } from "./page.ts";
import type { Edition } from "./outputs.ts";

/** The site title of this project's pages. */
export const SITE_TITLE = "The mathematics of SET, in notebooks";

const SITE_INTRO =
  "Analysis notebooks for the article _The Third SET Card: mod 3 pair completion and the 1,080 SETs_. " +
  "Each notebook comes in two editions: the **reader's edition** (the argument, its tables and pictures) and the " +
  "**full notebook** (with the code and everything it printed).";

/** Options of {@link exportSite}. */
export interface ExportOptions {
  /** The export folder: notebooks are read from `OUT/notebooks/`, pages written beside. */
  outDir: string;
  siteTitle?: string;
  intro?: string;
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
 * Figure titles from a folder's `figures.json`, whatever its exact shape:
 * every object in it that has a string `title` gives that title to each
 * figure whose file name or stem is one of the object's string values.
 *
 * @example
 * ```ts
 * import { manifestTitles } from "./export.ts";
 * import { deepEqual } from "node:assert/strict";
 * const manifest = { figures: [{ name: "odds", file: "odds.svg", title: "The odds" }] };
 * deepEqual(manifestTitles(manifest, ["odds"]), new Map([["odds", "The odds"]]));
 * ```
 */
export function manifestTitles(manifest: unknown, stems: readonly string[]): Map<string, string> {
  const titles = new Map<string, string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    const object = value as Record<string, unknown>;
    if (typeof object.title === "string") {
      for (const field of Object.values(object)) {
        if (typeof field !== "string") continue;
        const stem = basename(field).replace(/\.[^.]*$/, "");
        if (stems.includes(stem) && !titles.has(stem)) titles.set(stem, object.title);
      }
    }
    Object.values(object).forEach(visit);
  };
  visit(manifest);
  return titles;
}

function folderLabel(name: string): string {
  if (name === "") return "All figures";
  try {
    const language = new Intl.DisplayNames(["en"], { type: "language" }).of(name);
    return language && language !== name ? `${language} (${name})` : name;
  } catch {
    return name;
  }
}

async function figureFolder(outDir: string, relative: string): Promise<FigureFolder | undefined> {
  const dir = join(outDir, relative);
  const files = (await entries(dir)).filter((entry) => entry.isFile && entry.name !== "figures.json");
  if (!files.length) return undefined;
  const byStem = new Map<string, string[]>();
  for (const file of files) {
    const stem = file.name.replace(/\.[^.]*$/, "");
    byStem.set(stem, [...byStem.get(stem) ?? [], file.name]);
  }
  let titles = new Map<string, string>();
  let manifest: string | undefined;
  try {
    const json = JSON.parse(await Deno.readTextFile(join(dir, "figures.json")));
    manifest = `${relative}figures.json`;
    titles = manifestTitles(json, [...byStem.keys()]);
  } catch { /* no manifest, or not JSON: list the files alone */ }
  const figures: FigureFile[] = [...byStem].map(([name, names]) => ({ name, files: names, title: titles.get(name) }));
  return {
    path: relative,
    label: folderLabel(relative.split("/").filter(Boolean).slice(1).join("/")),
    figures,
    manifest,
  };
}

/** The figure folders of an export: `figures/` itself when it holds files, and each folder under it. */
export async function figureFolders(outDir: string): Promise<FigureFolder[]> {
  const folders: FigureFolder[] = [];
  const top = await figureFolder(outDir, "figures/");
  if (top) folders.push(top);
  for (const entry of await entries(join(outDir, "figures"))) {
    if (!entry.isDirectory) continue;
    const folder = await figureFolder(outDir, `figures/${entry.name}/`);
    if (folder) folders.push(folder);
  }
  return folders;
}

async function writePage(outDir: string, relative: string, html: string): Promise<void> {
  const violations = offlineViolations(html);
  if (violations.length) {
    throw new Error(`${relative} would reach outside its folder: ${violations.slice(0, 3).join(" | ")}`);
  }
  await Deno.writeTextFile(join(outDir, relative), html);
}

/**
 * Exports every executed notebook of `OUT/notebooks/` as pages (both
 * editions), the index and the assets. The `html/` and `reader/` folders are
 * written anew, so a page of a notebook that is gone goes too.
 *
 * @throws {Error} naming the notebook and cell when a formula cannot be
 *   typeset, or the page when it would load anything from outside the folder.
 */
export async function exportSite(options: ExportOptions): Promise<ExportResult> {
  const { outDir, siteTitle = SITE_TITLE, intro = SITE_INTRO } = options;
  const names = (await entries(join(outDir, "notebooks")))
    .filter((entry) => entry.isFile && entry.name.endsWith(".ipynb"))
    .map((entry) => entry.name.slice(0, -".ipynb".length));
  const notebooks: { name: string; nb: Notebook; title: string }[] = [];
  for (const name of names) {
    const nb = await readNotebook(join(outDir, "notebooks", `${name}.ipynb`));
    notebooks.push({ name, nb, title: notebookTitle(nb, name) });
  }
  const pages: string[] = [];
  for (const edition of ["full", "reader"] as Edition[]) {
    const folder = EDITION_FOLDER[edition];
    await Deno.remove(join(outDir, folder), { recursive: true }).catch((error) => {
      if (!(error instanceof Deno.errors.NotFound)) throw error;
    });
    await Deno.mkdir(join(outDir, folder), { recursive: true });
    for (const [i, { name, nb, title }] of notebooks.entries()) {
      const html = notebookPage(nb, {
        name,
        title,
        edition,
        siteTitle,
        previous: notebooks[i - 1] && { name: notebooks[i - 1].name, title: notebooks[i - 1].title },
        next: notebooks[i + 1] && { name: notebooks[i + 1].name, title: notebooks[i + 1].title },
        notebooks: names,
      });
      await writePage(outDir, `${folder}/${name}.html`, html);
      pages.push(`${folder}/${name}.html`);
    }
  }
  const index: IndexEntry[] = notebooks.map(({ name, nb, title }) => ({
    name,
    title,
    question: notebookQuestion(nb),
    parameters: notebookParameters(nb),
  }));
  await writePage(
    outDir,
    "index.html",
    indexPage({ siteTitle, intro, notebooks: index, figures: await figureFolders(outDir) }),
  );
  pages.push("index.html");
  const assets = await writeAssets(outDir);
  return { pages, assets };
}

if (import.meta.main) {
  const args = Deno.args;
  if (args.length > 1 || args.some((arg) => arg.startsWith("-"))) {
    console.error(`html: usage: deno task html [OUT]  (got ${args.join(" ")})`);
    Deno.exit(2);
  }
  const outDir = args[0] ?? "out";
  const result = await exportSite({ outDir });
  console.error(`html: ${result.pages.length} pages written under ${outDir}/`);
}
