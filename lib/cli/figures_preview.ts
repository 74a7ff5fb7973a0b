/**
 * `deno task figures-preview [RUN]`: a run's figures drawn again from their inputs, with greyscale PNGs, and checked.
 *
 * @module
 */
import { join } from "node:path";
import * as figures from "../figures/mod.ts";
import { type Chart, drawChecked, isChart } from "../figures/chart.ts";
import { exportFigures, type FigureEntry } from "../figures/export.ts";
import { toPng } from "../figures/render.ts";
import { type Lang, LANGS } from "../common/lang.ts";
import { writeFileAtomic } from "../common/files.ts";
import { choiceParam, pathParam } from "../common/params.ts";
import { command, runCommand, UsageError } from "./_command.ts";
import { DEFAULT_OUT, ownFolder } from "../run/owned_folder.ts";

/** A figure's SVG drawn in shades of grey (a filter over the whole picture), as a greyscale print shows it. */
function greyscale(svg: string): string {
  return svg.replace(
    /^(<svg\b[^>]*>)([\s\S]*)(<\/svg>)$/,
    '$1<defs><filter id="greyscale-print"><feColorMatrix type="saturate" values="0"/></filter></defs>' +
      '<g filter="url(#greyscale-print)">$2</g>$3',
  );
}

/** The charts, by name: every chart lib/figures/mod.ts exports. */
const CHARTS = new Map<string, Chart>(Object.values(figures).filter(isChart).map((chart) => [chart.name, chart]));

// A run's figures: the entries of the first edition's figures.json, and the folder their files are in.
async function runFigures(run: string): Promise<{ folder: string; entries: FigureEntry[] }> {
  for (const lang of LANGS) {
    const folder = join(run, "figures", lang);
    const text = await Deno.readTextFile(join(folder, "figures.json")).catch(() => undefined);
    if (text !== undefined) return { folder, entries: JSON.parse(text) };
  }
  throw new UsageError(
    `${run} has no figures/<lang>/figures.json: give a run's folder (deno task notebooks makes them)`,
  );
}

const FLAGS = {
  out: pathParam("the folder for the previews, made by this task (default out/figures-preview)", "a folder"),
  lang: choiceParam(LANGS, { meaning: "only this edition", defaultText: "both" }),
};

/** `deno task figures-preview`. */
export const FIGURES_PREVIEW = command({
  name: "figures-preview",
  summary: "Draws every figure of a run again from its saved inputs, with greyscale copies, and checks their layout.",
  flags: FLAGS,
  positionals: { name: "RUN", meaning: "the run's folder (default out/default)", most: 1 },
  async run(flags, [run = join(DEFAULT_OUT, "default")]) {
    const out = flags.out ?? join(DEFAULT_OUT, "figures-preview");
    const langs: readonly Lang[] = flags.lang ? [flags.lang] : LANGS;
    const { folder, entries } = await runFigures(run);
    await ownFolder(out, "figures-preview", "--out");
    const failed: string[] = [];
    for (const entry of entries) {
      const chart = CHARTS.get(entry.chart);
      if (!entry.chart || !entry.files.input) {
        failed.push(`${entry.name} was published before figures saved their inputs: run deno task notebooks again`);
        continue;
      }
      if (!chart) {
        failed.push(`${entry.name} was drawn by a chart lib/figures/mod.ts does not export: ${entry.chart}`);
        continue;
      }
      let drawn;
      try {
        drawn = drawChecked(chart, JSON.parse(await Deno.readTextFile(join(folder, entry.files.input))), langs);
      } catch (error) {
        failed.push(...(error as Error).message.split("\n"));
        continue;
      }
      const context = { notebook: entry.notebook, parameters: entry.parameters };
      await exportFigures(drawn.figures, { dir: out, chart: chart.name, input: drawn.json, context });
      for (const fig of drawn.figures) {
        const grey = join(out, fig.lang, "grey");
        await Deno.mkdir(grey, { recursive: true });
        await writeFileAtomic(join(grey, `${fig.name}.png`), toPng({ ...fig, svg: greyscale(fig.svg) }));
        console.log(`${fig.lang}/${fig.name}.png  ${fig.width} × ${fig.height}  ${fig.title}`);
      }
    }
    for (const line of failed) console.log(`  ${line}`);
    if (failed.length) throw new Error(`${failed.length} problems in the figures of ${run} (listed above)`);
    const total = entries.length * langs.length;
    console.error(`figures-preview: ${total} figures of ${run} drawn in ${out}, no layout problem`);
  },
});

if (import.meta.main) await runCommand(FIGURES_PREVIEW);
