/**
 * The figures of notebook 5: what happens to the table during real games, for both ways of
 * taking a SET (the first found, as Norvig's simulation did; a random one, our assumption about
 * how people play).
 *
 * @module
 */
import * as Plot from "@observablehq/plot";
import {
  axisMargin,
  composeFigure,
  type DataRow,
  type Figure,
  FONT_SIZE,
  type LegendItem,
  OKABE_ITO,
  PRINT,
} from "./figure.ts";
import { logPercentTicks } from "./_ticks.ts";
import type { Lang } from "../common/lang.ts";
import { messages } from "./messages/mod.ts";
import { pct, pctSig } from "../present/format.ts";
import type { Policy } from "../game/engine.ts";
import { clopperPearson } from "../stats/intervals.ts";

/** A policy's share with its 95% interval: `count` of `total`. */
interface Share {
  policy: Policy;
  count: number;
  total: number;
  p: number;
  lo: number;
  hi: number;
}

/** One point of a by-round figure: a policy's P(no SET) with `deck` cards left in the deck. */
export interface GameRoundRow extends Share {
  deck: number;
}

/** One bar of a share figure: a policy's share of games with the outcome `key` (a table size, or cards left). */
export interface GameShareRow extends Share {
  key: number;
}

/** The marks' looks, shared by charts and legends: the two policies apart in colour, shape, fill and dash. */
export const POLICY_LOOK = {
  first: { stroke: OKABE_ITO.vermillion, fill: OKABE_ITO.vermillion, symbol: "circle", r: 3, dash: "none" },
  random: { stroke: OKABE_ITO.blue, fill: "white", symbol: "square", r: 3, dash: "5,3" },
} as const;

const REFERENCE_LOOK = {
  exact: { stroke: OKABE_ITO.black, dash: "7,4", width: 1.2 },
  given: { stroke: OKABE_ITO.purple, dash: "9,3,2,3", width: 1.6 },
  norvig: { stroke: OKABE_ITO.green, dash: "1.5,3", width: 2 },
} as const;

// The reference series as the CSV names them.
const SERIES = {
  exact: () => "exact fresh deal",
  given: (cards?: number) => `exact fresh deal, no SET in the first ${cards}`,
  norvig: () => "Norvig in play",
} as const;

function policyLegend(lang: Lang, withLines: boolean): LegendItem[] {
  const m = messages(lang).game.policy;
  return (["first", "random"] as const).map((policy) => {
    const look = POLICY_LOOK[policy];
    return {
      label: m[policy],
      swatch: [
        withLines
          ? Plot.lineY([0.5, 0.5], { x: [0, 1], stroke: look.stroke, strokeDasharray: look.dash, strokeWidth: 1.2 })
          : Plot.ruleY([0.5], { x1: 0.1, x2: 0.9, stroke: look.stroke, strokeWidth: 1.2 }),
        Plot.dot([0.5], { x: 0.5, y: 0.5, stroke: look.stroke, fill: look.fill, symbol: look.symbol, r: look.r }),
      ],
    };
  });
}

/** Options of {@link gameNoSetChart}. */
export interface GameNoSetOptions {
  lang?: Lang;
  /** The table size: 12 or 15. */
  size: number;
  /** Games played per policy. */
  games: number;
  /** The exact P(no SET) of a fresh deal of `size` cards. */
  exact: number;
  /**
   * For a size the rules deal only after a smaller table held no SET (15 cards, after 12): the exact
   * P(no SET) of a fresh deal of `size` cards whose first `cards` hold none, P(size) / P(cards)
   * (`conditionalNoSet(size, cards)`). That is the fresh-deal value the in-play rate is compared with.
   */
  given?: { cards: number; p: number };
  /** Norvig's in-play figure for `size` cards, when there is one. */
  norvig?: number;
}

