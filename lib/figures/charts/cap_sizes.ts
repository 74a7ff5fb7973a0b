/**
 * How big a SET-free table gets by chance (notebook 7), beside the cap set records and the proved growth rates.
 * @module
 */
import * as Plot from "@observablehq/plot";
import { axisMargin, FONT_SIZE, OKABE_ITO } from "../figure.ts";
import { type Chart, composedChart, type FigureInput } from "../chart.ts";
import { dotLook, frame, lineLook, type Look, swatch } from "./_marks.ts";
import { percentTicks } from "../_ticks.ts";
import { fixed, int, listAnd, pct } from "../../present/format.ts";
import { CAP_SET_REFERENCES } from "../../data/references.ts";

/** One deck's random maximal SET-free tables, as `randomMaximalCaps` summarises them, and the deck's largest. */
export type CapSizesRun = {
  features: number;
  runs: number;
  mean: number;
  min: number;
  max: number;
  largestSetFree: number;
};

/** The input of {@link capSizesChart}: one run per deck, fewest features first (`randomMaximalCapsByDeck`). */
export type CapSizesInput = FigureInput & { runs: CapSizesRun[] };

/** A record: the largest SET-free table of a deck, proved or only found so far. */
type CapRecord = { features: number; size: number; proved: boolean };

/** What the caption states: the growth rates' bases, the records (data/references.ts), and the last deck drawn. */
type Facts = { lower: number; upper: number; proved: number; open: typeof CAP_SET_REFERENCES.open; last: CapSizesRun };

const share = (r: CapSizesRun) => pct(r.mean / r.largestSetFree, 0);

const en = {
  title: (first: CapSizesRun, last: CapSizesRun) =>
    `In this run, SET-free tables built at random reached on average ${share(first)} of the largest at ` +
    `${first.features} features and ${share(last)} at ${last.features}`,
  legendRandom: "random maximal tables: range and mean",
  legendLargest: "largest SET-free table (proved)",
  legendBestKnown: "largest found so far, and the most possible",
  legendTwoValue: "2ᵈ cards: every feature one of two values",
  legendGrowth: (base: number, bound: "upper" | "lower") =>
    `${fixed(base, 3)}ᵈ: ` +
    (bound === "upper" ? "the largest stays below, for large d" : "some table this large, for large d"),
  axisFeatures: "features, d",
  axisShare: "share of the largest",
  axisCards: "cards (log scale)",
  caption: (f: Facts) =>
    `For each number of features d, ${int(f.last.runs)} maximal SET-free tables built at random (the deck dealt in ` +
    "random order, each card put down unless it completes a SET with two already down, until none fits): the " +
    "range of their sizes as a bar, their mean as a dot. Beside them the largest SET-free table, proved for " +
    `d ≤ ${f.proved}; for ${listAnd(f.open.map((o) => o.features))} features the largest found so far` +
    f.open.filter((o) => o.noCapOf !== undefined).map((o) =>
      `, and for ${o.features} the most possible, since no table of ${int(o.noCapOf!)} cards is SET-free ` +
      "(the segment between)"
    ).join("") +
    "; the 2ᵈ cards whose every feature takes one of two values, SET-free in every deck; and the growth rates " +
    `proved for large d, ${fixed(f.lower, 3)}ᵈ (Tyrrell: some SET-free table is at least this large) and ` +
    `${fixed(f.upper, 3)}ᵈ (Ellenberg and Gijswijt: the largest is o(${fixed(f.upper, 3)}ᵈ)). ` +
    "Log scale: a power cᵈ is a straight line. The growth rates say nothing about small d: at " +
    `${f.last.features} features ${fixed(f.lower, 3)}ᵈ is ${fixed(f.lower ** f.last.features, 1)}, ` +
    `${f.lower ** f.last.features > f.last.largestSetFree ? "above" : "below"} the largest, ${f.last.largestSetFree}.`,
  alt: (runs: readonly CapSizesRun[], records: readonly CapRecord[], f: Facts) =>
    "Chart on a log scale of the sizes of SET-free tables against the number of features. " +
    runs.map((r) =>
      `${r.features} features: this run's tables built at random had ` +
      `${r.min === r.max ? r.min : `${r.min} to ${r.max}`} cards, ${fixed(r.mean, 1)} on average; ` +
      `the largest has ${r.largestSetFree}, the cards {0, 1}ᵈ number ${int(2 ** r.features)}.`
    ).join(" ") + " Largest SET-free tables: " +
    records.map((r) =>
      `${int(r.size)} for ${r.features} feature${r.features === 1 ? "" : "s"}${r.proved ? "" : " (found so far)"}`
    ).join(", ") +
    `. The growth rates ${fixed(f.lower, 3)}ᵈ and ${fixed(f.upper, 3)}ᵈ are straight lines, steeper than 2ᵈ.`,
};

