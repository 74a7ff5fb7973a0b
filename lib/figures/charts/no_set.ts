/**
 * The article's headline figure: how likely is a table of n random cards to hold no SET?
 * @module
 */
import * as Plot from "@observablehq/plot";
import { axisMargin, FONT_SIZE, type Label, OKABE_ITO, type Panel, powerOfTenTick } from "../figure.ts";
import { PRINT, textWidth } from "../figure.ts";
import { type Chart, composedChart, type FigureInput } from "../chart.ts";
import { dotLook, frame, type Look, powerAxis, swatch, tidy, upperBoundMarks } from "./_marks.ts";
import { fittingPercentTicks } from "../_ticks.ts";
import type { Lang } from "../../common/lang.ts";
import { int, listAnd, pct, pctSig, timesPowerOfTen } from "../../present/format.ts";
import type { SimulationResult } from "../../montecarlo/simulate.ts";
import { type NoSetReference, referenceProbability } from "../../data/references.ts";
import { clopperPearson } from "../../stats/intervals.ts";
import { AXIS, METHOD_NAME, SEPARATOR, SOURCE_NAME } from "../words.ts";

/** A number of the headline figure from `source` (`"exact"`, `"plain"`, `"sis"` or a reference's id). */
export interface NoSetRow {
  n: number;
  kind: "exact" | "estimate" | "published";
  source: string;
  p: number;
  lo?: number;
  hi?: number;
  interval?: string;
  count?: number;
  total?: number;
  oddsAgainst?: number;
}

/** The input of {@link noSetChart}: its rows, computed with the run's `seed` and `trials`. */
export type NoSetInput = FigureInput & { rows: NoSetRow[] };

/**
 * The headline figure's rows: exact values, our estimates (`simulate(...).results`), and the published fresh-deal
 * figures with their intervals (Clopper–Pearson for counts, the published half-width, none for odds). O(rows).
 * @example
 * ```ts
 * import { noSetRows } from "./no_set.ts";
 * import { equal } from "node:assert/strict";
 * const rows = noSetRows({
 *   exact: [{ n: 12, p: 0.0323 }],
 *   references: [{ source: "rulebook", setting: "fresh deal", n: 12, oddsAgainst: 33, where: "" }],
 * });
 * equal(rows.length, 2);
 * equal(rows[1].p, 1 / 34);
 * ```
 */
export function noSetRows({ exact, results = [], references = [] }: {
  exact: readonly { n: number; p: number }[];
  results?: readonly SimulationResult[];
  references?: readonly NoSetReference[];
}): NoSetRow[] {
  const rows: NoSetRow[] = exact.map(({ n, p }) => ({ n, kind: "exact", source: "exact", p }));
  for (const { n, method, p, ci, noSet, trials } of results) {
    const counted = noSet === undefined ? {} : { count: noSet, total: trials };
    rows.push({ n, kind: "estimate", source: method, p, lo: ci[0], hi: ci[1], ...counted });
  }
  for (const ref of references.filter((d) => d.setting === "fresh deal")) {
    const p = referenceProbability(ref);
    const row: NoSetRow = { n: ref.n, kind: "published", source: ref.source, p };
    if (ref.noSet !== undefined && ref.draws) {
      Object.assign(row, { count: ref.noSet, total: ref.draws, interval: "Clopper–Pearson" });
      [row.lo, row.hi] = clopperPearson(ref.noSet, ref.draws);
    } else if (ref.halfWidth !== undefined) {
      Object.assign(row, { lo: p - ref.halfWidth, hi: p + ref.halfWidth, interval: ref.interval?.split(" ")[0] });
      if (ref.draws) row.total = ref.draws;
    } else if (ref.oddsAgainst !== undefined) row.oddsAgainst = ref.oddsAgainst;
    rows.push(row);
  }
  return rows;
}

// How the caption names a published source (as data/references.ts describes it), and what it published.
const SOURCE = {
  en: {
    article: "the article",
    "norvig-notebook": "Norvig's notebook",
    "article-zh-TW": "Norvig's page as a footnote of the article's Traditional Chinese edition quotes it",
    rulebook: "the rulebook",
    warne: "Norvig's page as Warne quotes it",
  } as Record<string, string>,
  "zh-TW": {
    article: "原文",
    "norvig-notebook": "Norvig 筆記本",
    "article-zh-TW": "中文版註腳引述的 Norvig 網頁",
    rulebook: "規則書",
    warne: "Warne 引述的 Norvig 網頁",
  } as Record<string, string>,
};

