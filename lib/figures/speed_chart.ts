/**
 * The chart of Monte Carlo speed against table size: trials a second on one
 * core for each estimator, from a simulation run's results.
 *
 * @module
 */
import * as Plot from "@observablehq/plot";
import { type Figure, figure } from "./figure.ts";
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

const COLOURS: Record<string, string> = { plain: "#1f77b4", sis: "#ff7f0e" };

/**
 * Trials a second per core against n, log y-axis, one line per estimator, with
 * optional horizontal target lines. Cost: O(points).
 *
 * @example
 * ```ts
 * import { speedChart } from "./speed_chart.ts";
 * import { match } from "node:assert/strict";
 * const fig = speedChart([{ n: 12, method: "plain", perSecond: 1.2e7 }, { n: 12, method: "sis", perSecond: 2e6 }]);
 * match(fig.svg, /per second/);
 * ```
 */
export function speedChart(
  points: readonly SpeedPoint[],
  { name = "no-set-speed", targets = [] as { label: string; perSecond: number; method: string }[] } = {},
): Figure {
  const methods = [...new Set(points.map((d) => d.method))];
  const sizes = [...new Set(points.map((d) => d.n))].sort((a, b) => a - b);
  const colour = (method: string) => COLOURS[method] ?? "#555";
  return figure({
    name,
    title: "How fast each estimator runs, by table size",
    subtitle: "Tables (plain) or importance-sampling paths (sis) per second on one core, log scale; dashed: targets.",
    legend: [
      ...methods.map((method) => ({ label: method, color: colour(method), symbol: "line" as const })),
      ...targets.map((t) => ({ label: t.label, color: colour(t.method), symbol: "square" as const })),
    ],
    x: { label: "cards on the table, n", ticks: sizes, tickFormat: "d" },
    y: { type: "log", label: "trials per second per core", grid: true, tickFormat: "~s" },
    marks: [
      Plot.line(points, { x: "n", y: "perSecond", stroke: (d: SpeedPoint) => colour(d.method), strokeWidth: 2 }),
      Plot.dot(points, { x: "n", y: "perSecond", fill: (d: SpeedPoint) => colour(d.method), r: 3 }),
      Plot.ruleY(targets, {
        y: "perSecond",
        stroke: (d: { method: string }) => colour(d.method),
        strokeDasharray: "5,4",
      }),
    ],
  });
}
