/**
 * The timing figures of notebook 2: finding all SETs of the deck, and deciding whether a table
 * holds one, by the triple scan and by pair completion. The numbers come from the harness in
 * `lib/timing/search.ts` (`timeDeckSearch`, `timeTableSearch`): interleaved, repeated, summarised
 * by medians and quartiles. One unit per axis.
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
import { niceTicks, stepDecimals } from "./_ticks.ts";
import type { Lang } from "../common/lang.ts";
import { messages } from "./messages/mod.ts";
import { fixed, int } from "../present/format.ts";
import type { SearchMethod, TableSearchTiming } from "../timing/search.ts";

/** One row of {@link deckTimingChart}: a method's time to find all SETs, in milliseconds, ours or published. */
export interface DeckTimingRow {
  method: SearchMethod;
  /** `"ours"` (measured here) or `"article"` (published). */
  source: "ours" | "article";
  median: number;
  q1?: number;
  q3?: number;
}

/** The two methods' looks, shared by the charts and the legend: apart in colour, shape, fill and dash. */
export const METHOD_LOOK = {
  triples: { stroke: OKABE_ITO.vermillion, fill: OKABE_ITO.vermillion, symbol: "circle", dash: "none" },
  pairs: { stroke: OKABE_ITO.blue, fill: "white", symbol: "square", dash: "5,3" },
} as const;

/**
 * Time to find all 1,080 SETs of the deck, one row per method and source (ours measured here, the
 * article's published), on a log axis in milliseconds, each value written beside its dot; ours
 * with the interquartile range. Cost: O(rows).
 *
 * @param options `runs`: the timed rounds behind our medians, for the caption.
 * @example
 * ```ts
 * import { deckTimingChart } from "./timing_charts.ts";
 * import { match } from "node:assert/strict";
 * const fig = deckTimingChart([
 *   { method: "triples", source: "article", median: 28 }, { method: "pairs", source: "article", median: 3 },
 *   { method: "triples", source: "ours", median: 30, q1: 29, q3: 31 }, { method: "pairs", source: "ours", median: 0.012, q1: 0.011, q3: 0.013 },
 * ], { runs: 30 });
 * match(fig.title, /2,500 times as fast/);
 * match(fig.svg, /28 ms/);
 * ```
 */
export function deckTimingChart(
  rows: readonly DeckTimingRow[],
  { lang = "en", runs }: { lang?: Lang; runs: number },
): Figure {
  const msg = messages(lang);
  const m = msg.timing.deck;
  const label = (d: DeckTimingRow) => m.row(d.method, d.source);
  const order = (["article", "ours"] as const).flatMap((source) =>
    (["triples", "pairs"] as const).map((method) => ({ source, method }))
  ).filter(({ source, method }) => rows.some((d) => d.source === source && d.method === method));
  const labels = order.map((o) => m.row(o.method, o.source));
  const values = rows.flatMap((d) => [d.median, d.q1 ?? d.median, d.q3 ?? d.median]);
  const lo = 10 ** Math.floor(Math.log10(Math.min(...values) / 1.5));
  const hi = 10 ** Math.ceil(Math.log10(Math.max(...values) * 4));
  const ticks = Array.from({ length: Math.round(Math.log10(hi / lo)) + 1 }, (_, i) => lo * 10 ** i);
  const marginLeft = axisMargin(labels, lang, { pad: 16 });
  const height = 60 + 32 * labels.length;
  const tickFormat = (v: number) => v >= 1 ? int(v) : fixed(v, Math.round(-Math.log10(v)));
  const ratio = (source: "ours" | "article") => {
    const t = rows.find((d) => d.source === source && d.method === "triples");
    const p = rows.find((d) => d.source === source && d.method === "pairs");
    return t && p ? t.median / p.median : NaN;
  };
  const plot: Plot.PlotOptions = {
    width: PRINT.canvasWidth,
    height,
    marginLeft,
    marginRight: 16,
    marginTop: 10,
    marginBottom: 40,
    x: { type: "log", domain: [lo, hi], ticks, tickFormat, grid: true, label: m.axis },
    y: { domain: labels, label: null, tickSize: 0 },
    marks: (["triples", "pairs"] as const).flatMap((method) => {
      const look = METHOD_LOOK[method];
      const data = rows.filter((d) => d.method === method);
      return [
        Plot.link(data.filter((d) => d.q1 !== undefined), {
          x1: "q1",
          x2: "q3",
          y1: label,
          y2: label,
          stroke: look.stroke,
          strokeWidth: 1.5,
        }),
        Plot.dot(data, { x: "median", y: label, stroke: look.stroke, fill: look.fill, symbol: look.symbol, r: 4 }),
        Plot.text(data, {
          x: (d: DeckTimingRow) => d.q3 ?? d.median,
          y: label,
          text: (d: DeckTimingRow) => m.value(d.median),
          dx: 9,
          textAnchor: "start",
          fontSize: FONT_SIZE.small,
        }),
      ];
    }),
  };
  const data: DataRow[] = rows.map((d) => ({
    method: d.method,
    source: d.source,
    median_ms: d.median,
    q1_ms: d.q1 ?? null,
    q3_ms: d.q3 ?? null,
  }));
  return composeFigure({
    name: "deck-timings",
    lang,
    title: m.title(ratio("ours"), ratio("article")),
    caption: m.caption(runs),
    alt: m.alt(rows.map((d) => `${label(d)} ${m.value(d.median)}`).join("; ")),
    data,
    panels: [{ x: 0, y: 0, plot }],
    bodyHeight: height,
  });
}

