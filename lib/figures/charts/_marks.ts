/**
 * What the charts share: series' looks and swatches, common marks and axes, a panel's size, CSV rows.
 * @module
 */
import * as Plot from "@observablehq/plot";
import type { Lang } from "../../common/lang.ts";
import {
  axisMargin,
  type ComposeOptions,
  type DataRow,
  type DataValue,
  FONT_SIZE,
  powerOfTenTick,
  PRINT,
} from "../figure.ts";
import { fixed, int } from "../../present/format.ts";
import { AXIS } from "../words.ts";

/** How a series is drawn (`dash: "none"` is solid), shared by its marks and its legend swatch so that they match. */
export type Look = { stroke: string; fill?: string; symbol?: string; dash?: string; r?: number; strokeWidth?: number };

/** A look's options for `Plot.dot`. */
export function dotLook({ stroke, fill = stroke, symbol = "circle", r = 3, strokeWidth }: Look): Plot.DotOptions {
  return { stroke, fill, symbol, r, ...(strokeWidth === undefined ? {} : { strokeWidth }) };
}

const line = ({ stroke, dash = "none", strokeWidth = 1.3 }: Look): Plot.Markish =>
  Plot.lineY([0.5, 0.5], { x: [0, 1], stroke, strokeDasharray: dash, strokeWidth });
const dot = (look: Look): Plot.Markish => Plot.dot([0.5], { x: 0.5, y: 0.5, ...dotLook(look) });

/** Legend swatches in the marks' own looks; `upperBound` is the arrow down that stands for an estimate of 0. */
export const swatch = {
  line,
  dot,
  series: (look: Look, strokeWidth = look.strokeWidth): Plot.Markish[] => [line({ ...look, strokeWidth }), dot(look)],
  interval: (look: Look, strokeWidth = 1.2): Plot.Markish[] => [
    Plot.ruleX([0.5], { y1: 0.05, y2: 0.95, stroke: look.stroke, strokeWidth }),
    dot(look),
  ],
  across: (look: Look, strokeWidth?: number): Plot.Markish[] => [
    Plot.ruleY([0.5], { x1: 0.1, x2: 0.9, stroke: look.stroke, strokeWidth }),
    dot(look),
  ],
  upperBound: (stroke: string): Plot.Markish[] => [
    Plot.arrow([0], { x: 0.5, y1: 0.95, y2: 0.05, stroke, headLength: 5, strokeWidth: 1.2 }),
    Plot.link([0], { x1: 0.3, x2: 0.7, y1: 0.95, y2: 0.95, stroke, strokeWidth: 1.2 }),
  ],
};

/** A look's options for a line or a rule. */
export const lineLook = ({ stroke, dash, strokeWidth }: Look) => ({ stroke, strokeDasharray: dash, strokeWidth });

/** A series' line (in its look's dash, `strokeWidth` wide) and dots, at `x` and `y`. */
export function lineDots(
  data: readonly object[],
  look: Look,
  { x = "n", y = "p", strokeWidth }: { x?: Plot.ChannelValue; y?: Plot.ChannelValue; strokeWidth?: number } = {},
): Plot.Markish[] {
  return [Plot.line(data, { x, y, ...lineLook({ ...look, strokeWidth }) }), Plot.dot(data, { x, y, ...dotLook(look) })];
}

/** A row chart's marks for one series, shifted `dy`: a bar from `x1` to `x2`, a dot at `x`, `text` after `textX`. */
export function rowMarks<T extends object>(data: readonly T[], look: Look, options: {
  y: Plot.ChannelValue;
  x: Plot.ChannelValue;
  x1: string;
  x2: string;
  text: (d: T) => string;
  textX?: Plot.ChannelValue;
  dy?: number;
  dx?: number;
  strokeWidth?: number;
}): Plot.Markish[] {
  const { y, x, x1, x2, text, textX = x2, dy = 0, dx = 8, strokeWidth = 1.2 } = options;
  const bars = data.filter((d) => (d as Record<string, unknown>)[x1] !== undefined);
  return [
    Plot.link(bars, { x1, x2, y1: y, y2: y, dy, stroke: look.stroke, strokeWidth }),
    Plot.dot(data, { x, y, dy, ...dotLook(look) }),
    Plot.text(data, { x: textX, y, dy, text, dx, textAnchor: "start", fontSize: FONT_SIZE.small }),
  ];
}

