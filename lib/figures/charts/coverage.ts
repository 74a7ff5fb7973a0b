/**
 * The coverage study in `data/` as a figure (notebook 4): do the 95% intervals contain the exact value 95% of the time?
 * @module
 */
import * as Plot from "@observablehq/plot";
import { axisMargin, OKABE_ITO, type Panel, PRINT } from "../figure.ts";
import { type Chart, composedChart, type FigureInput } from "../chart.ts";
import { frame, lineLook, swatch, tidy } from "./_marks.ts";
import { stepTicks } from "../_ticks.ts";
import { fixed, int, integerRuns, pct, sizeList } from "../../present/format.ts";
import type { CoverageCell, CoverageStudy } from "../../montecarlo/coverage.ts";
import type { EstimateMethod } from "../../montecarlo/estimate.ts";
import { coverageSummary } from "../../present/coverage_summary.ts";
import { AXIS, METHOD_NAME, SEPARATOR } from "../words.ts";

/** The input of {@link coverageChart}: a coverage study (as read from `data/`) with `parameters: {}`. */
export type CoverageInput =
  & Pick<CoverageStudy, "confidence" | "cells" | "deckSize">
  & Partial<CoverageStudy>
  & FigureInput;

/** What the caption states, computed from the study. */
interface CaptionFacts {
  deckSize: number;
  confidence: number;
  seeds: { trials: number; seeds: number }[];
  exact?: [number, number];
  refused: { trials: number; sizes: number[] }[];
  shortfalls: CoverageCell[];
  /** The fewest seeds of a cell, and the narrowest and widest bar of such cells. */
  fewest: { seeds: number; widths: [number, number] };
  lowest: CoverageCell[];
}

const range = (lo: string, hi: string, to: string) => lo === hi ? lo : `${lo}${to}${hi}`;
const points = ([lo, hi]: [number, number], to: string) => range(fixed(100 * lo, 1), fixed(100 * hi, 1), to);

