/**
 * Notebook 2's timings on this machine, triple scan against pair completion: all SETs of the deck, a SET on a table.
 * @module
 */
import * as Plot from "@observablehq/plot";
import { axisMargin, OKABE_ITO, PRINT } from "../figure.ts";
import { type Chart, composedChart, type FigureInput } from "../chart.ts";
import { frame, lineDots, ratioText, rowMarks, swatch } from "./_marks.ts";
import { niceTicks, stepDecimals } from "../_ticks.ts";
import { fixed, int } from "../../present/format.ts";
import { SEPARATOR } from "../words.ts";
import { TIMING_REFERENCES } from "../../data/references.ts";
import type { SearchMethod, TableSearchTiming } from "../../timing/search.ts";

/** One row of {@link deckTimingChart}: a method's time to find all SETs in ms, ours (measured here) or published. */
export type DeckTimingRow = {
  method: SearchMethod;
  source: "ours" | "article";
  median: number;
  q1?: number;
  q3?: number;
};

/** The input of {@link deckTimingChart}: its rows, ours timed in the run's `timingRuns` rounds. */
export type DeckTimingInput = FigureInput & { rows: DeckTimingRow[] };

/** The input of {@link tableTimingChart}: `timeTableSearch` rows of random or SET-free tables (`seed`, `timingRuns`). */
export type TableTimingInput = FigureInput & { kind: "random" | "set-free"; rows: TableSearchTiming[] };

/**
 * The rows {@link deckTimingChart} draws: the article's published times, then ours (`timeDeckSearch`'s). O(rows).
 *
 * @example
 * ```ts
 * import { deckTimingRows } from "./timings.ts";
 * import { deepEqual } from "node:assert/strict";
 * const rows = deckTimingRows([{ method: "pairs", median: 0.5, q1: 0.4, q3: 0.6 }]);
 * deepEqual(rows.map((r) => `${r.source} ${r.method}`), ["article triples", "article pairs", "ours pairs"]);
 * ```
 */
export function deckTimingRows(
  ours: readonly { method: SearchMethod; median: number; q1: number; q3: number }[],
): DeckTimingRow[] {
  return [
    ...TIMING_REFERENCES.map((r) => ({ method: r.method, source: "article" as const, median: r.milliseconds })),
    ...ours.map(({ method, median, q1, q3 }) => ({ method, source: "ours" as const, median, q1, q3 })),
  ];
}

type Kind = TableTimingInput["kind"];

const en = {
  deck: {
    title: (ours: number, article: number) =>
      "Pair completion finds all 1,080 SETs " +
      (ours >= 1 ? `${ratioText(ours)} times as fast as` : `${ratioText(1 / ours)} times slower than`) +
      " the triple scan here, its third cards precomputed; in the article's Python, which computes them, " +
      `${fixed(article, 1)} times`,
    caption: (runs: number) =>
      "Time to find all 1,080 SETs of the 81-card deck. The triple scan tests all 85,320 triples; pair " +
      "completion completes each of the 3,240 pairs by reading a precomputed 81 × 81 third-card table, built " +
      "once outside the timing. The ratios are not like for like: the article's pair time includes computing " +
      "each third card and building the list of pairs and the set of distinct SETs. " +
      `Ours: median of ${runs} interleaved rounds (bars: interquartile range) in Deno on ` +
      "this machine; the article's: one run of Python on a Mac. Log scale, milliseconds.",
    axis: "time to find all SETs (ms)",
    row: (method: SearchMethod, source: string) =>
      `${method === "triples" ? "triple scan" : "pair completion"}, ` +
      (source === "article" ? "article (Python, Mac)" : "ours (Deno)"),
    alt: (rows: string) => `Dot chart of the time to find all SETs of the deck, log scale: ${rows}.`,
  },
  table: {
    title: (kind: Kind, n: number, pairs: number, triples: number, pairCount: number, tripleCount: number) =>
      kind === "random"
        ? `On random tables both tests stop at the first SET: at ${n} cards pair completion took ` +
          `${fixed(pairs, 2)} µs here, the triple scan ${fixed(triples, 2)} µs`
        : `Without a SET every candidate is checked: at ${n} cards pair completion took ${fixed(pairs, 2)} µs here ` +
          `for ${int(pairCount)} pairs, the triple scan ${fixed(triples, 2)} µs for ${int(tripleCount)} triples`,
    caption: (kind: Kind, tables: number, rounds: number) =>
      `Time to decide whether a table holds a SET, on ${int(tables)} ` +
      `${kind === "random" ? "random tables" : "tables without a SET"} of each size: median of ${rounds} rounds ` +
      "with sizes and methods interleaved (bands: interquartile range), on this machine. Left, per table; right, " +
      "per candidate checked (a triple tested, or a pair completed and its third card looked up). Pair completion " +
      "reads a precomputed 81 × 81 third-card table (built once, not timed) and marks the table's cards in a " +
      "look-up array, which is timed." +
      (kind === "random" ? " Both tests stop at the first SET they meet." : ""),
    method: { triples: "triple scan", pairs: "pair completion" },
    axisCards: "cards on the table",
    axisPerTable: "µs per table",
    axisPerCandidate: "ns per candidate",
    alt: (kind: Kind, summary: string) =>
      "Two line charts of search time against table size, " +
      `${kind === "random" ? "on random tables" : "on tables without a SET"}, measured in this run: ${summary}.`,
  },
};

