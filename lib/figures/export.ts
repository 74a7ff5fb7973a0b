/**
 * Figures exported as an article's asset folder: for each edition, `DIR/<lang>/NAME.svg`, `NAME.png`, `NAME.csv`
 * (the numbers drawn) and `NAME.json` (the chart's input, from which the figure can be drawn again), and a
 * `figures.json` that lists every figure with its title, caption, alt text, the chart that drew it, the notebook and
 * parameters that made it, and its files.
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
import { type DataRow, type Figure } from "./figure.ts";
import { attachPng } from "./figure.ts";
import { toPng } from "./render.ts";
import { type Chart, checkParameters, drawChecked, type FigureInput } from "./chart.ts";
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
  /** The chart that drew it (its `name`), from the input in `files.input`. */
  chart: string;
  title: string;
  caption: string;
  alt: string;
  notebook: string;
  parameters: Record<string, string | number>;
  /** File names relative to the folder of `figures.json`. */
  files: { svg: string; png: string; data: string; input: string };
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
  /** The chart that drew the figures (its name) and its input as JSON, written as `NAME.json`. */
  chart: string;
  input: string;
  /** The notebook and parameters recorded in `figures.json` (default: none). */
  context?: FigureContext;
  /** PNG scale (default: the canvas at 16 cm, 300 dpi). */
  pngScale?: number;
}

/**
 * Writes a figure's editions into `DIR/<lang>/`: `NAME.svg`, `NAME.png`, `NAME.csv`, `NAME.json` and the sidecar
 * `.figures/NAME.json`, each atomically, then rebuilds that folder's `figures.json`. Cost: one PNG render per
 * edition (about 0.1–0.3 s each, none when the PNG cache has it).
 *
 * @param figures The figure in each edition, drawn from `options.input` ({@link drawChecked}).
 * @example
 * ```ts
 * import { composeFigure, exportFigures } from "./mod.ts";
 * import { equal } from "node:assert/strict";
 * const dir = await Deno.makeTempDir();
 * const blank = (lang: "en" | "zh-TW") => composeFigure({
 *   name: "blank", lang, title: lang === "en" ? "Nothing" : "空白", caption: "", alt: "", data: [{ x: 1 }],
 *   bodyHeight: 10,
 * });
 * await exportFigures([blank("en"), blank("zh-TW")], { dir, chart: "blank", input: '{"parameters":{}}', pngScale: 1 });
 * const [entry] = JSON.parse(await Deno.readTextFile(`${dir}/zh-TW/figures.json`));
 * equal(entry.title, "空白");
 * equal(entry.files.input, "blank.json");
 * await Deno.remove(dir, { recursive: true });
 * ```
 */
export async function exportFigures(figures: readonly Figure[], options: ExportOptions): Promise<void> {
  const { dir, chart, input, context = { notebook: "", parameters: {} }, pngScale = PRINT_SCALE } = options;
  const names = new Set(figures.map((fig) => fig.name));
  if (names.size !== 1) throw new RangeError(`figures of one export must share a name, got ${[...names].join(", ")}`);
  for (const fig of figures) {
    const folder = join(dir, fig.lang);
    const file = (extension: string) => `${fig.name}.${extension}`;
    await Deno.mkdir(join(folder, ".figures"), { recursive: true });
    await writeFileAtomic(join(folder, file("svg")), fig.svg);
    const png = toPng(fig, { scale: pngScale });
    attachPng(fig, png); // shown beside the SVG in Jupyter: no second render
    await writeFileAtomic(join(folder, file("png")), png);
    await writeFileAtomic(join(folder, file("csv")), toCsv(fig.data));
    await writeFileAtomic(join(folder, file("json")), input);
    const { name, title, caption, alt } = fig;
    const files = { svg: file("svg"), png: file("png"), data: file("csv"), input: file("json") };
    const entry: FigureEntry = { name, chart, title, caption, alt, ...context, files };
    await writeFileAtomic(join(folder, ".figures", file("json")), JSON.stringify(entry, null, 2) + "\n");
    await rebuildFigureIndex(folder);
  }
}

