/**
 * Reading a coverage study back (`data/coverage.json`, `data/coverage-small-deck.json`, made by
 * `deno task coverage`), checked before anything in it is shown: its shape and ranges, and every
 * number the library can compute again (the exact values from lib/exact, each cell's seeds,
 * minimum trials and trials run, its coverage and Clopper–Pearson interval from its counts).
 *
 * @module
 */
import * as schema from "./schema.ts";
import { DATA_FOLDER, readDataFile } from "./data_file.ts";
import { VERSIONS_SCHEMA } from "../common/versions.ts";
import { knownNoSetProbability } from "../exact/small_tables.ts";
import { clopperPearson } from "../stats/intervals.ts";
import {
  type CoverageCell,
  type CoverageStudy,
  type ExactCoverages,
  seedsFor,
  trialsAt,
} from "../montecarlo/coverage.ts";
import { sisMinimumTrials, sisPlan } from "../montecarlo/minimum_trials.ts";
import { checkDeckSize, type DeckSize, featuresOfDeck } from "../montecarlo/_deck.ts";

/** The studies kept in `data/`, by deck (none for the 9-card plane, where every value is exact). */
export const COVERAGE_FILES: Readonly<Partial<Record<DeckSize, URL>>> = {
  81: new URL("coverage.json", DATA_FOLDER),
  27: new URL("coverage-small-deck.json", DATA_FOLDER),
  243: new URL("coverage-5-features.json", DATA_FOLDER),
  729: new URL("coverage-6-features.json", DATA_FOLDER),
};

// Floats written by JSON.stringify read back exactly; the slack only forgives a last-bit
// difference should a computation be reordered.
const same = (a: number, b: number) => Math.abs(a - b) <= 1e-12 * Math.max(Math.abs(a), Math.abs(b));

const cell = schema.object<CoverageCell>({
  method: schema.oneOf(["plain", "sis"] as const),
  n: schema.integer(3, 729),
  trials: schema.positiveInteger(),
  status: schema.oneOf(["run", "refused"] as const),
  minimumTrials: schema.positiveInteger(),
  seeds: schema.count(),
  covered: schema.count(),
  below: schema.count(),
  above: schema.count(),
  failed: schema.count(),
  coverage: schema.nullable(schema.probability()),
  coverageCi: schema.nullable(schema.probabilityInterval()),
  trialsRun: schema.count(),
  ciMethod: schema.string(),
  relativeHalfWidth: schema.nullable(schema.nonNegative()),
  exactCoverage: schema.optional(
    schema.object<ExactCoverages>({
      clopperPearson: schema.probability(),
      wilson: schema.probability(),
      wald: schema.probability(),
    }),
  ),
  seconds: schema.nonNegative(),
});

const shape = schema.object<CoverageStudy>({
  method: schema.text(),
  confidence: schema.refine(schema.probability(), (c, path) => {
    if (c === 0 || c === 1) schema.invalid(path, c, "a confidence between 0 and 1");
  }),
  deckSize: schema.optional(schema.oneOf([81, 27, 243, 729] as const)),
  seeds: schema.positiveInteger(),
  seedsRule: schema.text(),
  sizes: schema.array(schema.integer(3, 81), { minLength: 1 }),
  trials: schema.array(schema.positiveInteger(), { minLength: 1 }),
  methods: schema.array(schema.oneOf(["plain", "sis"] as const), { minLength: 1 }),
  exact: schema.record(schema.probability(), { key: schema.digits() }),
  generator: schema.text(),
  versions: VERSIONS_SCHEMA,
  workers: schema.positiveInteger(),
  date: schema.isoDate(),
  seconds: schema.nonNegative(),
  cells: schema.array(cell, { minLength: 1 }),
});

