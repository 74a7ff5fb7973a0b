/**
 * The exact chance that n random cards hold no SET, in the small deck of 27 solid cards and the full deck (notebook 6).
 * @module
 */
import * as Plot from "@observablehq/plot";
import { FONT_SIZE, OKABE_ITO } from "../figure.ts";
import { type Chart, composedChart, type FigureInput } from "../chart.ts";
import { dotLook, lineDots, overZeroStrip, swatch } from "./_marks.ts";
import { pct, pctSig, timesPowerOfTen } from "../../present/format.ts";
import { AXIS } from "../words.ts";

/** One exact value: P(no SET | n). */
export type ExactPoint = { n: number; p: number };

/** The input of {@link deckComparisonChart}: each deck's exact values, and the deal marked (default 12; `null`: none). */
export type DeckComparisonInput = FigureInput & { full: ExactPoint[]; small: ExactPoint[]; deal?: number | null };

/** What the alt text states of a deck's curve: where it starts, its last value above 0, and where it is 0. */
type Ends = { first: ExactPoint; last?: ExactPoint; zero?: number };

const small = (p: number) => p < 1e-4 ? timesPowerOfTen(p) : pctSig(p, 2);

const en = {
  title: (small: number, full: number, deal: number | null) =>
    `Every ${small} solid cards hold a SET` +
    `${deal && small <= deal ? `, so an Easy Start table of ${deal} always has one` : ""}; the full deck needs ${full}`,
  legend: { full: "full deck (81 cards)", small: "small deck (27 solid cards, Easy Start)" },
  deal: (n: number) => `${n} cards dealt`,
  caption: (deal: number | null, fullAtDeal?: number) =>
    "The exact probability that n cards dealt at random hold no SET, for the small deck of the rulebook's Easy " +
    "Start (the 27 solid cards; out of C(27, n) tables) and for the full deck (out of C(81, n)), log scale. " +
    "Where a deck has no SET-free table at all the probability is exactly 0, which a log axis cannot show: " +
    "those sizes are marked in the strip under the axis." +
    (deal !== null && fullAtDeal !== undefined
      ? ` Dotted: the ${deal} cards both games deal, where the full deck lacks a SET ${pct(fullAtDeal)} of ` +
        "the time and the small deck never."
      : ""),
  alt: (ends: { small: Ends; full: Ends }) =>
    "Log-scale chart of the probability that n random cards hold no SET, for two decks. " +
    ([["The small deck", ends.small], ["The full deck", ends.full]] as const).map(([label, d]) =>
      `${label} falls from ${pctSig(d.first.p, 2)} at ${d.first.n} cards` +
      (d.last ? ` to ${small(d.last.p)} at ${d.last.n}` : "") +
      (d.zero === undefined ? "." : ` and is exactly 0 from ${d.zero} cards on.`)
    ).join(" "),
};

const zhTW: typeof en = {
  title: (small, full, deal) =>
    `任 ${small} 張實心牌必有 SET${deal && small <= deal ? `，入門玩法的 ${deal} 張桌面一定有 SET` : ""}` +
    `；整副牌要 ${full} 張才必有`,
  legend: { full: "整副牌（81 張）", small: "小牌組（27 張實心牌，入門玩法）" },
  deal: (n) => `發 ${n} 張`,
  caption: (deal, fullAtDeal) =>
    "隨機發 n 張牌沒有 SET 的精確機率：規則書入門玩法的小牌組（27 張實心牌，共 C(27, n) 種桌面）與整副牌（共 " +
    "C(81, n) 種），對數刻度。牌組完全沒有無 SET 桌面時，機率恰為 0，對數刻度畫不出來，改在座標軸下方的橫條標出。" +
    (deal !== null && fullAtDeal !== undefined
      ? `點線：兩種玩法都發 ${deal} 張，整副牌有 ${pct(fullAtDeal)} 沒有 SET，小牌組一次也不會。`
      : ""),
  alt: (ends) =>
    "對數刻度圖：兩副牌隨機 n 張沒有 SET 的機率。" +
    ([["小牌組", ends.small], ["整副牌", ends.full]] as const).map(([label, d]) =>
      `${label}從 ${d.first.n} 張的 ${pctSig(d.first.p, 2)}` +
      (d.last ? ` 降到 ${d.last.n} 張的 ${small(d.last.p)}` : "") +
      (d.zero === undefined ? "。" : `，從 ${d.zero} 張起恰為 0。`)
    ).join(""),
};

const TEXT = { en, "zh-TW": zhTW };

