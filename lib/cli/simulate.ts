/**
 * `deno task simulate`: Monte Carlo estimates of P(no SET | n) for decks of 2 to 6 features (lib/montecarlo/).
 *
 * @module
 */
import { range } from "d3-array";
import { command, OUT_FLAGS, runCommand, UsageError, writeResult } from "./_command.ts";
import { choiceParam, integerParam, sizesParam } from "../common/params.ts";
import { stderrProgress } from "../present/progress_line.ts";
import { int, plural, sci, textTable } from "../present/format.ts";
import { deckOf, type FeatureCount } from "../core/card.ts";
import { MAX_TRIALS, simulate, type SimulationRun } from "../montecarlo/simulate.ts";
import { tooFewTrialsSentence } from "../present/sentences.ts";
import type { DeckSize } from "../montecarlo/_deck.ts";
import { PARAMETERS } from "../config.ts";

/**
 * The sizes `deno task simulate` runs without `--sizes`, by deck: for 5 and 6 features every fifth or tenth size
 * where importance sampling is offered, and the first above the largest SET-free table.
 */
export const DEFAULT_SIZES: Readonly<Record<FeatureCount, readonly number[]>> = {
  2: range(3, 6),
  3: range(3, 10),
  4: range(9, 22),
  5: [...range(10, 36, 5), 46],
  6: [...range(10, 61, 10), 113],
};

const FLAGS = {
  sizes: sizesParam({ min: 3, max: 729, meaning: "table sizes", defaultText: "the deck's: 9-21 for 4 features" }),
  trials: integerParam({ ...PARAMETERS.trials, min: 1, max: MAX_TRIALS }),
  seed: PARAMETERS.seed,
  features: choiceParam(["2", "3", "4", "5", "6"] as const, {
    default: "4",
    meaning: "the deck: 4 features (81 cards), 3 (the 27 solid cards), or 2, 5, 6 (9, 243, 729 cards)",
  }),
  method: choiceParam(["plain", "sis", "both"] as const, {
    default: "both",
    meaning: "plain sampling, sequential importance sampling, or both",
  }),
  workers: PARAMETERS.workers,
  ...OUT_FLAGS,
};

/** `deno task simulate`. */
export const SIMULATE = command({
  name: "simulate",
  summary: "Monte Carlo estimates of P(no SET | n), each with a 95% interval.",
  flags: FLAGS,
  async run(flags) {
    const features = Number(flags.features) as FeatureCount;
    const deckSize = deckOf(features).size;
    const sizes = flags.sizes ?? [...DEFAULT_SIZES[features]];
    const over = sizes.find((n) => n > deckSize);
    if (over !== undefined) {
      throw new UsageError(`--sizes must be table sizes 3..${deckSize} for ${features} features, got ${over}`);
    }
    const { trials, seed, method, workers } = flags;
    const refusal = method === "plain" ? undefined : tooFewTrialsSentence(sizes, trials, deckSize as DeckSize);
    if (refusal !== undefined) throw new UsageError(refusal);
    const onProgress = stderrProgress("simulate", "chunks");
    const run = await simulate({ sizes, trials, seed, features, method, workers, onProgress });
    if (!(await writeResult("simulate", run, flags))) console.log(formatRun(run));
  },
});

/** The run as a readable table: one line per size and method. */
export function formatRun(run: SimulationRun): string {
  const rows = run.results.map((r) => [
    String(r.n),
    r.method,
    int(r.trials),
    sci(r.p, 4),
    `[${sci(r.ci[0])}, ${sci(r.ci[1])}]`,
    r.p > 0 ? `${(((r.ci[1] - r.ci[0]) / 2 / r.p) * 100).toFixed(2)}%` : "-",
    r.noSet === undefined ? "" : int(r.noSet),
    r.seconds > 0 ? `${(r.trials / r.seconds / 1e6).toFixed(2)}` : "-",
  ]);
  const head = ["n", "method", "trials", "P(no SET)", "95% interval", "± rel", "no SET", "M/s/core"];
  const notes = run.results.filter((r) => r.trials === 0).map((r) => `  ${r.n} ${r.method}: ${r.ciMethod}`);
  return [
    `P(no SET | n): seed ${JSON.stringify(run.seed)}, ${deckOf(run.features).name}, ` +
    `${plural(run.workers, "worker")}, ${run.seconds.toFixed(1)} s, ${run.generator}`,
    textTable(head, rows),
    ...(notes.length ? ["", ...notes] : []),
  ].join("\n");
}

if (import.meta.main) await runCommand(SIMULATE);
