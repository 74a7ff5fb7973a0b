/**
 * Card pictures as article figures: the third card of a pair, the deck in three layers, the layer
 * method of the exact count, the largest table without a SET, and the practice puzzle with its hint
 * (the pair only) and its answer (a figure of its own). Each has a title, caption and alt text in
 * both editions, card names in the edition's language, and the card codes explained once, in a
 * note under the picture, wherever codes appear.
 *
 * Pictures are laid out in canvas units (640 for the print width) so that every label is at least
 * 10 units (7 pt) when printed.
 *
 * @module
 */
import { type Card, cardCode, DECK, pointOf } from "../core/card.ts";
import { checkTable, type Hint } from "../core/table.ts";
import type { Triple } from "../core/deck_sets.ts";
import { THIRD, thirdCard } from "../core/rule.ts";
import { CARD_SIZE, cardGroup } from "./card_svg.ts";
import {
  composeFigure,
  type ComposeOptions,
  CONTENT_WIDTH,
  type DataRow,
  type Figure,
  FONT_SIZE,
  OKABE_ITO,
  SCRIPT,
  textElement,
} from "./figure.ts";
import { wrapText } from "./font_metrics.ts";
import type { Lang } from "../common/lang.ts";
import { positiveInteger } from "../common/check.ts";
import { messages } from "./messages/mod.ts";

const CARD_RATIO = CARD_SIZE.height / CARD_SIZE.width;
const OUTLINE = OKABE_ITO.vermillion;

/** Options of {@link cardGrid}. */
export interface CardGridOptions {
  lang: Lang;
  columns: number;
  /** Width of one card in canvas units. */
  cardWidth: number;
  gap?: number;
  /** Lines of text under each card (code, name…), at 10 units, wrapped to the card's width. */
  labels?: (card: Card, index: number) => string[];
  /** Cards to outline; each must be in the grid. */
  outline?: readonly Card[];
  /** Left edge of the grid. */
  x?: number;
}

/**
 * Cards in a grid, filled row by row in the given order, as an SVG fragment in canvas units (the
 * figures place it in their body; `svgBlock` makes it a picture of its own): each card drawn by
 * `cardGroup`, optionally outlined in vermillion and labelled underneath (labels wrapped to the
 * card width, measured with the font). Cost: O(cards), about 1 kB a card.
 *
 * @param cards Distinct card ids 0..80.
 * @param options See {@link CardGridOptions}.
 * @returns The markup and the grid's width and height.
 * @throws {RangeError} naming the value: a card out of range or twice in the grid, an outlined card not in the
 * grid, `columns` not a positive integer or `cardWidth` not a positive number.
 * @example A SET outlined in a grid of four cards, each with its code under it
 * ```ts
 * import { cardGrid } from "./card_figures.ts";
 * import { cardCode, parseCard } from "../core/card.ts";
 * import { equal, throws } from "node:assert/strict";
 * const cards = ["RD1F", "GO2T", "RD3F", "RD2F"].map(parseCard);
 * const options = { lang: "en", columns: 2, cardWidth: 100 } as const;
 * const grid = cardGrid(cards, { ...options, outline: [cards[0], cards[2], cards[3]], labels: (c) => [cardCode(c)] });
 * equal(grid.svg.match(/data-outline=/g)?.length, 3);
 * equal(grid.svg.match(/<text /g)?.length, 4);
 * equal(grid.width, 100 * 2 + 10);
 * throws(() => cardGrid([5, 5], options), /card 5 appears twice/);
 * ```
 */
