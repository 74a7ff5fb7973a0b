/**
 * Charts: each figure a function of its input ({@link Chart}), plain JSON stating the run parameters it came from.
 * @module
 */
import { type Lang, LANGS } from "../common/lang.ts";
import type { ParameterValues } from "../config.ts";
import { int } from "../present/format.ts";
import { composeFigure, type ComposeOptions, type Figure } from "./figure.ts";
import { layoutProblems } from "./layout_check.ts";

const RESULT_PARAMETERS = ["seed", "trials", "games", "timingRuns", "caps"] as const;
type ResultParameter = (typeof RESULT_PARAMETERS)[number];

/** The values of the run parameters an input's numbers were computed with: `{}` for exact figures. */
export type InputParameters = Partial<Pick<ParameterValues, ResultParameter>>;

/** What every chart's input carries. */
export type FigureInput = { parameters: InputParameters };

/**
 * A figure drawn from its input in either edition, named `name` unless `stem` names it (`classes-4`); every input
 * states the run parameters in `uses`.
 */
export interface Chart<I extends FigureInput = FigureInput> {
  name: string;
  uses: readonly ResultParameter[];
  stem?: (input: I) => string;
  draw(input: I, lang: Lang): Figure;
}

const figureName = <I extends FigureInput>(chart: Omit<Chart<I>, "draw">, input: I) =>
  chart.stem?.(input) ?? chart.name;

/** A chart that draws by composing ({@link composeFigure}) what `compose` gives, named and in the edition asked for. */
export function composedChart<I extends FigureInput>({ compose, ...chart }: Omit<Chart<I>, "draw"> & {
  compose(input: I, lang: Lang): Omit<ComposeOptions, "name" | "lang">;
}): Chart<I> {
  return {
    ...chart,
    draw: (input, lang) => composeFigure({ name: figureName(chart, input), lang, ...compose(input, lang) }),
  };
}

/** Whether a value is a chart (the preview finds the charts among lib/figures/mod.ts's exports). */
export function isChart(value: unknown): value is Chart {
  const chart = value as Chart;
  return typeof chart === "object" && chart !== null && typeof chart.name === "string" &&
    Array.isArray(chart.uses) && typeof chart.draw === "function";
}

// A parameter as the refusal states it: "seed 7", "games 2,000".
const stated = (values: InputParameters) =>
  Object.entries(values).map(([key, value]) => `${key} ${typeof value === "number" ? int(value) : value}`).join(", ");

/**
 * Refuses an input computed with other run parameters than the run's, or that does not state one its chart uses.
 *
 * @throws {Error} one line naming the figure and both sets of values.
 */
export function checkParameters<I extends FigureInput>(
  chart: Chart<I>,
  input: I,
  values: Pick<ParameterValues, ResultParameter>,
): void {
  const name = figureName(chart, input);
  const given = input.parameters as Record<string, unknown> | undefined;
  if (typeof given !== "object" || given === null) throw new Error(`${name}: its input has no parameters`);
  const unknown = Object.keys(given).filter((key) => !(RESULT_PARAMETERS as readonly string[]).includes(key));
  if (unknown.length) throw new Error(`${name}: its input's parameters name ${unknown.join(", ")}, not a result's`);
  const missing = chart.uses.filter((key) => given[key] === undefined);
  if (missing.length) {
    throw new Error(`${name}: its input does not say which ${missing.join(" and ")} it was computed with`);
  }
  const keys = Object.keys(given) as ResultParameter[];
  if (keys.every((key) => given[key] === values[key])) return;
  const run = Object.fromEntries(keys.map((key) => [key, values[key]]));
  throw new Error(
    `${name} was computed with ${stated(input.parameters)}, but this run has ${stated(run)}: run the cells above again`,
  );
}

/**
 * Draws a chart in each edition from its input read back from JSON (so that the saved `NAME.json` draws this very
 * figure), refusing one with layout problems ({@link layoutProblems}). Cost: the drawing, and a few ms a figure.
 *
 * @throws {Error} one line per layout problem, or naming what of the input is not JSON.
 */
export function drawChecked<I extends FigureInput>(
  chart: Chart<I>,
  input: I,
  langs: readonly Lang[] = LANGS,
): { figures: Figure[]; json: string } {
  const json = inputJson(chart, input);
  const copy: I = JSON.parse(json);
  const name = figureName(chart, copy);
  const figures = langs.map((lang) => chart.draw(copy, lang));
  const problems = figures.flatMap((fig) => {
    if (fig.name !== name) return [`${chart.name} drew ${fig.name}, not ${name}`];
    return layoutProblems(fig).map((problem) => `${fig.lang}/${fig.name}: ${problem.message}`);
  });
  if (problems.length) throw new Error(problems.join("\n"));
  return { figures, json };
}

// The input as JSON, refusing what JSON would lose or change: a BigInt, a number that is not finite.
function inputJson<I extends FigureInput>(chart: Chart<I>, input: I): string {
  return JSON.stringify(input, (key, value) => {
    if (typeof value === "bigint" || (typeof value === "number" && !Number.isFinite(value))) {
      throw new Error(`${chart.name}: its input's ${key || "value"} is ${value}, which JSON cannot hold`);
    }
    return value;
  }, 1) + "\n";
}
