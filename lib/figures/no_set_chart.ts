/**
 * The article's headline figure: how likely is a table of n random cards to hold no SET? The exact
 * curve, both Monte Carlo estimators and the published numbers on one log axis for 3 ≤ n ≤ 21,
 * and below it, on linear scales, 12 and 15 cards, where every published number and its
 * interval stands beside the exact value.
 *
 * @module
 */
import * as Plot from "@observablehq/plot";
import {
  axisMargin,
  composeFigure,
  type Figure,
  FONT_SIZE,
  type Label,
  type LegendItem,
  OKABE_ITO,
  type Panel,
  powerOfTenTick,
  PRINT,
  textWidth,
} from "./figure.ts";
import { fittingPercentTicks } from "./_ticks.ts";
import { type Lang } from "../common/lang.ts";
import { messages } from "./messages/mod.ts";
import { pct } from "../present/format.ts";
import type { SimulationResult } from "../montecarlo/simulate.ts";
import { type NoSetReference, referenceProbability } from "../data/references.ts";
import { clopperPearson } from "../stats/intervals.ts";

/** What a row of the headline figure is. */
export type NoSetKind = "exact" | "estimate" | "published";

/**
 * One number of the headline figure: the exact P(no SET | n), one of our estimates, or a published figure.
 * `source` is `"exact"`, the estimator (`"plain"`, `"sis"`) or the reference's source id (`"article"`, …).
 */
export interface NoSetRow {
  n: number;
  kind: NoSetKind;
  source: string;
  p: number;
  /** The 95% interval, when there is one. */
  lo?: number;
  hi?: number;
  /** SET-free tables seen out of `total` (plain sampling and published counts). */
  count?: number;
  total?: number;
  /** Published odds against, when that is how the number was given. */
  oddsAgainst?: number;
}

/** Options of {@link noSetRows}. */
export interface NoSetRowsOptions {
  /** The exact P(no SET | n) for each n to draw (e.g. from `noSetProbability(n).value`). */
  exact: readonly { n: number; p: number }[];
  /** Our estimates (`simulate(...).results`). */
  results?: readonly SimulationResult[];
  /** Published figures (`NO_SET_REFERENCES`); only fresh deals are drawn. */
  references?: readonly NoSetReference[];
}

/**
 * Shapes the headline figure's rows from the library's objects: exact values, simulation
 * results (with their intervals and, for plain sampling, the count of SET-free tables), and the
 * published fresh-deal figures with their intervals (Clopper–Pearson 95% for counts, ± the published
 * half-width, none for odds). Cost: O(rows).
 *
 * @example
 * ```ts
 * import { noSetRows } from "./no_set_chart.ts";
 * import { equal } from "node:assert/strict";
 * const rows = noSetRows({
 *   exact: [{ n: 12, p: 0.0323 }],
 *   references: [{ source: "rulebook", setting: "fresh deal", n: 12, oddsAgainst: 33, where: "" }],
 * });
 * equal(rows.length, 2);
 * equal(rows[1].p, 1 / 34);
 * ```
 */
export function noSetRows({ exact, results = [], references = [] }: NoSetRowsOptions): NoSetRow[] {
  const rows: NoSetRow[] = exact.map(({ n, p }) => ({ n, kind: "exact", source: "exact", p }));
  for (const r of results) {
    rows.push({
      n: r.n,
      kind: "estimate",
      source: r.method,
      p: r.p,
      lo: r.ci[0],
      hi: r.ci[1],
      ...(r.noSet === undefined ? {} : { count: r.noSet, total: r.trials }),
    });
  }
  for (const ref of references.filter((d) => d.setting === "fresh deal")) {
    const p = referenceProbability(ref);
    const row: NoSetRow = { n: ref.n, kind: "published", source: ref.source, p };
    if (ref.noSet !== undefined && ref.draws) {
      [row.lo, row.hi] = clopperPearson(ref.noSet, ref.draws);
      row.count = ref.noSet;
      row.total = ref.draws;
    } else if (ref.halfWidth !== undefined) {
      row.lo = p - ref.halfWidth;
      row.hi = p + ref.halfWidth;
      if (ref.draws) row.total = ref.draws;
    } else if (ref.oddsAgainst !== undefined) row.oddsAgainst = ref.oddsAgainst;
    rows.push(row);
  }
  return rows;
}