const en = {
  panel: (method: string): string =>
    method === "sis" ? "Importance sampling (Student t intervals)" : "Plain sampling (Clopper–Pearson intervals)",
  axisCoverage: "seeds whose interval contains the exact value",
  legendTrials: (trials: number) => `${int(trials)} trials`,
  legendNominal: (confidence: number) => `nominal ${pct(confidence, 0)}`,
  legendExact: "exact coverage (plain sampling)",
  legendRefused: "refused: below the minimum trials",
  title: (shortfalls: number, cells: number, confidence: number, lowest: CoverageCell) =>
    shortfalls === 0
      ? `None of the ${int(cells)} cells is significantly below ${pct(confidence, 0)} coverage; ` +
        `the lowest estimate is ${pct(lowest.coverage!, 1)}, from ${int(lowest.seeds)} seeds`
      : `The ${pct(confidence, 0)} intervals fall significantly short in ${int(shortfalls)} of ` +
        `${int(cells)} cells; chance alone would make about ${fixed(cells * (1 - confidence) / 2, 1)} fall short`,
  caption: (f: CaptionFacts) =>
    `How often the ${pct(f.confidence, 0)} intervals of the two estimators contain the exact P(no SET | n), ` +
    `${f.deckSize === 27 ? "for the small deck of 27 solid cards" : "for the 81-card deck"}. Each dot is one cell ` +
    "of the study, an estimator at one table size and trial count, run at seeds 1, 2, … exactly as the " +
    "simulation runs each seed (" +
    f.seeds.map((s, i) => `${int(s.seeds)}${i === 0 ? " seeds" : ""} at ${int(s.trials)} trials`).join(", ") +
    "): the share of seeds whose interval contained the exact value, with its own 95% Clopper–Pearson " +
    `interval (bar). The trial counts are shifted slightly apart; dashed, the nominal ${pct(f.confidence, 0)}.` +
    (f.exact
      ? " Short black bars: the exact coverage of plain sampling's interval, from the binomial distribution " +
        `(${range(pct(f.exact[0], 1), pct(f.exact[1], 1), " to ")}).`
      : "") +
    (f.refused.length
      ? " Refused (×): importance sampling does not run below its minimum trials at a size — " +
        f.refused.map((r) => `${int(r.trials)} trials at ${sizeList(r.sizes)} cards`).join("; ") + "."
      : "") +
    (f.shortfalls.length
      ? ` Significantly short (the whole bar below ${pct(f.confidence, 0)}): ` +
        f.shortfalls.map((s) => `${METHOD_NAME.en[s.method]} at ${s.n} cards, ${int(s.trials)} trials`).join("; ") + "."
      : ` No bar lies wholly below ${pct(f.confidence, 0)}, and that is all the study shows: with ` +
        `${int(f.fewest.seeds)} seeds a cell's bar spans ${points(f.fewest.widths, " to ")} points, so a ` +
        "shortfall of a few points could go unseen.") +
    " Lowest estimates: " + f.lowest.map((c) =>
      `${METHOD_NAME.en[c.method]} ${pct(c.coverage!, 1)} at ${c.n} cards and ${int(c.trials)} trials ` +
      `(${pct(c.coverageCi![0], 1)} to ${pct(c.coverageCi![1], 1)})`
    ).join("; ") + ".",
  alt: (deckSize: number, sizes: number[], trials: number[], confidence: number) =>
    `Two dot charts of interval coverage against table size, ${sizes[0]} to ${sizes.at(-1)} cards, ` +
    `${deckSize === 27 ? "for the small deck" : "for the full deck"}, one series per trial count ` +
    `(${trials.map(int).join(", ")}), with the nominal ${pct(confidence, 0)} as a line.`,
  altMethod: (method: string, cells: number, lo: number, hi: number) =>
    `${method === "sis" ? "Importance" : "Plain"} sampling: ${int(cells)} cells, ` +
    `coverage ${pct(lo, 1)} to ${pct(hi, 1)}.`,
  altShort: (shortfalls: number, confidence: number) =>
    shortfalls
      ? `${shortfalls === 1 ? "One cell lies" : `${int(shortfalls)} cells lie`} significantly below ` +
        `${pct(confidence, 0)}.`
      : `No cell lies significantly below ${pct(confidence, 0)}.`,
  altRefused: (refused: number) =>
    `${refused === 1 ? "One cell" : `${int(refused)} cells`} of importance sampling ` +
    `${refused === 1 ? "was" : "were"} refused, below its minimum trials.`,
};

