/**
 * How fast a random table meets a SET in the decks of 2 to 6 features (notebook 7): P(no SET | n)
 * for every deck on one chart, both axes on log scales, so that each feature more moves the curve
 * right by about the same step; the exact values where known, the upper bounds where plain
 * sampling saw nothing, and under the axis where each curve reaches exactly 0.
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
  overZeroStrip,
  powerOfTenTick,
  PRINT,
} from "./figure.ts";
import type { Lang } from "../common/lang.ts";
import { messages } from "./messages/mod.ts";
import { deckOf, FEATURE_COUNTS, type FeatureCount } from "../core/card.ts";
import { knownNoSetProbability } from "../exact/small_tables.ts";
import { crossing, curvePoints } from "../montecarlo/deck_curves.ts";
import type { DeckEstimate } from "../montecarlo/simulate_decks.ts";
import type { DeckCurveSummary } from "./messages/types.ts";

/**
 * One number of the chart: a deck's estimate at n (the one its curve draws: importance sampling's
 * where it ran, else plain sampling's), its exact value where known, or the first n where P is
 * exactly 0.
 */
export interface DeckCurveRow {
  features: FeatureCount;
  n: number;
  kind: "estimate" | "exact" | "zero";
  /** The estimator, for an estimate. */
  method?: "plain" | "sis";
  p: number;
  /** The 95% interval of an estimate. */
  lo?: number;
  hi?: number;
  /** SET-free tables seen, for plain sampling. */
  noSet?: number;
}

/**
 * The chart's rows from a run over several decks: each deck's drawn estimates (`curvePoints`), the
 * exact value at each size where this project knows it (`knownNoSetProbability`: every n for 2 to
 * 4 features, 3 to 5 cards for 5 and 6), and the first size where P is exactly 0 (one card more than
 * the deck's largest SET-free table). Cost: O(results), plus the exact counts' first call.
 *
 * @param results `simulateDecks(...).results`.
 * @example
 * ```ts
 * import { deckCurveRows } from "./deck_curves_chart.ts";
 * import { deepEqual } from "node:assert/strict";
 * const rows = deckCurveRows([
 *   { features: 6, n: 5, method: "plain", trials: 10, p: 1, ci: [0.7, 1], ciMethod: "", noSet: 10, seconds: 0 },
 *   { features: 6, n: 6, method: "plain", trials: 10, p: 1, ci: [0.7, 1], ciMethod: "", noSet: 10, seconds: 0 },
 * ]);
 * deepEqual(rows.map((r) => `${r.kind} ${r.n}`), ["estimate 5", "exact 5", "estimate 6", "zero 113"]);
 * ```
 */
export function deckCurveRows(results: readonly DeckEstimate[]): DeckCurveRow[] {
  const rows: DeckCurveRow[] = [];
  const decks = new Set<FeatureCount>();
  for (const { features, n, method, p, ci, noSet } of curvePoints(results)) {
    decks.add(features);
    rows.push({
      features,
      n,
      kind: "estimate",
      method,
      p,
      lo: ci[0],
      hi: ci[1],
      ...(noSet === undefined ? {} : { noSet }),
    });
    const exact = knownNoSetProbability(n, { features })?.value;
    if (exact !== undefined && exact > 0) rows.push({ features, n, kind: "exact", p: exact });
  }
  for (const features of FEATURE_COUNTS.filter((d) => decks.has(d))) {
    rows.push({ features, n: deckOf(features).largestSetFree + 1, kind: "zero", p: 0 });
  }
  return rows;
}

/**
 * Each deck's look, shared by the chart and its legend: apart in colour, symbol, fill and dash, and
 * the decks of 3 and 4 features as notebook 6 draws the small and the full deck.
 */
export const FEATURE_LOOK = {
  2: { stroke: OKABE_ITO.orange, fill: OKABE_ITO.orange, symbol: "triangle", dash: "1.5,2.5" },
  3: { stroke: OKABE_ITO.vermillion, fill: "white", symbol: "square", dash: "5,3" },
  4: { stroke: OKABE_ITO.blue, fill: OKABE_ITO.blue, symbol: "circle", dash: "none" },
  5: { stroke: OKABE_ITO.skyBlue, fill: "white", symbol: "diamond", dash: "8,3,2,3" },
  6: { stroke: OKABE_ITO.green, fill: OKABE_ITO.green, symbol: "star", dash: "12,4" },
} as const satisfies Record<FeatureCount, { stroke: string; fill: string; symbol: string; dash: string }>;

