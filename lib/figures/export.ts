/**
 * Figures exported as an article's asset folder: for each edition, `DIR/<lang>/NAME.svg`,
 * `NAME.png` and `NAME.csv` (the numbers drawn), and a `figures.json` that lists every figure
 * with its title, caption, alt text, the notebook and parameters that made it, and its files.
 *
 * A notebook's figures go to its run's folder (lib/run/start.ts): the run the notebook runner builds,
 * `RUN/figures/<lang>/`, or in Jupyter `out/jupyter/NOTEBOOK/figures/<lang>/`, written under that folder's lock.
 * Each file is written atomically (a temporary name, then a rename). `figures.json` is assembled from one small
 * sidecar per figure (`DIR/<lang>/.figures/NAME.json`), so notebooks each add their figures without losing the
 * others'.
 *
 * @module
 */
import { join } from "node:path";
import { writeFileAtomic } from "../common/files.ts";
import { attachPng, type DataRow, type Figure, toPng } from "./figure.ts";
import { checkLang, type Lang, LANGS } from "../common/lang.ts";
import { say, show } from "../present/show.ts";
import { GLOBAL_PARAMETERS, NOTEBOOKS, type ParameterName, PRINT_SCALE } from "../config.ts";
import { envName } from "../run/names.ts";
import type { Run } from "../run/start.ts";
import { withLock } from "../run/lock.ts";

/** Where a figure comes from: the notebook and the parameters it ran with. */
export interface FigureContext {
  /** The notebook's file name stem, e.g. `"03-no-set-probability"`. */
  notebook: string;
  /** The parameters the notebook has, by variable, e.g. `{ SET_SEED: "42", SET_TRIALS: 400000 }`. */
  parameters: Record<string, string | number>;
}

/** One entry of `figures.json`. */
export interface FigureEntry {
  name: string;
  title: string;
  caption: string;
  alt: string;
  notebook: string;
  parameters: Record<string, string | number>;
  /** File names relative to the folder of `figures.json`. */
  files: { svg: string; png: string; data: string };
}

/**
 * What `figures.json` records of a run: its notebook, and the value of each of that notebook's parameters and of
 * the parameters every notebook has, by variable.
 *
 * @example
 * ```ts
 * import { figureContext } from "./export.ts";
 * import { defaults } from "../config.ts";
 * import { equal } from "node:assert/strict";
 * const context = figureContext({ notebook: "05-playing-the-game", values: defaults() });
 * equal(context.parameters.SET_GAMES, 100_000);
 * ```
 */
export function figureContext(run: Pick<Run, "notebook" | "values">): FigureContext {
  const own: readonly ParameterName[] = NOTEBOOKS[run.notebook];
  const names = [...own, ...GLOBAL_PARAMETERS];
  return {
    notebook: run.notebook,
    parameters: Object.fromEntries(names.map((name) => [envName(name), run.values[name] as string | number])),
  };
}

/**
 * Rows as CSV (RFC 4180): the columns in order of first appearance, numbers in full precision,
 * empty cells for missing values, text quoted when it holds a comma, quote or line break.
 *
 * @example
 * ```ts
 * import { toCsv } from "./export.ts";
 * import { equal } from "node:assert/strict";
 * equal(toCsv([{ n: 12, source: "article, seed 42" }, { n: 15, p: 0.0004 }]),
 *   'n,source,p\n12,"article, seed 42",\n15,,0.0004\n');
 * ```
 */
