/**
 * Reading back the exact chances of the second table, `data/second-table.json`, refused unless the file is what
 * `deno task second-table` wrote.
 *
 * @module
 */
import { DATA_FOLDER, DataFileError, dataFileName, readResultFile } from "./result_file.ts";
import type { Versions } from "../common/versions.ts";
import type { GameFeatureCount } from "../core/card.ts";
import type { ExactProbability } from "../exact/counts.ts";

/** A chance as the file writes it: the reduced fraction in decimal strings, and its float. */
interface WrittenChance {
  numerator: string;
  denominator: string;
  value: number;
}

/** The second-table file as read, each chance an exact fraction (BigInt numerator and denominator). */
export interface SecondTableFile {
  digest: string;
  features: GameFeatureCount;
  /** K, the cards dealt first. */
  cards: number;
  /** How the chances were computed, in a paragraph. */
  method: string;
  /** The checks the computation passed, as sentences. */
  checks: string[];
  /** P(the second table holds no SET | the first K cards hold a SET). */
  conditional: ExactProbability;
  /** P(the second table holds no SET), over every game. */
  overall: ExactProbability;
  /** Each first table holding a SET (K, K + 3, … cards): its chance, and the second table's chance of no SET. */
  branches: { cards: number; reach: ExactProbability; noSet: ExactProbability }[];
  versions: Versions;
  /** When the chances were computed (ISO 8601), and how long it took. */
  date: string;
  seconds: number;
}

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
 * import { readSecondTable } from "./second_table.ts";
 * import { equal } from "node:assert/strict";
 * const { cards, conditional } = await readSecondTable();
 * equal(cards, 12);
 * equal(conditional.value.toFixed(4), "0.0444");
 * ```
 */
export async function readSecondTable(file: string | URL = SECOND_TABLE_FILE): Promise<SecondTableFile> {
  type Written = Omit<SecondTableFile, "conditional" | "overall" | "branches"> & {
    conditional: WrittenChance;
    overall: WrittenChance;
    branches: { cards: number; reach: WrittenChance; noSet: WrittenChance }[];
  };
  const read = await readResultFile<Written>(file, { task: "second-table" });
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