export function cardGrid(
  cards: readonly Card[],
  options: CardGridOptions,
): { svg: string; width: number; height: number } {
  const { lang, columns, cardWidth, gap = 10, labels, outline = [], x = 0 } = options;
  checkTable(cards);
  checkTable(outline);
  for (const card of outline) {
    if (!cards.includes(card)) throw new RangeError(`outlined card ${card} (${cardCode(card)}) is not in the grid`);
  }
  positiveInteger("columns", columns);
  if (!(cardWidth > 0)) throw new RangeError(`cardWidth ${cardWidth} is not a positive number`);
  const cardHeight = cardWidth * CARD_RATIO;
  const lines = cards.map((card, i) =>
    (labels?.(card, i) ?? []).flatMap((line) =>
      wrapText(line, cardWidth + gap - 2, { size: FONT_SIZE.small, script: SCRIPT[lang] })
    )
  );
  const rows = Math.ceil(cards.length / columns);
  const rowLines = Array.from(
    { length: rows },
    (_, r) => Math.max(0, ...lines.slice(r * columns, (r + 1) * columns).map((l) => l.length)),
  );
  const lineHeight = FONT_SIZE.small + 3;
  const parts: string[] = [];
  const rowTop: number[] = [];
  let y = 4;
  for (let r = 0; r < rows; r++) {
    rowTop.push(y);
    y += cardHeight + (rowLines[r] ? 6 + rowLines[r] * lineHeight : 0) + gap;
  }
  cards.forEach((card, i) => {
    const cx = x + (i % columns) * (cardWidth + gap);
    const cy = rowTop[Math.floor(i / columns)];
    if (outline.includes(card)) {
      parts.push(
        `<rect data-outline="${cardCode(card)}" x="${cx - 2.5}" y="${cy - 2.5}" width="${cardWidth + 5}" ` +
          `height="${cardHeight + 5}" rx="${cardWidth * 0.07}" fill="none" stroke="${OUTLINE}" stroke-width="2.5"/>`,
      );
    }
    parts.push(cardGroup(card, { x: cx, y: cy, scale: cardWidth / CARD_SIZE.width }));
    lines[i].forEach((line, k) => {
      parts.push(textElement({
        x: cx + cardWidth / 2,
        y: cy + cardHeight + 6 + (k + 1) * lineHeight - 3,
        text: line,
        anchor: "middle",
        size: FONT_SIZE.small,
        bold: k === 0,
      }));
    });
  });
  return { svg: parts.join(""), width: columns * cardWidth + (columns - 1) * gap, height: y - gap + 4 };
}

/** What {@link composeCardFigure} needs: the figure's texts, its body, and the cards it draws. */
interface CardPicture extends Pick<ComposeOptions, "name" | "lang" | "title" | "caption" | "alt" | "notes"> {
  /** The picture: an SVG fragment on the whole canvas width, `height` units tall. */
  body: string;
  height: number;
  /** The cards drawn, in order, each a data row with its `role` in the picture. */
  cards: readonly Card[];
  role: (card: Card) => string;
}

// Every card picture is composed alike: its picture as the body, a data row a card.
function composeCardFigure({ body, height, cards, role, ...texts }: CardPicture): Figure {
  return composeFigure({ ...texts, data: cardRows(cards, role, texts.lang), body, bodyHeight: height });
}

function cardRows(cards: readonly Card[], role: (card: Card) => string, lang: Lang): DataRow[] {
  const m = messages(lang);
  return cards.map((card, i) => {
    const [colour, shape, number, shading] = pointOf(card);
    return {
      position: i + 1,
      code: cardCode(card),
      name: m.card.name(card),
      colour,
      shape,
      number: number + 1,
      shading,
      role: role(card),
    };
  });
}

/**
 * A pair of cards and the third card that completes it, side by side, each with its code and its
 * name in the edition's language, the third outlined.
 *
 * @param pair Two distinct cards.
 * @example
 * ```ts
 * import { thirdCardFigure } from "./card_figures.ts";
 * import { parseCard } from "../core/card.ts";
 * import { match } from "node:assert/strict";
 * const fig = thirdCardFigure([parseCard("RD1F"), parseCard("GO2T")], { lang: "zh-TW" });
 * match(fig.title, /RD1F 與 GO2T 需要 PS3E/);
 * match(fig.svg, /三個紫色空心波浪形/);
 * ```
 */
export function thirdCardFigure(
  pair: readonly [Card, Card],
  { lang = "en" }: { lang?: Lang } = {},
): Figure {
  const m = messages(lang);
  const t = m.pictures.thirdCard;
  const [a, b] = pair;
  const c = thirdCard(a, b);
  const cards = [a, b, c];
  const cardWidth = 150, gap = 40;
  const gridWidth = 3 * cardWidth + 2 * gap;
  const x = 8 + (CONTENT_WIDTH - gridWidth) / 2;
  const grid = cardGrid(cards, {
    lang,
    columns: 3,
    cardWidth,
    gap,
    x,
    outline: [c],
    labels: (card) => [cardCode(card), m.card.name(card)],
  });
  const top = 18;
  const headings = [
    { text: t.pairLabel, cx: x + cardWidth + gap / 2 },
    { text: t.thirdLabel, cx: x + 2.5 * cardWidth + 2 * gap },
  ].map(({ text, cx }) => textElement({ x: cx, y: 12, text, anchor: "middle" })).join("");
  const signs = ["+", "→"].map((sign, i) =>
    textElement({
      x: x + (i + 1) * cardWidth + (i + 0.5) * gap,
      y: top + 4 + cardWidth * CARD_RATIO / 2 + 6,
      text: sign,
      anchor: "middle",
      size: FONT_SIZE.title + 4,
    })
  ).join("");
  const [ca, cb, cc] = cards.map(cardCode);
  return composeCardFigure({
    name: "third-card",
    lang,
    title: t.title(ca, cb, cc),
    caption: t.caption(a, b, c),
    alt: t.alt(a, b, c),
    body: `${headings}<g transform="translate(0,${top})">${grid.svg}</g>${signs}`,
    height: top + grid.height,
    cards,
    role: (card) => (card === c ? "third" : "pair"),
    notes: [m.card.codeKey],
  });
}