const zhTW: typeof en = {
  title: (first, last) =>
    `本次隨機建出的無 SET 桌面平均達到最大值的 ${share(first)}（${first.features} 個特徵），` +
    `到 ${last.features} 個特徵只剩 ${share(last)}`,
  legendRandom: "隨機建出、無法再加牌的無 SET 桌面：範圍與平均",
  legendLargest: "最大的無 SET 桌面（已證明）",
  legendBestKnown: "目前找到的最大值，以及可能的上限",
  legendTwoValue: "2ᵈ 張：每個特徵只取兩種值",
  legendGrowth: (base, bound) =>
    `${fixed(base, 3)}ᵈ：${bound === "upper" ? "d 很大時，最大值比它小" : "d 很大時，有這麼大的無 SET 桌面"}`,
  axisFeatures: "特徵數 d",
  axisShare: "占最大值的比例",
  axisCards: "張數（對數刻度）",
  caption: (f) =>
    `每種特徵數 d 各隨機建出 ${int(f.last.runs)} 個無法再加牌的無 SET 桌面` +
    "（把牌組隨機排序後逐張發下，會與桌上兩張補成 SET 的牌就跳過，直到沒有牌能再放）：" +
    "長條是張數的範圍，圓點是平均。旁邊是最大的無 SET 桌面，" +
    `d ≤ ${f.proved} 已證明；${f.open.map((o) => o.features).join("、")} 個特徵是目前找到的最大值` +
    f.open.filter((o) => o.noCapOf !== undefined).map((o) =>
      `，${o.features} 個特徵已證明沒有 ${int(o.noCapOf!)} 張的無 SET 桌面，這就是可能的上限（中間的線段）`
    ).join("") +
    "；2ᵈ 張是每個特徵只取兩種值的牌，在每副牌組都沒有 SET；以及 d 很大時已證明的成長率：" +
    `${fixed(f.lower, 3)}ᵈ（Tyrrell：存在至少這麼大的無 SET 桌面）與 ${fixed(f.upper, 3)}ᵈ` +
    `（Ellenberg 與 Gijswijt：最大值是 o(${fixed(f.upper, 3)}ᵈ)）。對數刻度下，cᵈ 是一條直線。` +
    `成長率對小的 d 沒有保證：${f.last.features} 個特徵時 ${fixed(f.lower, 3)}ᵈ 等於 ` +
    `${fixed(f.lower ** f.last.features, 1)}，` +
    `${f.lower ** f.last.features > f.last.largestSetFree ? "大於" : "小於"}最大值 ${f.last.largestSetFree}。`,
  alt: (runs, records, f) =>
    "對數刻度圖：無 SET 桌面的張數與特徵數的關係。" +
    runs.map((r) =>
      `${r.features} 個特徵：本次隨機建出的桌面有 ${r.min === r.max ? r.min : `${r.min} 到 ${r.max}`} 張，平均 ` +
      `${fixed(r.mean, 1)} 張；最大的有 ${r.largestSetFree} 張，{0, 1}ᵈ 有 ${int(2 ** r.features)} 張。`
    ).join("") + "最大的無 SET 桌面：" +
    records.map((r) => `${r.features} 個特徵 ${int(r.size)} 張${r.proved ? "" : "（目前找到）"}`).join("、") +
    `。成長率 ${fixed(f.lower, 3)}ᵈ 與 ${fixed(f.upper, 3)}ᵈ 是直線，比 2ᵈ 陡。`,
};

const TEXT = { en, "zh-TW": zhTW };

