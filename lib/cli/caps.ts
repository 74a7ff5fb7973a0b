/**
 * `deno task caps`: random maximal SET-free tables counted by size (lib/montecarlo/maximal_caps.ts).
 *
 * @module
 */
import { command, OUT_FLAGS, runCommand, writeResult } from "./_command.ts";
import { choiceParam, integerParam } from "../common/params.ts";
import { PARAMETERS } from "../config.ts";
import { stderrProgress } from "../present/progress_line.ts";
import { int, plural, textTable } from "../present/format.ts";
import { deckOf, type FeatureCount } from "../core/card.ts";
import { MAX_RUNS, type MaximalCapsRun, randomMaximalCaps } from "../montecarlo/maximal_caps.ts";

const pct = (x: number) => `${(100 * x).toFixed(2)}%`;

/** The run as a table: a line per size met, its share and the share at least as large; then mean, range, references. */
function formatCaps(run: MaximalCapsRun): string {
  const rows: string[][] = [];
  let atLeast = run.runs;
  run.counts.forEach((count, size) => {
    if (count > 0) rows.push([String(size), int(count), pct(count / run.runs), pct(atLeast / run.runs)]);
    atLeast -= count;
  });
  return [
    `Random maximal SET-free tables of ${deckOf(run.features).name}: ${int(run.runs)} runs, seed ` +
    `${JSON.stringify(run.seed)}, ${plural(run.workers, "worker")}, ${run.seconds.toFixed(1)} s, ${run.generator}`,
    textTable(["cards", "tables", "share", "at least"], rows),
    `mean ${run.mean.toFixed(3)} cards (± ${(1.96 * run.standardError).toFixed(3)}, 95%), sd ${run.sd.toFixed(3)}, ` +
    `median ${run.median}, ${run.min} to ${run.max}; the largest SET-free table has ${run.largestSetFree} cards, ` +
    `the cards {0, 1}^${run.features} ${run.twoValueCap}`,
  ].join("\n");
}

const FLAGS = {
  features: choiceParam(["2", "3", "4", "5", "6"] as const, {
    default: "4",
    meaning: "the deck: its number of features (3^features cards)",
  }),
  runs: integerParam({ ...PARAMETERS.caps, min: 1, max: MAX_RUNS }),
  seed: PARAMETERS.seed,
  workers: PARAMETERS.workers,
  ...OUT_FLAGS,
};

/** `deno task caps`. */
export const CAPS = command({
  name: "caps",
  summary: "How big a SET-free table gets by chance: random maximal SET-free tables, counted by size.",
  flags: FLAGS,
  async run(flags) {
    const { runs, seed, workers } = flags;
    const features = Number(flags.features) as FeatureCount;
    const onProgress = stderrProgress("caps", "chunks");
    const run = await randomMaximalCaps({ features, runs, seed, workers, onProgress });
    if (!(await writeResult("caps", run, flags))) console.log(formatCaps(run));
  },
});

if (import.meta.main) await runCommand(CAPS);
