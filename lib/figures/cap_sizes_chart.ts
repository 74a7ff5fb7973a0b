/**
 * How big a SET-free table gets by chance, against the largest (notebook 7): for each number of
 * features, the sizes of random maximal SET-free tables beside the largest SET-free table (the
 * cap set records), the 2^d cards {0, 1}^d, and the growth rates proved for large d, on a log axis
 * where every power c^d is a straight line.
 *
 * @module
 */
import * as Plot from "@observablehq/plot";
import {
  axisMargin,
  composeFigure,
  type DataRow,
  type Figure,
  FONT_SIZE,
  type LegendItem,
  OKABE_ITO,
  PRINT,
} from "./figure.ts";
import { int, pct } from "../present/format.ts";
import type { Lang } from "../common/lang.ts";
import { messages } from "./messages/mod.ts";
import { percentTicks } from "./_ticks.ts";
import { CAP_SET_REFERENCES, type CapSetReferences } from "../data/references.ts";
import type { CapCaptionFacts, CapSizeFacts } from "./messages/types.ts";

/** One deck's random maximal SET-free tables, as `randomMaximalCaps` summarises them. */
export interface CapSizesRun {
  features: number;
  runs: number;
  mean: number;
  min: number;
  max: number;
  /** The deck's largest SET-free table. */
  largestSetFree: number;
}

/** Options of {@link capSizesChart}. */
export interface CapSizesOptions {
  lang?: Lang;
  /** Default `random-maximal-tables`. */
  name?: string;
  /** The records and growth rates; default data/references.ts's `capSets`. */
  references?: CapSetReferences;
}

const LOOK = {
  random: { stroke: OKABE_ITO.blue, fill: "white", symbol: "circle" },
  largest: { stroke: OKABE_ITO.black, fill: OKABE_ITO.black, symbol: "diamond" },
  found: { stroke: OKABE_ITO.black, fill: "white", symbol: "diamond" },
  twoValue: { stroke: OKABE_ITO.vermillion, fill: "white", symbol: "square", dash: "none" },
  upper: { stroke: "#555555", dash: "7,3" },
  lower: { stroke: OKABE_ITO.green, dash: "2,2.5" },
} as const;
const BAR = { stroke: OKABE_ITO.skyBlue, strokeWidth: 7, strokeLinecap: "butt" } as const;
const R = 3.6;

/**
 * The random maximal tables' sizes for each number of features (a bar from the smallest to the
 * largest seen, a dot at the mean), the largest SET-free table for each number of features the
 * references give (filled diamonds where proved, hollow where only found so far, with a segment up
 * to the most possible where a size is proved impossible), the 2^d cards {0, 1}^d, and the growth
 * rates (lines lower^d and upper^d), for d from 1 to the references' last, on a log axis. The title
 * states what share of the largest the random tables reach on average, at the first and the last
 * deck drawn. Cost: O(runs + references); one Plot render.
 *
 * @param runs One per deck, fewest features first (e.g. `randomMaximalCaps` runs).
 * @throws {RangeError} when there are no runs.
 * @example
 * ```ts
 * import { capSizesChart } from "./cap_sizes_chart.ts";
 * import { match } from "node:assert/strict";
 * const fig = capSizesChart([
 *   { features: 2, runs: 100, mean: 4, min: 4, max: 4, largestSetFree: 4 },
 *   { features: 6, runs: 100, mean: 71.6, min: 66, max: 77, largestSetFree: 112 },
 * ]);
 * match(fig.title, /reaches 100% of the largest at 2 features and 64% at 6/);
 * ```
 */
