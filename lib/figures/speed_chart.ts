/**
 * Monte Carlo speed against table size: trials a second on one core for each estimator, from a
 * simulation run's results. A benchmark of the machine, shown in notebook 3 but not one of the
 * article's figures.
 *
 * @module
 */
import * as Plot from "@observablehq/plot";
import { axisMargin, composeFigure, type Figure, type LegendItem, OKABE_ITO, powerOfTenTick, PRINT } from "./figure.ts";
import type { Lang } from "../common/lang.ts";
import { messages } from "./messages/mod.ts";
import type { SimulationResult } from "../montecarlo/simulate.ts";

/** One point of the speed chart. */
export interface SpeedPoint {
  n: number;
  method: string;
  /** Trials (tables or paths) a second on one core. */
  perSecond: number;
}

/**
 * The speed points of a run: trials / core-seconds for each result with time measured.
 *
 * @example
 * ```ts
 * import { speedPoints } from "./speed_chart.ts";
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

const LOOK: Record<string, { stroke: string; fill: string; symbol: string; dash: string }> = {
  plain: { stroke: OKABE_ITO.blue, fill: "white", symbol: "circle", dash: "none" },
  sis: { stroke: OKABE_ITO.vermillion, fill: OKABE_ITO.vermillion, symbol: "triangle", dash: "5,3" },
};

/**
 * Trials a second per core against n, log axis labelled in powers of ten, one line per estimator.
 * Cost: O(points).
 *
 * @example
 * ```ts
 * import { speedChart } from "./speed_chart.ts";
 * import { match } from "node:assert/strict";
 * const fig = speedChart([{ n: 12, method: "plain", perSecond: 1.2e7 }, { n: 12, method: "sis", perSecond: 2e6 }]);
 * match(fig.svg, /10⁷/);
 * ```
 */
export function speedChart(
  points: readonly SpeedPoint[],
  { lang = "en" }: { lang?: Lang } = {},
): Figure {
  const m = messages(lang).speed;
  const methods = [...new Set(points.map((d) => d.method))];
  const sizes = [...new Set(points.map((d) => d.n))].sort((a, b) => a - b);
  const look = (method: string) => LOOK[method] ?? LOOK.plain;
  const values = points.map((d) => d.perSecond);
  const [lo, hi] = [Math.floor(Math.log10(Math.min(...values))), Math.ceil(Math.log10(Math.max(...values)))];
  const ticks = Array.from({ length: hi - lo + 1 }, (_, i) => 10 ** (lo + i));
  const legend: LegendItem[] = methods.map((method) => ({
    label: m.method(method),
    swatch: [
      Plot.lineY([0.5, 0.5], { x: [0, 1], stroke: look(method).stroke, strokeDasharray: look(method).dash }),
      Plot.dot([0.5], { x: 0.5, y: 0.5, ...look(method), r: 3 }),
    ],
  }));
  return composeFigure({
    name: "no-set-speed",
    lang,
    title: m.title,
    caption: m.caption,
    alt: m.alt(points.map((d) => `${m.method(d.method)} ${d.n}: ${Math.round(d.perSecond)}`).join("; ")),
    data: points.map((d) => ({ n: d.n, method: d.method, per_second: d.perSecond })),
    legend,
    panels: [{
      x: 0,
      y: 0,
      plot: {
        width: PRINT.canvasWidth,
        height: 280,
        marginLeft: axisMargin(ticks.map(powerOfTenTick), lang),
        marginRight: 14,
        marginTop: 22,
        marginBottom: 36,
        x: { ticks: sizes, tickFormat: "d", label: m.axisCards },
        y: {
          type: "log",
          domain: [ticks[0], ticks.at(-1)!],
          ticks,
          tickFormat: powerOfTenTick,
          grid: true,
          label: m.axisRate,
        },
        marks: methods.flatMap((method) => {
          const data = points.filter((d) => d.method === method);
          return [
            Plot.line(data, {
              x: "n",
              y: "perSecond",
              stroke: look(method).stroke,
              strokeDasharray: look(method).dash,
            }),
            Plot.dot(data, { x: "n", y: "perSecond", ...look(method), r: 3 }),
          ];
        }),
      },
    }],
    bodyHeight: 280,
  });
}