// One cell against its study and what the library computes.
function checkCell(study: CoverageStudy, deckSize: DeckSize, c: CoverageCell, path: string): void {
  const field = (name: string) => schema.at(path, name);
  if (!study.methods.includes(c.method)) schema.invalid(field("method"), c.method, `one of methods (${study.methods})`);
  if (!study.sizes.includes(c.n)) schema.invalid(field("n"), c.n, `one of sizes (${study.sizes})`);
  const grid = trialsAt(c.n, study.trials, study.methods, deckSize);
  if (!grid.includes(c.trials)) {
    schema.invalid(field("trials"), c.trials, `one of the trials studied at ${c.n} (${grid})`);
  }
  const minimum = c.method === "plain" ? 1 : sisMinimumTrials(c.n, deckSize);
  if (c.minimumTrials !== minimum) {
    schema.invalid(field("minimumTrials"), c.minimumTrials, `${minimum} (lib/montecarlo)`);
  }
  const status = c.trials < minimum ? "refused" : "run";
  if (c.status !== status) {
    schema.invalid(field("status"), c.status, `"${status}" (${c.trials} trials, minimum ${minimum})`);
  }
  if (status === "refused") {
    for (const name of ["seeds", "covered", "below", "above", "failed", "trialsRun"] as const) {
      if (c[name] !== 0) schema.invalid(field(name), c[name], "0 in a refused cell");
    }
    for (const name of ["coverage", "coverageCi", "relativeHalfWidth"] as const) {
      if (c[name] !== null) schema.invalid(field(name), c[name], "null in a refused cell");
    }
    if (c.exactCoverage !== undefined) {
      schema.invalid(field("exactCoverage"), c.exactCoverage, "absent in a refused cell");
    }
    return;
  }
  const seeds = seedsFor(study.seeds, c.trials);
  if (c.seeds !== seeds) {
    schema.invalid(field("seeds"), c.seeds, `${seeds}, the seeds at ${c.trials} trials (seedsRule)`);
  }
  if (c.covered > c.seeds) schema.invalid(field("covered"), c.covered, `at most seeds (${c.seeds})`);
  const total = c.covered + c.below + c.above + c.failed;
  if (total !== c.seeds) {
    throw new schema.SchemaError(path, `covered + below + above + failed = ${total} is not seeds (${c.seeds})`);
  }
  const coverage = c.covered / c.seeds;
  if (c.coverage === null || !same(c.coverage, coverage)) {
    schema.invalid(field("coverage"), c.coverage, `covered / seeds = ${c.covered} / ${c.seeds} = ${coverage}`);
  }
  const [lo, hi] = clopperPearson(c.covered, c.seeds, { confidence: study.confidence });
  if (c.coverageCi === null || !same(c.coverageCi[0], lo) || !same(c.coverageCi[1], hi)) {
    schema.invalid(
      field("coverageCi"),
      c.coverageCi,
      `the Clopper–Pearson interval of ${c.covered} of ${c.seeds} ([${lo.toFixed(4)}, ${hi.toFixed(4)}])`,
    );
  }
  const trialsRun = c.method === "plain" ? c.trials : sisPlan(c.n, c.trials, deckSize).trials;
  if (c.trialsRun !== trialsRun) schema.invalid(field("trialsRun"), c.trialsRun, `${trialsRun} (lib/montecarlo)`);
  if (c.ciMethod.trim() === "") schema.invalid(field("ciMethod"), c.ciMethod, "a non-empty string in a cell run");
  if (c.method === "plain" && c.exactCoverage === undefined) {
    throw new schema.SchemaError(field("exactCoverage"), "missing (a plain-sampling cell has one)");
  }
  if (c.method === "sis" && c.exactCoverage !== undefined) {
    schema.invalid(field("exactCoverage"), c.exactCoverage, "absent in an importance-sampling cell");
  }
}

