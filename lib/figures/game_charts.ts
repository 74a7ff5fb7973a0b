/**
 * The charts of notebook 5: what happens to the table during a game, for both policies.
 *
 * @module
 */
import * as Plot from "@observablehq/plot";
import { type Figure, figure, type LegendItem } from "./figure.ts";
import type { Policy } from "../game/engine.ts";

/** One point of a by-round chart: a policy's P(no SET) at a deck count, with its interval. */
export interface PolicyRoundRow {
  policy: Policy;
  /** Cards left in the deck. */
  deck: number;
  p: number;
  lo: number;
  hi: number;
}

/** A horizontal reference line: a value and what it is. */
export interface ReferenceLine {
  label: string;
  value: number;
  color: string;
}

/** One share to chart: a policy's share of games with some outcome (`key`: a table size or cards left). */
export interface PolicyShareRow {
  policy: Policy;
  key: number;
  p: number;
  lo: number;
  hi: number;
}

/** The colour of each policy in every chart. */
export const POLICY_COLORS: Record<Policy, string> = { first: "#c0392b", random: "#2471a3" };

const POLICY_LEGEND: LegendItem[] = [
  { label: "first SET found (Norvig)", color: POLICY_COLORS.first },
  { label: "random SET (people)", color: POLICY_COLORS.random },
];

/**
 * P(no SET) on a table of `size` cards round by round, the deck emptying from left to right: each policy's
 * estimates with their 95% intervals, and dashed reference lines (the exact fresh-deal value, published figures).
 *
 * @example
 * ```ts
 * import { noSetByRoundChart } from "./game_charts.ts";
 * import { match } from "node:assert/strict";
 * const fig = noSetByRoundChart([{ policy: "first", deck: 69, p: 0.03, lo: 0.02, hi: 0.04 }], {
 *   size: 12,
 *   references: [{ label: "exact, fresh deal", value: 0.0323, color: "black" }],
 * });
 * match(fig.svg, /cards left in the deck/);
 * ```
 */
export function noSetByRoundChart(
  rows: readonly PolicyRoundRow[],
  { size, references = [], name = `game-no-set-${size}` }: {
    size: number;
    references?: readonly ReferenceLine[];
    name?: string;
  },
): Figure {
  const color = (d: PolicyRoundRow) => POLICY_COLORS[d.policy];
  // the two policies side by side, half a card apart, so their intervals do not hide each other
  const x = (d: PolicyRoundRow) => d.deck + (d.policy === "first" ? 0.5 : -0.5);
  return figure({
    name,
    title: `No SET on ${size} cards during a game`,
    subtitle: `P(no SET) for each round's ${size}-card tables, by cards left in the deck (bars: 95% Wilson intervals)`,
    legend: [
      ...POLICY_LEGEND,
      ...references.map(({ label, color }) => ({ label, color, symbol: "line" as const })),
    ],
    x: { label: "cards left in the deck →", reverse: true, ticks: [69, 60, 48, 36, 24, 12, 0], inset: 10 },
    y: { label: "P(no SET) (%)", grid: true, zero: true, nice: true, percent: true },
    marks: [
      ...references.map(({ value, color }) => Plot.ruleY([value], { stroke: color, strokeDasharray: "5,4" })),
      Plot.ruleX(rows, { x, y1: "lo", y2: "hi", stroke: color, strokeOpacity: 0.6 }),
      Plot.line(rows, { x, y: "p", z: "policy", stroke: color, strokeOpacity: 0.5 }),
      Plot.dot(rows, { x, y: "p", fill: color, r: 2.5 }),
    ],
  });
}

/**
 * Shares of games by an outcome (the largest table needed, or the cards left at the end), both policies side by
 * side, on a log scale so that rare outcomes show; 95% Wilson intervals. Outcomes seen in no game are left out.
 *
 * @example
 * ```ts
 * import { gameShareChart } from "./game_charts.ts";
 * import { match } from "node:assert/strict";
 * const fig = gameShareChart([{ policy: "random", key: 15, p: 0.6, lo: 0.59, hi: 0.61 }], {
 *   name: "demo", title: "Largest table", x: "largest table (cards)",
 * });
 * match(fig.svg, /largest table \(cards\)/);
 * ```
 */
export function gameShareChart(
  rows: readonly PolicyShareRow[],
  { name, title, subtitle, x }: { name: string; title: string; subtitle?: string; x: string },
): Figure {
  const seen = rows.filter((d) => d.p > 0);
  const keys = [...new Set(seen.map((d) => d.key))].sort((a, b) => a - b);
  const color = (d: PolicyShareRow) => POLICY_COLORS[d.policy];
  return figure({
    name,
    title,
    subtitle: subtitle ?? "Share of games (bars: 95% Wilson intervals), log scale; outcomes no game had are left out",
    legend: POLICY_LEGEND,
    height: 360,
    fx: { label: x, domain: keys },
    x: { axis: null, domain: ["first", "random"] },
    y: {
      type: "log",
      nice: true,
      label: "share of games (%, log scale)",
      grid: true,
      tickFormat: (p: number) => `${+(100 * p).toPrecision(2)}`,
    },
    marks: [
      Plot.ruleX(seen, {
        fx: "key",
        x: "policy",
        y1: (d: PolicyShareRow) => Math.max(d.lo, 1e-7),
        y2: "hi",
        stroke: color,
      }),
      Plot.dot(seen, { fx: "key", x: "policy", y: "p", fill: color, r: 4 }),
      Plot.text(seen, {
        fx: "key",
        x: "policy",
        y: "p",
        text: (d: PolicyShareRow) => `${+(100 * d.p).toPrecision(2)}%`,
        dx: 6,
        textAnchor: "start",
        fontSize: 10,
      }),
    ],
  });
}
