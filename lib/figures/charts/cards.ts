/**
 * Card pictures as figures, each exact: the third card of a pair (notebook 1), the deck in three layers, the layer
 * method of the exact count and the largest table without a SET (notebook 4).
 * @module
 */
import { type Card, cardCode, DECK } from "../../core/card.ts";
import { THIRD, thirdCard } from "../../core/rule.ts";
import { CONTENT_WIDTH, FONT_SIZE, textElement } from "../figure.ts";
import { type Chart, composedChart, type FigureInput } from "../chart.ts";
import { CARD_RATIO, cardGrid, cardPicture, cardSections } from "./_cards.ts";
import { CARD_NAME, CODE_KEY } from "../words.ts";

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const layerOf = (card: Card) => Math.floor(card / 27);

const en = {
  third: {
    title: (a: string, b: string, c: string) => `Any two cards have exactly one third card: ${a} and ${b} need ${c}`,
    caption: (a: string, b: string, c: string) =>
      `${capital(a)} and ${b} need ${c}: in every feature the three are all the same or all different, and the sum ` +
      "of their values is 0 mod 3.",
    alt: (a: string, b: string, c: string) =>
      `Three SET cards side by side: ${a}, ${b} and, outlined, the card that completes them, ${c}.`,
    pair: "the pair",
    third: "the third card",
  },
  layers: {
    title: "The 81 cards are three layers of 27, one for each shading",
    caption: "The whole deck, one block per shading (solid, striped, open); within a layer, colour and " +
      "shape vary across, number down. Each layer is a copy of the small deck, (Z₃)³.",
    alt: "All 81 SET cards in three blocks of 27: the solid cards, the striped cards and the open cards.",
    layer: (shading: number) => `${["Solid", "Striped", "Open"][shading]} cards (27)`,
  },
  method: {
    title: (n: number, forbidden: number, left: number) =>
      `In this example, the solid and the striped layer of a SET-free table of ${n} cards rule out ${forbidden} of ` +
      `the 27 open cards: ${left} are left`,
    caption: (c0: number, c1: number, c2: number) =>
      `A table with no SET, split by shading: ${c0} solid cards (C0) and ${c1} striped cards (C1), each ` +
      "without a SET. Every open card that completes a pair of one C0 and one C1 card is ruled out; the " +
      `table's ${c2} open cards (outlined) come from those left. The exact count repeats this for every ` +
      "choice of C0 and C1.",
    alt: (c0: number, c1: number, left: number) =>
      `Three rows of cards: ${c0} solid cards, ${c1} striped cards, and the ${left} open cards still allowed.`,
    rows: [
      (k: number) => `C0: ${k} solid cards, no SET among them`,
      (k: number) => `C1: ${k} striped cards, no SET among them`,
      (left: number) => `Open cards still allowed: ${left} of 27 (the table's outlined)`,
    ],
  },
  setFree: {
    title: (n: number) => `${n} cards without a SET: no table of 21 cards can avoid one`,
    caption: (n: number, completing: number) =>
      `A table of ${n} cards with no SET among its triples; each of the ${completing} other cards would ` +
      "make one. No 21-card table is SET-free, so 21 cards always hold a SET.",
    alt: (n: number, codes: string) => `A grid of ${n} SET cards with no SET among them: ${codes}.`,
  },
};