const en = {
  title: (p12: number, p15: number) =>
    `A random 12-card table lacks a SET ${pct(p12)} of the time, a 15-card table ${pctSig(p15, 2)}, ` +
    "a 21-card table never",
  caption: (published: string) =>
    "The probability that n cards dealt at random from the 81 hold no SET, for n = 3 to 21 (top, log scale): " +
    "the exact value, and two Monte Carlo estimates with 95% intervals — plain sampling (deal and test) and " +
    "sequential importance sampling. Where plain sampling saw no table without a SET, an arrow down from its " +
    "95% upper bound stands for the estimate 0. Below, on linear scales, 12 and 15 cards with every published " +
    `figure drawn: ${published}. The vertical line is the exact value.`,
  published: (source: string, deals: number | undefined, interval: string | undefined, odds: number[]) =>
    `${SOURCE.en[source] ?? source} (` +
    (odds.length
      ? `odds of ${odds.map((o) => `${int(o)}:1`).join(" and ")} against, no interval)`
      : `${deals ? `${int(deals)} deals, ` : ""}${interval} interval)`),
  legend: {
    exact: "exact",
    plain: "plain sampling, 95% interval",
    upperBound: "plain sampling saw none: upper bound",
    sis: "importance sampling, 95% interval",
    published: "published figures",
  },
  heading: (n: number, exact?: number) =>
    `${n} cards${exact === undefined ? "" : `: exact ${n === 12 ? pct(exact, 3) : pctSig(exact, 3)}`}`,
  alt: {
    chart: "Chart of the probability that n random cards hold no SET, for n from 3 to 21, on a logarithmic scale.",
    curve: (p3: number, p20: number) =>
      `The exact curve falls ever faster, from ${pct(p3, 1)} at 3 cards to ${timesPowerOfTen(p20)} at 20; ` +
      "at 21 it is 0.",
    allIn: (checked: number) => `All ${int(checked)} intervals of the two estimators contain the exact value.`,
    someIn: (inside: number, checked: number, misses: string[]) =>
      `${int(inside)} of the ${int(checked)} intervals of the two estimators contain the exact value; ` +
      `${listAnd(misses)} ${misses.length === 1 ? "misses" : "miss"} it (a 95% interval misses about 1 time in 20 ` +
      "by chance).",
    miss: (method: string, n: number) => `${METHOD_NAME.en[method] ?? method} at ${n} cards`,
    zeros: (sizes: number[]) =>
      `In this run plain sampling saw no SET-free table at ${sizes.join(", ")} cards; ` +
      "arrows mark its upper bounds there.",
    at12: (p: number, published: string) => `At 12 cards the exact value is ${pct(p, 3)}; published: ${published}.`,
    at15: (p: number, published: string) => `At 15 cards it is ${pctSig(p, 3)}; published: ${published}.`,
  },
};

