/**
 * Reading the exact counts back (`data/exact-counts.json`, `data/exact-counts-small-deck.json`,
 * written by `deno task exact --out`), checked against what lib/exact computes: a file of ours
 * that disagrees with the library is an error, never a second truth.
 *
 * @module
 */
import * as schema from "./schema.ts";
import { DATA_FOLDER, readDataFile } from "./data_file.ts";
import { type Versions, VERSIONS_SCHEMA } from "../common/versions.ts";
import { checkFeatures, deckOf, GAME_FEATURE_COUNTS, type GameFeatureCount } from "../core/card.ts";
import { exactRows } from "../present/rows.ts";

/**
 * One row of an exact-counts file: BigInt counts as decimal strings, P as `"numerator/denominator"`;
 * `exactlyOne` the tables holding exactly one SET (counted from the classes, lib/exact/exactly_one_set.ts).
 */
export interface ExactCountRow {
  n: number;
  setFree: string;
  exactlyOne: string;
  subsets: string;
  p: string;
  pFloat: number;
}

/** An exact-counts file, as `deno task exact --json` writes it. */
export interface ExactCountsFile {
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
 * The shape of an exact-counts file, with what can be said of its `exactlyOne` counts without the classes: none
 * below 3 cards; at 3 the SETs, N(N − 1)/6 of them; at 4 a SET and any of the N − 3 other cards (4 cards never hold
 * two SETs); at 5, by inclusion–exclusion, S·C(N − 3, 2) − 2·N·C(T, 2) (two SETs of 5 cards share one card, T SETs
 * through each card); and never more than the tables that are not SET-free. (`exactlyOneSetCountsOf` computes all
 * of them from the classes, and the tests check it against brute force on the small deck.)
 */
export const EXACT_COUNTS_SHAPE: schema.Schema<ExactCountsFile> = schema.refine(
  schema.object<ExactCountsFile>({
    features: schema.oneOf([4, 3] as const),
    method: schema.text(),
    versions: VERSIONS_SCHEMA,
    date: schema.isoDate(),
    seconds: schema.nonNegative(),
    counts: schema.array(
      schema.object<ExactCountRow>({
        n: schema.integer(0, 81),
        setFree: schema.digits(),
        exactlyOne: schema.digits(),
        subsets: schema.digits(),
        p: schema.refine(schema.text(), (p, path) => {
          if (!/^(0|[1-9]\d*)\/[1-9]\d*$/.test(p)) schema.invalid(path, p, "a fraction numerator/denominator");
        }),
        pFloat: schema.probability(),
      }),
    ),
  }),
  (file, path) => {
    // A file of the wrong deck or length is the deck checks' to name (readExactCounts); nothing to add here.
    if (file.counts.length !== 3 ** file.features + 1) return;
    const size = 3n ** BigInt(file.features);
    const sets = size * (size - 1n) / 6n, through = (size - 1n) / 2n;
    const choose2 = (k: bigint) => k * (k - 1n) / 2n;
    const closed: Record<number, bigint> = {
      0: 0n,
      1: 0n,
      2: 0n,
      3: sets,
      4: sets * (size - 3n),
      5: sets * choose2(size - 3n) - 2n * size * choose2(through),
    };
    file.counts.forEach((row, i) => {
      const at = schema.at(schema.at(schema.at(path, "counts"), i), "exactlyOne");
      const count = BigInt(row.exactlyOne);
      if (closed[row.n] !== undefined && count !== closed[row.n]) {
        schema.invalid(at, row.exactlyOne, `${closed[row.n]}, the count at ${row.n} cards by inclusion–exclusion`);
      }
      if (count + BigInt(row.setFree) > BigInt(row.subsets)) {
        schema.invalid(
          at,
          row.exactlyOne,
          `at most the ${BigInt(row.subsets) - BigInt(row.setFree)} tables with a SET`,
        );
      }
    });
  },
);

// A file of `features` features: the shape, then every row equal to lib/exact's.
function countsSchema(features: GameFeatureCount): schema.Schema<ExactCountsFile> {
  return schema.refine(EXACT_COUNTS_SHAPE, (file, path) => {
    if (file.features !== features) {
      schema.invalid(schema.at(path, "features"), file.features, `${features}, the deck asked for`);
    }
    const rows = exactRows(features);
    const counts = schema.at(path, "counts");
    if (file.counts.length !== rows.length) {
      schema.invalid(counts, file.counts, `an array of ${rows.length} rows (n = 0..${deckOf(features).size})`);
    }
    file.counts.forEach((row, i) => {
      const truth = rows[i];
      const field = (name: string) => schema.at(schema.at(counts, i), name);
      if (row.n !== i) schema.invalid(field("n"), row.n, `${i}, its place in counts`);
      if (row.setFree !== String(truth.setFree)) {
        schema.invalid(field("setFree"), row.setFree, `the count lib/exact computes (${truth.setFree})`);
      }
      if (row.subsets !== String(truth.subsets)) {
        schema.invalid(field("subsets"), row.subsets, `C(${deckOf(features).size}, ${i}) = ${truth.subsets}`);
      }
      const p = `${truth.numerator}/${truth.denominator}`;
      if (row.p !== p) schema.invalid(field("p"), row.p, `setFree / subsets reduced, ${p}`);
      if (Math.abs(row.pFloat - truth.p) > 1e-12 * truth.p) {
        schema.invalid(field("pFloat"), row.pFloat, `${p} = ${truth.p}`);
      }
    });
  });
}

const SCHEMAS: Record<GameFeatureCount, schema.Schema<ExactCountsFile>> = { 4: countsSchema(4), 3: countsSchema(3) };

/**
 * The exact counts kept in `data/`, checked once when first read, then cached: the shape and
 * ranges, and every row (`setFree`, `subsets`, `p`, `pFloat`) equal to what lib/exact computes
 * ({@link exactRows}; the first call computes the counts, a fraction of a second).
 *
 * @param features 4 (default, `data/exact-counts.json`) or 3 (`data/exact-counts-small-deck.json`).
 * @param file Another path or `file:` URL instead (tests).
 * @returns The file, frozen.
 * @throws {DataFileError} one line naming the file, the field and the value:
 *   `data/exact-counts.json: counts[12].setFree: "2284535476081" is not the count lib/exact computes (2284535476080)`.
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
  return await readDataFile(file ?? EXACT_COUNTS_FILES[features], SCHEMAS[features]);
}
