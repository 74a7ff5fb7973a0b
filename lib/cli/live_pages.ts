/**
 * `deno task live-pages [RUN]`: drives the live parts of a run's pages (lib/html/live_check.ts) in headless Chromium,
 * offline, with screenshots of each state (default `RUN/screens`). Exit 1 when a check fails, one line per problem.
 *
 * @module
 */
import { join } from "node:path";
import { command, relativeToHere, runCommand, timed } from "./_command.ts";
import { isFolder } from "../common/files.ts";
import { integerParam, type Param, pathParam, seedParam, sizesParam, UsageError } from "../common/params.ts";
import { sizesFlag } from "../present/format.ts";
import { checkLivePages } from "../html/live_check.ts";
import { RERUN_TRIALS } from "../web/rerun_form.ts";

/** Trial counts the page runs, separated by commas: `100000,1000000`. */
function trialCounts(): Param<number[], undefined> {
  const one = integerParam({ ...RERUN_TRIALS, meaning: "trials" });
  return {
    kind: "text",
    meaning: "the rerun's trial counts, separated by commas",
    accepts: `integers in ${one.accepts.replace(/^an integer in /, "")}, separated by commas`,
    default: undefined,
    defaultText: "the fewest importance sampling takes at the sizes, and 1000000",
    read(raw) {
      const counts = raw.split(",").map((part) => one.read(part));
      return counts.every((count) => count !== undefined) ? counts as number[] : undefined;
    },
  };
}

const FLAGS = {
  screens: pathParam("write a screenshot of each state into this folder", "a folder"),
  seeds: seedParam({ meaning: "the rerun's seeds, separated by commas", defaultText: "123,Zebra 7" }),
  trials: trialCounts(),
  sizes: sizesParam({ min: 3, max: 81, meaning: "the rerun's table sizes", defaultText: "9-21" }),
};

/** `deno task live-pages`. */
export const LIVE_PAGES = command({
  name: "live-pages",
  summary: "Drives the live parts of a run's pages in headless Chromium as a reader would, with screenshots.",
  flags: FLAGS,
  positionals: { name: "RUN", meaning: "a run's folder (default out/default)", most: 1 },
  async run(flags, [runDir = "out/default"]) {
    if (!(await isFolder(runDir))) throw new UsageError(`no folder ${runDir}`);
    const { seeds, trials, sizes } = flags, screens = flags.screens ?? join(runDir, "screens");
    const { result, seconds } = await timed(() =>
      checkLivePages(runDir, { screens, seeds: seeds?.split(","), trials, sizes: sizes && sizesFlag(sizes) })
    );
    for (const line of result.checks) console.error(`live-pages: ok ${line}`);
    for (const problem of result.problems) console.error(`live-pages: ${problem}`);
    const problems = result.problems.length ? `${result.problems.length} problems` : "all fine";
    const summary = `${result.checks.length} checks in ${seconds.toFixed(1)} s: ${problems}; ` +
      `${result.screenshots.length} screenshots in ${relativeToHere(screens)}/`;
    if (result.problems.length) throw new Error(summary);
    console.error(`live-pages: ${summary}`);
  },
});

if (import.meta.main) await runCommand(LIVE_PAGES);
