/**
 * What the live pages add to an export (lib/html/export.ts): the widgets in the reader's pages, the practice pages
 * `play/en.html` and `play/zh-TW.html`, the indexes' links to them, and `assets/web/` (the bundled scripts and
 * their stylesheet).
 *
 * @module
 */
import { join } from "node:path";
import { escapeMarkup } from "../common/escape.ts";
import { type Lang, LANGS } from "../common/lang.ts";
import { PARAMETERS } from "../config.ts";
import { sisMinimumTrials } from "../montecarlo/minimum_trials.ts";
import { bundleScripts, writeWebAssets } from "./bundle.ts";
import { practiceMessages } from "./messages.ts";
import { PRACTICE_PAGES, practicePage, type SourceNotebook } from "./practice_page.ts";
import { rerunData } from "./rerun_data.ts";
import { RERUN_TRIALS } from "./rerun_form.ts";
import { insertWidgets, widget } from "./widgets.ts";

/** The folder of the practice pages in a run's folder: replaced with the rest of the export. */
export const PLAY_FOLDER = "play";

/** The live parts of one export, ready to write. */
export interface WebSite {
  /** The practice pages, by path relative to the run's folder. */
  pages: Map<string, string>;
  /** A reader's page with its widgets ({@link insertWidgets}). */
  withWidgets(notebook: string, html: string): string;
  /** The practice pages' links for an edition's index: its own language's first. */
  practiceLinks(lang: Lang): string;
  /** Writes `assets/web/` under a folder; returns the paths written. */
  writeAssets(outDir: string): Promise<string[]>;
}

// The scripts, bundled once per process: they depend on the library's source only.
let bundled: Promise<Map<string, string>> | undefined;

/**
 * Starts bundling the pages' scripts now, for a {@link webSite} later in this process: the notebook runner starts it
 * beside the notebooks, so that the export at their end does not wait for the bundler.
 *
 * @returns When the bundler is done; it never rejects (a failure is `webSite`'s to report).
 */
export function prepareWebSite(): Promise<void> {
  bundled ??= bundleScripts();
  return bundled.then(() => {}, () => {});
}

/** The trials a rerun starts with: the run's own (the notebooks' default without a run), kept within the page's. */
function rerunTrials(trials: unknown): number {
  const { min, max } = RERUN_TRIALS;
  return typeof trials === "number" ? Math.min(max, Math.max(min, trials)) : PARAMETERS.trials.default;
}

/** Sizes 9..k, the most that importance sampling accepts at these trials (9-21 from 100,000 trials on). */
function rerunSizes(trials: number): string {
  let last = 21;
  while (last > 9 && Array.from({ length: last - 8 }, (_, i) => 9 + i).some((n) => sisMinimumTrials(n) > trials)) {
    last--;
  }
  return `9-${last}`;
}

/**
 * The live parts of the export of the run in `outDir`: the rerun's form starts at the run's seed and trials (from
 * its `run.json`), so that a reader's first run gives the numbers of the page's own tables; the practice pages
 * link back to `source`, the page of the notebook they come from, when it is exported. Cost: bundling the scripts
 * (a second or two) and the exact counts.
 */
export async function webSite(outDir: string, source?: SourceNotebook): Promise<WebSite> {
  let parameters: Record<string, unknown> = {};
  try {
    parameters = JSON.parse(await Deno.readTextFile(join(outDir, "run.json"))).parameters ?? {};
  } catch { /* no run record: the library's defaults */ }
  const seed = typeof parameters.seed === "string" ? parameters.seed : PARAMETERS.seed.default;
  const trials = rerunTrials(parameters.trials);
  const rerun = rerunData({ seed, trials, sizes: rerunSizes(trials) });
  bundled ??= bundleScripts();
  const scripts = await bundled.catch((error) => {
    bundled = undefined;
    throw error;
  });
  const pages = new Map(LANGS.map((lang) => [PRACTICE_PAGES[lang], practicePage(lang, source)]));
  const link = (lang: Lang, text: string) =>
    `<a href="${PRACTICE_PAGES[lang]}" hreflang="${lang}" lang="${lang}">${escapeMarkup(text)}</a>`;
  return {
    pages,
    withWidgets: (notebook, html) => insertWidgets(html, notebook, (name) => widget(name, { rerun })),
    practiceLinks: (lang) =>
      [lang, ...LANGS.filter((l) => l !== lang)].map((l, i) =>
        link(l, i === 0 ? practiceMessages(l).title : practiceMessages(l).languageName)
      ).join(" · "),
    writeAssets: (dir) => writeWebAssets(dir, scripts),
  };
}
