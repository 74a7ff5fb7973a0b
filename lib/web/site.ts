/**
 * What the live pages add to an export (lib/html/export.ts): the reader's pages' widgets, the practice pages, the
 * indexes' links to them, and `assets/web/`.
 *
 * @module
 */
import { range } from "d3-array";
import { join } from "node:path";
import { type Lang, LANGS } from "../common/lang.ts";
import { PARAMETERS } from "../config.ts";
import { sisMinimumTrials } from "../montecarlo/minimum_trials.ts";
import { bundleScripts } from "./bundle.ts";
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
  /** Writes `assets/web/` (the stylesheet and the scripts) under a folder; returns the paths written. */
  writeAssets(outDir: string): Promise<string[]>;
}

// Bundled once per process: the scripts depend on the library's source only.
let bundled: Promise<Map<string, string>> | undefined;

/**
 * Starts bundling the pages' scripts for a {@link webSite} later in this process (the runner starts it beside the
 * notebooks). Never rejects: a failure is `webSite`'s to report.
 */
export function prepareWebSite(): Promise<void> {
  bundled ??= bundleScripts();
  return bundled.then(() => {}, () => {});
}

/**
 * The live parts of the export of the run in `outDir`. The rerun's form starts at the run's seed and trials (its
 * `run.json`, else the defaults) and the sizes from 9 that importance sampling takes at those trials, so that a first
 * rerun gives the page's numbers. The practice pages link back to `source` when given. Cost: the bundler, once.
 */
export async function webSite(outDir: string, source?: { page: string; title: string }): Promise<WebSite> {
  const run = await Deno.readTextFile(join(outDir, "run.json")).then(JSON.parse, () => ({}));
  const { seed = PARAMETERS.seed.default, trials: asked } = run?.parameters ?? {};
  const trials = typeof asked === "number"
    ? Math.min(RERUN_TRIALS.max, Math.max(RERUN_TRIALS.min, asked))
    : PARAMETERS.trials.default;
  const short = range(9, 22).find((n) => sisMinimumTrials(n) > trials);
  const rerun = { seed: String(seed), trials, sizes: `9-${short === undefined ? 21 : Math.max(9, short - 1)}` };
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
    async writeAssets(outDir) {
      const dir = join(outDir, "assets", "web");
      await Deno.mkdir(dir, { recursive: true });
      await Deno.copyFile(new URL("./web.css", import.meta.url), join(dir, "web.css"));
      for (const [name, text] of scripts) await Deno.writeTextFile(join(dir, name), text);
      return ["web.css", ...scripts.keys()].map((name) => `assets/web/${name}`);
    },
  };
}
