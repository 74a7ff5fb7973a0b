/**
 * What the charts share: their series' looks and legend swatches, the marks of an upper bound on a log axis, a log
 * chart over a strip for the points exactly 0, a panel's size, and the rows of a figure's CSV.
 *
 * @module
 */
import * as Plot from "@observablehq/plot";
import { type ComposeOptions, type DataRow, type DataValue, FONT_SIZE, PRINT } from "../figure.ts";

/** How a series is drawn, shared by its marks and its legend swatch, so that each swatch matches its marks. */
export interface Look {
  stroke: string;
  fill?: string;
  symbol?: string;
  /** The line's dash pattern (`"none"`: solid). */
  dash?: string;
  r?: number;
  strokeWidth?: number;
}

/** A look's options for `Plot.dot`. */
export function dotLook({ stroke, fill = stroke, symbol = "circle", r = 3, strokeWidth }: Look): Plot.DotOptions {
  return { stroke, fill, symbol, r, ...(strokeWidth === undefined ? {} : { strokeWidth }) };
}

/**
 * Legend swatches drawn with the marks' own looks, in the unit box of a `LegendItem`: a line, a dot, a
 * vertical bar (an interval), and the arrow down from an upper bound that stands for an estimate of 0.
 */
export const swatch = {
  line: ({ stroke, dash = "none", strokeWidth = 1.3 }: Look): Plot.Markish =>
    Plot.lineY([0.5, 0.5], { x: [0, 1], stroke, strokeDasharray: dash, strokeWidth }),
  dot: (look: Look): Plot.Markish => Plot.dot([0.5], { x: 0.5, y: 0.5, ...dotLook(look) }),
  bar: (stroke: string, strokeWidth = 1.2): Plot.Markish =>
    Plot.ruleX([0.5], { y1: 0.05, y2: 0.95, stroke, strokeWidth }),
  upperBound: (stroke: string): Plot.Markish[] => [
    Plot.arrow([0], { x: 0.5, y1: 0.95, y2: 0.05, stroke, headLength: 5, strokeWidth: 1.2 }),
    Plot.link([0], { x1: 0.3, x2: 0.7, y1: 0.95, y2: 0.95, stroke, strokeWidth: 1.2 }),
  ],
};

/**
 * The marks of estimates that saw no event, on a log axis that cannot show their 0: an arrow down from each
 * 95% upper bound `hi`, with a short bar across it from `x0(d)` to `x1(d)`.
 */
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

/**
 * The body of a chart over a strip: `top` (a log scale, say) with `strip` under it, `height` and `stripHeight` tall,
 * the strip labelled `zeroLabel` left of it (the points exactly 0, which a log axis cannot show). For
 * `composeFigure`.
 */
export function overZeroStrip(
  top: Plot.PlotOptions,
  strip: Plot.PlotOptions,
  { height, stripHeight, marginLeft, zeroLabel }: {
    height: number;
    stripHeight: number;
    marginLeft: number;
    zeroLabel: string;
  },
): Pick<ComposeOptions, "panels" | "labels" | "bodyHeight"> {
  return {
    panels: [{ x: 0, y: 0, plot: top }, { x: 0, y: height, plot: strip }],
    labels: [{
      x: marginLeft - 8,
      y: height + 4 + (stripHeight - 40) / 2 + 4,
      text: zeroLabel,
      anchor: "end",
      size: FONT_SIZE.small,
    }],
    bodyHeight: height + stripHeight,
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
