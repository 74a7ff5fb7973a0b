/**
 * `deno task pages [RUN]`: checks a run's pages in headless Chromium ({@link checkPages}); exit 1 on a problem.
 *
 * @module
 */
import { checkPages, findBrowser } from "../html/browser_check.ts";
import { isFolder } from "../common/files.ts";
import { pathParam, switchParam, UsageError } from "../common/params.ts";
import { command, relativeToHere, runCommand, timed } from "./_command.ts";

const FLAGS = {
  screens: pathParam("also write a screenshot of every page into this folder", "a folder"),
  "has-browser": switchParam("only say whether a browser is found (exit 0) or not (exit 1)"),
};

/** `deno task pages`. */
export const PAGES = command({
  name: "pages",
  summary: "Checks a run's pages in headless Chromium, offline: pictures, typeset math, links, no console error.",
  flags: FLAGS,
  positionals: { name: "RUN", meaning: "a run's folder (default out/default)", most: 1 },
  async run(flags, [outDir = "out/default"]) {
    const browser = findBrowser();
    const noBrowser = "no Chromium found; install it (bash lib/setup.sh installs Debian's chromium) or set $CHROMIUM";
    if (flags["has-browser"]) {
      if (!browser) throw new Error(noBrowser);
      return;
    }
    if (!(await isFolder(outDir))) throw new UsageError(`no folder ${outDir}`);
    if (!browser) throw new Error(noBrowser);
    const { result, seconds } = await timed(() => checkPages(outDir, { screens: flags.screens }));
    for (const problem of result.problems) console.error(`pages: ${problem}`);
    const where = flags.screens && relativeToHere(flags.screens);
    const summary = `${result.pages.length} pages, ${result.pictures} pictures checked in ${seconds.toFixed(1)} s: ` +
      `${result.problems.length ? `${result.problems.length} problems` : "all fine"}` +
      (where ? `; screenshots in ${where}/` : "");
    if (result.problems.length) throw new Error(summary);
    console.error(`pages: ${summary}`);
  },
});

if (import.meta.main) await runCommand(PAGES);