const zhTW: typeof en = {
  deck: {
    title: (ours, article) =>
      `找出全部 1,080 組 SET，兩張補全（第三張預先算好）在這裡比三張列舉${ours >= 1 ? "快" : "慢"} ` +
      `${ratioText(ours >= 1 ? ours : 1 / ours)} 倍；` +
      `原文的 Python 每對現算第三張，快 ${fixed(article, 1)} 倍`,
    caption: (runs) =>
      "找出整副 81 張牌全部 1,080 組 SET 的耗時。三張列舉檢查全部 85,320 個三元組；兩張補全對 3,240 對牌各查一次" +
      "預先算好的 81 × 81 第三張表（只建一次，不計時）。兩個倍數並非同條件比較：原文兩張補全的耗時包含算出每對的第三張、" +
      `建立牌對清單與去重集合的時間。本筆記本：交錯量測 ${runs} 輪的中位數（誤差棒為四分位距），` +
      "Deno，本機；原文：Mac 上的 Python 單次量測。對數刻度，單位毫秒。",
    axis: "找出全部 SET 的耗時（ms）",
    row: (method, source) =>
      `${method === "triples" ? "三張列舉" : "兩張補全"}，` +
      (source === "article" ? "原文（Python，Mac）" : "本筆記本（Deno）"),
    alt: (rows) => `點圖（對數刻度）：找出整副牌全部 SET 的耗時：${rows}。`,
  },
  table: {
    title: (kind, n, pairs, triples, pairCount, tripleCount) =>
      kind === "random"
        ? `隨機桌面上兩種方法找到第一組 SET 就停止：本機量測 ${n} 張時兩張補全 ${fixed(pairs, 2)} µs，` +
          `三張列舉 ${fixed(triples, 2)} µs`
        : `沒有 SET 的桌面要查完所有候選：本機量測 ${n} 張時兩張補全查 ${int(pairCount)} 對用 ${fixed(pairs, 2)} µs，` +
          `三張列舉查 ${int(tripleCount)} 組用 ${fixed(triples, 2)} µs`,
    caption: (kind, tables, rounds) =>
      `判斷桌面有沒有 SET 的耗時（本機）：每種張數 ${int(tables)} 個` +
      `${kind === "random" ? "隨機桌面" : "沒有 SET 的桌面"}，` +
      `張數與方法交錯量測 ${rounds} 輪取中位數（色帶為四分位距）。左：每個桌面；右：每個候選（檢查一個三元組，` +
      "或補全一對並查表）。兩張補全讀取預先算好的 81 × 81 第三張表（只建一次，不計時），並把桌面牌記入查表陣列（計時）。" +
      (kind === "random" ? "兩種方法都在找到第一組 SET 時停止。" : ""),
    method: { triples: "三張列舉", pairs: "兩張補全" },
    axisCards: "桌面張數",
    axisPerTable: "每個桌面（µs）",
    axisPerCandidate: "每個候選（ns）",
    alt: (kind, summary) =>
      `兩張折線圖：本次量測${kind === "random" ? "隨機桌面" : "沒有 SET 的桌面"}上搜尋耗時與桌面張數的關係：` +
      `${summary}。`,
  },
};