function methodLegend(lang: Lang): LegendItem[] {
  const m = messages(lang).timing.table;
  return (["triples", "pairs"] as const).map((method) => {
    const look = METHOD_LOOK[method];
    return {
      label: method === "triples" ? m.legendTriples : m.legendPairs,
      swatch: [
        Plot.lineY([0.5, 0.5], { x: [0, 1], stroke: look.stroke, strokeDasharray: look.dash, strokeWidth: 1.5 }),
        Plot.dot([0.5], { x: 0.5, y: 0.5, stroke: look.stroke, fill: look.fill, symbol: look.symbol, r: 3 }),
      ],
    };
  });
}

/**
 * Time to decide whether a table holds a SET, against its size, for both methods: per table in
 * microseconds (left) and per candidate checked in nanoseconds (right), medians with
 * interquartile bands. `kind` says which tables: random ones (both stop at the first SET) or
 * ones without a SET (every candidate checked). Cost: O(rows).
 *
 * @param rows From `timeTableSearch` (lib/timing/search.ts).
 * @example
 * ```ts
 * import { tableTimingChart } from "./timing_charts.ts";
 * import { match } from "node:assert/strict";
 * const row = { q1: 0, q3: 0, perCandidateQ1: 0, perCandidateQ3: 0, tables: 100, withSet: 0, rounds: 10 };
 * const fig = tableTimingChart([
 *   { n: 12, method: "triples", median: 1.1, candidates: 220, perCandidate: 5, ...row },
 *   { n: 12, method: "pairs", median: 0.3, candidates: 55, perCandidate: 5.5, ...row },
 * ], { kind: "set-free" });
 * match(fig.title, /0\.30 µs for 55 pairs/);
 * ```
 */
export function tableTimingChart(
  rows: readonly TableSearchTiming[],
  { lang = "en", kind }: {
    lang?: Lang;
    kind: "random" | "set-free";
  },
): Figure {
  const msg = messages(lang);
  const m = msg.timing.table;
  const sizes = [...new Set(rows.map((d) => d.n))].sort((a, b) => a - b);
  const ticks = sizes.length > 9 ? sizes.filter((n) => n % 3 === 0 || n === sizes[0]) : sizes;
  const gap = 24;
  const panelWidth = Math.floor((PRINT.canvasWidth - gap) / 2);
  const panel = (y: "median" | "perCandidate", q1: keyof TableSearchTiming, q3: keyof TableSearchTiming) => {
    const top = Math.max(...rows.map((d) => Math.max(d[y] as number, d[q3] as number)));
    const yTicks = niceTicks(top, 5);
    const label = y === "median" ? m.axisPerTable : m.axisPerCandidate;
    const format = (v: number) => fixed(v, stepDecimals(yTicks[1] - yTicks[0]));
    return {
      width: panelWidth,
      height: 280,
      marginLeft: axisMargin(yTicks.map(format), lang),
      marginRight: 10,
      marginTop: 22,
      marginBottom: 36,
      x: { domain: [sizes[0] - 0.5, sizes.at(-1)! + 0.5], ticks, tickFormat: "d", label: m.axisCards },
      y: { domain: [0, yTicks.at(-1)!], ticks: yTicks, tickFormat: format, grid: true, label },
      marks: (["triples", "pairs"] as const).flatMap((method) => {
        const look = METHOD_LOOK[method];
        const data = rows.filter((d) => d.method === method);
        return [
          Plot.areaY(data, { x: "n", y1: q1, y2: q3, fill: look.stroke, fillOpacity: 0.18 }),
          Plot.line(data, { x: "n", y, stroke: look.stroke, strokeDasharray: look.dash, strokeWidth: 1.5 }),
          Plot.dot(data, { x: "n", y, stroke: look.stroke, fill: look.fill, symbol: look.symbol, r: 3 }),
        ];
      }),
    } satisfies Plot.PlotOptions;
  };
  const at = (n: number, method: SearchMethod) => rows.find((d) => d.n === n && d.method === method);
  const n = sizes.includes(12) ? 12 : sizes[Math.floor(sizes.length / 2)];
  const [t, p] = [at(n, "triples"), at(n, "pairs")];
  const summary = sizes.filter((s) => s === sizes[0] || s === n || s === sizes.at(-1)).map((s) =>
    `${s}: ${m.legendTriples} ${fixed(at(s, "triples")?.median ?? NaN, 2)} µs, ${m.legendPairs} ${
      fixed(at(s, "pairs")?.median ?? NaN, 2)
    } µs`
  ).join("; ");
  const data: DataRow[] = rows.map((d) => ({
    n: d.n,
    method: d.method,
    us_per_table: d.median,
    us_per_table_q1: d.q1,
    us_per_table_q3: d.q3,
    candidates_per_table: d.candidates,
    ns_per_candidate: d.perCandidate,
    ns_per_candidate_q1: d.perCandidateQ1,
    ns_per_candidate_q3: d.perCandidateQ3,
    tables: d.tables,
    with_set: d.withSet,
    rounds: d.rounds,
  }));
  return composeFigure({
    name: kind === "random" ? "table-timings" : "table-timings-no-set",
    lang,
    title: m.title(kind, n, p?.median ?? NaN, t?.median ?? NaN, p?.candidates ?? NaN, t?.candidates ?? NaN),
    caption: m.caption(kind, rows[0]?.tables ?? 0, rows[0]?.rounds ?? 0),
    alt: m.alt(kind, summary),
    data,
    legend: methodLegend(lang),
    panels: [
      { x: 0, y: 0, plot: panel("median", "q1", "q3") },
      { x: panelWidth + gap, y: 0, plot: panel("perCandidate", "perCandidateQ1", "perCandidateQ3") },
    ],
    bodyHeight: 280,
  });
}
