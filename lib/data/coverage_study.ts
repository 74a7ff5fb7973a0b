/**
 * Reading a coverage study back (`data/coverage.json` and the studies of the other decks, made by
 * `deno task coverage --out`), refused unless it is what the task wrote (its digest). `deno task check-data` and the
 * tests check its exact values against lib/exact and its cells against its grid.
 *
 * @module
 */
import { DATA_FOLDER, DataFileError, dataFileName, readResultFile } from "./result_file.ts";
import type { CoverageStudy } from "../montecarlo/coverage.ts";
import { checkDeckSize, type DeckSize, featuresOfDeck } from "../montecarlo/_deck.ts";

/** The studies kept in `data/`, by deck (none for the 9-card plane, where every value is exact). */
export const COVERAGE_FILES: Readonly<Partial<Record<DeckSize, URL>>> = {
  81: new URL("coverage.json", DATA_FOLDER),
  27: new URL("coverage-small-deck.json", DATA_FOLDER),
  243: new URL("coverage-5-features.json", DATA_FOLDER),
  729: new URL("coverage-6-features.json", DATA_FOLDER),
};

/**
 * The task that writes the study of a deck, with its flags but `--out`.
 *
 * @example
 * ```ts
 * import { coverageTask } from "./coverage_study.ts";
 * import { equal } from "node:assert/strict";
 * equal(coverageTask(81), "coverage");
 * equal(coverageTask(729), "coverage --features 6");
 * ```
 */
export const coverageTask = (deckSize: DeckSize): string =>
  deckSize === 81 ? "coverage" : `coverage --features ${featuresOfDeck(deckSize)}`;

/**
 * A coverage study kept in `data/` (what notebooks 3, 4 and 7 show), refused unless the file is what
 * `deno task coverage` wrote for that deck. Cost: reading, hashing and parsing the file, a millisecond or so.
 *
 * @param deckSize 81 (default), 27, 243 or 729: which study, and the deck the file must be of.
 * @param file Another path or `file:` URL instead (a copy, tests).
 * @throws {DataFileError} one line naming the file: its digest does not match (and the task that makes it again), or
 *   it studies another deck.
 * @throws {RangeError} `deck size 64 is not one of 9, 27, 81, 243, 729`; no study of the 9-card deck is kept.
 * @example
 * ```ts
 * import { readCoverageStudy } from "./coverage_study.ts";
 * import { equal, rejects } from "node:assert/strict";
 * const study = await readCoverageStudy(27);
 * equal(study.deckSize, 27);
 * const dir = await Deno.makeTempDir();
 * const text = await Deno.readTextFile(new URL("../../data/coverage-small-deck.json", import.meta.url));
 * await Deno.writeTextFile(`${dir}/small.json`, text.replace('"seeds": 2000', '"seeds": 2001'));
 * await rejects(readCoverageStudy(27, `${dir}/small.json`), {
 *   message: `${dir}/small.json: edited by hand or damaged (its digest does not match); ` +
 *     `regenerate it: deno task coverage --features 3 --out ${dir}/small.json --force`,
 * });
 * await Deno.remove(dir, { recursive: true });
 * ```
 */
export async function readCoverageStudy(deckSize: DeckSize = 81, file?: string | URL): Promise<CoverageStudy> {
  checkDeckSize(deckSize);
  file ??= COVERAGE_FILES[deckSize];
  if (!file) throw new RangeError(`no coverage study of the ${deckSize}-card deck is kept in data/`);
  const study = await readResultFile<CoverageStudy>(file, { task: coverageTask(deckSize) });
  if ((study.deckSize ?? 81) !== deckSize) {
    throw new DataFileError(dataFileName(file), `deckSize: ${study.deckSize} is not ${deckSize}, the deck asked for`);
  }
  return study;
}
