/**
 * What the live pages add to an export (lib/html/export.ts): the widgets in the reader's pages, the practice pages
 * `play/en.html` and `play/zh-TW.html`, the indexes' links to them, and `assets/web/` (the bundled scripts and their
 * stylesheet).
 *
 * @module
 */
import { join } from "node:path";
import { type Lang, LANGS } from "../common/lang.ts";
import { PARAMETERS } from "../config.ts";
import { sisMinimumTrials } from "../montecarlo/minimum_trials.ts";
import { bundleScripts, writeWebAssets } from "./bundle.ts";
import { practiceMessages } from "./messages.ts";
import { languageLink, PRACTICE_PAGES, practicePage } from "./practice_page.ts";
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
  /** The practice pages' links for a language's index: its own first. */
  practiceLinks(lang: Lang): string;
  /** Writes `assets/web/` under a folder; returns the paths written. */
  writeAssets(outDir: string): Promise<string[]>;
}

// The scripts, bundled once per process: they depend on the library's source only.
let bundled: Promise<Map<string, string>> | undefined;

/**
 * Starts bundling the pages' scripts now, for a {@link webSite} later in this process: the notebook runner starts it
 * beside the notebooks, so that the export at their end need not wait for the bundler. Cost: one `deno bundle` run.
 *
 * @returns When the bundler is done; it never rejects (a failure is `webSite`'s to report).
 * @example
 * ```ts
 * import { prepareWebSite } from "./site.ts";
 * import { equal } from "node:assert/strict";
 * equal(await prepareWebSite(), undefined);
 * ```
 */
export function prepareWebSite(): Promise<void> {
  bundled ??= bundleScripts();
  return bundled.then(() => {}, () => {});
}

/**
 * The live parts of the export of the run in `outDir`. The rerun's form starts at the run's seed and trials (from
 * its `run.json`; the notebooks' defaults without one), within the page's, and at the sizes from 9 on that
 * importance sampling takes at those trials, so that a reader's first run gives the numbers of the page's tables.
 * The practice pages link back to `source`, the notebook they come from, when it is exported. Cost: bundling the
 * scripts (a second or two, once per process) and the exact counts.
 *
 * @example
 * ```ts
 * import { webSite } from "./site.ts";
 * import { match } from "node:assert/strict";
 * const site = await webSite(await Deno.makeTempDir());
 * match(site.withWidgets("03-no-set-probability", "<main></main>"), /<input name="trials"[^>]* value="200000"/);
 * match(site.practiceLinks("zh-TW"), /^<a href="play\/zh-TW\.html"[^>]*>練習：玩 SET<\/a> · <a href="play\/en\.html"/);
 * ```
 */
export async function webSite(outDir: string, source?: { page: string; title: string }): Promise<WebSite> {
  const run = await Deno.readTextFile(join(outDir, "run.json")).then(JSON.parse, () => ({}));
  const { seed = PARAMETERS.seed.default, trials: asked } = run?.parameters ?? {};
  const trials = typeof asked === "number"
    ? Math.min(RERUN_TRIALS.max, Math.max(RERUN_TRIALS.min, asked))
    : PARAMETERS.trials.default;
  let last = 21;
  while (last > 9 && Array.from({ length: last - 8 }, (_, i) => 9 + i).some((n) => sisMinimumTrials(n) > trials)) {
    last--;
  }
  const rerun = { seed: String(seed), trials, sizes: `9-${last}` };
  bundled ??= bundleScripts();
  const scripts = await bundled.catch((error) => {
    bundled = undefined;
    throw error;
  });
  return {
    pages: new Map(LANGS.map((lang) => [PRACTICE_PAGES[lang], practicePage(lang, source)])),
    withWidgets: (notebook, html) => insertWidgets(html, notebook, (name) => widget(name, rerun)),
    practiceLinks: (lang) =>
      [lang, ...LANGS.filter((l) => l !== lang)].map((l, i) =>
        languageLink(l, PRACTICE_PAGES[l], i === 0 ? practiceMessages(l).title : practiceMessages(l).languageName)
      ).join(" · "),
    writeAssets: (dir) => writeWebAssets(dir, scripts),
  };
}