/** The marks of each deck, shared by the chart and its legend: apart in colour, symbol, fill and dash. */
export const DECK_LOOK = {
  full: { stroke: OKABE_ITO.blue, fill: OKABE_ITO.blue, symbol: "circle", dash: "none", r: 3.2, strokeWidth: 1.4 },
  small: { stroke: OKABE_ITO.vermillion, fill: "white", symbol: "square", dash: "5,3", r: 3.2, strokeWidth: 1.4 },
} as const;

const DECKS = ["full", "small"] as const;

/**
 * P(no SET | n) for the small deck beside the full deck, exact, on a log axis over a strip for the sizes where it is
 * 0; a dotted line at the deal. Cost: O(points); two Plot renders.
 *
 * @throws {RangeError} when a deck has no points.
 * @example
 * ```ts
 * import { deckComparisonChart } from "./deck_comparison.ts";
 * import { noSetProbability } from "../../exact/counts.ts";
 * import { equal, match } from "node:assert/strict";
 * const sizes = Array.from({ length: 19 }, (_, i) => 3 + i);
 * const curve = (features: 3 | 4) => sizes.map((n) => ({ n, p: noSetProbability(n, { features }).value }));
 * const fig = deckComparisonChart.draw({ full: curve(4), small: curve(3), parameters: {} }, "en");
 * match(fig.title, /Every 10 solid cards hold a SET/);
 * equal(fig.data.filter((d) => d.drawn_as === "zero").length, 12 + 1);
 * ```
 */
export const deckComparisonChart: Chart<DeckComparisonInput> = composedChart({
  name: "no-set-both-decks",
  uses: [],
  compose(input, lang) {
    const m = TEXT[lang];
    const deal = input.deal === undefined ? 12 : input.deal;
    for (const deck of DECKS) {
      if (input[deck].length === 0) throw new RangeError(`deckComparisonChart: no points for the ${deck} deck`);
    }
    const all = DECKS.flatMap((deck) => [...input[deck]].sort((a, b) => a.n - b.n).map((d) => ({ deck, ...d })));
    const positive = all.filter((d) => d.p > 0);
    const zeros = all.filter((d) => d.p === 0);
    const ends = (deck: (typeof DECKS)[number]): Ends => ({
      first: all.find((d) => d.deck === deck)!,
      last: positive.filter((d) => d.deck === deck).at(-1),
      zero: zeros.find((d) => d.deck === deck)?.n,
    });
    const sizes = [...new Set(all.map((d) => d.n))].sort((a, b) => a - b);
    const x = { domain: [sizes[0] - 0.5, sizes.at(-1)! + 0.5], ticks: sizes };
    const low = Math.floor(Math.log10(Math.min(...positive.map((d) => d.p))));
    const bottom = low % 2 === 0 ? low : low - 1;
    const dealt = deal === null ? [] : [deal];
    const dealMark = Plot.ruleX(dealt, { stroke: "#555555", strokeDasharray: "1.5,3", strokeWidth: 1.2 });
    const dealText = { text: () => m.deal(deal!), textAnchor: "start", lineAnchor: "bottom", dx: 4, dy: -4 } as const;
    return {
      title: m.title(ends("small").zero!, ends("full").zero!, deal),
      caption: m.caption(deal, all.find((d) => d.deck === "full" && d.n === deal)?.p),
      alt: m.alt({ small: ends("small"), full: ends("full") }),
      data: all.map((d) => ({ deck: d.deck, n: d.n, p: d.p, drawn_as: d.p === 0 ? "zero" : "point" })),
      legend: DECKS.map((deck) => ({ label: m.legend[deck], swatch: swatch.series(DECK_LOOK[deck], 1.5) })),
      ...overZeroStrip(lang, {
        height: 290,
        stripHeight: 76,
        marginRight: 14,
        powers: Array.from({ length: -bottom / 2 + 1 }, (_, i) => 10 ** (-2 * i)),
        floor: 10 ** bottom / 2,
        zeroLabel: AXIS[lang].exactZero,
        x,
        marks: [
          dealMark,
          Plot.text(dealt, { x: deal!, y: 1.6, ...dealText, fontSize: FONT_SIZE.small }),
          ...DECKS.flatMap((deck) => lineDots(positive.filter((d) => d.deck === deck), DECK_LOOK[deck])),
        ],
        strip: {
          x: { ...x, tickFormat: "d", label: AXIS[lang].cards },
          y: { type: "point", domain: DECKS, axis: null, padding: 0.8 },
          marks: [
            dealMark,
            ...DECKS.map((deck) =>
              Plot.dot(zeros.filter((d) => d.deck === deck), {
                x: "n",
                y: () => deck,
                ...dotLook({ ...DECK_LOOK[deck], strokeWidth: 1.5 }),
              })
            ),
          ],
        },
      }),
    };
  },
});