/**
 * The whole deck as three layers of 27 cards, one per shading (id = colour + 3·shape + 9·number +
 * 27·shading): in each, colour and shape vary across nine columns, number down three rows.
 *
 * @example
 * ```ts
 * import { deckLayersFigure } from "./card_figures.ts";
 * import { equal } from "node:assert/strict";
 * const fig = deckLayersFigure({ lang: "en" });
 * equal(fig.svg.match(/data-card=/g)?.length, 81);
 * equal(fig.data.length, 81);
 * ```
 */
export function deckLayersFigure({ lang = "en" }: { lang?: Lang } = {}): Figure {
  const m = messages(lang).pictures.deckLayers;
  const cardWidth = Math.floor((CONTENT_WIDTH - 8 * 6) / 9);
  const parts: string[] = [];
  let y = 0;
  for (let shading = 0; shading < 3; shading++) {
    const layer = DECK.filter((card) => Math.floor(card / 27) === shading);
    y += 14;
    parts.push(textElement({ x: 8, y, text: m.layer(m.shading[shading]), bold: true }));
    const grid = cardGrid(layer, { lang, columns: 9, cardWidth, gap: 6, x: 8 });
    parts.push(`<g transform="translate(0,${y})">${grid.svg}</g>`);
    y += grid.height + 8;
  }
  return composeCardFigure({
    name: "deck-layers",
    lang,
    title: m.title,
    caption: m.caption,
    alt: m.alt,
    body: parts.join(""),
    height: y,
    cards: DECK,
    role: (card) => `layer ${Math.floor(card / 27)}`,
  });
}

/** The parts of the layer method's picture: two SET-free layers, the third layer's cards still allowed, and the table's. */
export interface LayerMethodParts {
  /** The table's filled cards (no SET among them). */
  c0: readonly Card[];
  /** The table's striped cards (no SET among them). */
  c1: readonly Card[];
  /** The empty cards that complete no pair of one C0 and one C1 card. */
  left: readonly Card[];
  /** The table's empty cards (all among `left`). */
  c2: readonly Card[];
}

/**
 * The parts of the layer method's picture for a SET-free table: its cards by layer (shading:
 * filled C0, striped C1, empty C2), the empty cards that complete a pair of one C0 and one C1
 * card (`forbidden`, in increasing order), and the empty cards `left` (the others). Cost:
 * O(|C0| · |C1|) look-ups in the third-card table.
 *
 * @param table The cards of a SET-free table (C2 is then among `left`).
 * @example The largest SET-free table forbids 25 of the 27 empty cards
 * ```ts
 * import { layerMethodParts } from "./card_figures.ts";
 * import { findSetFreeTable } from "../exact/set_free_table.ts";
 * import { deepEqual, equal } from "node:assert/strict";
 * const { c0, c1, c2, left, forbidden } = layerMethodParts(findSetFreeTable(20)!);
 * deepEqual([c0.length, c1.length, c2.length, left.length, forbidden.length], [9, 9, 2, 2, 25]);
 * equal(c2.every((card) => left.includes(card)), true);
 * ```
 */
export function layerMethodParts(table: readonly Card[]): LayerMethodParts & { forbidden: Card[] } {
  const [c0, c1, c2] = [0, 1, 2].map((layer) => table.filter((card) => Math.floor(card / 27) === layer));
  const thirds = new Set(c0.flatMap((a) => c1.map((b) => THIRD[a * 81 + b])));
  const empty = DECK.filter((card) => Math.floor(card / 27) === 2);
  return {
    c0,
    c1,
    c2,
    left: empty.filter((card) => !thirds.has(card)),
    forbidden: empty.filter((card) => thirds.has(card)),
  };
}