/** The marks' looks, shared by the chart and its legend so that each swatch matches its marks. */
const LOOK = {
  exact: { stroke: OKABE_ITO.black },
  plain: { stroke: OKABE_ITO.blue, symbol: "circle", fill: "white", r: 3.5 },
  sis: { stroke: OKABE_ITO.vermillion, symbol: "triangle", fill: OKABE_ITO.vermillion, r: 3.5 },
  published: { stroke: OKABE_ITO.purple, symbol: "diamond", fill: "white", r: 4 },
} as const;

const FLOOR = 1e-14;
const STEP = 0.22; // sideways shift of estimates and published figures, in cards

function swatches(lang: Lang): LegendItem[] {
  const m = messages(lang).noSet;
  const mid = [{ x: 0.5, y: 0.5 }];
  const bar = (stroke: string) => Plot.ruleX([0.5], { y1: 0.05, y2: 0.95, stroke, strokeWidth: 1.2 });
  return [
    {
      label: m.legendExact,
      swatch: [Plot.lineY([0.5, 0.5], { x: [0, 1], stroke: LOOK.exact.stroke, strokeWidth: 1.5 })],
    },
    { label: m.legendPlain, swatch: [bar(LOOK.plain.stroke), Plot.dot(mid, { x: "x", y: "y", ...LOOK.plain })] },
    {
      label: m.legendUpperBound,
      swatch: [
        Plot.arrow(mid, { x: 0.5, y1: 0.95, y2: 0.05, stroke: LOOK.plain.stroke, headLength: 5, strokeWidth: 1.2 }),
        Plot.link(mid, { x1: 0.3, x2: 0.7, y1: 0.95, y2: 0.95, stroke: LOOK.plain.stroke, strokeWidth: 1.2 }),
      ],
    },
    { label: m.legendSis, swatch: [bar(LOOK.sis.stroke), Plot.dot(mid, { x: "x", y: "y", ...LOOK.sis })] },
    { label: m.legendPublished, swatch: [Plot.dot(mid, { x: "x", y: "y", ...LOOK.published, strokeWidth: 1.3 })] },
  ];
}

/** Options of {@link noSetChart}. */
export interface NoSetChartOptions {
  lang?: Lang;
}

/** The table sizes of the lower, linear panels. */
const DETAIL = [12, 15] as const;

/**
 * The headline figure. Top: P(no SET | n) for 3 ≤ n ≤ 21 on a log axis labelled in powers of ten:
 * the exact curve (black line), plain sampling (hollow blue circles) and importance sampling
 * (vermillion triangles) with 95% intervals, shifted a little apart, and the published figures
 * (hollow purple diamonds). Where plain sampling saw no SET-free table its estimate is 0, which a
 * log axis cannot show: an arrow down from its 95% upper bound stands for it. Below: 12 and 15
 * cards on linear percentage axes, one row per estimate, the exact value as a vertical line.
 * Cost: O(rows); one Plot render per panel.
 *
 * @param rows From {@link noSetRows}.
 * @example
 * ```ts
 * import { noSetChart, noSetRows } from "./no_set_chart.ts";
 * import { equal, match } from "node:assert/strict";
 * const rows = noSetRows({
 *   exact: [{ n: 12, p: 0.0323 }, { n: 15, p: 0.00037 }],
 *   results: [{ n: 12, method: "plain", trials: 1e5, p: 0.032, ci: [0.031, 0.033], ciMethod: "Clopper–Pearson", noSet: 3200, seconds: 1 }],
 * });
 * const fig = noSetChart(rows, { lang: "zh-TW" });
 * equal(fig.lang, "zh-TW");
 * match(fig.svg, /10⁻¹²/);
 * ```
 */