const zhTW: typeof en = {
  third: {
    title: (a, b, c) => `任兩張牌恰好決定一張第三張：${a} 與 ${b} 需要 ${c}`,
    caption: (a, b, c) => `${a}與${b}需要${c}：每個特徵三張全部相同或全部不同，三個值相加模 3 為 0。`,
    alt: (a, b, c) => `三張 SET 牌並排：${a}、${b}，以及加框標出、補成一組的${c}。`,
    pair: "兩張牌",
    third: "第三張",
  },
  layers: {
    title: "81 張牌依底紋分成三層，每層 27 張",
    caption:
      "整副牌，每種底紋（實心、條紋、空心）一層；同一層內，顏色與形狀橫向變化，數量縱向變化。每一層都是一副小牌組 (Z₃)³。",
    alt: "全部 81 張 SET 牌分成三區，每區 27 張：實心、條紋、空心。",
    layer: (shading) => `${["實心", "條紋", "空心"][shading]}（27 張）`,
  },
  method: {
    title: (n, forbidden, left) =>
      `以這個 ${n} 張的無 SET 桌面為例：實心與條紋兩層各自沒有 SET，排除了空心層 27 張中的 ${forbidden} 張，只剩 ${left} 張可選`,
    caption: (c0, c1, c2) =>
      `一個沒有 SET 的桌面按底紋拆開：${c0} 張實心牌（C0）與 ${c1} 張條紋牌（C1），各自沒有 SET。能與一張 C0、` +
      `一張 C1 補成 SET 的空心牌都被排除；桌面上的 ${c2} 張空心牌（加框）來自剩下的牌。精確計數對每一種 C0、C1 重複這個步驟。`,
    alt: (c0, c1, left) => `三列牌：${c0} 張實心牌、${c1} 張條紋牌，以及仍可選的 ${left} 張空心牌。`,
    rows: [
      (k) => `C0：${k} 張實心牌，彼此沒有 SET`,
      (k) => `C1：${k} 張條紋牌，彼此沒有 SET`,
      (left) => `仍可選的空心牌：27 張中的 ${left} 張（加框的是桌面上的）`,
    ],
  },
  setFree: {
    title: (n) => `${n} 張沒有 SET 的桌面；21 張的桌面一定有 SET`,
    caption: (n, completing) =>
      `這 ${n} 張牌的所有三元組都不是 SET；其餘 ${completing} 張牌任一張加入都會形成 SET。沒有 21 張的無 SET 桌面，所以 21 張一定有 SET。`,
    alt: (n, codes) => `${n} 張彼此沒有 SET 的牌：${codes}。`,
  },
};

const TEXT = { en, "zh-TW": zhTW };

/** The input of {@link thirdCardFigure}: two distinct cards. */
export type ThirdCardInput = FigureInput & { pair: [Card, Card] };

/**
 * A pair of cards and the third card that completes it (outlined), each with its code and name.
 *
 * @example
 * ```ts
 * import { thirdCardFigure } from "./cards.ts";
 * import { parseCard } from "../../core/card.ts";
 * import { match } from "node:assert/strict";
 * const fig = thirdCardFigure.draw({ pair: [parseCard("RD1F"), parseCard("GO2T")], parameters: {} }, "zh-TW");
 * match(fig.title, /RD1F 與 GO2T 需要 PS3E/);
 * match(fig.svg, /三個紫色空心波浪形/);
 * ```
 */
export const thirdCardFigure: Chart<ThirdCardInput> = composedChart({
  name: "third-card",
  uses: [],
  compose({ pair: [a, b] }, lang) {
    const t = TEXT[lang].third;
    const c = thirdCard(a, b);
    const cardWidth = 150, gap = 40;
    const x = 8 + (CONTENT_WIDTH - (3 * cardWidth + 2 * gap)) / 2;
    const name = CARD_NAME[lang];
    const labels = (card: Card) => [cardCode(card), name(card)];
    const grid = cardGrid([a, b, c], { lang, columns: 3, cardWidth, gap, x, outline: [c], labels });
    const top = 18;
    const headings = [
      { text: t.pair, cx: x + cardWidth + gap / 2 },
      { text: t.third, cx: x + 2.5 * cardWidth + 2 * gap },
    ].map(({ text, cx }) => textElement({ x: cx, y: 12, text, anchor: "middle" })).join("");
    const y = top + 4 + cardWidth * CARD_RATIO / 2 + 6, size = FONT_SIZE.title + 4;
    const signs = ["+", "→"].map((text, i) =>
      textElement({ x: x + (i + 1) * cardWidth + (i + 0.5) * gap, y, text, anchor: "middle", size })
    ).join("");
    return cardPicture({
      lang,
      title: t.title(cardCode(a), cardCode(b), cardCode(c)),
      caption: t.caption(name(a), name(b), name(c)),
      alt: t.alt(name(a), name(b), name(c)),
      body: `${headings}<g transform="translate(0,${top})">${grid.svg}</g>${signs}`,
      height: top + grid.height,
      cards: [a, b, c],
      role: (card) => (card === c ? "third" : "pair"),
      notes: [CODE_KEY[lang]],
    });
  },
});

