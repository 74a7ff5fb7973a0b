/**
 * The one config: every parameter of the notebooks with its default, range and meaning, and the parameters each
 * notebook takes. The commands' shared flags, the runs' names and the README's tables are made from it.
 *
 * @module
 */
import { choiceParam, decimalParam, integerParam, type Param, seedParam } from "./common/params.ts";
import { cores, maxWorkers } from "./common/parallel.ts";
import { LANGS } from "./common/lang.ts";

/** What the figures are designed for: 16 cm wide at 300 dpi (1,890 px), drawn on a canvas 640 units wide. */
export const PRINT = { widthCm: 16, dpi: 300, canvasWidth: 640 } as const;

/** PNG pixels per canvas unit at the print size: 1,890 / 640. */
export const PRINT_SCALE: number = Math.round(PRINT.widthCm / 2.54 * PRINT.dpi) / PRINT.canvasWidth;

/** Every parameter of the notebooks, in the order a run's name spells them. */
export const PARAMETERS = {
  seed: seedParam({ default: "42", meaning: "the seed every random number is drawn from" }),
  trials: integerParam({
    min: 10_000,
    max: 100_000_000,
    default: 200_000,
    meaning: "random tables, and importance-sampling paths, per table size",
  }),
  games: integerParam({ min: 2_000, max: 100_000_000, default: 100_000, meaning: "games played per policy" }),
  timingRuns: integerParam({ min: 3, max: 1_000, default: 20, meaning: "timed rounds per measurement" }),
  caps: integerParam({
    min: 1_000,
    max: 100_000_000,
    default: 10_000,
    meaning: "random maximal SET-free tables per deck",
  }),
  workers: integerParam({
    min: 1,
    max: maxWorkers(),
    default: cores(),
    defaultText: "all cores",
    meaning: "Web Workers sharing the work (no result depends on it)",
  }),
  lang: choiceParam(LANGS, { default: "en", meaning: "the edition of the figures a notebook shows" }),
  pngScale: decimalParam({
    min: 0.5,
    max: 10,
    default: PRINT_SCALE,
    defaultText: String(PRINT_SCALE),
    meaning: `PNG pixels per canvas unit (the default prints ${PRINT.widthCm} cm wide at ${PRINT.dpi} dpi)`,
  }),
} as const;

/** A parameter's name: `seed`, `trials`, … */
export type ParameterName = keyof typeof PARAMETERS;

/** Every parameter's value. */
export type ParameterValues = {
  [K in ParameterName]: (typeof PARAMETERS)[K] extends Param<infer T> ? T : never;
};

/** The parameters every notebook has: which edition it shows, and the PNG size of its figures. */
export const GLOBAL_PARAMETERS: readonly ParameterName[] = ["lang", "pngScale"];

/** The notebooks, in reading order, each with its own parameters (besides {@link GLOBAL_PARAMETERS}). */
export const NOTEBOOKS = {
  "01-the-mod-3-rule": [],
  "02-counting-the-sets": ["seed", "timingRuns"],
  "03-no-set-probability": ["seed", "trials", "workers"],
  "04-exact-counts": [],
  "05-playing-the-game": ["seed", "games"],
  "06-essentially-different-tables": ["seed", "games"],
  "07-more-features": ["seed", "trials", "caps", "workers"],
} as const satisfies Record<string, readonly ParameterName[]>;

/** A notebook's name, e.g. `"03-no-set-probability"`. */
export type NotebookName = keyof typeof NOTEBOOKS;

/** The notebooks' names, in reading order. */
export const NOTEBOOK_NAMES = Object.keys(NOTEBOOKS) as NotebookName[];

/** Each parameter's default. */
export function defaults(): ParameterValues {
  return Object.fromEntries(
    Object.entries(PARAMETERS).map(([name, param]) => [name, param.default]),
  ) as ParameterValues;
}
