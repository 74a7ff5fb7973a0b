/**
 * The coverage study as a figure (notebook 4): do the 95% intervals the two estimators report
 * contain the exact P(no SET | n) at least 95% of the time, at every table size and trial count?
 * One panel per estimator; in each, every cell of the study is a dot (its coverage over the seeds)
 * with its own Clopper–Pearson interval, one series per trial count, against the nominal 95%.
 *
 * @module
 */
import * as Plot from "@observablehq/plot";
import {
  axisMargin,
  composeFigure,
  type DataRow,
  type Figure,
  type Label,
  type LegendItem,
  OKABE_ITO,
  type Panel,
  PRINT,
} from "./figure.ts";
import { stepTicks } from "./_ticks.ts";
import type { Lang } from "../common/lang.ts";
import { messages } from "./messages/mod.ts";
import { pct } from "../present/format.ts";
import type { CoverageCell, CoverageStudy } from "../montecarlo/coverage.ts";
import type { EstimateMethod } from "../montecarlo/estimate.ts";
import { coverageSummary } from "../present/coverage_summary.ts";

/** What {@link coverageChart} needs of a study (a {@link CoverageStudy} read from JSON will do). */
export type CoverageInput = Pick<CoverageStudy, "confidence" | "cells" | "deckSize"> & Partial<CoverageStudy>;

/**
 * The looks of the trial-count series, in increasing order of trials: each differs from the
 * others in symbol, and from its neighbours in fill (hollow or filled) and colour, so that the
 * series stay apart in greyscale.
 */
export const TRIALS_LOOK = [
  { stroke: OKABE_ITO.orange, fill: "white", symbol: "circle" },
  { stroke: OKABE_ITO.skyBlue, fill: OKABE_ITO.skyBlue, symbol: "square" },
  { stroke: OKABE_ITO.vermillion, fill: "white", symbol: "triangle" },
  { stroke: OKABE_ITO.blue, fill: OKABE_ITO.blue, symbol: "diamond" },
  { stroke: OKABE_ITO.purple, fill: "white", symbol: "star" },
  { stroke: OKABE_ITO.green, fill: OKABE_ITO.green, symbol: "cross" },
] as const;

const NOMINAL = { stroke: OKABE_ITO.black, dash: "5,3", width: 1.2 } as const;
const EXACT_TICK = { stroke: OKABE_ITO.black, width: 2 } as const;
const REFUSED = { stroke: "#666666", symbol: "times", r: 3.5 } as const;
const METHODS: readonly EstimateMethod[] = ["plain", "sis"];

/** One drawn cell: the study's cell and its series (the index of its trial count). */
interface Drawn {
  cell: CoverageCell;
  series: number;
}

/** A horizontal bar as a symbol, so that a value can be marked beside a dot with the same sideways shift. */
const DASH = {
  draw(context: { moveTo(x: number, y: number): void; lineTo(x: number, y: number): void }, size: number): void {
    const half = Math.sqrt(size / Math.PI) * 1.6;
    context.moveTo(-half, 0);
    context.lineTo(half, 0);
  },
};

/** Options of {@link coverageChart}. */
export interface CoverageChartOptions {
  lang?: Lang;
}

/**
 * The coverage study's figure. Two panels, plain sampling above and importance sampling below,
 * on a linear percentage axis whose range holds every point and interval (85% to 100% when
 * nothing falls lower): for each cell run, its coverage (the share of seeds whose 95% interval
 * contained the exact value) as a dot with its own 95% Clopper–Pearson interval, at x = table
 * size, the trial counts as series shifted slightly apart (told apart by colour, symbol and fill);
 * the nominal coverage as a dashed line; for plain sampling, the exact coverage of its interval
 * (from the binomial distribution) as a short black bar. Cells importance sampling refuses (fewer
 * trials than its minimum at that size) are marked with a grey × at the foot of the panel, listed
 * in the caption, and kept in the data. The title counts the cells whose interval lies wholly
 * below the nominal level and gives the lowest estimate; the caption says how wide a cell's
 * interval can be, so how large a shortfall could go unseen (`coverageSummary`). Cost: O(cells);
 * one Plot render per panel.
 *
 * @param study A coverage study (`coverageStudy(...)`, or `data/coverage.json` read back).
 * @returns The figure, named `coverage` (`coverage-small-deck` for the 27-card deck).
 * @example
 * ```ts
 * import { coverageChart } from "./coverage_chart.ts";
 * import type { CoverageCell } from "../montecarlo/coverage.ts";
 * import { clopperPearson } from "../stats/intervals.ts";
 * import { equal, match } from "node:assert/strict";
 * const cell = (method: "plain" | "sis", trials: number, covered: number, seeds: number): CoverageCell => ({
 *   method, n: 12, trials, status: seeds ? "run" : "refused", minimumTrials: method === "sis" ? 10_000 : 1, seeds,
 *   covered, below: 0, above: seeds - covered, failed: 0, coverage: seeds ? covered / seeds : null,
 *   coverageCi: seeds ? clopperPearson(covered, seeds) : null, trialsRun: seeds ? trials : 0, ciMethod: "",
 *   relativeHalfWidth: null, seconds: 0,
 * });
 * const fig = coverageChart({ confidence: 0.95, cells: [
 *   { ...cell("plain", 1000, 1910, 2000), exactCoverage: { clopperPearson: 0.96, wilson: 0.95, wald: 0.94 } },
 *   cell("sis", 1000, 0, 0), cell("sis", 10_000, 190, 200),
 * ] });
 * equal(fig.name, "coverage");
 * equal(fig.data.find((d) => d.method === "sis" && d.trials === 1000)!.drawn_as, "refused");
 * match(fig.caption, /Refused \(×\): .* 1,000 trials at 12 cards/);
 * ```
 */