/**
 * The whole deck as three layers of 27 cards, one per shading: colour and shape vary across, number down.
 *
 * @example
 * ```ts
 * import { deckLayersFigure } from "./cards.ts";
 * import { equal } from "node:assert/strict";
 * const fig = deckLayersFigure.draw({ parameters: {} }, "en");
 * equal(fig.svg.match(/data-card=/g)?.length, 81);
 * equal(fig.data.length, 81);
 * ```
 */
export const deckLayersFigure: Chart = composedChart({
  name: "deck-layers",
  uses: [],
  compose(_, lang) {
    const m = TEXT[lang].layers;
    const sections = [0, 1, 2].map((shading) => ({
      heading: m.layer(shading),
      cards: DECK.filter((card) => layerOf(card) === shading),
    }));
    const cardWidth = Math.floor((CONTENT_WIDTH - 8 * 6) / 9);
    const { svg, height } = cardSections(sections, { lang, columns: 9, cardWidth, gap: 6, x: 8 });
    return cardPicture({
      lang,
      title: m.title,
      caption: m.caption,
      alt: m.alt,
      body: svg,
      height,
      cards: DECK,
      role: (card) => `layer ${layerOf(card)}`,
    });
  },
});

/** The layer method's picture: a SET-free table's layers `c0`, `c1`, `c2`, and the empty cards `left` allowed. */
export type LayerMethodParts = { c0: Card[]; c1: Card[]; left: Card[]; c2: Card[] };

/**
 * The parts of the layer method's picture for a SET-free table: its cards by shading (C0, C1, C2), the empty cards
 * that complete a pair of one C0 and one C1 card (`forbidden`), and the others (`left`). Cost: O(|C0| · |C1|).
 *
 * @example The largest SET-free table forbids 25 of the 27 empty cards
 * ```ts
 * import { layerMethodParts } from "./cards.ts";
 * import { findSetFreeTable } from "../../exact/set_free_table.ts";
 * import { deepEqual, equal } from "node:assert/strict";
 * const { c0, c1, c2, left, forbidden } = layerMethodParts(findSetFreeTable(20)!);
 * deepEqual([c0.length, c1.length, c2.length, left.length, forbidden.length], [9, 9, 2, 2, 25]);
 * equal(c2.every((card) => left.includes(card)), true);
 * ```
 */
export function layerMethodParts(table: readonly Card[]): LayerMethodParts & { forbidden: Card[] } {
  const [c0, c1, c2] = [0, 1, 2].map((layer) => table.filter((card) => layerOf(card) === layer));
  const thirds = new Set(c0.flatMap((a) => c1.map((b) => THIRD[a * 81 + b])));
  const open = DECK.filter((card) => layerOf(card) === 2);
  return { c0, c1, c2, left: open.filter((c) => !thirds.has(c)), forbidden: open.filter((c) => thirds.has(c)) };
}

/**
 * The layer method of the exact count on an example table: C0, C1 and the empty cards they allow, C2 outlined.
 *
 * @example
 * ```ts
 * import { layerMethodFigure, layerMethodParts } from "./cards.ts";
 * import { findSetFreeTable } from "../../exact/set_free_table.ts";
 * import { match } from "node:assert/strict";
 * const fig = layerMethodFigure.draw({ ...layerMethodParts(findSetFreeTable(20)!), parameters: {} }, "en");
 * match(fig.title, /^In this example, .* of 20 cards rule out 25 of the 27 open cards: 2 are left$/);
 * ```
 */
