/**
 * Reading back a coverage study `deno task coverage --out` wrote, refused unless the file is what the task wrote.
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
 * The coverage study kept in `data/` for the deck of `deckSize` cards (81, default, 27, 243 or 729), or in `file`,
 * refused unless the file is what `deno task coverage` wrote for that deck.
 *
 * @throws {DataFileError} one line naming the file: its digest does not match, or it studies another deck.
 * @throws {RangeError} `deck size 64 is not one of 9, 27, 81, 243, 729`; no study of the 9-card deck is kept.
 * @example
 * ```ts
 * import { readCoverageStudy } from "./coverage_study.ts";
 * import { equal } from "node:assert/strict";
 * equal((await readCoverageStudy(27)).deckSize, 27);
 * ```
 */
export async function readCoverageStudy(deckSize: DeckSize = 81, file?: string | URL): Promise<CoverageStudy> {
  checkDeckSize(deckSize);
  file ??= COVERAGE_FILES[deckSize];
  if (!file) throw new RangeError(`no coverage study of the ${deckSize}-card deck is kept in data/`);
  const task = deckSize === 81 ? "coverage" : `coverage --features ${featuresOfDeck(deckSize)}`;
  const study = await readResultFile<CoverageStudy>(file, { task });
  if ((study.deckSize ?? 81) !== deckSize) {
    throw new DataFileError(dataFileName(file), `deckSize: ${study.deckSize} is not ${deckSize}, the deck asked for`);
  }
  return study;
}
