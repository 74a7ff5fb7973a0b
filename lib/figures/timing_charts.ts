/**
 * The charts of notebook 2: how long the two ways of finding SETs take.
 *
 * @module
 */
import * as Plot from "@observablehq/plot";
import { type Figure, figure } from "./figure.ts";

/** One timing to chart: a method on some platform, median and quartiles in milliseconds. */
export interface DeckTimingRow {
  method: "triples" | "pairs";
  platform: string;
  median: number;
  q1?: number;
  q3?: number;
}

/** One table size's timing: microseconds per table, median and quartiles. */
export interface TableTimingRow {
  n: number;
  method: string;
  median: number;
  q1: number;
  q3: number;
}

const METHOD_COLORS: Record<string, string> = { triples: "#c0392b", pairs: "#2471a3" };

function formatMs(ms: number): string {
  return ms >= 1 ? `${ms.toPrecision(3)} ms` : `${(ms * 1000).toPrecision(3)} µs`;
}

/**
 * All SETs of the full deck, by the 85,320-triple scan and by 3,240-pair completion:
 * our medians with their interquartile range beside published timings, on a log scale.
 *
 * @example
 * ```ts
 * import { deckTimingChart } from "./timing_charts.ts";
 * import { match } from "node:assert/strict";
 * const fig = deckTimingChart([{ method: "triples", platform: "Python", median: 28 }, { method: "pairs", platform: "Python", median: 3 }]);
 * match(fig.svg, /28\.0 ms/);
 * ```
 */
export function deckTimingChart(rows: readonly DeckTimingRow[]): Figure {
  const label = (d: DeckTimingRow) => `${d.method}, ${d.platform}`;
  return figure({
    name: "deck-timings",
    title: "Finding all 1,080 SETs of the deck",
    subtitle: "Median time per run (bars: interquartile range), log scale",
    legend: [
      { label: "85,320-triple scan", color: METHOD_COLORS.triples },
      { label: "3,240-pair completion", color: METHOD_COLORS.pairs },
    ],
    height: 60 + 40 * rows.length,
    marginLeft: 230,
    marginRight: 80,
    x: { type: "log", label: "time per run (ms, log scale)", grid: true, tickFormat: "~g" },
    y: { label: null, domain: rows.map(label) },
    marks: [
      Plot.ruleY(rows.filter((d) => d.q1 !== undefined), {
        y: label,
        x1: "q1",
        x2: "q3",
        stroke: (d: DeckTimingRow) => METHOD_COLORS[d.method],
        strokeWidth: 6,
        strokeOpacity: 0.35,
      }),
      Plot.dot(rows, { y: label, x: "median", fill: (d: DeckTimingRow) => METHOD_COLORS[d.method], r: 5 }),
      Plot.text(rows, {
        y: label,
        x: "median",
        text: (d: DeckTimingRow) => formatMs(d.median),
        dx: 10,
        textAnchor: "start",
      }),
    ],
  });
}

/**
 * Time per table against table size for each method (line: median, band: interquartile range).
 *
 * @example
 * ```ts
 * import { tableTimingChart } from "./timing_charts.ts";
 * import { match } from "node:assert/strict";
 * const fig = tableTimingChart([{ n: 12, method: "pairs", median: 0.2, q1: 0.1, q3: 0.3 }]);
 * match(fig.svg, /table size n \(cards\)/);
 * ```
 */
export function tableTimingChart(
  rows: readonly TableTimingRow[],
  {
    name = "table-timings",
    title = "Is there a SET on this table? Triple scan against pair completion",
    subtitle = "Median time per random table, including building the look-up set (bands: interquartile range)",
  }: { name?: string; title?: string; subtitle?: string } = {},
): Figure {
  const color = (d: TableTimingRow) => METHOD_COLORS[d.method] ?? "#555";
  return figure({
    name,
    title,
    subtitle,
    legend: [
      { label: "C(n,3)-triple scan", color: METHOD_COLORS.triples, symbol: "line" },
      { label: "C(n,2)-pair completion", color: METHOD_COLORS.pairs, symbol: "line" },
    ],
    x: { label: "table size n (cards)", ticks: [...new Set(rows.map((d) => d.n))], tickFormat: "d" },
    y: { label: "time per table (µs)", grid: true, zero: true },
    marks: [
      Plot.areaY(rows, { x: "n", y1: "q1", y2: "q3", z: "method", fill: color, fillOpacity: 0.2 }),
      Plot.line(rows, { x: "n", y: "median", z: "method", stroke: color, strokeWidth: 2 }),
      Plot.dot(rows, { x: "n", y: "median", fill: color, r: 3 }),
    ],
  });
}