export function noSetChart(rows: readonly NoSetRow[], options: NoSetChartOptions = {}): Figure {
  const { lang = "en" } = options;
  const msg = messages(lang);
  const m = msg.noSet;
  const exact = rows.filter((d) => d.kind === "exact").sort((a, b) => a.n - b.n);
  const exactAt = (n: number) => exact.find((d) => d.n === n)?.p;
  const estimates = rows.filter((d) => d.kind === "estimate");
  const published = rows.filter((d) => d.kind === "published");
  const shift = (d: NoSetRow) => d.n + (d.kind === "published" ? 2 * STEP : d.source === "plain" ? -STEP : STEP);
  const look = (d: NoSetRow) => d.kind === "published" ? LOOK.published : d.source === "sis" ? LOOK.sis : LOOK.plain;
  const positive = estimates.filter((d) => d.p > 0);
  const zeroEvents = estimates.filter((d) => d.p === 0 && d.hi !== undefined && d.hi > 0);

  // Top panel: the log axis.
  const powers = Array.from({ length: 8 }, (_, i) => 10 ** (-2 * i));
  const top: Plot.PlotOptions = {
    width: PRINT.canvasWidth,
    height: 300,
    marginLeft: axisMargin(powers.map(powerOfTenTick), lang),
    marginRight: 14,
    marginTop: 22,
    marginBottom: 36,
    x: { domain: [2.5, 21.5], ticks: Array.from({ length: 19 }, (_, i) => 3 + i), tickFormat: "d", label: m.axisCards },
    y: {
      type: "log",
      domain: [FLOOR, 1.5],
      ticks: powers,
      tickFormat: powerOfTenTick,
      grid: true,
      label: m.axisProbability,
    },
    marks: [
      Plot.line(exact.filter((d) => d.p > 0), { x: "n", y: "p", stroke: LOOK.exact.stroke, strokeWidth: 1.5 }),
      Plot.dot(exact.filter((d) => d.p > 0), { x: "n", y: "p", fill: LOOK.exact.stroke, r: 1.8 }),
      Plot.dot(exact.filter((d) => d.p === 0), {
        x: "n",
        y: 2 * FLOOR,
        symbol: "times",
        stroke: LOOK.exact.stroke,
        r: 3.5,
      }),
      Plot.text(exact.filter((d) => d.p === 0), {
        x: "n",
        y: 2 * FLOOR,
        text: () => m.exactZero,
        textAnchor: "end",
        dx: -7,
        fontSize: FONT_SIZE.small,
      }),
      Plot.ruleX(positive.filter((d) => d.lo !== undefined), {
        x: shift,
        y1: (d: NoSetRow) => Math.max(d.lo!, FLOOR),
        y2: "hi",
        stroke: (d: NoSetRow) => look(d).stroke,
        strokeWidth: 1.2,
      }),
      ...(["plain", "sis"] as const).map((source) =>
        Plot.dot(positive.filter((d) => d.source === source), { x: shift, y: "p", ...LOOK[source] })
      ),
      Plot.arrow(zeroEvents, {
        x: shift,
        y1: "hi",
        y2: (d: NoSetRow) => d.hi! / 12,
        stroke: LOOK.plain.stroke,
        strokeWidth: 1.2,
        headLength: 5,
      }),
      Plot.link(zeroEvents, {
        x1: (d: NoSetRow) => shift(d) - 0.14,
        x2: (d: NoSetRow) => shift(d) + 0.14,
        y1: "hi",
        y2: "hi",
        stroke: LOOK.plain.stroke,
        strokeWidth: 1.2,
      }),
      Plot.dot(published, { x: shift, y: "p", ...LOOK.published, strokeWidth: 1.3 }),
    ],
  };

  // Lower panels: 12 and 15 cards on linear axes, one row per estimate.
  const rowOrder = ["plain", "sis", "article", "norvig-notebook", "article-zh-TW", "rulebook", "warne"];
  const detailRows = rows.filter((d) => d.kind !== "exact" && (DETAIL as readonly number[]).includes(d.n));
  const sources = rowOrder.filter((s) => detailRows.some((d) => d.source === s));
  for (const s of detailRows.map((d) => d.source)) if (!sources.includes(s)) sources.push(s);
  const rowLabel = (source: string) => m.rowLabel(source);
  const labelWidth = axisMargin(sources.map(rowLabel), lang, { pad: 12 });
  const gap = 18;
  const panelWidth = Math.floor((PRINT.canvasWidth - 8 - labelWidth - gap - 14) / 2);
  const panelHeight = 34 + 20 * sources.length;
  const lowerTop = 300 + 26;
  const panels: Panel[] = [{ x: 0, y: 0, plot: top }];
  const labels: Label[] = [];
  DETAIL.forEach((n, i) => {
    const data = detailRows.filter((d) => d.n === n);
    const p = exactAt(n);
    const values = [...data.flatMap((d) => [d.p, d.lo ?? d.p, d.hi ?? d.p]), ...(p === undefined ? [] : [p])];
    const [lo, hi] = [Math.min(...values), Math.max(...values)];
    const pad = (hi - lo) * 0.08 || hi * 0.1;
    const domain = [lo - pad, hi + pad];
    // About 4 ticks, fewer when their labels would run together (a wide interval at few trials: "0.02%0.04%").
    const ticks = fittingPercentTicks(domain[0], domain[1], {
      width: panelWidth - 12,
      count: 4,
      format: (v, digits) => pct(v, digits),
      measure: (label) => textWidth(label, lang),
      gap: 0.75 * FONT_SIZE.text,
    });
    const width = panelWidth + (i === 0 ? labelWidth : 0);
    const x = i === 0 ? 8 : 8 + labelWidth + panelWidth + gap;
    panels.push({
      x: i === 0 ? 0 : x,
      y: lowerTop,
      plot: {
        width: i === 0 ? width + 8 : width,
        height: panelHeight,
        marginLeft: i === 0 ? labelWidth + 8 : 0,
        marginRight: 12,
        marginTop: 8,
        marginBottom: 26,
        x: {
          domain,
          ticks: ticks.values,
          tickFormat: (v: number) => pct(v, ticks.digits),
          grid: true,
          label: null,
        },
        y: { domain: sources, axis: i === 0 ? "left" : null, tickFormat: rowLabel, tickSize: 0, label: null },
        marks: [
          ...(p === undefined ? [] : [Plot.ruleX([p], { stroke: LOOK.exact.stroke, strokeWidth: 1.5 })]),
          Plot.ruleY(data.filter((d) => d.lo !== undefined), {
            y: "source",
            x1: "lo",
            x2: "hi",
            stroke: (d: NoSetRow) => look(d).stroke,
            strokeWidth: 1.2,
          }),
          Plot.tickX(data.filter((d) => d.lo !== undefined), {
            y: "source",
            x: "lo",
            stroke: (d: NoSetRow) => look(d).stroke,
            inset: 6,
          }),
          Plot.tickX(data.filter((d) => d.lo !== undefined), {
            y: "source",
            x: "hi",
            stroke: (d: NoSetRow) => look(d).stroke,
            inset: 6,
          }),
          ...(["plain", "sis", "published"] as const).map((kind) =>
            Plot.dot(
              data.filter((d) => (kind === "published" ? d.kind === "published" : d.source === kind)),
              { y: "source", x: "p", ...LOOK[kind], ...(kind === "published" ? { strokeWidth: 1.3 } : {}) },
            )
          ),
        ],
      },
    });
    labels.push({ x: (i === 0 ? 8 + labelWidth : x) + 0, y: lowerTop - 6, text: m.detailHeading(n, p), bold: true });
  });
  const data = rows.map((d) => ({
    n: d.n,
    kind: d.kind,
    source: d.source,
    p: d.p,
    lo: d.lo ?? null,
    hi: d.hi ?? null,
    count: d.count ?? null,
    total: d.total ?? null,
    odds_against: d.oddsAgainst ?? null,
    drawn_as: d.kind === "estimate" && d.p === 0 ? "upper bound" : d.kind === "exact" && d.p === 0 ? "zero" : "point",
  }));
  return composeFigure({
    name: "no-set-probability",
    lang,
    title: m.title(exactAt(12), exactAt(15)),
    caption: m.caption,
    alt: m.alt(rows),
    data,
    legend: swatches(lang),
    panels,
    labels,
    bodyHeight: lowerTop + panelHeight,
  });
}