/**
 * P(no SET) on the `size`-card tables of each round, by cards left in the deck (69 down to 0,
 * the deck emptying left to right), both policies with 95% intervals, on a log axis labelled in
 * percentages, so that the fresh-deal value stands clear of the axis even at 15 cards (0.036%
 * against about 1% in play). Dashed: the exact fresh-deal value; dash-dotted, with `given`: the
 * exact value of a fresh deal whose first cards hold no SET; dotted: Norvig's in-play figure. The
 * title compares the in-play rate (pooled over the rounds after the first) with `given` when it is
 * set, else with the fresh-deal value. Cost: O(rows).
 *
 * @param rows Each policy's `noSetByRound(tally, size)` rows with `policy` added.
 * @example
 * ```ts
 * import { gameNoSetChart } from "./game_charts.ts";
 * import { match } from "node:assert/strict";
 * const row = { count: 60, total: 1000, p: 0.06, lo: 0.047, hi: 0.077 };
 * const fig = gameNoSetChart([{ policy: "first", deck: 69, ...row }, { policy: "random", deck: 33, ...row }], {
 *   size: 12, games: 1000, exact: 0.0323, norvig: 0.0639,
 * });
 * match(fig.title, /12 cards lack a SET 1\.9 times as often/);
 * ```
 */
export function gameNoSetChart(rows: readonly GameRoundRow[], options: GameNoSetOptions): Figure {
  const { lang = "en", size, games, exact, given, norvig } = options;
  const msg = messages(lang);
  const m = msg.game.byRound;
  const x = (d: GameRoundRow) => d.deck + (d.policy === "first" ? 0.6 : -0.6);
  const values = [
    ...rows.flatMap((d) => [d.lo, d.hi]).filter((v) => v > 0),
    exact,
    ...(given ? [given.p] : []),
    ...(norvig ? [norvig] : []),
  ];
  const domain = [Math.min(...values) / 1.6, Math.max(...values) * 1.25];
  const ticks = logPercentTicks(domain[0], domain[1]);
  const tickLabel = (v: number) => pctSig(v, 1).replace(/^(\d+)\.0%$/, "$1%");
  const later = rows.filter((d) => d.deck < 69);
  const pooled = (list: readonly GameRoundRow[]) =>
    list.reduce((s, d) => s + d.count, 0) / Math.max(1, list.reduce((s, d) => s + d.total, 0));
  const references = [
    { kind: "exact" as const, value: exact, label: m.legendExact(exact) },
    ...(given === undefined
      ? []
      : [{ kind: "given" as const, value: given.p, label: m.legendGiven(given.p, given.cards) }]),
    ...(norvig === undefined ? [] : [{ kind: "norvig" as const, value: norvig, label: m.legendNorvig(norvig) }]),
  ];
  const legend: LegendItem[] = [
    ...policyLegend(lang, true),
    ...references.map(({ kind, label }) => ({
      label,
      swatch: [Plot.lineY([0.5, 0.5], {
        x: [0, 1],
        stroke: REFERENCE_LOOK[kind].stroke,
        strokeDasharray: REFERENCE_LOOK[kind].dash,
        strokeWidth: REFERENCE_LOOK[kind].width,
      })],
    })),
  ];
  const plot: Plot.PlotOptions = {
    width: PRINT.canvasWidth,
    height: 300,
    marginLeft: axisMargin(ticks.map(tickLabel), lang),
    marginRight: 16,
    marginTop: 22,
    marginBottom: 36,
    x: { domain: [71, -2], ticks: [69, 60, 48, 36, 24, 12, 0], tickFormat: "d", label: m.axisDeck },
    y: { type: "log", domain, ticks, tickFormat: tickLabel, grid: true, label: m.axisShare },
    marks: [
      ...references.map(({ kind, value }) =>
        Plot.ruleY([value], {
          stroke: REFERENCE_LOOK[kind].stroke,
          strokeDasharray: REFERENCE_LOOK[kind].dash,
          strokeWidth: REFERENCE_LOOK[kind].width,
        })
      ),
      ...(["first", "random"] as const).flatMap((policy) => {
        const look = POLICY_LOOK[policy];
        const data = rows.filter((d) => d.policy === policy && d.p > 0);
        return [
          Plot.ruleX(data, { x, y1: "lo", y2: "hi", stroke: look.stroke, strokeOpacity: 0.75 }),
          Plot.line(data, { x, y: "p", stroke: look.stroke, strokeDasharray: look.dash, strokeWidth: 1.2 }),
          Plot.dot(data, { x, y: "p", stroke: look.stroke, fill: look.fill, symbol: look.symbol, r: look.r }),
        ];
      }),
    ],
  };
  const firstRound = rows.filter((d) => d.deck === 69);
  const rates = {
    first: firstRound.length ? pooled(firstRound) : undefined,
    later: pooled(later),
    exact,
    given,
  };
  const data: DataRow[] = [
    ...rows.map((d) => ({
      series: d.policy,
      deck: d.deck,
      count: d.count,
      total: d.total,
      p: d.p,
      lo: d.lo,
      hi: d.hi,
    })),
    ...references.map((r) => ({ series: SERIES[r.kind](given?.cards), p: r.value })),
  ];
  return composeFigure({
    name: `game-no-set-${size}`,
    lang,
    title: given ? m.titleGiven(size, pooled(later) / given.p, given.cards) : m.title(size, pooled(later) / exact),
    caption: m.caption(size, games, given?.cards),
    alt: m.alt(size, rates),
    data,
    legend,
    panels: [{ x: 0, y: 0, plot }],
    bodyHeight: 300,
  });
}