const TEXT = { en, "zh-TW": zhTW };

/** The two methods' looks: apart in colour, shape, fill and dash. */
export const METHOD_LOOK = {
  triples: { stroke: OKABE_ITO.vermillion, fill: OKABE_ITO.vermillion, symbol: "circle", dash: "none" },
  pairs: { stroke: OKABE_ITO.blue, fill: "white", symbol: "square", dash: "5,3" },
} as const;

const METHODS = ["triples", "pairs"] as const;
const ms = (value: number) => `${value >= 1 ? fixed(value, value >= 10 ? 0 : 1) : value.toPrecision(2)} ms`;

/**
 * Time to find all 1,080 SETs of the deck, a row per method and source, on a log axis in milliseconds. O(rows).
 *
 * @example
 * ```ts
 * import { deckTimingChart, deckTimingRows } from "./timings.ts";
 * import { match } from "node:assert/strict";
 * const rows = deckTimingRows([{ method: "triples", median: 30, q1: 29, q3: 31 }, { method: "pairs", median: 0.012, q1: 0.011, q3: 0.013 }]);
 * match(deckTimingChart.draw({ rows, parameters: { timingRuns: 30 } }, "en").title, /2,500 times as fast/);
 * ```
 */
export const deckTimingChart: Chart<DeckTimingInput> = composedChart({
  name: "deck-timings",
  uses: ["timingRuns"],
  compose({ rows, parameters }, lang) {
    const m = TEXT[lang].deck;
    const label = (d: DeckTimingRow) => m.row(d.method, d.source);
    const labels = (["article", "ours"] as const).flatMap((source) =>
      METHODS.filter((method) => rows.some((d) => d.source === source && d.method === method))
        .map((method) => m.row(method, source))
    );
    const values = rows.flatMap((d) => [d.median, d.q1 ?? d.median, d.q3 ?? d.median]);
    const lo = 10 ** Math.floor(Math.log10(Math.min(...values) / 1.5));
    const hi = 10 ** Math.ceil(Math.log10(Math.max(...values) * 4));
    const height = 60 + 32 * labels.length;
    const ratio = (source: DeckTimingRow["source"]) => {
      const [t, p] = METHODS.map((method) => rows.find((d) => d.source === source && d.method === method));
      return t && p ? t.median / p.median : NaN;
    };
    const plot: Plot.PlotOptions = {
      ...frame(height, [10, 16, 40, axisMargin(labels, lang, { pad: 16 })]),
      x: {
        type: "log",
        domain: [lo, hi],
        ticks: Array.from({ length: Math.round(Math.log10(hi / lo)) + 1 }, (_, i) => lo * 10 ** i),
        tickFormat: (v: number) => v >= 1 ? int(v) : fixed(v, Math.round(-Math.log10(v))),
        grid: true,
        label: m.axis,
      },
      y: { domain: labels, label: null, tickSize: 0 },
      marks: METHODS.flatMap((method) =>
        rowMarks(rows.filter((d) => d.method === method), { ...METHOD_LOOK[method], r: 4 }, {
          y: label,
          x: "median",
          x1: "q1",
          x2: "q3",
          textX: (d: DeckTimingRow) => d.q3 ?? d.median,
          text: (d) => ms(d.median),
          dx: 9,
          strokeWidth: 1.5,
        })
      ),
    };
    return {
      title: m.title(ratio("ours"), ratio("article")),
      caption: m.caption(parameters.timingRuns!),
      alt: m.alt(rows.map((d) => `${label(d)} ${ms(d.median)}`).join(SEPARATOR[lang].long)),
      data: rows.map((d) => ({
        method: d.method,
        source: d.source,
        median_ms: d.median,
        q1_ms: d.q1 ?? null,
        q3_ms: d.q3 ?? null,
      })),
      panels: [{ x: 0, y: 0, plot }],
    };
  },
});