const zhTW: typeof en = {
  title: (p12, p15) => `隨機 12 張桌面有 ${pct(p12)} 沒有 SET，15 張只有 ${pctSig(p15, 2)}，21 張必有 SET`,
  caption: (published) =>
    "從 81 張牌隨機抽出 n 張（n = 3 到 21）時沒有 SET 的機率（上圖為對數刻度）：精確值，以及兩種蒙地卡羅估計" +
    "與其 95% 信賴區間——直接抽樣（抽牌後檢查）和序貫重要性抽樣。直接抽樣完全沒遇到無 SET 桌面時，估計值為 0，" +
    `以從 95% 上界向下的箭頭表示。下方兩圖以線性刻度放大 12 張與 15 張，列出圖中所有已發表的數字：${published}。` +
    "垂直線是精確值。",
  published: (source, deals, interval, odds) =>
    `${SOURCE["zh-TW"][source] ?? source}（` +
    (odds.length
      ? `賠率 ${odds.map((o) => `${int(o)}:1`).join(" 與 ")}，沒有區間）`
      : `${deals ? `抽樣 ${int(deals)} 次，` : ""}${interval} 區間）`),
  legend: {
    exact: "精確值",
    plain: "直接抽樣，95% 信賴區間",
    upperBound: "直接抽樣未遇到無 SET 桌面：上界",
    sis: "重要性抽樣，95% 信賴區間",
    published: "已發表的數字",
  },
  heading: (n, exact) =>
    `${n} 張${exact === undefined ? "" : `：精確值 ${n === 12 ? pct(exact, 3) : pctSig(exact, 3)}`}`,
  alt: {
    chart: "對數刻度圖：隨機 n 張牌（n 從 3 到 21）沒有 SET 的機率。",
    curve: (p3, p20) =>
      `精確值下降得越來越快，從 3 張的 ${pct(p3, 1)} 降到 20 張的 ${timesPowerOfTen(p20)}，21 張時為 0。`,
    allIn: (checked) => `兩種估計的 ${int(checked)} 個信賴區間都涵蓋精確值。`,
    someIn: (inside, checked, misses) =>
      `兩種估計的 ${int(checked)} 個信賴區間中有 ${int(inside)} 個涵蓋精確值；沒有涵蓋的是${misses.join("、")}` +
      "（95% 信賴區間本來就約有二十分之一的機會沒有涵蓋）。",
    miss: (method, n) => `${METHOD_NAME["zh-TW"][method] ?? method} ${n} 張`,
    zeros: (sizes) => `本次直接抽樣在 ${sizes.join("、")} 張時沒遇到無 SET 桌面，以箭頭標出上界。`,
    at12: (p, published) => `12 張的精確值是 ${pct(p, 3)}；已發表：${published}。`,
    at15: (p, published) => `15 張是 ${pctSig(p, 3)}；已發表：${published}。`,
  },
};

const TEXT = { en, "zh-TW": zhTW };

const LOOK = {
  exact: { stroke: OKABE_ITO.black, strokeWidth: 1.5 },
  plain: { stroke: OKABE_ITO.blue, symbol: "circle", fill: "white", r: 3.5 },
  sis: { stroke: OKABE_ITO.vermillion, symbol: "triangle", fill: OKABE_ITO.vermillion, r: 3.5 },
  published: { stroke: OKABE_ITO.purple, symbol: "diamond", fill: "white", r: 4, strokeWidth: 1.3 },
} satisfies Record<string, Look>;

const FLOOR = 1e-14, STEP = 0.22; // the log axis's floor; the sideways shift of estimates and published figures
const DETAIL = [12, 15]; // the table sizes of the lower, linear panels
const ROW_ORDER = ["plain", "sis", "article", "norvig-notebook", "article-zh-TW", "rulebook", "warne"];

function sourcesOf(rows: readonly NoSetRow[]): string[] {
  const sources = ROW_ORDER.filter((s) => rows.some((d) => d.source === s));
  return [...sources, ...new Set(rows.map((d) => d.source).filter((s) => !sources.includes(s)))];
}

// The caption's list of every published source drawn, each with its deals and interval or its odds.
function publishedList(rows: readonly NoSetRow[], lang: Lang): string {
  const published = rows.filter((d) => d.kind === "published");
  return sourcesOf(published).map((source) => {
    const own = published.filter((d) => d.source === source);
    const odds = own.flatMap((d) => d.oddsAgainst === undefined ? [] : [d.oddsAgainst]);
    return TEXT[lang].published(source, own[0].total, own.find((d) => d.interval)?.interval, odds);
  }).join(SEPARATOR[lang].short);
}

