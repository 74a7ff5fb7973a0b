/**
 * `deno task live-pages [RUN] [--screens DIR] [--seeds 7,339] [--trials N] [--sizes 9-18]`
 *
 * Drives the live parts of a run's pages in headless Chromium, offline, as a reader would (lib/web/live_check.ts):
 * the third card of notebook 1's page, the rerun of notebook 3's (its numbers compared with `deno task simulate`'s
 * for each seed), and the practice pages in both languages, a game played to its end. Screenshots of each state
 * go to `DIR` (default `RUN/screens`). Exit code 1 when a check fails, one line per problem.
 *
 * @module
 */
import { join, relative, resolve } from "node:path";
import { command, UsageError } from "./_command.ts";
import { integerParam, pathParam, seedParam, sizesParam } from "../common/params.ts";
import { integerRuns } from "../present/format.ts";
import { checkLivePages } from "../web/live_check.ts";

const USAGE = "usage: deno task live-pages [RUN] [--screens DIR] [--seeds 7,339] [--trials N] [--sizes 9-18] " +
  "(RUN: a run's folder with notebooks 1, 3 and 5, default out/default)";

await command(
  "live-pages",
  USAGE,
  {
    screens: pathParam(),
    seeds: seedParam("7,339"),
    trials: integerParam({ min: 10_000, max: 1_000_000, default: 10_000 }),
    sizes: sizesParam({ min: 3, max: 81 }),
  },
  async (flags, [runDir = "out/default"]) => {
    if (!(await Deno.stat(runDir).then((info) => info.isDirectory, () => false))) {
      throw new UsageError(`no folder ${runDir} (${USAGE})`);
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
  { positionals: 1 },
);