// A study of `deckSize` cards: the shape, then every number against the library.
function studySchema(deckSize: DeckSize): schema.Schema<CoverageStudy> {
  const features = featuresOfDeck(deckSize);
  return schema.refine(shape, (study, path) => {
    if ((study.deckSize ?? 81) !== deckSize) {
      schema.invalid(schema.at(path, "deckSize"), study.deckSize, `${deckSize}, the deck asked for`);
    }
    study.sizes.forEach((n, i) => {
      if (n > deckSize) schema.invalid(schema.at(schema.at(path, "sizes"), i), n, `a table size in 3..${deckSize}`);
    });
    const exact = schema.at(path, "exact");
    for (const n of study.sizes) {
      if (study.exact[String(n)] === undefined) {
        throw new schema.SchemaError(schema.at(exact, String(n)), `missing (every size studied has its exact value)`);
      }
    }
    for (const [key, value] of Object.entries(study.exact)) {
      const n = Number(key);
      if (!study.sizes.includes(n)) schema.invalid(schema.at(exact, key), value, `the value of a size studied`);
      const truth = knownNoSetProbability(n, { features });
      if (truth === undefined) {
        schema.invalid(schema.at(exact, key), value, `the value of a size whose exact P(no SET) lib/exact knows`);
      } else if (!same(value, truth.value)) {
        schema.invalid(
          schema.at(exact, key),
          value,
          `the exact P(no SET | ${n}) = ${truth.numerator}/${truth.denominator} = ${truth.value} (lib/exact)`,
        );
      }
    }
    study.cells.forEach((c, i) => checkCell(study, deckSize, c, schema.at(schema.at(path, "cells"), i)));
  });
}

const SCHEMAS = new Map<DeckSize, schema.Schema<CoverageStudy>>();

/**
 * The coverage study kept in `data/` (`deno task coverage --out data/coverage.json`, and
 * `--features 3` into `data/coverage-small-deck.json`): what notebook 4 shows. Checked once
 * when first read, then cached: the shape and ranges (probabilities in [0, 1], counts
 * non-negative integers, intervals ordered inside [0, 1], seeds positive), the exact values
 * against lib/exact, and each cell's seeds, minimum trials, trials run, counts (covered +
 * below + above + failed = seeds), coverage and Clopper–Pearson interval against what the
 * library computes. Cost: about 100 Clopper–Pearson intervals, a fraction of a second.
 *
 * @param deckSize 81 (default) or 27: which study, and the deck the file must be of.
 * @param file Default `data/coverage.json` (`data/coverage-small-deck.json` for 27); another path or `file:` URL for tests.
 * @returns The study, frozen.
 * @throws {DataFileError} one line naming the file, the field and the value:
 *   `data/coverage.json: cells[3].coverage: 1.5 is not a probability in [0, 1]`.
 * @throws {RangeError} `deck size 9 is not one of 27, 81`.
 * @example
 * ```ts
 * import { readCoverageStudy } from "./coverage_study.ts";
 * import { equal, ok, rejects } from "node:assert/strict";
 * const study = await readCoverageStudy(27);
 * ok(study.cells.length > 0 && study.generator.length > 0);
 * const dir = await Deno.makeTempDir();
 * await Deno.writeTextFile(`${dir}/small.json`, JSON.stringify({ ...study, seeds: -5 }));
 * await rejects(readCoverageStudy(27, `${dir}/small.json`), { message: `${dir}/small.json: seeds: -5 is not a positive integer` });
 * equal(await readCoverageStudy(27), study); // read once
 * await Deno.remove(dir, { recursive: true });
 * ```
 */
export async function readCoverageStudy(deckSize: DeckSize = 81, file?: string | URL): Promise<CoverageStudy> {
  checkDeckSize(deckSize);
  const stored = COVERAGE_FILES[deckSize];
  if (!file && !stored) throw new RangeError(`no coverage study of the ${deckSize}-card deck is kept in data/`);
  if (!SCHEMAS.has(deckSize)) SCHEMAS.set(deckSize, studySchema(deckSize));
  return await readDataFile((file ?? stored)!, SCHEMAS.get(deckSize)!);
}
