/**
 * `deno task check-data [FILE…]`
 *
 * Checks the files in `data/` as the notebooks read them: each against its schema and what the
 * library computes itself (lib/common/references.ts, lib/montecarlo/read_coverage_study.ts,
 * lib/exact/read_exact_counts.ts; and the exact counts' `exactlyOne` column against the counts
 * made from the classes, which the notebooks and the pages read without recomputing), and prints
 * one line per file. FILEs, each named like the file
 * of `data/` it stands for (`references.json`, `coverage.json`, `coverage-small-deck.json`,
 * `exact-counts.json`, `exact-counts-small-deck.json`), are checked instead: a copy, before it
 * replaces the one in `data/`. The first file that fails stops the command with one line
 * naming the file, the field and the value, and exit code 1.
 *
 * @module
 */
import { UsageError } from "../common/params.ts";
import { basename } from "node:path";
import { command, runCommand } from "./_command.ts";
import { DATA_FOLDER, DataFileError, dataFileName } from "../data/data_file.ts";
import { int, plural } from "../present/format.ts";
import type { GameFeatureCount } from "../core/card.ts";
import { readCoverageStudy } from "../data/coverage_study.ts";
import { readExactCounts } from "../data/exact_counts.ts";
import { capClasses } from "../exact/classes.ts";
import { exactlyOneSetCountsOf } from "../exact/exactly_one_set.ts";

/**
 * The exact counts of a deck, every row as lib/exact computes it (readExactCounts), and the `exactlyOne` column as
 * the classes give it (a second or so: readExactCounts is in the pages' bundle, which holds no classes).
 */
async function exactCounts(features: GameFeatureCount, file: string | URL): Promise<string> {
  const { counts } = await readExactCounts(features, file);
  const truth = exactlyOneSetCountsOf(await capClasses(features));
  counts.forEach(({ exactlyOne }, n) => {
    if (exactlyOne !== String(truth[n])) {
      throw new DataFileError(
        dataFileName(file),
        `counts[${n}].exactlyOne: ${JSON.stringify(exactlyOne)} is not the count the classes give (${truth[n]})`,
      );
    }
  });
  return `${int(counts.length)} rows`;
}

// What each data file is checked by, and what a line says of it once checked.
const CHECKS: Record<string, (file: string | URL) => Promise<string>> = {
  "references.json": async (file) => {
    // Imported here, not above: a bad data/references.json stops that module's import, and the
    // command reports it in one line like any other failure.
    const { readReferences } = await import("../data/references.ts");
    const refs = await readReferences(file);
    return `${plural(refs.noSet.length, "published figure")} from ${
      plural(Object.keys(refs.sources).length, "source")
    }`;
  },
  "coverage.json": async (file) => `${plural((await readCoverageStudy(81, file)).cells.length, "cell")}`,
  "coverage-small-deck.json": async (file) => `${plural((await readCoverageStudy(27, file)).cells.length, "cell")}`,
  "coverage-5-features.json": async (file) => `${plural((await readCoverageStudy(243, file)).cells.length, "cell")}`,
  "coverage-6-features.json": async (file) => `${plural((await readCoverageStudy(729, file)).cells.length, "cell")}`,
  "exact-counts.json": (file) => exactCounts(4, file),
  "exact-counts-small-deck.json": (file) => exactCounts(3, file),
};

/** The command's flags. */
export const FLAGS = {};

/** `deno task check-data`. */
export const CHECK_DATA = command({
  name: "check-data",
  summary: "Checks the files of data/ as the notebooks read them (or copies named like them), one line per file.",
  flags: FLAGS,
  positionals: {
    name: "FILE",
    meaning: "a data file, or a copy named like one (default: every file of data/)",
    most: Object.keys(CHECKS).length,
  },
  async run(_, files) {
    const names = Object.keys(CHECKS);
    for (const file of files) {
      if (!Object.hasOwn(CHECKS, basename(file))) {
        throw new UsageError(`${JSON.stringify(file)} is not named like a data file (${names.join(", ")})`);
      }
    }
    const checked = files.length > 0 ? files : names.map((name) => new URL(name, DATA_FOLDER));
    for (const file of checked) {
      const what = await CHECKS[basename(file instanceof URL ? file.pathname : file)](file);
      console.log(`${dataFileName(file)}: checked, ${what}`);
    }
  },
});

if (import.meta.main) await runCommand(CHECK_DATA);