export function capSizesChart(runs: readonly CapSizesRun[], options: CapSizesOptions = {}): Figure {
  const { lang = "en", name = "random-maximal-tables", references = CAP_SET_REFERENCES } = options;
  const m = messages(lang).capSizes;
  if (runs.length === 0) throw new RangeError("capSizesChart: no runs to draw");
  const upper = references.growth.find((g) => g.bound === "upper")!.base;
  const lower = references.growth.find((g) => g.bound === "lower")!.base;
  const records = [
    ...references.largest.map((r) => ({ features: r.features, size: r.size, proved: true })),
    ...references.open.map((r) => ({ features: r.features, size: r.bestKnown, proved: false })),
  ];
  const impossible = references.open.filter((r) => r.noCapOf !== undefined);
  const last = Math.max(...records.map((r) => r.features), ...runs.map((r) => r.features));
  const ds = Array.from({ length: last }, (_, i) => i + 1);
  const yMax = upper ** last * 1.3;
  const yTicks = [2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000].filter((t) => t <= yMax);
  const marginLeft = axisMargin(yTicks.map((t) => int(t)), lang);
  const height = 300;
  const growthLine = (base: number) => ds.map((d) => ({ d, cards: base ** d }));
  const swatchLine = (stroke: string, dash: string) =>
    Plot.lineY([0.5, 0.5], { x: [0, 1], stroke, strokeDasharray: dash, strokeWidth: 1.3 });
  const legend: LegendItem[] = [
    {
      label: m.legendRandom,
      swatch: [
        Plot.ruleX([0.5], { y1: 0.05, y2: 0.95, ...BAR }),
        Plot.dot([0.5], { x: 0.5, y: 0.5, ...LOOK.random, r: R }),
      ],
    },
    { label: m.legendLargest, swatch: [Plot.dot([0.5], { x: 0.5, y: 0.5, ...LOOK.largest, r: R + 0.6 })] },
    {
      label: m.legendBestKnown,
      swatch: [
        Plot.ruleX([0.5], { y1: 0.2, y2: 0.95, stroke: OKABE_ITO.black, strokeWidth: 1.2 }),
        Plot.link([0], { x1: 0.3, x2: 0.7, y1: 0.95, y2: 0.95, stroke: OKABE_ITO.black, strokeWidth: 1.2 }),
        Plot.dot([0.5], { x: 0.5, y: 0.2, ...LOOK.found, r: R + 0.6, strokeWidth: 1.3 }),
      ],
    },
    {
      label: m.legendTwoValue,
      swatch: [swatchLine(LOOK.twoValue.stroke, "none"), Plot.dot([0.5], { x: 0.5, y: 0.5, ...LOOK.twoValue, r: 2.6 })],
    },
    { label: m.legendGrowth(lower, "lower"), swatch: [swatchLine(LOOK.lower.stroke, LOOK.lower.dash)] },
    { label: m.legendGrowth(upper, "upper"), swatch: [swatchLine(LOOK.upper.stroke, LOOK.upper.dash)] },
  ];
  const top: Plot.PlotOptions = {
    width: PRINT.canvasWidth,
    height,
    marginLeft,
    marginRight: 34,
    marginTop: 14,
    marginBottom: 8,
    x: { domain: [0.5, last + 0.5], axis: null },
    y: { type: "log", domain: [1.5, yMax] },
    marks: [
      // Explicit axis marks: a log axis's own labels would skip the ticks between powers of ten.
      Plot.gridY(yTicks),
      Plot.gridX(ds),
      Plot.axisY(yTicks, { text: (t: number) => int(t), label: m.axisCards }),
      Plot.line(growthLine(upper), {
        x: "d",
        y: "cards",
        stroke: LOOK.upper.stroke,
        strokeDasharray: LOOK.upper.dash,
        strokeWidth: 1.3,
      }),
      Plot.line(growthLine(lower), {
        x: "d",
        y: "cards",
        stroke: LOOK.lower.stroke,
        strokeDasharray: LOOK.lower.dash,
        strokeWidth: 1.3,
      }),
      Plot.line(growthLine(2), { x: "d", y: "cards", stroke: LOOK.twoValue.stroke, strokeWidth: 1.1 }),
      Plot.dot(growthLine(2), { x: "d", y: "cards", ...LOOK.twoValue, r: 2.6 }),
      Plot.ruleX(runs, { x: "features", y1: "min", y2: "max", ...BAR }),
      Plot.dot(runs, { x: "features", y: "mean", ...LOOK.random, r: R, strokeWidth: 1.4 }),
      Plot.ruleX(impossible, {
        x: "features",
        y1: "bestKnown",
        y2: (r: { noCapOf: number }) => r.noCapOf - 1,
        stroke: OKABE_ITO.black,
        strokeWidth: 1.2,
      }),
      Plot.link(impossible, {
        x1: (r: { features: number }) => r.features - 0.12,
        x2: (r: { features: number }) => r.features + 0.12,
        y1: (r: { noCapOf: number }) => r.noCapOf - 1,
        y2: (r: { noCapOf: number }) => r.noCapOf - 1,
        stroke: OKABE_ITO.black,
        strokeWidth: 1.2,
      }),
      Plot.dot(records.filter((r) => r.proved), { x: "features", y: "size", ...LOOK.largest, r: R + 0.6 }),
      Plot.dot(records.filter((r) => !r.proved), {
        x: "features",
        y: "size",
        ...LOOK.found,
        r: R + 0.6,
        strokeWidth: 1.3,
      }),
      Plot.text(records, {
        x: "features",
        y: "size",
        text: (r: { size: number }) => int(r.size),
        textAnchor: "start",
        dx: 9,
        dy: 2,
        fontSize: FONT_SIZE.small,
      }),
    ],
  };
  // The lower panel: each size as a share of the deck's largest, where the largest is proved.
  const largestOf = (d: number) => references.largest.find((r) => r.features === d)?.size;
  const shares = runs.map((r) => ({
    features: r.features,
    mean: r.mean / r.largestSetFree,
    min: r.min / r.largestSetFree,
    max: r.max / r.largestSetFree,
  }));
  const twoValueShares = ds.filter((d) => largestOf(d) !== undefined).map((d) => ({
    d,
    share: 2 ** d / largestOf(d)!,
  }));
  const shareLow = Math.min(...shares.map((r) => r.min), ...twoValueShares.map((r) => r.share));
  const shareTicks = percentTicks(Math.floor(shareLow * 10) / 10, 1, 4);
  const shareHeight = 170;
  const bottom: Plot.PlotOptions = {
    width: PRINT.canvasWidth,
    height: shareHeight,
    marginLeft,
    marginRight: 34,
    marginTop: 10,
    marginBottom: 36,
    x: { domain: [0.5, last + 0.5], ticks: ds, tickFormat: "d", label: m.axisFeatures },
    y: {
      domain: [Math.floor(shareLow * 10) / 10 - 0.02, 1.04],
      ticks: shareTicks.values,
      tickFormat: (p: number) => pct(p, shareTicks.digits),
      grid: true,
      label: m.axisShare,
    },
    marks: [
      Plot.gridX(ds),
      Plot.ruleY([1], { stroke: OKABE_ITO.black, strokeWidth: 1.2 }),
      Plot.line(twoValueShares, { x: "d", y: "share", stroke: LOOK.twoValue.stroke, strokeWidth: 1.1 }),
      Plot.dot(twoValueShares, { x: "d", y: "share", ...LOOK.twoValue, r: 2.6 }),
      Plot.ruleX(shares, { x: "features", y1: "min", y2: "max", ...BAR }),
      Plot.dot(shares, { x: "features", y: "mean", ...LOOK.random, r: R, strokeWidth: 1.4 }),
      Plot.text(shares, {
        x: "features",
        y: "mean",
        text: (r: { mean: number }) => pct(r.mean, 0),
        textAnchor: "start",
        dx: 9,
        fontSize: FONT_SIZE.small,
        fill: OKABE_ITO.black, // given, or Plot draws a stroked text without fill
        stroke: "white", // a halo, so that the label reads over the 100% line
        strokeWidth: 3,
        paintOrder: "stroke",
      }),
    ],
  };
  const facts = (r: CapSizesRun): CapSizeFacts => ({
    features: r.features,
    runs: r.runs,
    mean: r.mean,
    min: r.min,
    max: r.max,
    largest: r.largestSetFree,
  });
  const lastRun = runs.at(-1)!;
  const captionFacts: CapCaptionFacts = {
    lower,
    upper,
    proved: Math.max(...references.largest.map((r) => r.features)),
    open: references.open.map((r) => ({
      features: r.features,
      bestKnown: r.bestKnown,
      ...(r.noCapOf === undefined ? {} : { noCapOf: r.noCapOf }),
    })),
    lowerAt: { features: lastRun.features, value: lower ** lastRun.features, largest: lastRun.largestSetFree },
  };
  const data: DataRow[] = [
    ...runs.flatMap((r) => [
      { features: r.features, kind: "random: mean", cards: r.mean, runs: r.runs },
      { features: r.features, kind: "random: smallest", cards: r.min, runs: r.runs },
      { features: r.features, kind: "random: largest", cards: r.max, runs: r.runs },
    ]),
    ...records.map((r) => ({
      features: r.features,
      kind: r.proved ? "largest (proved)" : "largest found",
      cards: r.size,
      runs: null,
    })),
    ...impossible.map((r) => ({ features: r.features, kind: "no table of", cards: r.noCapOf!, runs: null })),
    ...ds.flatMap((d) => [
      { features: d, kind: "{0, 1}^d", cards: 2 ** d, runs: null },
      { features: d, kind: `${lower}^d`, cards: lower ** d, runs: null },
      { features: d, kind: `${upper}^d`, cards: upper ** d, runs: null },
    ]),
  ];
  return composeFigure({
    name,
    lang,
    title: m.title(facts(runs[0]), facts(lastRun)),
    caption: m.caption(lastRun.runs, captionFacts),
    alt: m.alt(runs.map(facts), records, captionFacts),
    data,
    legend,
    panels: [{ x: 0, y: 0, plot: top }, { x: 0, y: height, plot: bottom }],
    bodyHeight: height + shareHeight,
  });
}