/**
 * The layer method of the exact count: C0 and C1, and the empty cards they leave allowed, with the
 * table's own empty cards outlined.
 *
 * @example
 * ```ts
 * import { layerMethodFigure } from "./card_figures.ts";
 * import { match } from "node:assert/strict";
 * const fig = layerMethodFigure({ c0: [0, 1], c1: [28], left: [60, 61], c2: [60] }, { lang: "en" });
 * match(fig.title, /25 of the 27/);
 * ```
 */
export function layerMethodFigure(
  { c0, c1, left, c2 }: LayerMethodParts,
  { lang = "en" }: { lang?: Lang } = {},
): Figure {
  const m = messages(lang).pictures.layerMethod;
  const cardWidth = Math.floor((CONTENT_WIDTH - 8 * 10) / 9);
  const parts: string[] = [];
  let y = 0;
  const rows: [string, readonly Card[], readonly Card[]][] = [
    [m.row0(c0.length), c0, []],
    [m.row1(c1.length), c1, []],
    [m.row2(left.length), left, c2],
  ];
  for (const [heading, cards, outline] of rows) {
    y += 14;
    parts.push(textElement({ x: 8, y, text: heading, bold: true }));
    const grid = cardGrid(cards, { lang, columns: 9, cardWidth, gap: 10, x: 8 + 3, outline });
    parts.push(`<g transform="translate(0,${y + 4})">${grid.svg}</g>`);
    y += grid.height + 12;
  }
  return composeCardFigure({
    name: "layer-method",
    lang,
    title: m.title(27 - left.length, left.length),
    caption: m.caption(c0.length, c1.length, c2.length),
    alt: m.alt(c0.length, c1.length, left.length),
    body: parts.join(""),
    height: y,
    cards: [...c0, ...c1, ...left],
    role: (card) => c0.includes(card) ? "C0" : c1.includes(card) ? "C1" : c2.includes(card) ? "C2" : "allowed",
  });
}

/**
 * The cards off a table that complete a pair of its cards to a SET, in increasing order: every
 * other card for a SET-free table of 20 cards (61 of them). Cost: O(n²) look-ups in the
 * third-card table.
 *
 * @example
 * ```ts
 * import { completingCards } from "./card_figures.ts";
 * import { findSetFreeTable } from "../exact/set_free_table.ts";
 * import { deepEqual, equal } from "node:assert/strict";
 * equal(completingCards(findSetFreeTable(20)!).length, 61);
 * deepEqual(completingCards([0, 1]), [2]);
 * ```
 */
export function completingCards(table: readonly Card[]): Card[] {
  const thirds = new Set(table.flatMap((a, i) => table.slice(i + 1).map((b) => THIRD[a * 81 + b])));
  return DECK.filter((card) => thirds.has(card) && !table.includes(card));
}

/**
 * A table without a SET (the largest, 20 cards), laid out as in a game, each card's code under it.
 *
 * @param options `completing`: how many other cards would make a SET with two of these (61 for a 20-card table,
 * {@link completingCards}).
 */
export function setFreeTableFigure(
  cards: readonly Card[],
  { lang = "en", completing }: { lang?: Lang; completing: number },
): Figure {
  const msg = messages(lang);
  const m = msg.pictures.setFreeTable;
  const columns = Math.ceil(cards.length / 3);
  const cardWidth = Math.floor((CONTENT_WIDTH - (columns - 1) * 8) / columns);
  const grid = cardGrid(cards, { lang, columns, cardWidth, gap: 8, x: 8, labels: (card) => [cardCode(card)] });
  return composeCardFigure({
    name: "largest-set-free-table",
    lang,
    title: m.title(cards.length),
    caption: m.caption(cards.length, completing),
    alt: m.alt(cards.map(cardCode).join(", ")),
    body: grid.svg,
    height: grid.height,
    cards,
    role: () => "table",
    notes: [msg.card.codeKey],
  });
}

// The puzzle table, its cards numbered: four columns up to 12 cards, then three rows.
function puzzleGrid(cards: readonly Card[], lang: Lang, outline: readonly Card[]): { body: string; height: number } {
  const m = messages(lang);
  const columns = cards.length <= 12 ? 4 : Math.ceil(cards.length / 3);
  const cardWidth = Math.min(140, Math.floor((CONTENT_WIDTH - (columns - 1) * 12) / columns));
  const gridWidth = columns * cardWidth + (columns - 1) * 12;
  const grid = cardGrid(cards, {
    lang,
    columns,
    cardWidth,
    gap: 12,
    x: 8 + (CONTENT_WIDTH - gridWidth) / 2,
    outline,
    labels: (card, i) => [m.card.numbered(i + 1, cardCode(card))],
  });
  return { body: grid.svg, height: grid.height };
}

