/**
 * Figures exported as an article's asset folder: for each edition, `DIR/<lang>/NAME.svg`,
 * `NAME.png` and `NAME.csv` (the numbers drawn), and a `figures.json` that lists every figure
 * with its title, caption, alt text, the notebook and parameters that made it, and its files.
 *
 * Each file is written atomically (a temporary name, then a rename). `figures.json` is assembled
 * from one small sidecar per figure (`DIR/<lang>/.figures/NAME.json`), so notebooks run one after
 * another each add their figures without losing the others'.
 *
 * Where figures go depends on the notebook's parameters ({@link setFigureContext}): with the
 * defaults, into the article's set, `$SET_FIGURES_DIR/<lang>/` (default `out/figures/`); with
 * any other parameters, into a folder named after them, `$SET_FIGURES_DIR/runs/seed-7_trials-1000/<lang>/`,
 * so a rerun with another seed never touches the article's set.
 *
 * @module
 */
import { writeFileAtomic } from "../common/files.ts";
import { type DataRow, defaultPngScale, type Figure, toPng } from "./figure.ts";
import { checkLang, displayLang, type Lang, LANGS } from "../common/lang.ts";
import { show } from "../display/show.ts";
import { parameterContext } from "../display/parameters.ts";

/** Where a notebook's figures come from: the notebook and its parameters, and whether they are the defaults. */
export interface FigureContext {
  /** The notebook's file name stem, e.g. `"03-no-set-probability"`. */
  notebook: string;
  /** The parameters as the notebook read them, e.g. `{ seed: "42", trials: 1000000 }`. */
  parameters: Record<string, string | number | boolean>;
  /** Whether every parameter has its default value: only then do figures go to the article's set. */
  isDefault: boolean;
}

/** One entry of `figures.json`. */
export interface FigureEntry {
  name: string;
  title: string;
  caption: string;
  alt: string;
  notebook: string;
  parameters: Record<string, string | number | boolean>;
  /** File names relative to the folder of `figures.json`. */
  files: { svg: string; png: string; data: string };
}

let context: FigureContext | undefined;

/**
 * Sets where the next figures come from. A notebook need not call it: its parameter reader
 * (`notebookParameters`, in its first code cell) records the notebook and its parameters, and
 * {@link figureContext} reads them from there; this overrides that (for scripts and tests), and
 * `undefined` ends the override. With neither, figures count as made with default parameters by
 * no notebook in particular.
 *
 * @example
 * ```ts
 * import { figureContext, setFigureContext } from "./export.ts";
 * import { equal } from "node:assert/strict";
 * setFigureContext({ notebook: "03-no-set-probability", parameters: { seed: "7" }, isDefault: false });
 * equal(figureContext().notebook, "03-no-set-probability");
 * ```
 */
export function setFigureContext(next: FigureContext | undefined): void {
  if (next === undefined) return void (context = undefined);
  if (
    typeof next?.notebook !== "string" || typeof next.isDefault !== "boolean" || typeof next.parameters !== "object"
  ) {
    throw new TypeError("setFigureContext needs { notebook: string, parameters: object, isDefault: boolean }");
  }
  context = { notebook: next.notebook, parameters: { ...next.parameters }, isDefault: next.isDefault };
}

/**
 * Where the figures being made come from: the context set by {@link setFigureContext}, else the
 * notebook and parameters that `notebookParameters` read (lib/display/parameters.ts), else
 * default parameters of no notebook.
 */
export function figureContext(): FigureContext {
  if (context) return { ...context, parameters: { ...context.parameters } };
  const read = parameterContext();
  if (!read) return { notebook: "", parameters: {}, isDefault: true };
  const parameters = Object.fromEntries(
    Object.entries(read.parameters).map(([name, value]) => [
      name.replace(/^SET_/, "").toLowerCase(),
      typeof value === "number" || typeof value === "boolean" ? value : String(value),
    ]),
  );
  return { notebook: read.notebook, parameters, isDefault: read.isDefault };
}

/**
 * A folder name for a set of parameters: `key-value` pairs joined by `_`, in the order given,
 * anything but letters, digits, `.` and `-` replaced by `-`.
 *
 * @example
 * ```ts
 * import { parametersSlug } from "./export.ts";
 * import { equal } from "node:assert/strict";
 * equal(parametersSlug({ seed: "7", trials: 1000 }), "seed-7_trials-1000");
 * equal(parametersSlug({ seed: "a b/c" }), "seed-a-b-c");
 * equal(parametersSlug({}), "no-parameters");
 * ```
 */
export function parametersSlug(parameters: Record<string, string | number | boolean>): string {
  const clean = (text: string) => text.replace(/[^A-Za-z0-9.-]+/g, "-").replace(/^-+|-+$/g, "") || "x";
  const slug = Object.entries(parameters).map(([key, value]) => `${clean(key)}-${clean(String(value))}`).join("_");
  return slug || "no-parameters";
}

/** The base folder: `$SET_FIGURES_DIR`, else `out/figures` in the project. */
export function figuresBaseDir(env: Record<string, string | undefined> = Deno.env.toObject()): string {
  return env.SET_FIGURES_DIR || decodeURIComponent(new URL("../../out/figures", import.meta.url).pathname);
}

/**
 * The folder a context's figures go to (without the `<lang>` part): the base folder for default
 * parameters, `BASE/runs/SLUG` otherwise.
 *
 * @example
 * ```ts
 * import { figuresDir } from "./export.ts";
 * import { equal } from "node:assert/strict";
 * const ctx = { notebook: "03", parameters: { seed: "7" }, isDefault: false };
 * equal(figuresDir(ctx, "/tmp/figs"), "/tmp/figs/runs/seed-7");
 * equal(figuresDir({ ...ctx, isDefault: true }, "/tmp/figs"), "/tmp/figs");
 * ```
 */
export function figuresDir(ctx: FigureContext = figureContext(), base: string = figuresBaseDir()): string {
  return ctx.isDefault ? base : `${base}/runs/${parametersSlug(ctx.parameters)}`;
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
  /** The folder holding `<lang>/` (default {@link figuresDir} of the current context). */
  dir?: string;
  /** The notebook and parameters recorded in `figures.json` (default the current context). */
  context?: FigureContext;
  /** PNG scale (default {@link defaultPngScale}: the canvas at 16 cm, 300 dpi). */
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
export async function exportFigures(source: FigureSource, options: ExportOptions = {}): Promise<Figure[]> {
  const ctx = options.context ?? figureContext();
  const dir = options.dir ?? figuresDir(ctx);
  const scale = options.pngScale ?? defaultPngScale();
  const figures = figuresOf(source);
  for (const fig of figures) {
    const folder = `${dir}/${fig.lang}`;
    await Deno.mkdir(`${folder}/.figures`, { recursive: true });
    await writeFileAtomic(`${folder}/${fig.name}.svg`, fig.svg);
    await writeFileAtomic(`${folder}/${fig.name}.png`, toPng(fig, { scale }));
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
 * What a notebook cell ends with: exports the figure in both editions ({@link exportFigures},
 * into the folder of the current {@link setFigureContext}) and displays the edition chosen by
 * `$SET_LANG` (English by default).
 *
 * It returns nothing, so a cell that ends with it shows the figure once (a cell's last value
 * would be shown a second time).
 *
 * @param source `(lang) => Figure`, or the figures of both editions.
 */
export async function publish(source: FigureSource, options: ExportOptions = {}): Promise<void> {
  const figures = await exportFigures(source, options);
  const lang = displayLang();
  await show(figures.find((fig) => fig.lang === lang) ?? figures[0]);
}
