/**
 * Figures exported per edition as `DIR/<lang>/NAME.{svg,png,csv,json}` and a `figures.json` index, assembled from a
 * sidecar per figure (`.figures/NAME.json`) so that notebooks add their figures without losing the others'.
 * @module
 */
import { join } from "node:path";
import { writeFileAtomic } from "../common/files.ts";
import { attachPng, type DataRow, type Figure } from "./figure.ts";
import { toPng } from "./render.ts";
import { type Chart, checkParameters, drawChecked, type FigureInput } from "./chart.ts";
import { say, show } from "../present/show.ts";
import { GLOBAL_PARAMETERS, NOTEBOOKS, type ParameterName, PRINT_SCALE } from "../config.ts";
import { envName } from "../run/names.ts";
import type { Run } from "../run/start.ts";
import { withLock } from "../run/lock.ts";

/** Where a figure comes from: the notebook (`"03-no-set-probability"`) and its parameters by variable. */
type FigureContext = { notebook: string; parameters: Record<string, string | number> };

/** One entry of `figures.json`: the chart that drew it (from the input in `files.input`), and its files. */
export interface FigureEntry extends FigureContext {
  name: string;
  chart: string;
  title: string;
  caption: string;
  alt: string;
  files: { svg: string; png: string; data: string; input: string };
}

// What `figures.json` records of a run: its notebook, and the value of its parameters and every notebook's.
function figureContext(run: Pick<Run, "notebook" | "values">): FigureContext {
  const names: ParameterName[] = [...NOTEBOOKS[run.notebook], ...GLOBAL_PARAMETERS];
  const value = (name: ParameterName) => run.values[name] as string | number;
  return { notebook: run.notebook, parameters: Object.fromEntries(names.map((name) => [envName(name), value(name)])) };
}

// Rows as CSV (RFC 4180): columns in order of first appearance, empty cells for missing values.
function toCsv(rows: readonly DataRow[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (value: unknown) => {
    if (value === undefined || value === null) return "";
    const text = String(value);
    return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [columns.join(","), ...rows.map((row) => columns.map((c) => cell(row[c])).join(","))].join("\n") + "\n";
}

/** Options of {@link exportFigures}: the folder, the chart's name, its input as JSON, the context, the PNG scale. */
export type ExportOptions = { dir: string; chart: string; input: string; context?: FigureContext; pngScale?: number };

/**
 * Writes a figure's editions into `DIR/<lang>/`, each file atomically, then rebuilds that folder's `figures.json`.
 * Cost: one PNG render per edition (0.1–0.3 s, none when the PNG cache has it).
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

/** Rebuilds `FOLDER/figures.json` from the sidecars in `FOLDER/.figures/`, sorted by notebook and name, atomically. */
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
 * What a notebook cell ends with: draws a chart in both editions, writes them into the run's folder (in Jupyter
 * under its lock), then shows the run's edition and where its files went. It refuses, writing nothing, an input
 * computed with other parameters ({@link checkParameters}) and a figure with layout problems ({@link drawChecked}).
 *
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
  const dir = join(run.folder, "figures"), context = figureContext(run), pngScale = run.values.pngScale;
  const write = () => exportFigures(figures, { dir, chart: chart.name, input: json, context, pngScale });
  if (run.by === "jupyter") await withLock(join(run.folder, ".lock"), run.shownFolder, write);
  else await write();
  const shown = figures.find((fig) => fig.lang === run.values.lang) ?? figures[0];
  const files = figures.map((fig) => `\`${run.shownFolder}/figures/${fig.lang}/${fig.name}.{svg,png,csv,json}\``);
  await show(shown, say(`Files: ${files.join(", ")}.`));
}