const EXACT = { stroke: OKABE_ITO.black, symbol: "times", r: 3 } as const;
const LEVELS = [0.5, 0.01] as const;
const X_TICKS = [3, 4, 5, 6, 8, 10, 15, 20, 30, 45, 70, 112];
const R = 3.2;

/** Options of {@link deckCurvesChart}. */
export interface DeckCurvesOptions {
  lang?: Lang;
  /** Default `no-set-by-features`. */
  name?: string;
  /** Tables and paths per size, for the caption. */
  trials: number;
}

/**
 * P(no SET | n) for the decks of 2 to 6 features on one chart, n and P on log scales (P labelled in
 * powers of ten): each deck's estimates joined by a line, with their 95% intervals; crosses at the
 * exact values where known; where plain sampling stands alone and saw no SET-free table, an arrow
 * down from its 95% upper bound; dotted lines at 50% and 1%; and in a strip under the axis each
 * deck's symbol at the first n where P is exactly 0. The title states where each curve meets 50%,
 * interpolated ({@link crossing}). Cost: O(rows); two Plot renders.
 *
 * @param rows From {@link deckCurveRows}.
 * @throws {RangeError} when no row is an estimate.
 * @example
 * ```ts
 * import { deckCurvesChart } from "./deck_curves_chart.ts";
 * import { match } from "node:assert/strict";
 * const rows = [
 *   { features: 2, n: 3, kind: "estimate", method: "sis", p: 72 / 84, lo: 72 / 84, hi: 72 / 84 },
 *   { features: 2, n: 4, kind: "estimate", method: "sis", p: 54 / 126, lo: 54 / 126, hi: 54 / 126 },
 *   { features: 2, n: 5, kind: "zero", p: 0 },
 * ] as const;
 * match(deckCurvesChart(rows, { trials: 1000 }).title, /as likely as not to hold a SET at about 3\.8 cards with 2 features/);
 * ```
 */
