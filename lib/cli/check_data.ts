/**
 * `deno task check-data [FILE…]`: checks the files of `data/` (or copies), one line each: published numbers
 * type-checked and read back, ours as their task wrote them and agreeing with an independent computation.
 *
 * @module
 */
import { basename, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { command, runCommand, UsageError } from "./_command.ts";
import { DATA_FOLDER, DataFileError, dataFileName } from "../data/result_file.ts";
import { int, plural } from "../present/format.ts";
import type { GameFeatureCount } from "../core/card.ts";
import { readCoverageStudy, readExactCounts, readSecondTable } from "../data/readers.ts";
import { secondTable } from "../exact/second_table.ts";
import { exactCountRows } from "./exact.ts";
import { knownNoSetProbability } from "../exact/small_tables.ts";
import { seedsFor, trialsAt } from "../montecarlo/coverage.ts";
import { type DeckSize, featuresOfDeck } from "../montecarlo/_deck.ts";

// Floats written by JSON.stringify read back exactly; the slack forgives a reordered computation's last bit.
const same = (a: unknown, b: number) => typeof a === "number" && Math.abs(a - b) <= 1e-12 * Math.abs(b);

// A string, a comment, or a number literal (group 1) of TypeScript source, as data/references.ts writes them.
const TOKEN =
  /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|\/\/[^\n]*|\/\*[\s\S]*?\*\/|(?<![\w$.])(\d[\d_]*(?:\.\d+)?(?:e[+-]?\d+)?)/gi;

/**
 * The first number literal of a TypeScript source (strings and comments skipped) that underflows to 0 (`1e-400`) or
 * overflows to Infinity (`1e400`), as `line L: the literal X reads as Y`; undefined when every literal reads back.
 */
export function unreadableLiteral(source: string): string | undefined {
  for (const { 1: literal, index } of source.matchAll(TOKEN)) {
    if (literal === undefined) continue;
    const value = Number(literal.replaceAll("_", ""));
    if (value === Infinity || (value === 0 && /[1-9]/.test(literal.split(/e/i)[0]))) {
      return `line ${source.slice(0, index).split("\n").length}: the literal ${literal} reads as ${value}`;
    }
  }
}

/**
 * Checks `data/references.ts` or a copy: type-checked beside the library (cost: a `deno check`), its literals read
 * back, and checked as lib/data/references.ts does. Returns what its line says; throws one line naming the file: a
 * type error (`line 80: TS1117 …`), a literal that does not read back, or what checkReferences refuses.
 */
export async function checkReferencesFile(file: string | URL): Promise<string> {
  const name = dataFileName(file);
  const text = await Deno.readTextFile(file);
  const literal = unreadableLiteral(text);
  if (literal) throw new DataFileError(name, literal);
  const dir = await Deno.makeTempDir({ prefix: "check-data-" });
  try {
    await Deno.mkdir(join(dir, "data"));
    await Deno.symlink(fileURLToPath(new URL("../../lib", import.meta.url)), join(dir, "lib"));
    const copy = join(dir, "data", "references.ts");
    await Deno.writeTextFile(copy, text);
    const { code, stderr } = await new Deno.Command(Deno.execPath(), {
      args: ["check", "--quiet", "--config", fileURLToPath(new URL("../../deno.json", import.meta.url)), copy],
      env: { NO_COLOR: "1" },
      stdout: "null",
    }).output();
    if (code !== 0) {
      const output = new TextDecoder().decode(stderr);
      const error = /(TS\d+) \[ERROR\]: (.*)[\s\S]*? at file:\/\/.*?:(\d+):\d+/.exec(output);
      const why = error ? `line ${error[3]}: ${error[1]} ${error[2]}` : output.trim().split("\n")[0];
      throw new DataFileError(name, `does not type-check: ${why}`);
    }
    const { REFERENCES } = await import(pathToFileURL(copy).href);
    const { checkReferences } = await import("../data/references.ts");
    const { noSet, sources } = checkReferences(REFERENCES, name);
    return `${plural(noSet.length, "published figure")} from ${plural(Object.keys(sources).length, "source")}`;
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/**
 * Checks an exact-counts file: its digest, then every row against what `deno task exact` computes (about a second).
 * Returns what its line says (its rows); throws a DataFileError naming the file and the first row that disagrees.
 */
export async function checkExactCounts(features: GameFeatureCount, file: string | URL): Promise<string> {
  const name = dataFileName(file);
  const { counts } = await readExactCounts(features, file);
  const rows = await exactCountRows(features);
  if (counts.length !== rows.length) {
    throw new DataFileError(name, `${counts.length} rows, not the ${rows.length} of n = 0..${rows.length - 1}`);
  }
  counts.forEach((row, n) => {
    for (const [key, value] of Object.entries(rows[n])) {
      const found = row[key as keyof typeof row];
      if (key === "pFloat" ? !same(found, value as number) : found !== value) {
        const what = `${JSON.stringify(found)} is not ${JSON.stringify(value)}, what lib/exact computes`;
        throw new DataFileError(name, `counts[${n}].${key}: ${what}`);
      }
    }
  });
  return `${int(counts.length)} rows`;
}

/**
 * Checks a coverage study: its digest, its exact values against lib/exact, and its cells against its grid (one per
 * size, trial count and method, in order, with the seeds of its trial count) with counts that add up. Returns what its
 * line says (its cells); throws a DataFileError naming the file and the first value that disagrees.
 */
export async function checkCoverageStudy(deckSize: DeckSize, file: string | URL): Promise<string> {
  const name = dataFileName(file);
  const study = await readCoverageStudy(deckSize, file);
  const { sizes, trials, methods, exact, cells } = study;
  const features = featuresOfDeck(deckSize);
  if (Object.keys(exact).join() !== sizes.join()) {
    throw new DataFileError(name, `exact: its sizes ${Object.keys(exact)} are not the sizes studied, ${sizes}`);
  }
  for (const n of sizes) {
    const truth = knownNoSetProbability(n, { features })?.value ?? NaN;
    if (!same(exact[n], truth)) {
      throw new DataFileError(name, `exact["${n}"]: ${exact[n]} is not ${truth}, lib/exact's`);
    }
  }
  const grid = sizes.flatMap((n) =>
    trialsAt(n, trials, methods, deckSize).flatMap((t) => methods.map((method) => ({ method, n, trials: t })))
  );
  grid.forEach((expected, i) => {
    const c = cells[i];
    const where = `cells[${i}]`;
    if (c?.method !== expected.method || c.n !== expected.n || c.trials !== expected.trials) {
      const found = c ? `${c.method} n ${c.n} at ${c.trials} trials` : "missing";
      const wanted = `${expected.method} n ${expected.n} at ${expected.trials} trials`;
      throw new DataFileError(name, `${where}: ${found} is not the grid's next cell, ${wanted}`);
    }
    const seeds = c.status === "refused" ? 0 : seedsFor(study.seeds, c.trials);
    if (c.seeds !== seeds) throw new DataFileError(name, `${where}.seeds: ${c.seeds} is not ${seeds}`);
    if (c.covered + c.below + c.above + c.failed !== c.seeds) {
      throw new DataFileError(name, `${where}: covered + below + above + failed is not seeds (${c.seeds})`);
    }
    if (c.coverage !== (c.seeds === 0 ? null : c.covered / c.seeds)) {
      throw new DataFileError(name, `${where}.coverage: ${c.coverage} is not covered / seeds`);
    }
  });
  if (cells.length !== grid.length) {
    throw new DataFileError(name, `cells: ${cells.length} cells, not the ${grid.length} of its grid`);
  }
  return plural(cells.length, "cell");
}

/** What each data file is checked by, and what a line says of it once checked. */
const CHECKS: Record<string, (file: string | URL) => Promise<string>> = {
  "references.ts": checkReferencesFile,
  "coverage.json": (file) => checkCoverageStudy(81, file),
  "coverage-small-deck.json": (file) => checkCoverageStudy(27, file),
  "coverage-5-features.json": (file) => checkCoverageStudy(243, file),
  "coverage-6-features.json": (file) => checkCoverageStudy(729, file),
  "exact-counts.json": (file) => checkExactCounts(4, file),
  "exact-counts-small-deck.json": (file) => checkExactCounts(3, file),
  "second-table.json": checkSecondTable,
};

/**
 * Checks `data/second-table.json` (or a copy): its digest, and both chances computed again (about a second). Returns
 * what its line says; throws one line naming the file and the chance that differs.
 */
export async function checkSecondTable(file: string | URL): Promise<string> {
  const read = await readSecondTable(file);
  const computed = await secondTable({ features: read.features, cards: read.cards });
  for (const key of ["conditional", "overall"] as const) {
    if (read[key].numerator !== computed[key].numerator || read[key].denominator !== computed[key].denominator) {
      throw new Error(`${dataFileName(file)}: ${key} is not what lib/exact/second_table.ts computes`);
    }
  }
  return `both chances as computed (${read.features} features, ${read.cards} cards first)`;
}

/** `deno task check-data`. */
export const CHECK_DATA = command({
  name: "check-data",
  summary: "Checks the files of data/ as the notebooks read them (or copies named like them), one line per file.",
  flags: {},
  positionals: {
    name: "FILE",
    meaning: "a data file, or a copy named like one (default: every file of data/)",
    most: Object.keys(CHECKS).length,
  },
  async run(_, files) {
    const names = Object.keys(CHECKS);
    const unknown = files.find((file) => !Object.hasOwn(CHECKS, basename(file)));
    if (unknown !== undefined) {
      throw new UsageError(`${JSON.stringify(unknown)} is not named like a data file (${names.join(", ")})`);
    }
    const checked = files.length > 0 ? files : names.map((name) => new URL(name, DATA_FOLDER));
    for (const file of checked) {
      const what = await CHECKS[basename(file instanceof URL ? file.pathname : file)](file);
      console.log(`${dataFileName(file)}: checked, ${what}`);
    }
  },
});

if (import.meta.main) await runCommand(CHECK_DATA);
