/**
 * `deno task coverage`: the coverage study (lib/montecarlo/coverage.ts); about 18 core-minutes, `--quick` seconds.
 *
 * @module
 */
import { command, OUT_FLAGS, runCommand, writeResult } from "./_command.ts";
import { choiceParam, integerParam, switchParam } from "../common/params.ts";
import { PARAMETERS } from "../config.ts";
import { stderrProgress } from "../present/progress_line.ts";
import { int, plural, textTable } from "../present/format.ts";
import {
  COVERAGE_DEFAULTS,
  COVERAGE_FIVE_FEATURES,
  COVERAGE_QUICK,
  COVERAGE_SIX_FEATURES,
  COVERAGE_SMALL_DECK,
  type CoverageStudy,
  coverageStudy,
} from "../montecarlo/coverage.ts";
import type { DeckSize } from "../montecarlo/_deck.ts";

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;

// The grid of each deck but the full one (whose grid depends on --quick).
const GRIDS = { "3": COVERAGE_SMALL_DECK, "5": COVERAGE_FIVE_FEATURES, "6": COVERAGE_SIX_FEATURES } as const;

/** The study as a table, a line per cell, then whether every cell run reaches its nominal coverage. */
export function formatStudy(study: CoverageStudy): string {
  const rows = study.cells.map((c) => [
    String(c.n),
    c.method,
    int(c.trials),
    c.status === "refused" ? "refused" : int(c.seeds),
    c.coverage === null ? `min ${int(c.minimumTrials)}` : pct(c.coverage),
    c.coverageCi === null ? "" : `[${c.coverageCi.map(pct).join(", ")}]`,
    c.exactCoverage ? pct(c.exactCoverage.clopperPearson) : "",
    c.exactCoverage ? pct(c.exactCoverage.wilson) : "",
    c.exactCoverage ? pct(c.exactCoverage.wald) : "",
    c.relativeHalfWidth === null ? "" : `${(c.relativeHalfWidth * 100).toPrecision(3)}%`,
  ]);
  const head = ["n", "method", "trials", "seeds", "coverage", "its interval", "exact CP", "Wilson", "Wald", "± rel"];
  const run = study.cells.filter((c) => c.coverageCi !== null);
  const short = run.filter((c) => c.coverageCi![1] < study.confidence);
  const nominal = `${+(study.confidence * 100).toFixed(4)}%`;
  const verdict = short.length === 0
    ? `Coverage: every one of the ${run.length} cells run reaches its nominal ${nominal} within its interval.`
    : `Coverage BELOW nominal ${nominal} in ${short.length} of ${run.length} cells: ${
      short.map((c) => `${c.method} n = ${c.n} at ${int(c.trials)} trials`).join("; ")
    }.`;
  return [
    `Coverage of the ${nominal} intervals: ${int(study.seeds)} seeds at 1,000 trials, ` +
    `${plural(study.workers, "worker")}, ${study.seconds.toFixed(1)} s, ${study.generator}`,
    "exact CP, Wilson, Wald: exact coverage of plain sampling's intervals; ± rel: mean half-width / exact value",
    textTable(head, rows),
    verdict,
  ].join("\n");
}

const FLAGS = {
  seeds: integerParam({ min: 1, max: 1_000_000, meaning: "seeds per cell", defaultText: "the grid's" }),
  features: choiceParam(["3", "4", "5", "6"] as const, {
    default: "4",
    meaning: "the deck: its number of features (3^features cards)",
  }),
  quick: switchParam("a smaller grid of sizes and trials, for a quick look"),
  workers: PARAMETERS.workers,
  ...OUT_FLAGS,
};

/** `deno task coverage`. */
export const COVERAGE = command({
  name: "coverage",
  summary: "How often the 95% intervals of both estimators contain the exact value, over many seeds.",
  flags: FLAGS,
  async run(flags) {
    const grid = flags.features !== "4" ? GRIDS[flags.features] : flags.quick ? COVERAGE_QUICK : COVERAGE_DEFAULTS;
    const seeds = flags.seeds ?? grid.seeds;
    const { sizes, trials } = grid, deckSize = 3 ** Number(flags.features) as DeckSize;
    const onProgress = stderrProgress("coverage", "blocks of seeds");
    const study = await coverageStudy({ sizes, trials, seeds, deckSize, workers: flags.workers, onProgress });
    if (!(await writeResult("coverage", study, flags))) console.log(formatStudy(study));
  },
});

if (import.meta.main) await runCommand(COVERAGE);