export function deckCurvesChart(rows: readonly DeckCurveRow[], options: DeckCurvesOptions): Figure {
  const { lang = "en", name = "no-set-by-features", trials } = options;
  const m = messages(lang).deckCurves;
  const estimates = rows.filter((d) => d.kind === "estimate");
  if (estimates.length === 0) throw new RangeError("deckCurvesChart: no estimates to draw");
  const decks = FEATURE_COUNTS.filter((d) => rows.some((r) => r.features === d));
  const positive = estimates.filter((d) => d.p > 0);
  const unseen = estimates.filter((d) => d.p === 0 && d.hi !== undefined && d.hi > 0);
  const exact = rows.filter((d) => d.kind === "exact");
  const zeros = rows.filter((d) => d.kind === "zero");
  const lowest = Math.min(...positive.map((d) => d.lo! > 0 ? d.lo! : d.p), ...unseen.map((d) => d.hi! / 12));
  const bottom = Math.floor(Math.log10(lowest));
  const step = Math.max(1, Math.ceil(-bottom / 11));
  const powers = Array.from({ length: Math.floor(-bottom / step) + 1 }, (_, i) => 10 ** (-step * i));
  const floor = 10 ** bottom / 2;
  const xDomain = [2.8, Math.max(...zeros.map((d) => d.n), ...rows.map((d) => d.n)) * 1.12];
  const xTicks = X_TICKS.filter((t) => t <= xDomain[1]);
  const zeroLabel = m.exactZero;
  const marginLeft = Math.max(
    axisMargin(powers.map(powerOfTenTick), lang),
    axisMargin([zeroLabel], lang, { size: FONT_SIZE.small }),
  );
  const marginRight = 34;
  const height = 340;
  const stripHeight = 70;
  const look = (d: { features: FeatureCount }) => FEATURE_LOOK[d.features];
  const legend: LegendItem[] = [
    ...decks.map((d) => ({
      label: m.legend(d, deckOf(d).size),
      swatch: [
        Plot.lineY([0.5, 0.5], { x: [0, 1], stroke: FEATURE_LOOK[d].stroke, strokeDasharray: FEATURE_LOOK[d].dash }),
        Plot.dot([0.5], { x: 0.5, y: 0.5, ...FEATURE_LOOK[d], r: R, strokeWidth: 1.3 }),
      ],
    })),
    { label: m.legendExact, swatch: [Plot.dot([0.5], { x: 0.5, y: 0.5, ...EXACT, strokeWidth: 1.3 })] },
    {
      label: m.legendUpperBound,
      swatch: [
        Plot.arrow([0], { x: 0.5, y1: 0.95, y2: 0.05, stroke: "#555555", headLength: 5, strokeWidth: 1.2 }),
        Plot.link([0], { x1: 0.3, x2: 0.7, y1: 0.95, y2: 0.95, stroke: "#555555", strokeWidth: 1.2 }),
      ],
    },
  ];
  const top: Plot.PlotOptions = {
    width: PRINT.canvasWidth,
    height,
    marginLeft,
    marginRight,
    marginTop: 22,
    marginBottom: 6,
    x: { type: "log", domain: xDomain, ticks: xTicks, axis: null },
    y: {
      type: "log",
      domain: [floor, 1.6],
      ticks: powers,
      tickFormat: powerOfTenTick,
      grid: true,
      label: m.axisProbability,
    },
    marks: [
      Plot.ruleY(LEVELS, { stroke: "#555555", strokeDasharray: "1.5,3", strokeWidth: 1 }),
      Plot.text(LEVELS, {
        x: xDomain[1],
        y: (p: number) => p,
        text: (p: number) => m.level(p),
        textAnchor: "start",
        dx: 4,
        fontSize: FONT_SIZE.small,
      }),
      ...decks.flatMap((features) => {
        const own = positive.filter((d) => d.features === features).sort((a, b) => a.n - b.n);
        const bounds = unseen.filter((d) => d.features === features);
        const { stroke, dash } = FEATURE_LOOK[features];
        return [
          Plot.line(own, { x: "n", y: "p", stroke, strokeDasharray: dash, strokeWidth: 1.3 }),
          Plot.ruleX(own.filter((d) => d.hi! > d.lo!), {
            x: "n",
            y1: (d: DeckCurveRow) => Math.max(d.lo!, floor),
            y2: "hi",
            stroke,
            strokeWidth: 1.2,
          }),
          Plot.dot(own, { x: "n", y: "p", ...FEATURE_LOOK[features], r: R, strokeWidth: 1.3 }),
          Plot.arrow(bounds, {
            x: "n",
            y1: "hi",
            y2: (d: DeckCurveRow) => d.hi! / 12,
            stroke,
            strokeWidth: 1.2,
            headLength: 5,
          }),
          Plot.link(bounds, {
            x1: (d: DeckCurveRow) => d.n / 1.03,
            x2: (d: DeckCurveRow) => d.n * 1.03,
            y1: "hi",
            y2: "hi",
            stroke,
            strokeWidth: 1.2,
          }),
        ];
      }),
      Plot.dot(exact, { x: "n", y: "p", ...EXACT, strokeWidth: 1.1 }),
    ],
  };
  const strip: Plot.PlotOptions = {
    width: PRINT.canvasWidth,
    height: stripHeight,
    marginLeft,
    marginRight,
    marginTop: 4,
    marginBottom: 36,
    x: { type: "log", domain: xDomain },
    y: { domain: [0, 1], axis: null },
    marks: [
      Plot.frame({ stroke: "#cccccc" }),
      // An explicit axis mark: a log axis's own labels would skip the ticks between powers of ten.
      Plot.axisX(xTicks, { text: String, label: m.axisCards }),
      ...zeros.map((d) => Plot.dot([d], { x: "n", y: 0.5, ...look(d), r: R, strokeWidth: 1.3 })),
    ],
  };
  const halves = decks.flatMap((features) => {
    const half = crossing(positive.filter((d) => d.features === features), 0.5);
    return half?.n === undefined ? [] : [{ features, n: half.n }];
  });
  const summaries: DeckCurveSummary[] = decks.flatMap((features) => {
    const own = positive.filter((d) => d.features === features).sort((a, b) => a.n - b.n);
    if (own.length === 0) return [];
    return [{
      features,
      cards: deckOf(features).size,
      first: own[0],
      last: own.at(-1)!,
      zero: deckOf(features).largestSetFree + 1,
      unseen: unseen.filter((d) => d.features === features).map((d) => d.n).sort((a, b) => a - b),
      ...(halves.find((h) => h.features === features) ? { half: halves.find((h) => h.features === features)!.n } : {}),
    }];
  });
  const data: DataRow[] = rows.map((d) => ({
    features: d.features,
    n: d.n,
    kind: d.kind,
    method: d.method ?? null,
    p: d.p,
    lo: d.lo ?? null,
    hi: d.hi ?? null,
    no_set: d.noSet ?? null,
    drawn_as: d.kind === "zero" ? "zero" : d.kind === "estimate" && d.p === 0 ? "upper bound" : "point",
  }));
  return composeFigure({
    name,
    lang,
    title: m.title(halves.length === decks.length ? halves : []),
    caption: m.caption(trials),
    alt: m.alt(summaries),
    data,
    legend,
    ...overZeroStrip(top, strip, { height, stripHeight, marginLeft, zeroLabel }),
  });
}
