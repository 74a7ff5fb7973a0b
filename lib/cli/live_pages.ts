/**
 * `deno task live-pages [RUN] [--screens DIR] [--seeds 7,339] [--trials N] [--sizes 9-18]`
 *
 * Drives the live parts of a run's pages in headless Chromium, offline, as a reader would (lib/html/live_check.ts):
 * the third card of notebook 1's page, the rerun of notebook 3's (its numbers compared with `deno task simulate`'s
 * for each seed), and the practice pages in both languages, a game played to its end. Screenshots of each state
 * go to `DIR` (default `RUN/screens`). Exit code 1 when a check fails, one line per problem.
 *
 * @module
 */
import { join, relative, resolve } from "node:path";
import { command, runCommand } from "./_command.ts";
import { integerParam, pathParam, seedParam, sizesParam, UsageError } from "../common/params.ts";
import { integerRuns } from "../present/format.ts";
import { checkLivePages } from "../html/live_check.ts";

/** The command's flags. */
export const FLAGS = {
  screens: pathParam("write a screenshot of each state into this folder", "a folder"),
  seeds: seedParam({ default: "7,339", meaning: "the rerun's seeds, separated by commas" }),
  trials: integerParam({ min: 10_000, max: 1_000_000, default: 10_000, meaning: "the rerun's trials" }),
  sizes: sizesParam({ min: 3, max: 81, meaning: "the rerun's table sizes", defaultText: "9-18" }),
};

/** `deno task live-pages`. */
export const LIVE_PAGES = command({
  name: "live-pages",
  summary: "Drives the live parts of a run's pages in headless Chromium as a reader would, with screenshots.",
  flags: FLAGS,
  positionals: { name: "RUN", meaning: "a run's folder (default out/default)", most: 1 },
  async run(flags, [runDir = "out/default"]) {
    if (!(await Deno.stat(runDir).then((info) => info.isDirectory, () => false))) {
      throw new UsageError(`no folder ${runDir}`);
    }
    const screens = flags.screens ?? join(runDir, "screens");
    // The sizes as the command line writes them: runs as ranges ("9-18", "12,15-17").
    const sizes = flags.sizes && integerRuns(flags.sizes).map(([a, b]) => a === b ? `${a}` : `${a}-${b}`).join(",");
    const started = performance.now();
    const result = await checkLivePages(runDir, {
      screens,
      seeds: flags.seeds.split(","),
      trials: flags.trials,
      sizes,
    });
    for (const line of result.checks) console.error(`live-pages: ok ${line}`);
    for (const problem of result.problems) console.error(`live-pages: ${problem}`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const where = relative(Deno.cwd(), resolve(screens));
    const summary = `${result.checks.length} checks in ${seconds} s: ${
      result.problems.length ? `${result.problems.length} problems` : "all fine"
    }; ${result.screenshots.length} screenshots in ${where.startsWith("..") ? resolve(screens) : where}/`;
    if (result.problems.length) throw new Error(summary);
    console.error(`live-pages: ${summary}`);
  },
});

if (import.meta.main) await runCommand(LIVE_PAGES);