function alt(rows: readonly NoSetRow[], lang: Lang): string {
  const m = TEXT[lang].alt, list = SEPARATOR[lang].short;
  const exact = (n: number) => rows.find((d) => d.kind === "exact" && d.n === n)?.p;
  const checked = rows.filter((d) => d.kind === "estimate" && d.lo !== undefined && (exact(d.n) ?? 0) > 0);
  const misses = checked.filter((d) => exact(d.n)! < d.lo! || exact(d.n)! > d.hi!);
  const zeros = rows.filter((d) => d.kind === "estimate" && d.source === "plain" && d.p === 0).map((d) => d.n);
  const published = (n: number) =>
    rows.filter((d) => d.kind === "published" && d.n === n)
      .map((d) => `${SOURCE_NAME[lang][d.source] ?? d.source} ${n === 12 ? pct(d.p) : pctSig(d.p, 2)}`).join(list);
  const [p3, p12, p15, p20] = [3, 12, 15, 20].map(exact);
  return [
    m.chart,
    p3 !== undefined && p20 !== undefined ? m.curve(p3, p20) : "",
    checked.length === 0
      ? ""
      : misses.length === 0
      ? m.allIn(checked.length)
      : m.someIn(checked.length - misses.length, checked.length, misses.map((d) => m.miss(d.source, d.n))),
    zeros.length ? m.zeros(zeros) : "",
    p12 !== undefined ? m.at12(p12, published(12)) : "",
    p15 !== undefined ? m.at15(p15, published(15)) : "",
  ].filter(Boolean).join(SEPARATOR[lang].sentence);
}

/**
 * The headline figure: P(no SET | n) for 3 ≤ n ≤ 21, exact, estimated and published, on a log axis; below, 12 and 15
 * cards on linear axes. Cost: O(rows); one Plot render per panel.
 *
 * @example
 * ```ts
 * import { noSetChart, noSetRows } from "./no_set.ts";
 * import { equal, match } from "node:assert/strict";
 * const rows = noSetRows({
 *   exact: [{ n: 12, p: 0.0323 }, { n: 15, p: 0.00037 }],
 *   results: [{ n: 12, method: "plain", trials: 1e5, p: 0.032, ci: [0.031, 0.033], ciMethod: "Clopper–Pearson", noSet: 3200, seconds: 1 }],
 * });
 * const fig = noSetChart.draw({ rows, parameters: { seed: "42", trials: 100_000 } }, "zh-TW");
 * equal(fig.name, "no-set-probability");
 * match(fig.svg, /10⁻¹²/);
 * ```
 */