export const layerMethodFigure: Chart<LayerMethodParts & FigureInput> = composedChart({
  name: "layer-method",
  uses: [],
  compose({ c0, c1, left, c2 }, lang) {
    const m = TEXT[lang].method;
    const sections = [
      { heading: m.rows[0](c0.length), cards: c0 },
      { heading: m.rows[1](c1.length), cards: c1 },
      { heading: m.rows[2](left.length), cards: left, outline: c2 },
    ];
    const cardWidth = Math.floor((CONTENT_WIDTH - 8 * 10) / 9);
    const { svg, height } = cardSections(sections, { lang, columns: 9, cardWidth, gap: 10, x: 11 }, { gridTop: 4 });
    return cardPicture({
      lang,
      title: m.title(c0.length + c1.length + c2.length, 27 - left.length, left.length),
      caption: m.caption(c0.length, c1.length, c2.length),
      alt: m.alt(c0.length, c1.length, left.length),
      body: svg,
      height,
      cards: [...c0, ...c1, ...left],
      role: (card) => c0.includes(card) ? "C0" : c1.includes(card) ? "C1" : c2.includes(card) ? "C2" : "allowed",
    });
  },
});

/**
 * The cards off a table that complete a pair of its cards to a SET, in increasing order. Cost: O(n²).
 *
 * @example
 * ```ts
 * import { completingCards } from "./cards.ts";
 * import { findSetFreeTable } from "../../exact/set_free_table.ts";
 * import { deepEqual, equal } from "node:assert/strict";
 * equal(completingCards(findSetFreeTable(20)!).length, 61);
 * deepEqual(completingCards([0, 1]), [2]);
 * ```
 */
export function completingCards(table: readonly Card[]): Card[] {
  const thirds = new Set(table.flatMap((a, i) => table.slice(i + 1).map((b) => THIRD[a * 81 + b])));
  return DECK.filter((card) => thirds.has(card) && !table.includes(card));
}

/** The input of {@link setFreeTableFigure}: the table's cards, and {@link completingCards}`(cards).length`. */
export type SetFreeTableInput = FigureInput & { cards: Card[]; completing: number };

/**
 * A table without a SET, laid out as in a game, each card's code under it.
 *
 * @example
 * ```ts
 * import { completingCards, setFreeTableFigure } from "./cards.ts";
 * import { findSetFreeTable } from "../../exact/set_free_table.ts";
 * import { equal } from "node:assert/strict";
 * const cards = findSetFreeTable(20)!;
 * const fig = setFreeTableFigure.draw({ cards, completing: completingCards(cards).length, parameters: {} }, "en");
 * equal(fig.title, "20 cards without a SET: no table of 21 cards can avoid one");
 * ```
 */
export const setFreeTableFigure: Chart<SetFreeTableInput> = composedChart({
  name: "largest-set-free-table",
  uses: [],
  compose({ cards, completing }, lang) {
    const m = TEXT[lang].setFree;
    const columns = Math.ceil(cards.length / 3);
    const cardWidth = Math.floor((CONTENT_WIDTH - (columns - 1) * 8) / columns);
    const grid = cardGrid(cards, { lang, columns, cardWidth, gap: 8, x: 8, labels: (card) => [cardCode(card)] });
    return cardPicture({
      lang,
      title: m.title(cards.length),
      caption: m.caption(cards.length, completing),
      alt: m.alt(cards.length, cards.map(cardCode).join(", ")),
      body: grid.svg,
      height: grid.height,
      cards,
      role: () => "table",
      notes: [CODE_KEY[lang]],
    });
  },
});