const zhTW: typeof en = {
  panel: (method) => method === "sis" ? "重要性抽樣（Student t 信賴區間）" : "直接抽樣（Clopper–Pearson 信賴區間）",
  axisCoverage: "信賴區間涵蓋精確值的種子比例",
  legendTrials: (trials) => `每次估計抽樣 ${int(trials)} 次`,
  legendNominal: (confidence) => `名目 ${pct(confidence, 0)}`,
  legendExact: "精確涵蓋率（直接抽樣）",
  legendRefused: "拒絕執行：低於最少抽樣次數",
  title: (shortfalls, cells, confidence, lowest) =>
    shortfalls === 0
      ? `${int(cells)} 格中沒有一格的涵蓋率顯著低於 ${pct(confidence, 0)}；最低的估計值是 ` +
        `${pct(lowest.coverage!, 1)}（${int(lowest.seeds)} 個種子）`
      : `${pct(confidence, 0)} 信賴區間在 ${int(cells)} 格中有 ${int(shortfalls)} 格涵蓋率顯著不足；` +
        `單憑機率約會有 ${fixed(cells * (1 - confidence) / 2, 1)} 格`,
  caption: (f) =>
    `兩種估計方法的 ${pct(f.confidence, 0)} 信賴區間涵蓋精確 P(no SET | n) 的頻率，` +
    `${f.deckSize === 27 ? "牌組為 27 張實心牌的小牌組" : "牌組為整副 81 張牌"}。每個點是研究中的一格：一種估計方法、` +
    "一種桌面張數與一種抽樣次數，以種子 1、2、… 各跑一次，做法與模擬完全相同（" +
    f.seeds.map((s) => `抽樣 ${int(s.trials)} 次用 ${int(s.seeds)} 個種子`).join("、") +
    `）；點是信賴區間涵蓋精確值的種子比例，誤差棒是這個比例的 95% Clopper–Pearson 信賴區間。不同抽樣次數左右稍微錯開；` +
    `虛線是名目 ${pct(f.confidence, 0)}。` +
    (f.exact
      ? "黑色短橫線：直接抽樣信賴區間的精確涵蓋率，由二項分布算出（" +
        `${range(pct(f.exact[0], 1), pct(f.exact[1], 1), " 到 ")}）。`
      : "") +
    (f.refused.length
      ? "拒絕執行（×）：抽樣次數低於重要性抽樣在該張數的最少次數時不執行——" +
        f.refused.map((r) => `抽樣 ${int(r.trials)} 次：${zhSizes(r.sizes)} 張`).join("；") + "。"
      : "") +
    (f.shortfalls.length
      ? `顯著不足（整條誤差棒低於 ${pct(f.confidence, 0)}）：` +
        f.shortfalls.map((s) => `${METHOD_NAME["zh-TW"][s.method]} ${s.n} 張、抽樣 ${int(s.trials)} 次`).join("；") +
        "。"
      : `沒有一條誤差棒整條低於 ${pct(f.confidence, 0)}，這項研究能說明的也僅止於此：只有 ${int(f.fewest.seeds)} ` +
        `個種子時，一格的誤差棒長 ${points(f.fewest.widths, " 到 ")} 個百分點，少幾個百分點的不足可能看不出來。`) +
    "最低的估計值：" + f.lowest.map((c) =>
      `${METHOD_NAME["zh-TW"][c.method]} ${pct(c.coverage!, 1)}（${c.n} 張、抽樣 ${int(c.trials)} 次，` +
      `${pct(c.coverageCi![0], 1)} 到 ${pct(c.coverageCi![1], 1)}）`
    ).join("；") + "。",
  alt: (deckSize, sizes, trials, confidence) =>
    `兩張點圖：${deckSize === 27 ? "小牌組" : "整副牌"}在桌面 ${sizes[0]} 到 ${sizes.at(-1)} 張時信賴區間的涵蓋率，` +
    `每種抽樣次數（${trials.map(int).join("、")}）一個系列，名目 ${pct(confidence, 0)} 畫成一條線。`,
  altMethod: (method, cells, lo, hi) =>
    `${METHOD_NAME["zh-TW"][method]}：${int(cells)} 格，涵蓋率 ${pct(lo, 1)} 到 ${pct(hi, 1)}。`,
  altShort: (shortfalls, confidence) =>
    shortfalls
      ? `有 ${int(shortfalls)} 格顯著低於 ${pct(confidence, 0)}。`
      : `沒有一格顯著低於 ${pct(confidence, 0)}。`,
  altRefused: (refused) => `重要性抽樣有 ${int(refused)} 格低於最少抽樣次數，拒絕執行。`,
};

const TEXT = { en, "zh-TW": zhTW };

// 張數清單：連續三個以上寫成範圍「15–20」，其餘以頓號列出。
function zhSizes(sizes: readonly number[]): string {
  return integerRuns(sizes).map(([a, b]) => (a === b ? `${a}` : b === a + 1 ? `${a}、${b}` : `${a}–${b}`)).join("、");
}

/** The trial-count series' looks, fewest trials first: each differs in symbol, and from its neighbours in fill. */
export const TRIALS_LOOK = [
  { stroke: OKABE_ITO.orange, fill: "white", symbol: "circle" },
  { stroke: OKABE_ITO.skyBlue, fill: OKABE_ITO.skyBlue, symbol: "square" },
  { stroke: OKABE_ITO.vermillion, fill: "white", symbol: "triangle" },
  { stroke: OKABE_ITO.blue, fill: OKABE_ITO.blue, symbol: "diamond" },
  { stroke: OKABE_ITO.purple, fill: "white", symbol: "star" },
  { stroke: OKABE_ITO.green, fill: OKABE_ITO.green, symbol: "cross" },
] as const;