const LOOK = {
  random: { stroke: OKABE_ITO.blue, fill: "white", symbol: "circle", r: 3.6, strokeWidth: 1.4 },
  largest: { stroke: OKABE_ITO.black, fill: OKABE_ITO.black, symbol: "diamond", r: 4.2 },
  found: { stroke: OKABE_ITO.black, fill: "white", symbol: "diamond", r: 4.2, strokeWidth: 1.3 },
  twoValue: { stroke: OKABE_ITO.vermillion, fill: "white", symbol: "square", r: 2.6 },
  upper: { stroke: "#555555", dash: "7,3" },
  lower: { stroke: OKABE_ITO.green, dash: "2,2.5" },
} satisfies Record<string, Look>;
const BAR = { stroke: OKABE_ITO.skyBlue, strokeWidth: 7, strokeLinecap: "butt" } as const;
const black = { stroke: OKABE_ITO.black, strokeWidth: 1.2 };
const at = { x: "features", y: "size" };
const small = { textAnchor: "start", dx: 9, fontSize: FONT_SIZE.small } as const;

// Each deck's random tables (a bar from the smallest to the largest, a dot at the mean) and the 2^d cards.
const randomMarks = (runs: readonly object[], twoValue: readonly object[], y: string) => [
  Plot.line(twoValue, { x: "d", y, stroke: LOOK.twoValue.stroke, strokeWidth: 1.1 }),
  Plot.dot(twoValue, { x: "d", y, ...dotLook(LOOK.twoValue) }),
  Plot.ruleX(runs, { x: "features", y1: "min", y2: "max", ...BAR }),
  Plot.dot(runs, { x: "features", y: "mean", ...dotLook(LOOK.random) }),
];

/**
 * The random maximal tables' sizes by number of features beside the largest SET-free tables, the 2^d cards and the
 * growth rates, on a log axis; below, each as a share of the deck's largest. Cost: O(runs); two Plot renders.
 *
 * @throws {RangeError} when there are no runs.
 * @example
 * ```ts
 * import { capSizesChart } from "./cap_sizes.ts";
 * import { match } from "node:assert/strict";
 * const runs = [
 *   { features: 2, runs: 100, mean: 4, min: 4, max: 4, largestSetFree: 4 },
 *   { features: 6, runs: 100, mean: 71.6, min: 66, max: 77, largestSetFree: 112 },
 * ];
 * const fig = capSizesChart.draw({ runs, parameters: { seed: "42", caps: 100 } }, "en");
 * match(fig.title, /reached on average 100% of the largest at 2 features and 64% at 6$/);
 * ```
 */