/** Estimates of 0 on a log axis: an arrow down from each upper bound `hi`, a bar across it from `x0` to `x1`. */
export function upperBoundMarks<T extends { hi?: number | null }>(
  data: readonly T[],
  { x, x0, x1, stroke }: { x: (d: T) => number; x0: (d: T) => number; x1: (d: T) => number; stroke: string },
): Plot.Markish[] {
  const line = { stroke, strokeWidth: 1.2 };
  return [
    Plot.arrow(data, { x, y1: "hi", y2: (d: T) => d.hi! / 12, headLength: 5, ...line }),
    Plot.link(data, { x1: x0, x2: x1, y1: "hi", y2: "hi", ...line }),
  ];
}

/** A log axis of probabilities labelled in powers of ten (`10⁻⁶`) at `powers`, with a grid. */
export function powerAxis(
  powers: number[],
  label: string,
  domain = [Math.min(...powers), Math.max(...powers)],
): Plot.ScaleOptions {
  return { type: "log", domain, ticks: powers, tickFormat: powerOfTenTick, grid: true, label };
}

/** A log chart of P(no SET) (`marks`) over a strip, labelled `zeroLabel`, for the points exactly 0. */
export function overZeroStrip(lang: Lang, options: {
  height: number;
  stripHeight: number;
  marginRight: number;
  powers: number[];
  floor: number;
  zeroLabel: string;
  x: Plot.ScaleOptions;
  marks: Plot.Markish[];
  strip: Pick<Plot.PlotOptions, "x" | "y" | "marks">;
}): Pick<ComposeOptions, "panels" | "labels"> {
  const { height, stripHeight, marginRight, powers, zeroLabel, strip } = options;
  const marginLeft = Math.max(
    axisMargin(powers.map(powerOfTenTick), lang),
    axisMargin([zeroLabel], lang, { size: FONT_SIZE.small }),
  );
  const top = {
    ...frame(height, [22, marginRight, 6, marginLeft]),
    x: { ...options.x, axis: null },
    y: powerAxis(powers, AXIS[lang].probability, [options.floor, 1.6]),
    marks: options.marks,
  };
  const bottom = {
    ...frame(stripHeight, [4, marginRight, 36, marginLeft]),
    ...strip,
    marks: [Plot.frame({ stroke: "#cccccc" }), ...strip.marks ?? []],
  };
  return {
    panels: [{ x: 0, y: 0, plot: top }, { x: 0, y: height, plot: bottom }],
    labels: [{
      x: marginLeft - 8,
      y: height + stripHeight / 2 - 12,
      text: zeroLabel,
      anchor: "end",
      size: FONT_SIZE.small,
    }],
  };
}

/** A Plot panel's size: `width` (default the canvas) by `height`, with its margins top, right, bottom and left. */
export function frame(
  height: number,
  [top, right, bottom, left]: readonly number[],
  width: number = PRINT.canvasWidth,
) {
  return { width, height, marginTop: top, marginRight: right, marginBottom: bottom, marginLeft: left };
}

/** The CSV rows of a figure: the `fields` of each row, in that order, named in snake_case, a missing one empty. */
export function tidy<T extends object>(rows: readonly T[], fields: readonly (keyof T & string)[]): DataRow[] {
  const column = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return rows.map((row) => Object.fromEntries(fields.map((f) => [column(f), (row[f] ?? null) as DataValue])));
}

/** A ratio as a title says it ("31 times", "2.0 times"): whole from 10 up, to one decimal below. */
export const ratioText = (ratio: number): string => ratio >= 10 ? int(ratio) : fixed(ratio, 1);