/** Options of {@link gameShareChart}. */
export interface GameShareOptions {
  lang?: Lang;
  /** `"largest"`: the largest table a game needed (12, 15, 18, 21); `"leftover"`: cards left at the end (0–18). */
  kind: "largest" | "leftover";
  /** Games played per policy. */
  games: number;
}

const KEYS = { largest: [12, 15, 18, 21], leftover: [0, 3, 6, 9, 12, 15, 18] } as const;
const IMPOSSIBLE = { largest: [] as number[], leftover: [3] };

/**
 * Shares of games by an outcome, one row per outcome and both policies in each, on a log axis
 * labelled in percentages with 95% Clopper–Pearson intervals. Every outcome is shown: one no game had as
 * "0 of N" with an arrow down from its 95% upper bound, an impossible one (3 cards left) as
 * "impossible". Each share is written beside its dot. Cost: O(rows).
 *
 * @param rows Each policy's `tableSizeShares` (key = size) or `leftoverShares` (key = cards) rows with `policy`.
 * @example
 * ```ts
 * import { gameShareChart } from "./game_charts.ts";
 * import { match } from "node:assert/strict";
 * const share = (key: number, count: number) => ({ key, count, total: 1000, p: count / 1000, lo: 0, hi: 0 });
 * const rows = (["first", "random"] as const).flatMap((policy) =>
 *   [share(12, 330, ), share(15, 655), share(18, 15)].map((r) => ({ policy, ...r })));
 * const fig = gameShareChart(rows, { kind: "largest", games: 1000 });
 * match(fig.svg, /0 of 1,000/);
 * ```
 */