/**
 * Rebuilds `FOLDER/figures.json` from the sidecars in `FOLDER/.figures/`, sorted by notebook and
 * name, and writes it atomically.
 *
 * @returns The entries written.
 * @example
 * ```ts
 * import { rebuildFigureIndex } from "./export.ts";
 * import { deepEqual } from "node:assert/strict";
 * const folder = await Deno.makeTempDir();
 * await Deno.mkdir(`${folder}/.figures`);
 * await Deno.writeTextFile(`${folder}/.figures/b.json`, '{"name": "b", "notebook": "02"}');
 * await Deno.writeTextFile(`${folder}/.figures/a.json`, '{"name": "a", "notebook": "02"}');
 * deepEqual((await rebuildFigureIndex(folder)).map((entry) => entry.name), ["a", "b"]);
 * await Deno.remove(folder, { recursive: true });
 * ```
 */
export async function rebuildFigureIndex(folder: string): Promise<FigureEntry[]> {
  const entries: FigureEntry[] = [];
  for await (const file of Deno.readDir(join(folder, ".figures"))) {
    if (!file.isFile || !file.name.endsWith(".json")) continue;
    entries.push(JSON.parse(await Deno.readTextFile(join(folder, ".figures", file.name))));
  }
  entries.sort((a, b) => a.notebook.localeCompare(b.notebook) || a.name.localeCompare(b.name));
  await writeFileAtomic(join(folder, "figures.json"), JSON.stringify(entries, null, 2) + "\n");
  return entries;
}

/**
 * What a notebook cell ends with: draws a chart's figure from its input in both editions, and writes them with the
 * input into the run's folder ({@link exportFigures}; in Jupyter under that folder's lock), then displays the
 * edition the run's `lang` names (English by default): its SVG and PNG, its caption, and where its files went. It
 * returns nothing, so a cell that ends with it shows the figure once.
 *
 * It refuses, writing nothing, an input computed with other run parameters than the run's (a cell run again after
 * the first cell changed them: {@link checkParameters}), and a figure whose text leaves the canvas, overlaps other
 * text or is under 7 pt ({@link drawChecked}).
 *
 * @param run The run (`set.start(…)` in the notebook's first cell).
 * @param chart The chart, e.g. `set.noSetChart`.
 * @param input Its input, with the `parameters` its numbers were computed with (`{}` for an exact figure).
 * @throws {Error} one line naming the figure and both sets of values; one line per layout problem.
 * @example In Jupyter: the figure goes to the notebook's own folder, and shows
 * ```ts
 * import { publish, thirdCardFigure } from "./mod.ts";
 * import { start } from "../run/start.ts";
 * import { equal } from "node:assert/strict";
 * const out = await Deno.makeTempDir();
 * const run = await start("01-the-mod-3-rule", {}, new Map(), { out });
 * await publish(run, thirdCardFigure, { pair: [0, 40], parameters: {} });
 * const [entry] = JSON.parse(await Deno.readTextFile(`${run.folder}/figures/en/figures.json`));
 * equal(entry.chart, "third-card");
 * await Deno.remove(out, { recursive: true });
 * ```
 */
export async function publish<I extends FigureInput>(run: Run, chart: Chart<I>, input: I): Promise<void> {
  checkParameters(chart, input, run.values);
  const { figures, json } = drawChecked(chart, input);
  const options = {
    dir: join(run.folder, "figures"),
    chart: chart.name,
    input: json,
    context: figureContext(run),
    pngScale: run.values.pngScale,
  };
  const write = () => exportFigures(figures, options);
  if (run.by === "jupyter") await withLock(join(run.folder, ".lock"), run.shownFolder, write);
  else await write();
  const shown = figures.find((fig) => fig.lang === run.values.lang) ?? figures[0];
  const files = figures.map((fig) => `\`${run.shownFolder}/figures/${fig.lang}/${fig.name}.{svg,png,csv,json}\``);
  await show(shown, say(`Files: ${files.join(", ")}.`));
}