/** Options of the puzzle figures. */
export interface PuzzleFigureOptions {
  lang?: Lang;
  /** What the puzzle promises: at least one SET, exactly one, or none. Default `"some"`. */
  kind?: "some" | "one" | "none";
  /** The figure's name (default `game-puzzle`; the hint and answer add `-hint` and `-answer`). */
  name?: string;
}

/**
 * A practice table, its cards numbered row by row with their codes; no card outlined.
 *
 * @example
 * ```ts
 * import { puzzleFigure } from "./card_figures.ts";
 * import { equal, match } from "node:assert/strict";
 * const fig = puzzleFigure([0, 1, 5, 9, 13, 20, 30, 40, 50, 60, 70, 80], { lang: "en", kind: "some" });
 * match(fig.title, /find a SET among these 12 cards/);
 * equal(fig.svg.includes("data-outline"), false);
 * ```
 */
export function puzzleFigure(
  cards: readonly Card[],
  { lang = "en", kind = "some", name = "game-puzzle" }: PuzzleFigureOptions = {},
): Figure {
  const msg = messages(lang);
  const m = msg.pictures.puzzle;
  return composeCardFigure({
    name,
    lang,
    title: m.title(kind, cards.length),
    caption: m.caption(cards.length),
    alt: m.alt(cards.map((card, i) => `${i + 1}. ${msg.card.name(card)}`).join("; ")),
    ...puzzleGrid(cards, lang, []),
    cards,
    role: () => "table",
    notes: [msg.card.codeKey],
  });
}

/**
 * The hint: the puzzle table with only the hinted pair outlined; the card that completes it is
 * left for the reader (it is the {@link puzzleAnswerFigure}).
 *
 * @example
 * ```ts
 * import { puzzleHintFigure } from "./card_figures.ts";
 * import { findSet } from "../core/table.ts";
 * import { equal } from "node:assert/strict";
 * const cards = [0, 1, 2, 9, 13, 20, 30, 40, 50, 60, 70, 80];
 * const fig = puzzleHintFigure(cards, findSet(cards)!, { lang: "en" });
 * equal(fig.svg.match(/data-outline/g)?.length, 2);
 * ```
 */
export function puzzleHintFigure(
  cards: readonly Card[],
  hint: Hint,
  { lang = "en", name = "game-puzzle-hint" }: { lang?: Lang; name?: string } = {},
): Figure {
  const msg = messages(lang);
  const m = msg.pictures.hint;
  const [a, b] = hint.pair;
  const place = (card: Card) => cards.indexOf(card) + 1;
  return composeCardFigure({
    name,
    lang,
    title: m.title(place(a), place(b)),
    caption: m.caption,
    alt: m.alt(msg.card.name(a), msg.card.name(b)),
    ...puzzleGrid(cards, lang, [a, b]),
    cards,
    role: (card) => (card === a || card === b ? "hint pair" : "table"),
    notes: [msg.card.codeKey],
  });
}

/**
 * The answer: the puzzle table with the hinted SET outlined, and every SET of the table in the caption.
 *
 * @param sets Every SET on the table (`setsOnTable(cards)`).
 */
export function puzzleAnswerFigure(
  cards: readonly Card[],
  hint: Hint,
  sets: readonly Triple[],
  { lang = "en", name = "game-puzzle-answer" }: { lang?: Lang; name?: string } = {},
): Figure {
  const msg = messages(lang);
  const m = msg.pictures.answer;
  const [a, b] = hint.pair;
  const c = hint.third;
  const place = (card: Card) => cards.indexOf(card) + 1;
  const listed = sets.map((set) =>
    [...set].sort((x, y) => place(x) - place(y)).map((card) => `${place(card)} ${cardCode(card)}`).join(" + ")
  ).join("; ");
  return composeCardFigure({
    name,
    lang,
    title: m.title(place(a), place(b), place(c), cardCode(c)),
    caption: m.caption(listed, sets.length),
    alt: m.alt(msg.card.name(a), msg.card.name(b), msg.card.name(c)),
    ...puzzleGrid(cards, lang, [a, b, c]),
    cards,
    role: (card) => ([a, b, c].includes(card) ? "answer" : "table"),
    notes: [msg.card.codeKey],
  });
}