export function gameShareChart(rows: readonly GameShareRow[], options: GameShareOptions): Figure {
  const { lang = "en", kind, games } = options;
  const msg = messages(lang);
  const m = kind === "largest" ? msg.game.largest : msg.game.leftover;
  const keys: number[] = [...KEYS[kind]];
  const impossible = IMPOSSIBLE[kind];
  const filled: GameShareRow[] = [];
  for (const key of keys.filter((k) => !impossible.includes(k))) {
    for (const policy of ["first", "random"] as const) {
      const row = rows.find((d) => d.key === key && d.policy === policy);
      if (row && row.count > 0) filled.push(row);
      else {
        const [lo, hi] = clopperPearson(0, games);
        filled.push({ policy, key, count: 0, total: games, p: 0, lo, hi });
      }
    }
  }
  const positive = filled.filter((d) => d.count > 0);
  const zeros = filled.filter((d) => d.count === 0);
  const low = Math.min(...positive.map((d) => d.lo).filter((v) => v > 0), ...zeros.map((d) => d.hi / 8));
  const domain = [10 ** Math.floor(Math.log10(low)), 1];
  const ticks = Array.from({ length: -Math.log10(domain[0]) + 1 }, (_, i) => 10 ** -i);
  const y = (d: GameShareRow) => `${d.key}`;
  const valueLabel = (d: GameShareRow) => d.p >= 0.1 ? pct(d.p, 0) : pctSig(d.p, 2);
  const height = 62 + 40 * keys.length;
  const plot: Plot.PlotOptions = {
    width: PRINT.canvasWidth,
    height,
    marginLeft: axisMargin(keys.map(String), lang),
    marginRight: 24,
    marginTop: 24,
    marginBottom: 40,
    x: {
      type: "log",
      domain,
      ticks,
      tickFormat: (v: number) => pctSig(v, 1),
      grid: true,
      label: m.axisShare,
    },
    y: { domain: keys.map(String), label: null, tickSize: 0 },
    marks: [
      ...(["first", "random"] as const).flatMap((policy) => {
        const look = POLICY_LOOK[policy];
        const data = positive.filter((d) => d.policy === policy);
        const zero = zeros.filter((d) => d.policy === policy);
        const dy = policy === "first" ? -7 : 7;
        return [
          Plot.link(data, { x1: "lo", x2: "hi", y1: y, y2: y, dy, stroke: look.stroke, strokeWidth: 1.2 }),
          Plot.dot(data, { x: "p", y, dy, stroke: look.stroke, fill: look.fill, symbol: look.symbol, r: look.r + 0.5 }),
          Plot.text(data, { x: "hi", y, dy, text: valueLabel, dx: 6, textAnchor: "start", fontSize: FONT_SIZE.small }),
          Plot.arrow(zero, {
            x1: "hi",
            x2: (d: GameShareRow) => d.hi / 8,
            y1: y,
            y2: y,
            dy,
            stroke: look.stroke,
            strokeWidth: 1.2,
            headLength: 5,
          }),
          Plot.tickX(zero, { x: "hi", y, dy, stroke: look.stroke, strokeWidth: 1.2, inset: 13 }),
          // "0 of N" on the policy's own line: on the row's middle line it ran into the other policy's share.
          Plot.text(zero, {
            x: "hi",
            y,
            dy,
            text: () => m.none(games),
            dx: 8,
            textAnchor: "start",
            fontSize: FONT_SIZE.small,
          }),
        ];
      }),
      Plot.text(impossible, {
        x: domain[0],
        y: (key: number) => `${key}`,
        text: () => (kind === "leftover" ? msg.game.leftover.impossible : ""),
        dx: 6,
        textAnchor: "start",
        fontStyle: "italic",
        fontSize: FONT_SIZE.small,
      }),
    ],
  };
  const share = (key: number) => {
    const list = filled.filter((d) => d.key === key);
    return list.reduce((s, d) => s + d.count, 0) / Math.max(1, list.reduce((s, d) => s + d.total, 0));
  };
  const shares = keys.filter((k) => !impossible.includes(k)).map((k) => m.share(k, pctSig(share(k), 2)))
    .join(", ");
  const title = kind === "largest"
    ? msg.game.largest.title(share(15), share(18), games, share(21) === 0)
    : msg.game.leftover.title(share(0));
  const data: DataRow[] = [
    ...filled.map((d) => ({
      policy: d.policy,
      key: d.key,
      count: d.count,
      total: d.total,
      p: d.p,
      lo: d.lo,
      hi: d.hi,
    })),
    ...impossible.map((key) => ({
      policy: "both",
      key,
      count: 0,
      total: games,
      p: 0,
      lo: null,
      hi: null,
      note: "impossible",
    })),
  ];
  return composeFigure({
    name: kind === "largest" ? "game-largest-table" : "game-leftover",
    lang,
    title,
    caption: m.caption(games),
    alt: m.alt(shares),
    data,
    legend: policyLegend(lang, false),
    panels: [{ x: 0, y: 0, plot }],
    labels: [{ x: 8, y: 14, text: kind === "largest" ? msg.game.largest.axisSize : msg.game.leftover.axisLeft }],
    bodyHeight: height,
  });
}