export const capSizesChart: Chart<CapSizesInput> = composedChart({
  name: "random-maximal-tables",
  uses: ["seed", "caps"],
  compose({ runs }, lang) {
    const m = TEXT[lang];
    if (runs.length === 0) throw new RangeError("capSizesChart: no runs to draw");
    const { growth, largest, open } = CAP_SET_REFERENCES;
    const [upper, lower] = ["upper", "lower"].map((bound) => growth.find((g) => g.bound === bound)!.base);
    const records: CapRecord[] = [
      ...largest.map((r) => ({ features: r.features, size: r.size, proved: true })),
      ...open.map((r) => ({ features: r.features, size: r.bestKnown, proved: false })),
    ];
    const impossible = open.filter((r) => r.noCapOf !== undefined);
    const last = Math.max(...records.map((r) => r.features), ...runs.map((r) => r.features));
    const ds = Array.from({ length: last }, (_, i) => i + 1);
    const yMax = upper ** last * 1.3;
    const yTicks = [2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000].filter((t) => t <= yMax);
    const marginLeft = axisMargin(yTicks.map(int), lang);
    const powers = (base: number) => ds.map((d) => ({ d, size: base ** d }));
    const growthLine = (look: Look, base: number) =>
      Plot.line(powers(base), { x: "d", y: "size", ...lineLook({ ...look, strokeWidth: 1.3 }) });
    const noCap = (r: { noCapOf?: number }) => r.noCapOf! - 1;
    const shift = (dx: number) => (r: { features: number }) => r.features + dx;
    const top: Plot.PlotOptions = {
      ...frame(300, [14, 34, 8, marginLeft]),
      x: { domain: [0.5, last + 0.5], axis: null },
      y: { type: "log", domain: [1.5, yMax] },
      marks: [
        // Explicit axis marks: a log axis's own labels would skip the ticks between powers of ten.
        Plot.gridY(yTicks),
        Plot.gridX(ds),
        Plot.axisY(yTicks, { text: int, label: m.axisCards }),
        growthLine(LOOK.upper, upper),
        growthLine(LOOK.lower, lower),
        ...randomMarks(runs, powers(2), "size"),
        Plot.ruleX(impossible, { x: "features", y1: "bestKnown", y2: noCap, ...black }),
        Plot.link(impossible, { x1: shift(-0.12), x2: shift(0.12), y1: noCap, y2: noCap, ...black }),
        Plot.dot(records.filter((r) => r.proved), { ...at, ...dotLook(LOOK.largest) }),
        Plot.dot(records.filter((r) => !r.proved), { ...at, ...dotLook(LOOK.found) }),
        Plot.text(records, { ...at, text: (r: CapRecord) => int(r.size), ...small, dy: 2 }),
      ],
    };
    // The lower panel: each size as a share of the deck's largest, where the largest is proved.
    const largestOf = (d: number) => largest.find((r) => r.features === d)?.size;
    const shares = runs.map((r) => {
      const of = (cards: number) => cards / r.largestSetFree;
      return { features: r.features, mean: of(r.mean), min: of(r.min), max: of(r.max) };
    });
    const twoValueShares = ds.flatMap((d) => largestOf(d) === undefined ? [] : [{ d, share: 2 ** d / largestOf(d)! }]);
    const shareLow = Math.floor(Math.min(...shares.map((r) => r.min), ...twoValueShares.map((r) => r.share)) * 10) / 10;
    const shareTicks = percentTicks(shareLow, 1, 4);
    const bottom: Plot.PlotOptions = {
      ...frame(170, [10, 34, 36, marginLeft]),
      x: { domain: [0.5, last + 0.5], ticks: ds, tickFormat: "d", label: m.axisFeatures },
      y: {
        domain: [shareLow - 0.02, 1.04],
        ticks: shareTicks.values,
        tickFormat: (p: number) => pct(p, shareTicks.digits),
        grid: true,
        label: m.axisShare,
      },
      marks: [
        Plot.gridX(ds),
        Plot.ruleY([1], black),
        ...randomMarks(shares, twoValueShares, "share"),
        Plot.text(shares, {
          x: "features",
          y: "mean",
          text: (r: { mean: number }) => pct(r.mean, 0),
          ...small,
          fill: OKABE_ITO.black, // given, or Plot draws a stroked text without fill
          stroke: "white", // a halo, so that the label reads over the 100% line
          strokeWidth: 3,
          paintOrder: "stroke",
        }),
      ],
    };
    const proved = Math.max(...largest.map((r) => r.features));
    const facts: Facts = { lower, upper, proved, open, last: runs.at(-1)! };
    const recordKind = (r: CapRecord) => r.proved ? "largest (proved)" : "largest found";
    const kinds = (d: number) =>
      [["{0, 1}^d", 2 ** d], [`${lower}^d`, lower ** d], [`${upper}^d`, upper ** d]] as const;
    return {
      title: m.title(runs[0], facts.last),
      caption: m.caption(facts),
      alt: m.alt(runs, records, facts),
      data: [
        ...runs.flatMap((r) =>
          ([["mean", r.mean], ["smallest", r.min], ["largest", r.max]] as const)
            .map(([kind, cards]) => ({ features: r.features, kind: `random: ${kind}`, cards, runs: r.runs }))
        ),
        ...records.map((r) => ({ features: r.features, kind: recordKind(r), cards: r.size, runs: null })),
        ...impossible.map((r) => ({ features: r.features, kind: "no table of", cards: r.noCapOf!, runs: null })),
        ...ds.flatMap((d) => kinds(d).map(([kind, cards]) => ({ features: d, kind, cards, runs: null }))),
      ],
      legend: [
        { label: m.legendRandom, swatch: [Plot.ruleX([0.5], { y1: 0.05, y2: 0.95, ...BAR }), swatch.dot(LOOK.random)] },
        { label: m.legendLargest, swatch: [swatch.dot(LOOK.largest)] },
        {
          label: m.legendBestKnown,
          swatch: [
            Plot.ruleX([0.5], { y1: 0.2, y2: 0.95, ...black }),
            Plot.link([0], { x1: 0.3, x2: 0.7, y1: 0.95, y2: 0.95, ...black }),
            Plot.dot([0.5], { x: 0.5, y: 0.2, ...dotLook(LOOK.found) }),
          ],
        },
        { label: m.legendTwoValue, swatch: swatch.series(LOOK.twoValue) },
        { label: m.legendGrowth(lower, "lower"), swatch: [swatch.line(LOOK.lower)] },
        { label: m.legendGrowth(upper, "upper"), swatch: [swatch.line(LOOK.upper)] },
      ],
      panels: [{ x: 0, y: 0, plot: top }, { x: 0, y: 300, plot: bottom }],
    };
  },
});