export const noSetChart: Chart<NoSetInput> = composedChart({
  name: "no-set-probability",
  uses: ["seed", "trials"],
  compose({ rows }, lang) {
    const m = TEXT[lang], axis = AXIS[lang];
    const exact = rows.filter((d) => d.kind === "exact").sort((a, b) => a.n - b.n);
    const exactAt = (n: number) => exact.find((d) => d.n === n)?.p;
    const estimates = rows.filter((d) => d.kind === "estimate");
    const shift = (d: NoSetRow) => d.n + (d.kind === "published" ? 2 * STEP : d.source === "plain" ? -STEP : STEP);
    const kind = (d: NoSetRow) => d.kind === "published" ? "published" : d.source === "sis" ? "sis" : "plain";
    const stroke = (d: NoSetRow) => LOOK[kind(d)].stroke;
    const dots = (data: NoSetRow[], at: Plot.DotOptions) =>
      (["plain", "sis", "published"] as const).map((k) =>
        Plot.dot(data.filter((d) => kind(d) === k), { ...at, ...dotLook(LOOK[k]) })
      );
    const positive = estimates.filter((d) => d.p > 0);
    const above = (d: NoSetRow) => Math.max(d.lo!, FLOOR), small = { fontSize: FONT_SIZE.small };
    const zeroExact = exact.filter((d) => d.p === 0);
    const powers = Array.from({ length: 8 }, (_, i) => 10 ** (-2 * i));
    const sizes = Array.from({ length: 19 }, (_, i) => 3 + i), bars = positive.filter((d) => d.lo !== undefined);
    const top = {
      ...frame(300, [22, 14, 36, axisMargin(powers.map(powerOfTenTick), lang)]),
      x: { domain: [2.5, 21.5], ticks: sizes, tickFormat: "d", label: axis.cards },
      y: powerAxis(powers, axis.probability, [FLOOR, 1.5]),
      marks: [
        Plot.line(exact.filter((d) => d.p > 0), { x: "n", y: "p", ...LOOK.exact }),
        Plot.dot(exact.filter((d) => d.p > 0), { x: "n", y: "p", fill: LOOK.exact.stroke, r: 1.8 }),
        Plot.dot(zeroExact, { x: "n", y: 2 * FLOOR, symbol: "times", stroke: LOOK.exact.stroke, r: 3.5 }),
        Plot.text(zeroExact, { x: "n", y: 2 * FLOOR, text: () => axis.exactZero, textAnchor: "end", dx: -7, ...small }),
        Plot.ruleX(bars, { x: shift, y1: above, y2: "hi", stroke, strokeWidth: 1.2 }),
        ...dots(positive, { x: shift, y: "p" }).slice(0, 2),
        ...upperBoundMarks(estimates.filter((d) => d.p === 0 && (d.hi ?? 0) > 0), {
          x: shift,
          x0: (d) => shift(d) - 0.14,
          x1: (d) => shift(d) + 0.14,
          stroke: LOOK.plain.stroke,
        }),
        ...dots(rows.filter((d) => d.kind === "published"), { x: shift, y: "p" }).slice(2),
      ],
    };

    // Lower panels: 12 and 15 cards on linear axes, one row per estimate.
    const detailRows = rows.filter((d) => d.kind !== "exact" && DETAIL.includes(d.n));
    const sources = sourcesOf(detailRows);
    const rowLabel = (source: string) => SOURCE_NAME[lang][source] ?? source;
    const labelWidth = axisMargin(sources.map(rowLabel), lang, { pad: 12 });
    const panelWidth = Math.floor((PRINT.canvasWidth - 8 - labelWidth - 18 - 14) / 2);
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
      // About 4 ticks, fewer when their labels would run together.
      const measure = (label: string) => textWidth(label, lang), gap = 0.75 * FONT_SIZE.text, width = panelWidth - 12;
      const ticks = fittingPercentTicks(lo - pad, hi + pad, { width, count: 4, format: pct, measure, gap });
      const tickFormat = (v: number) => pct(v, ticks.digits);
      const x = i === 0 ? 0 : 8 + labelWidth + panelWidth + 18;
      const left = i === 0 ? labelWidth + 8 : 0;
      const bars = data.filter((d) => d.lo !== undefined);
      panels.push({
        x,
        y: lowerTop,
        plot: {
          ...frame(panelHeight, [8, 12, 26, left], panelWidth + left),
          x: { domain: [lo - pad, hi + pad], ticks: ticks.values, tickFormat, grid: true },
          y: { domain: sources, axis: i === 0 ? "left" : null, tickFormat: rowLabel, tickSize: 0, label: null },
          marks: [
            ...(p === undefined ? [] : [Plot.ruleX([p], LOOK.exact)]),
            Plot.ruleY(bars, { y: "source", x1: "lo", x2: "hi", stroke, strokeWidth: 1.2 }),
            Plot.tickX(bars, { y: "source", x: "lo", stroke, inset: 6 }),
            Plot.tickX(bars, { y: "source", x: "hi", stroke, inset: 6 }),
            ...dots(data, { y: "source", x: "p" }),
          ],
        },
      });
      labels.push({ x: i === 0 ? 8 + labelWidth : x, y: lowerTop - 6, text: m.heading(n, p), bold: true });
    });
    const drawnAs = (d: NoSetRow) =>
      d.p > 0 || d.kind === "published" ? "point" : d.kind === "exact" ? "zero" : "upper bound";
    return {
      title: m.title(exactAt(12)!, exactAt(15)!),
      caption: m.caption(publishedList(rows, lang)),
      alt: alt(rows, lang),
      data: tidy(rows, ["n", "kind", "source", "p", "lo", "hi", "count", "total", "oddsAgainst"])
        .map((row, i) => ({ ...row, drawn_as: drawnAs(rows[i]) })),
      legend: [
        { label: m.legend.exact, swatch: [swatch.line(LOOK.exact)] },
        { label: m.legend.plain, swatch: swatch.interval(LOOK.plain) },
        { label: m.legend.upperBound, swatch: swatch.upperBound(LOOK.plain.stroke) },
        { label: m.legend.sis, swatch: swatch.interval(LOOK.sis) },
        { label: m.legend.published, swatch: [swatch.dot(LOOK.published)] },
      ],
      panels,
      labels,
    };
  },
});
