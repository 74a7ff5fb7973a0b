/**
 * Reading back the exact counts `deno task exact --out` wrote, refused unless each file is what the task wrote.
 *
 * @module
 */
import { DATA_FOLDER, DataFileError, dataFileName, readResultFile } from "./result_file.ts";
import type { Versions } from "../common/versions.ts";
import { checkFeatures, GAME_FEATURE_COUNTS, type GameFeatureCount } from "../core/card.ts";

/** A row of an exact-counts file: counts in decimal (`exactlyOne`: tables with exactly one SET), P as `"a/b"`. */
export interface ExactCountRow {
  n: number;
  setFree: string;
  exactlyOne: string;
  subsets: string;
  p: string;
  pFloat: number;
}

/** An exact-counts file, as `deno task exact --out` writes it. */
export interface ExactCountsFile {
  digest: string;
  features: GameFeatureCount;
  method: string;
  versions: Versions;
  /** When the counts were made (ISO 8601), and how long they took. */
  date: string;
  seconds: number;
  /** n = 0..81 (0..27 for the small deck), in order. */
  counts: ExactCountRow[];
}

/** The exact counts kept in `data/`, by number of features. */
export const EXACT_COUNTS_FILES: Readonly<Record<GameFeatureCount, URL>> = {
  4: new URL("exact-counts.json", DATA_FOLDER),
  3: new URL("exact-counts-small-deck.json", DATA_FOLDER),
};

/**
 * The exact counts kept in `data/` for the deck of `features` 4 (default) or 3, or in `file`, refused unless the file
 * is what `deno task exact` wrote for that deck.
 *
 * @throws {DataFileError} one line naming the file: its digest does not match, or it holds the other deck.
 * @throws {RangeError} `features 5 is not one of 3, 4`.
 * @example
 * ```ts
 * import { readExactCounts } from "./exact_counts.ts";
 * import { equal } from "node:assert/strict";
 * const small = await readExactCounts(3);
 * equal(small.counts[9].setFree, "2106"); // the largest SET-free tables of the small deck
 * equal(small.counts[10].setFree, "0");
 * ```
 */
export async function readExactCounts(features: GameFeatureCount = 4, file?: string | URL): Promise<ExactCountsFile> {
  checkFeatures(features, GAME_FEATURE_COUNTS);
  file ??= EXACT_COUNTS_FILES[features];
  const task = features === 4 ? "exact" : "exact --features 3";
  const counts = await readResultFile<ExactCountsFile>(file, { task });
  if (counts.features !== features) {
    throw new DataFileError(dataFileName(file), `features: ${counts.features} is not ${features}, the deck asked for`);
  }
  return counts;
}