export function toCsv(rows: readonly DataRow[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (value: unknown) => {
    if (value === undefined || value === null) return "";
    const text = String(value);
    return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [columns.join(","), ...rows.map((row) => columns.map((c) => cell(row[c])).join(","))].join("\n") + "\n";
}

/** Options of {@link exportFigures}. */
export interface ExportOptions {
  /** The folder holding `<lang>/`. */
  dir: string;
  /** The notebook and parameters recorded in `figures.json` (default: none). */
  context?: FigureContext;
  /** PNG scale (default: the canvas at 16 cm, 300 dpi). */
  pngScale?: number;
}

/** A figure in both editions: a factory, or the figures themselves. */
export type FigureSource = ((lang: Lang) => Figure) | readonly Figure[];

function figuresOf(source: FigureSource): Figure[] {
  if (typeof source !== "function" && !Array.isArray(source)) {
    throw new TypeError("export needs (lang) => Figure, or the figures of both editions in an array");
  }
  const figures = typeof source === "function" ? LANGS.map((lang) => source(lang)) : [...source];
  for (const fig of figures) checkLang(fig.lang);
  const names = new Set(figures.map((fig) => fig.name));
  if (names.size !== 1) throw new RangeError(`figures of one export must share a name, got ${[...names].join(", ")}`);
  return figures;
}

/**
 * Writes a figure in both editions into `DIR/<lang>/`: `NAME.svg`, `NAME.png`, `NAME.csv` and the
 * sidecar `.figures/NAME.json`, each atomically, then rebuilds that folder's `figures.json`.
 * Cost: one PNG render per edition (about 0.1–0.3 s each).
 *
 * @param source `(lang) => Figure`, called once per edition, or the figures.
 * @returns The figures written, one per edition.
 * @example
 * ```ts
 * import { composeFigure, exportFigures } from "./mod.ts";
 * import { equal } from "node:assert/strict";
 * const dir = await Deno.makeTempDir();
 * const make = (lang: "en" | "zh-TW") => composeFigure({
 *   name: "blank", lang, title: lang === "en" ? "Nothing" : "空白", caption: "", alt: "", data: [{ x: 1 }],
 *   panels: [], bodyHeight: 10,
 * });
 * await exportFigures(make, { dir, pngScale: 1 });
 * const index = JSON.parse(await Deno.readTextFile(`${dir}/zh-TW/figures.json`));
 * equal(index[0].title, "空白");
 * equal(index[0].files.data, "blank.csv");
 * await Deno.remove(dir, { recursive: true });
 * ```
 */
export async function exportFigures(source: FigureSource, options: ExportOptions): Promise<Figure[]> {
  const ctx = options.context ?? { notebook: "", parameters: {} };
  const { dir } = options;
  const scale = options.pngScale ?? PRINT_SCALE;
  const figures = figuresOf(source);
  for (const fig of figures) {
    const folder = `${dir}/${fig.lang}`;
    await Deno.mkdir(`${folder}/.figures`, { recursive: true });
    await writeFileAtomic(`${folder}/${fig.name}.svg`, fig.svg);
    const png = toPng(fig, { scale });
    attachPng(fig, png); // shown beside the SVG in Jupyter: no second render
    await writeFileAtomic(`${folder}/${fig.name}.png`, png);
    await writeFileAtomic(`${folder}/${fig.name}.csv`, toCsv(fig.data));
    const entry: FigureEntry = {
      name: fig.name,
      title: fig.title,
      caption: fig.caption,
      alt: fig.alt,
      notebook: ctx.notebook,
      parameters: ctx.parameters,
      files: { svg: `${fig.name}.svg`, png: `${fig.name}.png`, data: `${fig.name}.csv` },
    };
    await writeFileAtomic(`${folder}/.figures/${fig.name}.json`, JSON.stringify(entry, null, 2) + "\n");
    await rebuildFigureIndex(folder);
  }
  return figures;
}

/**
 * Rebuilds `FOLDER/figures.json` from the sidecars in `FOLDER/.figures/`, sorted by notebook and
 * name, and writes it atomically.
 *
 * @returns The entries written.
 */
export async function rebuildFigureIndex(folder: string): Promise<FigureEntry[]> {
  const entries: FigureEntry[] = [];
  for await (const file of Deno.readDir(`${folder}/.figures`)) {
    if (!file.isFile || !file.name.endsWith(".json")) continue;
    entries.push(JSON.parse(await Deno.readTextFile(`${folder}/.figures/${file.name}`)));
  }
  entries.sort((a, b) => a.notebook.localeCompare(b.notebook) || a.name.localeCompare(b.name));
  await writeFileAtomic(`${folder}/figures.json`, JSON.stringify(entries, null, 2) + "\n");
  return entries;
}

/**
 * What a notebook cell ends with: exports the figure in both editions ({@link exportFigures}) into the run's folder
 * (in Jupyter under that folder's lock), and displays the edition the run's `lang` names (English by default): its
 * SVG and PNG, its caption, and where its files went.
 *
 * It returns nothing, so a cell that ends with it shows the figure once (a cell's last value would be shown a
 * second time).
 *
 * @param run The run (`set.start(…)` in the notebook's first cell).
 * @param source `(lang) => Figure`, or the figures of both editions.
 */
export async function publish(run: Run, source: FigureSource): Promise<void> {
  const options = { dir: join(run.folder, "figures"), context: figureContext(run), pngScale: run.values.pngScale };
  const write = () => exportFigures(source, options);
  const figures = run.by === "jupyter"
    ? await withLock(join(run.folder, ".lock"), run.shownFolder, write)
    : await write();
  const shown = figures.find((fig) => fig.lang === run.values.lang) ?? figures[0];
  const files = figures.map((fig) => `\`${run.shownFolder}/figures/${fig.lang}/${fig.name}.{svg,png,csv}\``);
  await show(shown, say(`Files: ${files.join(", ")}.`));
}
