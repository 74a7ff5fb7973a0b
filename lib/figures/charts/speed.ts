/**
 * Monte Carlo speed against table size (notebook 3): a benchmark of this machine.
 * @module
 */
import { axisMargin, OKABE_ITO, powerOfTenTick } from "../figure.ts";
import { type Chart, composedChart, type FigureInput } from "../chart.ts";
import { frame, lineDots, type Look, powerAxis, swatch } from "./_marks.ts";
import { int } from "../../present/format.ts";
import type { SimulationResult } from "../../montecarlo/simulate.ts";
import { AXIS, METHOD_NAME, SEPARATOR } from "../words.ts";

/** One point of the speed chart: trials (tables or paths) a second on one core. */
export type SpeedPoint = { n: number; method: string; perSecond: number };

/** The input of {@link speedChart}: the points of a run made with the run's `seed` and `trials`. */
export type SpeedInput = FigureInput & { points: SpeedPoint[] };

/**
 * The speed points of a run: trials / core-seconds for each result with time measured. Cost: O(results).
 *
 * @example
 * ```ts
 * import { speedPoints } from "./speed.ts";
 * import { deepEqual } from "node:assert/strict";
 * const result = { n: 12, method: "plain", trials: 1000, p: 0, ci: [0, 0], ciMethod: "", seconds: 0.5 } as const;
 * deepEqual(speedPoints([{ ...result, ci: [0, 0] }]), [{ n: 12, method: "plain", perSecond: 2000 }]);
 * ```
 */
export function speedPoints(results: readonly SimulationResult[]): SpeedPoint[] {
  return results.filter((r) => r.seconds > 0).map(({ n, method, trials, seconds }) => ({
    n,
    method,
    perSecond: trials / seconds,
  }));
}

const TEXT = {
  en: {
    title: "How fast each estimator ran here, by table size",
    caption: "Tables (plain sampling) or importance-sampling paths a second on one core, by table size, log scale. " +
      "A benchmark of this machine in this run, not a figure of the article.",
    axisRate: "trials per second per core",
    alt: (summary: string) => `Line chart of trials per second against table size, in this run: ${summary}.`,
  },
  "zh-TW": {
    title: "兩種估計方法在本機的速度與桌面張數",
    caption:
      "單核心每秒可抽的桌面數（直接抽樣）或重要性抽樣路徑數，對數刻度。這是本機在本次執行的效能量測，不是文章的圖。",
    axisRate: "單核心每秒次數",
    alt: (summary: string) => `折線圖：本次執行每秒次數與桌面張數：${summary}。`,
  },
};

const LOOK: Record<string, Look> = {
  plain: { stroke: OKABE_ITO.blue, fill: "white", symbol: "circle", dash: "none" },
  sis: { stroke: OKABE_ITO.vermillion, fill: OKABE_ITO.vermillion, symbol: "triangle", dash: "5,3" },
};

/**
 * Trials a second per core against n, log axis labelled in powers of ten, one line per estimator. Cost: O(points).
 *
 * @example
 * ```ts
 * import { speedChart } from "./speed.ts";
 * import { match } from "node:assert/strict";
 * const points = [{ n: 12, method: "plain", perSecond: 1.2e7 }, { n: 12, method: "sis", perSecond: 2e6 }];
 * match(speedChart.draw({ points, parameters: { seed: "42", trials: 200_000 } }, "en").svg, /10⁷/);
 * ```
 */
export const speedChart: Chart<SpeedInput> = composedChart({
  name: "no-set-speed",
  uses: ["seed", "trials"],
  compose({ points }, lang) {
    const m = TEXT[lang];
    const methods = [...new Set(points.map((d) => d.method))];
    const look = (method: string) => LOOK[method] ?? LOOK.plain;
    const values = points.map((d) => d.perSecond);
    const [lo, hi] = [Math.floor(Math.log10(Math.min(...values))), Math.ceil(Math.log10(Math.max(...values)))];
    const ticks = Array.from({ length: hi - lo + 1 }, (_, i) => 10 ** (lo + i));
    const name = (method: string) => METHOD_NAME[lang][method] ?? method;
    const plot = {
      ...frame(280, [22, 14, 36, axisMargin(ticks.map(powerOfTenTick), lang)]),
      x: { ticks: [...new Set(points.map((d) => d.n))], tickFormat: "d", label: AXIS[lang].cards },
      y: powerAxis(ticks, m.axisRate),
      marks: methods.flatMap((method) =>
        lineDots(points.filter((d) => d.method === method), look(method), { y: "perSecond" })
      ),
    };
    return {
      title: m.title,
      caption: m.caption,
      alt: m.alt(points.map((d) => `${name(d.method)} ${d.n}: ${int(d.perSecond)}`).join(SEPARATOR[lang].long)),
      data: points.map((d) => ({ n: d.n, method: d.method, per_second: d.perSecond })),
      legend: methods.map((method) => ({ label: name(method), swatch: swatch.series(look(method)) })),
      panels: [{ x: 0, y: 0, plot }],
    };
  },
});
