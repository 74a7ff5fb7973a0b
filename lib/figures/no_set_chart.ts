/**
 * The chart of P(no SET) against the number of cards, on a log scale: the exact curve, the
 * Monte Carlo intervals of each estimator and the published reference numbers.
 *
 * @module
 */
import * as Plot from "@observablehq/plot";
import { type Figure, figure, type LegendItem } from "./figure.ts";

/** The exact value at one table size (P > 0 only: the log scale has no 0). */
export interface ExactPoint {
  n: number;
  p: number;
}

/** A Monte Carlo estimate with its 95% interval. */
export interface EstimatePoint {
  n: number;
  /** The estimator, e.g. `"plain"` or `"sis"`. */
  method: string;
  p: number;
  lo: number;
  hi: number;
}

/** A published number, with the label of its source. */
export interface ReferencePoint {
  n: number;
  source: string;
  p: number;
}

/** Options of {@link noSetChart}. */
export interface NoSetChartOptions {
  exact: readonly ExactPoint[];
  estimates?: readonly EstimatePoint[];
  references?: readonly ReferencePoint[];
  /** The bottom of the log scale; intervals reaching 0 are drawn down to it. Default 1e-14. */
  floor?: number;
  name?: string;
  title?: string;
  subtitle?: string;
}

const ESTIMATE_COLOURS = ["#1f77b4", "#ff7f0e", "#9467bd", "#8c564b"];
const REFERENCE_COLOURS = ["#d62728", "#2ca02c", "#17becf", "#e377c2", "#bcbd22"];

/**
 * P(no SET | n) on a log scale: the exact curve (black line), each estimator's estimates as dots
 * with their intervals as vertical bars (shifted sideways a little per estimator so they do not
 * hide each other), and each reference source as open squares just right of its n (one column
 * per source). Cost: O(points).
 *
 * @example
 * ```ts
 * import { noSetChart } from "./no_set_chart.ts";
 * import { match } from "node:assert/strict";
 * const fig = noSetChart({
 *   exact: [{ n: 3, p: 78 / 79 }, { n: 12, p: 0.0323 }],
 *   estimates: [{ n: 12, method: "plain", p: 0.032, lo: 0.031, hi: 0.033 }],
 *   references: [{ n: 12, source: "rulebook", p: 1 / 34 }],
 * });
 * match(fig.svg, /P\(no SET\)/);
 * match(fig.svg, /rulebook/);
 * ```
 */
export function noSetChart({
  exact,
  estimates = [],
  references = [],
  floor = 1e-14,
  name = "no-set-exact",
  title = "P(no SET) on a table of n random cards: exact, estimated and published",
  subtitle =
    "Log scale. MC = Monte Carlo estimate with its 95% interval; an interval reaching 0 is drawn down to the " +
    "bottom edge.",
}: NoSetChartOptions): Figure {
  const methods = [...new Set(estimates.map((d) => d.method))];
  const sources = [...new Set(references.map((d) => d.source))];
  const methodColour = (method: string) => ESTIMATE_COLOURS[methods.indexOf(method) % ESTIMATE_COLOURS.length];
  const sourceColour = (source: string) => REFERENCE_COLOURS[sources.indexOf(source) % REFERENCE_COLOURS.length];
  const shift = (method: string) =>
    methods.length < 2 ? 0 : 0.3 * (methods.indexOf(method) / (methods.length - 1) - 0.5);
  const bars = estimates.map((d) => ({ ...d, x: d.n + shift(d.method), lo: Math.max(d.lo, floor), hi: d.hi }));
  const legend: LegendItem[] = [
    { label: "exact", color: "black", symbol: "line" },
    ...methods.map((method) => ({ label: `MC ${method}`, color: methodColour(method) })),
    ...sources.map((source) => ({ label: source, color: sourceColour(source), symbol: "square" as const })),
  ];
  const maxN = Math.max(...exact.map((d) => d.n), ...estimates.map((d) => d.n), ...references.map((d) => d.n));
  return figure({
    name,
    title,
    subtitle,
    legend,
    width: 900,
    height: 480,
    x: { label: "cards on the table, n", domain: [0, maxN + 1], ticks: maxN + 2 },
    y: { type: "log", label: "P(no SET)", domain: [floor, 1.5], grid: true, tickFormat: "~e" },
    marks: [
      Plot.line(exact, { x: "n", y: "p", stroke: "black", strokeWidth: 1.5 }),
      Plot.dot(exact, { x: "n", y: "p", fill: "black", r: 2 }),
      Plot.ruleX(bars.filter((d) => d.hi > floor), {
        x: "x",
        y1: "lo",
        y2: "hi",
        stroke: (d: EstimatePoint) => methodColour(d.method),
        strokeWidth: 1.5,
      }),
      Plot.dot(bars.filter((d) => d.p > floor), {
        x: "x",
        y: "p",
        fill: (d: EstimatePoint) => methodColour(d.method),
        r: 3.5,
      }),
      ...sources.map((source, i) =>
        Plot.dot(references.filter((d) => d.source === source && d.p > floor), {
          x: "n",
          y: "p",
          symbol: "square",
          stroke: sourceColour(source),
          strokeWidth: 1.5,
          r: 4,
          dx: 9 + 8 * i,
        })
      ),
    ],
  });
}
