/**
 * The two decks side by side (notebook 6): the exact chance that n random cards hold no SET, for
 * the rulebook's small deck of 27 solid cards (Easy Start) and for the full deck of 81, on one log
 * axis, with the sizes where it is exactly 0 marked below the axis.
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
  overZeroStrip,
  powerOfTenTick,
  PRINT,
} from "./figure.ts";
import type { Lang } from "../common/lang.ts";
import { messages } from "./messages/mod.ts";

/** One exact value: P(no SET | n). */
export interface ExactPoint {
  n: number;
  p: number;
}

/** The marks of each deck, shared by the chart and its legend: apart in colour, symbol, fill and dash. */
export const DECK_LOOK = {
  full: { stroke: OKABE_ITO.blue, fill: OKABE_ITO.blue, symbol: "circle", dash: "none" },
  small: { stroke: OKABE_ITO.vermillion, fill: "white", symbol: "square", dash: "5,3" },
} as const;

type DeckName = keyof typeof DECK_LOOK;

/** Options of {@link deckComparisonChart}. */
export interface DeckComparisonOptions {
  lang?: Lang;
  /** The table size the games deal, marked by a dotted line (default 12; `null` for none). */
  deal?: number | null;
}

/**
 * P(no SET | n) for the small deck (27 solid cards) beside the full deck, exact, on one log axis
 * labelled in powers of ten; the sizes where a deck has no SET-free table (P exactly 0, which a log
 * axis cannot show) as the deck's symbol in a strip under the axis, labelled "exactly 0". A dotted
 * line marks the 12 cards both games deal. The title states from how many cards each deck always
 * holds a SET. Cost: O(points); two Plot renders.
 *
 * @param decks The exact values of each deck (e.g. `noSetProbability(n, { features: 3 }).value` for n = 3..21).
 * @throws {RangeError} when a deck has no points.
 * @example
 * ```ts
 * import { deckComparisonChart } from "./deck_comparison_chart.ts";
 * import { noSetProbability } from "../exact/counts.ts";
 * import { equal, match } from "node:assert/strict";
 * const sizes = Array.from({ length: 19 }, (_, i) => 3 + i);
 * const fig = deckComparisonChart({
 *   full: sizes.map((n) => ({ n, p: noSetProbability(n).value })),
 *   small: sizes.map((n) => ({ n, p: noSetProbability(n, { features: 3 }).value })),
 * }, { lang: "en" });
 * match(fig.title, /Every 10 solid cards hold a SET/);
 * equal(fig.data.filter((d) => d.drawn_as === "zero").length, 12 + 1);
 * ```
 */