/**
 * Time to decide whether a table holds a SET against its size, per table and per candidate, on random tables
 * (`table-timings`) or tables without a SET (`table-timings-no-set`). Cost: O(rows).
 *
 * @example
 * ```ts
 * import { tableTimingChart } from "./timings.ts";
 * import { equal, match } from "node:assert/strict";
 * const row = { q1: 0.2, q3: 0.4, perCandidateQ1: 4, perCandidateQ3: 6, tables: 100, withSet: 0, rounds: 10 };
 * const fig = tableTimingChart.draw({ kind: "set-free", rows: [
 *   { n: 12, method: "triples", median: 1.1, candidates: 220, perCandidate: 5, ...row },
 *   { n: 12, method: "pairs", median: 0.3, candidates: 55, perCandidate: 5.5, ...row },
 * ], parameters: { seed: "42", timingRuns: 10 } }, "en");
 * equal(fig.name, "table-timings-no-set");
 * match(fig.title, /0\.30 µs here for 55 pairs/);
 * ```
 */
export const tableTimingChart: Chart<TableTimingInput> = composedChart({
  name: "table-timings",
  uses: ["seed", "timingRuns"],
  stem: ({ kind }) => kind === "random" ? "table-timings" : "table-timings-no-set",
  compose({ kind, rows }, lang) {
    const m = TEXT[lang].table;
    const sizes = [...new Set(rows.map((d) => d.n))].sort((a, b) => a - b);
    const ticks = sizes.length > 9 ? sizes.filter((n) => n % 3 === 0 || n === sizes[0]) : sizes;
    const gap = 24;
    const panelWidth = Math.floor((PRINT.canvasWidth - gap) / 2);
    const panel = (y: "median" | "perCandidate", [q1, q3]: (keyof TableSearchTiming)[]) => {
      const yTicks = niceTicks(Math.max(...rows.map((d) => Math.max(d[y], d[q3] as number))), 5);
      const format = (v: number) => fixed(v, stepDecimals(yTicks[1] - yTicks[0]));
      return {
        ...frame(280, [22, 10, 36, axisMargin(yTicks.map(format), lang)], panelWidth),
        x: { domain: [sizes[0] - 0.5, sizes.at(-1)! + 0.5], ticks, tickFormat: "d", label: m.axisCards },
        y: {
          domain: [0, yTicks.at(-1)!],
          ticks: yTicks,
          tickFormat: format,
          grid: true,
          label: y === "median" ? m.axisPerTable : m.axisPerCandidate,
        },
        marks: METHODS.flatMap((method) => {
          const data = rows.filter((d) => d.method === method);
          return [
            Plot.areaY(data, { x: "n", y1: q1, y2: q3, fill: METHOD_LOOK[method].stroke, fillOpacity: 0.18 }),
            ...lineDots(data, METHOD_LOOK[method], { y, strokeWidth: 1.5 }),
          ];
        }),
      };
    };
    const at = (n: number, method: SearchMethod) => rows.find((d) => d.n === n && d.method === method);
    const n = sizes.includes(12) ? 12 : sizes[Math.floor(sizes.length / 2)];
    const [t, p] = [at(n, "triples"), at(n, "pairs")];
    const timed = (s: number, method: SearchMethod) =>
      `${m.method[method]} ${fixed(at(s, method)?.median ?? NaN, 2)} µs`;
    const summary = sizes.filter((s) => s === sizes[0] || s === n || s === sizes.at(-1))
      .map((s) => `${s}: ${timed(s, "triples")}, ${timed(s, "pairs")}`).join(SEPARATOR[lang].long);
    return {
      title: m.title(kind, n, p?.median ?? NaN, t?.median ?? NaN, p?.candidates ?? NaN, t?.candidates ?? NaN),
      caption: m.caption(kind, rows[0]?.tables ?? 0, rows[0]?.rounds ?? 0),
      alt: m.alt(kind, summary),
      data: rows.map((d) => ({
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
      })),
      legend: METHODS.map((method) => ({ label: m.method[method], swatch: swatch.series(METHOD_LOOK[method], 1.5) })),
      panels: [
        { x: 0, y: 0, plot: panel("median", ["q1", "q3"]) },
        { x: panelWidth + gap, y: 0, plot: panel("perCandidate", ["perCandidateQ1", "perCandidateQ3"]) },
      ],
    };
  },
});