export function coverageChart(study: CoverageInput, options: CoverageChartOptions = {}): Figure {
  const deckSize = study.deckSize ?? 81;
  const { lang = "en" } = options;
  const msg = messages(lang);
  const m = msg.coverage;
  const confidence = study.confidence;
  const cells = study.cells.filter((c) => METHODS.includes(c.method));
  const trials = [...new Set(cells.map((c) => c.trials))].sort((a, b) => a - b);
  if (trials.length > TRIALS_LOOK.length) {
    throw new RangeError(
      `coverageChart: ${trials.length} trial counts, more than the ${TRIALS_LOOK.length} it can tell apart`,
    );
  }
  const sizes = [...new Set(cells.map((c) => c.n))].sort((a, b) => a - b);
  const methods = METHODS.filter((method) => cells.some((c) => c.method === method));
  const drawn: Drawn[] = cells.map((cell) => ({ cell, series: trials.indexOf(cell.trials) }));
  const run = drawn.filter((d) => d.cell.status === "run" && d.cell.coverage !== null);
  const refused = drawn.filter((d) => d.cell.status === "refused");

  // The range: every point and interval, at least 85% to 100%, in steps of 5%, with a strip below for refused cells.
  const lowest = Math.min(0.85, ...run.map((d) => d.cell.coverageCi?.[0] ?? d.cell.coverage!));
  const bottom = Math.floor(lowest * 20 + 1e-9) / 20;
  const span = 1 - bottom;
  const domain = [bottom - (refused.length ? 0.09 : 0.03) * span, 1 + 0.03 * span];
  const refusedY = bottom - 0.055 * span;
  const ticks = stepTicks(bottom, 1, span > 0.3 ? 0.1 : 0.05);
  const tickLabel = (v: number) => pct(v, 0);
  const marginLeft = axisMargin(ticks.map(tickLabel), lang);

  // The series side by side at each size, a fixed distance apart in canvas units.
  const plotWidth = PRINT.canvasWidth - marginLeft - 14;
  const spacing = Math.min(13, (plotWidth / sizes.length) * 0.75 / trials.length);
  const dx = (series: number) => (series - (trials.length - 1) / 2) * spacing;
  const plotArea = 160;
  const panels: Panel[] = [];
  const labels: Label[] = [];
  let y = 0;
  methods.forEach((method, i) => {
    const inPanel = (list: Drawn[]) => list.filter((d) => d.cell.method === method);
    const last = i === methods.length - 1;
    labels.push({ x: 8, y: y + 12, text: m.panel(method), bold: true });
    y += 20;
    const marginTop = i === 0 ? 24 : 8, marginBottom = last ? 40 : 24;
    const height = plotArea + marginTop + marginBottom;
    panels.push({
      x: 0,
      y,
      plot: {
        width: PRINT.canvasWidth,
        height,
        marginLeft,
        marginRight: 14,
        marginTop,
        marginBottom,
        x: {
          domain: [sizes[0] - 0.5, sizes.at(-1)! + 0.5],
          ticks: sizes,
          tickFormat: "d",
          label: last ? m.axisCards : null,
        },
        y: {
          domain,
          ticks,
          tickFormat: tickLabel,
          grid: true,
          label: i === 0 ? m.axisCoverage : null,
        },
        marks: [
          Plot.ruleY([confidence], {
            stroke: NOMINAL.stroke,
            strokeDasharray: NOMINAL.dash,
            strokeWidth: NOMINAL.width,
          }),
          ...trials.flatMap((_, series) => {
            const look = TRIALS_LOOK[series];
            const data = inPanel(run).filter((d) => d.series === series);
            const at = { x: (d: Drawn) => d.cell.n, dx: dx(series) };
            return [
              Plot.ruleX(data.filter((d) => d.cell.coverageCi), {
                ...at,
                y1: (d: Drawn) => d.cell.coverageCi![0],
                y2: (d: Drawn) => d.cell.coverageCi![1],
                stroke: look.stroke,
                strokeWidth: 1.3,
              }),
              Plot.dot(data.filter((d) => d.cell.exactCoverage), {
                ...at,
                y: (d: Drawn) => d.cell.exactCoverage!.clopperPearson,
                symbol: DASH,
                r: 3.5,
                stroke: EXACT_TICK.stroke,
                strokeWidth: EXACT_TICK.width,
              }),
              Plot.dot(data, { ...at, y: (d: Drawn) => d.cell.coverage, ...look, r: 3.5, strokeWidth: 1.4 }),
              Plot.dot(inPanel(refused).filter((d) => d.series === series), {
                ...at,
                y: refusedY,
                ...REFUSED,
                strokeWidth: 1.3,
              }),
            ];
          }),
        ],
      },
    });
    y += height + 10;
  });
  const bodyHeight = y - 10;

  const legend: LegendItem[] = [
    ...trials.map((t, series) => ({
      label: m.legendTrials(t),
      swatch: [
        Plot.ruleX([0.5], { y1: 0.05, y2: 0.95, stroke: TRIALS_LOOK[series].stroke, strokeWidth: 1.3 }),
        Plot.dot([0.5], { x: 0.5, y: 0.5, ...TRIALS_LOOK[series], r: 3.5, strokeWidth: 1.4 }),
      ],
    })),
    {
      label: m.legendNominal(confidence),
      swatch: [
        Plot.ruleY([0.5], { x1: 0, x2: 1, stroke: NOMINAL.stroke, strokeDasharray: NOMINAL.dash, strokeWidth: 1.2 }),
      ],
    },
    ...(run.some((d) => d.cell.exactCoverage)
      ? [{
        label: m.legendExact,
        swatch: [
          Plot.dot([0.5], {
            x: 0.5,
            y: 0.5,
            symbol: DASH,
            r: 3.5,
            stroke: EXACT_TICK.stroke,
            strokeWidth: EXACT_TICK.width,
          }),
        ],
      }]
      : []),
    ...(refused.length
      ? [{ label: m.legendRefused, swatch: [Plot.dot([0.5], { x: 0.5, y: 0.5, ...REFUSED, strokeWidth: 1.3 })] }]
      : []),
  ];

  const summary = coverageSummary(study);
  const shortfalls = summary.shortfalls;
  const [worst] = [...summary.lowest].sort((a, b) => a.coverage! - b.coverage!);
  const exactValues = run.flatMap((d) => d.cell.exactCoverage ? [d.cell.exactCoverage.clopperPearson] : []);
  const refusedList = trials.map((t) => ({
    trials: t,
    sizes: refused.filter((d) => d.cell.trials === t).map((d) => d.cell.n).sort((a, b) => a - b),
  })).filter((r) => r.sizes.length > 0);
  const seeds = trials.map((t) => ({
    trials: t,
    seeds: Math.max(0, ...run.filter((d) => d.cell.trials === t).map((d) => d.cell.seeds)),
  })).filter((s) => s.seeds > 0);
  const data: DataRow[] = drawn.map(({ cell }) => ({
    method: cell.method,
    n: cell.n,
    trials: cell.trials,
    status: cell.status,
    minimum_trials: cell.minimumTrials,
    seeds: cell.seeds,
    covered: cell.covered,
    coverage: cell.coverage,
    lo: cell.coverageCi?.[0] ?? null,
    hi: cell.coverageCi?.[1] ?? null,
    exact_coverage: cell.exactCoverage?.clopperPearson ?? null,
    drawn_as: cell.status === "refused" ? "refused" : "point",
  }));
  const byMethod = (method: EstimateMethod) => {
    const list = run.filter((d) => d.cell.method === method).map((d) => d.cell.coverage!);
    return list.length ? { min: Math.min(...list), max: Math.max(...list), cells: list.length } : undefined;
  };
  return composeFigure({
    name: deckSize === 27 ? "coverage-small-deck" : "coverage",
    lang,
    title: m.title({
      shortfalls: shortfalls.length,
      cells: summary.run.length,
      confidence,
      lowest: { coverage: worst.coverage!, seeds: worst.seeds },
    }),
    caption: m.caption({
      deckSize,
      confidence,
      seeds,
      exact: exactValues.length ? [Math.min(...exactValues), Math.max(...exactValues)] : undefined,
      refused: refusedList,
      shortfalls: shortfalls.map((c) => ({ method: c.method, n: c.n, trials: c.trials })),
      widest: { seeds: summary.widest.seeds, width: summary.widest.coverageCi![1] - summary.widest.coverageCi![0] },
      lowest: summary.lowest.map((c) => ({
        method: c.method,
        n: c.n,
        trials: c.trials,
        coverage: c.coverage!,
        lo: c.coverageCi![0],
        hi: c.coverageCi![1],
      })),
    }),
    alt: m.alt({
      deckSize,
      confidence,
      sizes: [sizes[0], sizes.at(-1)!],
      trials,
      plain: byMethod("plain"),
      sis: byMethod("sis"),
      shortfalls: shortfalls.length,
      refused: refused.length,
    }),
    data,
    legend,
    panels,
    labels,
    bodyHeight,
  });
}