export function deckComparisonChart(
  decks: { full: readonly ExactPoint[]; small: readonly ExactPoint[] },
  { lang = "en", deal = 12 }: DeckComparisonOptions = {},
): Figure {
  const msg = messages(lang);
  const m = msg.deckComparison;
  const names: DeckName[] = ["full", "small"];
  for (const deck of names) {
    if (decks[deck].length === 0) throw new RangeError(`deckComparisonChart: no points for the ${deck} deck`);
  }
  const sorted = (deck: DeckName) => [...decks[deck]].sort((a, b) => a.n - b.n);
  const all = names.flatMap((deck) => sorted(deck).map((d) => ({ deck, ...d })));
  const positive = all.filter((d) => d.p > 0);
  const zeros = all.filter((d) => d.p === 0);
  const firstZero = (deck: DeckName) => zeros.find((d) => d.deck === deck)?.n;
  const lastPositive = (deck: DeckName) => positive.filter((d) => d.deck === deck).at(-1);
  const sizes = [...new Set(all.map((d) => d.n))].sort((a, b) => a - b);
  const xDomain = [sizes[0] - 0.5, sizes.at(-1)! + 0.5];
  const low = Math.floor(Math.log10(Math.min(...positive.map((d) => d.p))));
  const bottom = low % 2 === 0 ? low : low - 1;
  const powers = Array.from({ length: -bottom / 2 + 1 }, (_, i) => 10 ** (-2 * i));
  const zeroLabel = m.exactZero;
  const marginLeft = Math.max(
    axisMargin(powers.map(powerOfTenTick), lang),
    axisMargin([zeroLabel], lang, { size: FONT_SIZE.small }),
  );
  const marginRight = 14;
  const height = 290;
  const stripHeight = 76;
  const legend: LegendItem[] = names.map((deck) => ({
    label: m.legend(deck),
    swatch: [
      Plot.lineY([0.5, 0.5], { x: [0, 1], stroke: DECK_LOOK[deck].stroke, strokeDasharray: DECK_LOOK[deck].dash }),
      Plot.dot([0.5], { x: 0.5, y: 0.5, ...DECK_LOOK[deck], r: 3.2, strokeWidth: 1.4 }),
    ],
  }));
  const dealMarks = deal === null ? [] : [
    Plot.ruleX([deal], { stroke: "#555555", strokeDasharray: "1.5,3", strokeWidth: 1.2 }),
  ];
  const top: Plot.PlotOptions = {
    width: PRINT.canvasWidth,
    height,
    marginLeft,
    marginRight,
    marginTop: 22,
    marginBottom: 6,
    x: { domain: xDomain, ticks: sizes, axis: null },
    y: {
      type: "log",
      domain: [10 ** bottom / 2, 1.6],
      ticks: powers,
      tickFormat: powerOfTenTick,
      grid: true,
      label: m.axisProbability,
    },
    marks: [
      ...dealMarks,
      ...(deal === null ? [] : [
        Plot.text([deal], {
          x: deal,
          y: 1.6,
          text: () => m.deal(deal),
          textAnchor: "start",
          lineAnchor: "bottom",
          dx: 4,
          dy: -4,
          fontSize: FONT_SIZE.small,
        }),
      ]),
      ...names.flatMap((deck) => {
        const data = positive.filter((d) => d.deck === deck);
        return [
          Plot.line(data, { x: "n", y: "p", stroke: DECK_LOOK[deck].stroke, strokeDasharray: DECK_LOOK[deck].dash }),
          Plot.dot(data, { x: "n", y: "p", ...DECK_LOOK[deck], r: 3.2, strokeWidth: 1.4 }),
        ];
      }),
    ],
  };
  const strip: Plot.PlotOptions = {
    width: PRINT.canvasWidth,
    height: stripHeight,
    marginLeft,
    marginRight,
    marginTop: 4,
    marginBottom: 36,
    x: { domain: xDomain, ticks: sizes, tickFormat: "d", label: m.axisCards },
    y: { type: "point", domain: names, axis: null, padding: 0.8 },
    marks: [
      Plot.frame({ stroke: "#cccccc" }),
      ...dealMarks,
      ...names.map((deck) =>
        Plot.dot(zeros.filter((d) => d.deck === deck), { x: "n", y: () => deck, ...DECK_LOOK[deck], r: 3.2 })
      ),
    ],
  };
  const data: DataRow[] = all.map((d) => ({ deck: d.deck, n: d.n, p: d.p, drawn_as: d.p === 0 ? "zero" : "point" }));
  const at = (deck: DeckName, n: number) => all.find((d) => d.deck === deck && d.n === n)?.p;
  const summary = (deck: DeckName) => {
    const first = sorted(deck)[0];
    const last = lastPositive(deck);
    return { first, last, zero: firstZero(deck) };
  };
  return composeFigure({
    name: "no-set-both-decks",
    lang,
    title: m.title(firstZero("small"), firstZero("full"), deal),
    caption: m.caption(deal === null ? undefined : deal, deal === null ? undefined : at("full", deal)),
    alt: m.alt(summary("small"), summary("full")),
    data,
    legend,
    ...overZeroStrip(top, strip, { height, stripHeight, marginLeft, zeroLabel }),
  });
}