const NOMINAL = { stroke: OKABE_ITO.black, dash: "5,3", strokeWidth: 1.2 } as const;
const REFUSED = { stroke: "#666666", symbol: "times", r: 3.5, strokeWidth: 1.3 } as const;
const METHODS: readonly EstimateMethod[] = ["plain", "sis"];
// A horizontal bar as a symbol, so that the exact coverage can be marked beside a dot with the same sideways shift.
const DASH = {
  draw(context: { moveTo(x: number, y: number): void; lineTo(x: number, y: number): void }, size: number): void {
    const half = Math.sqrt(size / Math.PI) * 1.6;
    context.moveTo(-half, 0);
    context.lineTo(half, 0);
  },
};
const EXACT_TICK = { symbol: DASH, r: 3.5, stroke: OKABE_ITO.black, strokeWidth: 2 } as const;

/**
 * The coverage study: a panel per estimator, each cell's coverage and interval by table size and trial count, beside
 * the nominal and exact coverage. Named `coverage` (`coverage-small-deck`). Cost: O(cells); a Plot render a panel.
 *
 * @example The small deck's study
 * ```ts
 * import { coverageChart } from "./coverage.ts";
 * import { readCoverageStudy } from "../../data/readers.ts";
 * import { equal, match } from "node:assert/strict";
 * const fig = coverageChart.draw({ ...await readCoverageStudy(27), parameters: {} }, "en");
 * equal(fig.name, "coverage-small-deck");
 * match(fig.caption, /for the small deck of 27 solid cards/);
 * ```
 */
