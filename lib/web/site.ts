/**
 * What the live pages add to an export (lib/html/export.ts): the widgets in the reader's pages, the practice pages
 * `play/en.html` and `play/zh-TW.html`, the index's links to them, and `assets/web/` (the bundled scripts and
 * their stylesheet).
 *
 * @module
 */
import { join } from "node:path";
import { escapeMarkup } from "../common/escape.ts";
import { LANGS } from "../common/lang.ts";
import { PARAMETERS } from "../config.ts";
import { tooFewTrialsSentence } from "../present/refusal.ts";
import { bundleScripts, writeWebAssets } from "./bundle.ts";
import { practiceMessages } from "./messages.ts";
import { PRACTICE_PAGES, practicePage } from "./practice_page.ts";
import { rerunData } from "./rerun_data.ts";
import { insertWidgets, widget } from "./widgets.ts";

/** The folder of the practice pages in a run's folder: replaced with the rest of the export. */
export const PLAY_FOLDER = "play";

/** The live parts of one export, ready to write. */
export interface WebSite {
  /** The practice pages, by path relative to the run's folder. */
  pages: Map<string, string>;
  /** A reader's page with its widgets ({@link insertWidgets}). */
  withWidgets(notebook: string, html: string): string;
  /** The index's section linking the practice pages. */
  indexSection: string;
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

/** The trials a rerun starts with: the run's own, kept within what the page accepts (10,000 to 1,000,000). */
function rerunTrials(trials: unknown): number {
  return typeof trials === "number" ? Math.min(1_000_000, Math.max(10_000, trials)) : 200_000;
}

/** Sizes 9..k, the most that importance sampling accepts at these trials (9-21 from 100,000 trials on). */
function rerunSizes(trials: number): string {
  let last = 21;
  while (last > 9 && tooFewTrialsSentence(Array.from({ length: last - 8 }, (_, i) => 9 + i), trials)) last--;
  return `9-${last}`;
}

/**
 * The live parts of the export of the run in `outDir`: the rerun's form starts at the run's seed and trials (from
 * its `run.json`), so that a reader's first run gives the numbers of the page's own tables. Cost: bundling the
 * scripts (a second or two) and the exact counts.
 */
export async function webSite(outDir: string): Promise<WebSite> {
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
  const pages = new Map(LANGS.map((lang) => [PRACTICE_PAGES[lang], practicePage(lang)]));
  const links = LANGS.map((lang) => {
    const m = practiceMessages(lang);
    return `<a href="${PRACTICE_PAGES[lang]}" hreflang="${lang}" lang="${lang}">${escapeMarkup(m.title)}</a>`;
  }).join(" · ");
  return {
    pages,
    withWidgets: (notebook, html) => insertWidgets(html, notebook, (name) => widget(name, { rerun })),
    indexSection: `<section class="practice-links">
<h2>Practice</h2>
<p>A game of SET by the real rules, and puzzles of each kind, in your browser: ${links}.</p>
</section>`,
    writeAssets: (dir) => writeWebAssets(dir, scripts),
  };
}
