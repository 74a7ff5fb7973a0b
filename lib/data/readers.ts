/**
 * Reading back our tasks' results in `data/`, each refused unless its file is what its task wrote.
 *
 * @module
 */
import { DATA_FOLDER, DataFileError, dataFileName, readResultFile } from "./result_file.ts";
import type { ResultStamp } from "../common/versions.ts";
import { checkFeatures, GAME_FEATURE_COUNTS, type GameFeatureCount } from "../core/card.ts";
import type { CoverageStudy } from "../montecarlo/coverage.ts";
import { checkDeckSize, type DeckSize, featuresOfDeck } from "../montecarlo/_deck.ts";
import type { ExactProbability } from "../exact/counts.ts";

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
export interface ExactCountsFile extends ResultStamp {
  digest: string;
  features: GameFeatureCount;
  method: string;
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
 * import { readExactCounts } from "./readers.ts";
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
 * import { readCoverageStudy } from "./readers.ts";
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

/** A chance as the file writes it: the reduced fraction in decimal strings, and its float. */
interface WrittenChance {
  numerator: string;
  denominator: string;
  value: number;
}

/** The second-table file, each chance a `Chance`: as written, or as read ({@link SecondTableFile}). */
interface SecondTable<Chance> extends ResultStamp {
  digest: string;
  features: GameFeatureCount;
  /** K, the cards dealt first. */
  cards: number;
  /** How the chances were computed, in a paragraph. */
  method: string;
  /** The checks the computation passed, as sentences. */
  checks: string[];
  /** P(the second table holds no SET | the first K cards hold a SET). */
  conditional: Chance;
  /** P(the second table holds no SET), over every game. */
  overall: Chance;
  /** Each first table holding a SET (K, K + 3, … cards): its chance, and the second table's chance of no SET. */
  branches: { cards: number; reach: Chance; noSet: Chance }[];
}

/** The second-table file as read, each chance an exact fraction (BigInt numerator and denominator). */
export type SecondTableFile = SecondTable<ExactProbability>;

/** The second-table file kept in `data/`: the full deck, 12 cards dealt first. */
export const SECOND_TABLE_FILE: URL = new URL("second-table.json", DATA_FOLDER);

const exact = (file: string | URL, where: string, { numerator, denominator, value }: WrittenChance) => {
  const [n, d] = [BigInt(numerator), BigInt(denominator)];
  if (Number(n) / Number(d) !== value) {
    throw new DataFileError(dataFileName(file), `${where}: ${value} is not ${numerator}/${denominator}`);
  }
  return { numerator: n, denominator: d, value };
};

/**
 * The exact chances that a game's second table (after a random first SET is taken and 3 dealt if fewer than K remain)
 * holds no SET, as `deno task second-table` wrote them into `file` (default `data/second-table.json`).
 *
 * @throws {DataFileError} one line naming the file: its digest does not match, or a float is not its fraction.
 * @example
 * ```ts
 * import { readSecondTable } from "./readers.ts";
 * import { equal } from "node:assert/strict";
 * const { cards, conditional } = await readSecondTable();
 * equal(cards, 12);
 * equal(conditional.value.toFixed(4), "0.0444");
 * ```
 */
export async function readSecondTable(file: string | URL = SECOND_TABLE_FILE): Promise<SecondTableFile> {
  const read = await readResultFile<SecondTable<WrittenChance>>(file, { task: "second-table" });
  return {
    ...read,
    conditional: exact(file, "conditional", read.conditional),
    overall: exact(file, "overall", read.overall),
    branches: read.branches.map(({ cards, reach, noSet }, i) => ({
      cards,
      reach: exact(file, `branches[${i}].reach`, reach),
      noSet: exact(file, `branches[${i}].noSet`, noSet),
    })),
  };
}