export const coverageChart: Chart<CoverageInput> = composedChart({
  name: "coverage",
  uses: [],
  stem: ({ deckSize }) => deckSize === 27 ? "coverage-small-deck" : "coverage",
  compose(study, lang) {
    const m = TEXT[lang];
    const { confidence, deckSize = 81 } = study;
    const cells = study.cells.filter((c) => METHODS.includes(c.method));
    const trials = [...new Set(cells.map((c) => c.trials))].sort((a, b) => a - b);
    if (trials.length > TRIALS_LOOK.length) {
      throw new RangeError(
        `coverage: ${trials.length} trial counts, more than the ${TRIALS_LOOK.length} it can tell apart`,
      );
    }
    const sizes = [...new Set(cells.map((c) => c.n))].sort((a, b) => a - b);
    const series = (c: CoverageCell) => trials.indexOf(c.trials);
    const run = cells.filter((c) => c.status === "run" && c.coverage !== null);
    const refused = cells.filter((c) => c.status === "refused");
    const look = (k: number) => ({ ...TRIALS_LOOK[k], r: 3.5, strokeWidth: 1.4 });
    const exactCoverage = (c: CoverageCell) => c.exactCoverage!.clopperPearson;

    // Every point and interval, at least 85% to 100%, with a strip below for refused cells.
    const bottom = Math.floor(Math.min(0.85, ...run.map((c) => c.coverageCi?.[0] ?? c.coverage!)) * 20 + 1e-9) / 20;
    const span = 1 - bottom;
    const domain = [bottom - (refused.length ? 0.09 : 0.03) * span, 1 + 0.03 * span];
    const ticks = stepTicks(bottom, 1, span > 0.3 ? 0.1 : 0.05);
    const refusedY = bottom - 0.055 * span;
    const marginLeft = axisMargin(ticks.map((v) => pct(v, 0)), lang);
    // The series side by side at each size, a fixed distance apart in canvas units.
    const spacing = Math.min(13, ((PRINT.canvasWidth - marginLeft - 14) / sizes.length) * 0.75 / trials.length);
    const x = { domain: [sizes[0] - 0.5, sizes.at(-1)! + 0.5], ticks: sizes, tickFormat: "d" };
    const methods = METHODS.filter((method) => cells.some((c) => c.method === method));
    const panels: Panel[] = [];
    let y = 0;
    methods.forEach((method, i) => {
      const last = i === methods.length - 1;
      y += 20; // the panel's heading
      const marginTop = i === 0 ? 24 : 8, marginBottom = last ? 40 : 24;
      const height = 160 + marginTop + marginBottom;
      const own = run.filter((c) => c.method === method);
      const marks = trials.flatMap((_, k) => {
        const data = own.filter((c) => series(c) === k);
        const at = { x: "n", dx: (k - (trials.length - 1) / 2) * spacing };
        const ci = (end: 0 | 1) => (c: CoverageCell) => c.coverageCi![end];
        const { stroke } = TRIALS_LOOK[k];
        return [
          Plot.ruleX(data.filter((c) => c.coverageCi), { ...at, y1: ci(0), y2: ci(1), stroke, strokeWidth: 1.3 }),
          Plot.dot(data.filter((c) => c.exactCoverage), { ...at, y: exactCoverage, ...EXACT_TICK }),
          Plot.dot(data, { ...at, y: "coverage", ...look(k) }),
          Plot.dot(refused.filter((c) => c.method === method && series(c) === k), { ...at, y: refusedY, ...REFUSED }),
        ];
      });
      const plot = {
        ...frame(height, [marginTop, 14, marginBottom, marginLeft]),
        x: { ...x, label: last ? AXIS[lang].cards : null },
        y: { domain, ticks, tickFormat: (v: number) => pct(v, 0), grid: true, label: i === 0 ? m.axisCoverage : null },
        marks: [Plot.ruleY([confidence], lineLook(NOMINAL)), ...marks],
      };
      panels.push({ x: 0, y, plot });
      y += height + 10;
    });

    const summary = coverageSummary(study);
    const [worst] = [...summary.lowest].sort((a, b) => a.coverage! - b.coverage!);
    const exact = run.flatMap((c) => c.exactCoverage ? [c.exactCoverage.clopperPearson] : []);
    const fewest = summary.widest.seeds;
    const widths = run.filter((c) => c.seeds === fewest).map((c) => c.coverageCi![1] - c.coverageCi![0]);
    const at = (list: CoverageCell[], t: number) => list.filter((c) => c.trials === t);
    const byMethod = methods.flatMap((method) => {
      const list = run.filter((c) => c.method === method).map((c) => c.coverage!);
      return list.length ? [m.altMethod(method, list.length, Math.min(...list), Math.max(...list))] : [];
    });
    return {
      title: m.title(summary.shortfalls.length, summary.run.length, confidence, worst),
      caption: m.caption({
        deckSize,
        confidence,
        seeds: trials.map((t) => ({ trials: t, seeds: Math.max(0, ...at(run, t).map((c) => c.seeds)) }))
          .filter((s) => s.seeds > 0),
        exact: exact.length ? [Math.min(...exact), Math.max(...exact)] : undefined,
        refused: trials.map((t) => ({ trials: t, sizes: at(refused, t).map((c) => c.n).sort((a, b) => a - b) }))
          .filter((r) => r.sizes.length > 0),
        shortfalls: summary.shortfalls,
        fewest: { seeds: fewest, widths: [Math.min(...widths), Math.max(...widths)] },
        lowest: summary.lowest,
      }),
      alt: [
        m.alt(deckSize, sizes, trials, confidence),
        ...byMethod,
        m.altShort(summary.shortfalls.length, confidence),
        refused.length ? m.altRefused(refused.length) : "",
      ].filter(Boolean).join(SEPARATOR[lang].sentence),
      data: tidy(cells, ["method", "n", "trials", "status", "minimumTrials", "seeds", "covered", "coverage"])
        .map((row, i) => ({
          ...row,
          lo: cells[i].coverageCi?.[0] ?? null,
          hi: cells[i].coverageCi?.[1] ?? null,
          exact_coverage: cells[i].exactCoverage?.clopperPearson ?? null,
          drawn_as: cells[i].status === "refused" ? "refused" : "point",
        })),
      legend: [
        ...trials.map((t, k) => ({ label: m.legendTrials(t), swatch: swatch.interval(look(k), 1.3) })),
        { label: m.legendNominal(confidence), swatch: [swatch.line(NOMINAL)] },
        ...(run.some((c) => c.exactCoverage)
          ? [{ label: m.legendExact, swatch: [Plot.dot([0.5], { x: 0.5, y: 0.5, ...EXACT_TICK })] }]
          : []),
        ...(refused.length ? [{ label: m.legendRefused, swatch: [swatch.dot(REFUSED)] }] : []),
      ],
      panels,
      labels: panels.map((panel, i) => ({ x: 8, y: panel.y - 8, text: m.panel(methods[i]), bold: true })),
    };
  },
});
