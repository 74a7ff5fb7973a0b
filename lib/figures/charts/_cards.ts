/**
 * What the card pictures share: grids of cards, stacked under headings, composed as figures; lines of text.
 * @module
 */
import { type Card, cardCode, pointOf } from "../../core/card.ts";
import { checkTable } from "../../core/table.ts";
import { positiveInteger } from "../../common/check.ts";
import type { Lang } from "../../common/lang.ts";
import { CARD_SIZE, cardGroup } from "../card_svg.ts";
import {
  type ComposeOptions,
  CONTENT_WIDTH,
  FONT_SIZE,
  type Label,
  OKABE_ITO,
  SCRIPT,
  textElement,
} from "../figure.ts";
import { wrapText } from "../font_metrics.ts";
import { CARD_NAME } from "../words.ts";

/** A card's height over its width. */
export const CARD_RATIO = CARD_SIZE.height / CARD_SIZE.width;
/** The height of a line of small print. */
export const LINE: number = FONT_SIZE.small + 3;

/** Options of {@link cardGrid}: `labels`, lines under each card (wrapped, the first bold); `outline`, in vermillion. */
export interface CardGridOptions {
  lang: Lang;
  columns: number;
  cardWidth: number;
  gap?: number;
  labels?: (card: Card, index: number) => string[];
  outline?: readonly Card[];
  x?: number;
}

/**
 * Cards in a grid, row by row, as an SVG fragment in canvas units, optionally outlined and labelled underneath.
 * Cost: O(cards), about 1 kB a card.
 *
 * @throws {RangeError} naming a card out of range, twice, or outlined but not in the grid, or a bad size.
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
  const rowTop: number[] = [];
  let y = 4;
  for (let r = 0; r < Math.ceil(cards.length / columns); r++) {
    rowTop.push(y);
    const rowLines = Math.max(0, ...lines.slice(r * columns, (r + 1) * columns).map((l) => l.length));
    y += cardHeight + (rowLines ? 6 + rowLines * LINE : 0) + gap;
  }
  const parts = cards.map((card, i) => {
    const cx = x + (i % columns) * (cardWidth + gap);
    const cy = rowTop[Math.floor(i / columns)];
    const outlined = !outline.includes(card) ? "" : `<rect data-outline="${cardCode(card)}" x="${cx - 2.5}" ` +
      `y="${cy - 2.5}" width="${cardWidth + 5}" height="${cardHeight + 5}" rx="${cardWidth * 0.07}" fill="none" ` +
      `stroke="${OKABE_ITO.vermillion}" stroke-width="2.5"/>`;
    const text = lines[i].map((line, k) =>
      textElement({
        x: cx + cardWidth / 2,
        y: cy + cardHeight + 6 + (k + 1) * LINE - 3,
        text: line,
        anchor: "middle",
        size: FONT_SIZE.small,
        bold: k === 0,
      })
    );
    return outlined + cardGroup(card, { x: cx, y: cy, scale: cardWidth / CARD_SIZE.width }) + text.join("");
  });
  return { svg: parts.join(""), width: columns * cardWidth + (columns - 1) * gap, height: y - gap + 4 };
}

/** A grid of cards under a bold heading, with lines of small print under it (wrapped to the width). */
export interface CardSection extends Pick<CardGridOptions, "labels" | "outline"> {
  heading: string;
  cards: readonly Card[];
  notes?: string;
}

/** Grids of cards stacked down the canvas under their headings (`top` down, the grid `gridTop` below). O(cards). */
export function cardSections(
  sections: readonly CardSection[],
  grid: Omit<CardGridOptions, "labels" | "outline">,
  { top = 14, gridTop = 0, after = 8 }: { top?: number; gridTop?: number; after?: number } = {},
): { svg: string; height: number } {
  const parts: string[] = [];
  let y = 0;
  for (const { heading, cards, notes, ...options } of sections) {
    y += top;
    parts.push(textElement({ x: 8, y, text: heading, bold: true }));
    const { svg, height } = cardGrid(cards, { ...grid, ...options });
    parts.push(`<g transform="translate(0,${y + gridTop})">${svg}</g>`);
    y += gridTop + height;
    if (notes) {
      const lines = wrapText(notes, CONTENT_WIDTH, { size: FONT_SIZE.small, script: SCRIPT[grid.lang] });
      parts.push(textLines(lines.map((text) => ({ text })), 8, y + 1));
      y += lines.length * LINE + 6;
    }
    y += after;
  }
  return { svg: parts.join(""), height: y };
}

/** What {@link cardPicture} needs: the edition, texts, a body the canvas wide, and the cards drawn with their `role`. */
export interface CardPicture extends Pick<ComposeOptions, "lang" | "title" | "caption" | "alt" | "notes"> {
  body: string;
  height: number;
  cards: readonly Card[];
  role: (card: Card) => string;
}

/** What a card picture composes, as every one does: its picture as the body, a data row a card. */
export function cardPicture(
  { lang, body, height, cards, role, ...texts }: CardPicture,
): Omit<ComposeOptions, "name" | "lang"> {
  const data = cards.map((card, i) => {
    const [colour, shape, number, shading] = pointOf(card), code = cardCode(card), name = CARD_NAME[lang](card);
    return { position: i + 1, code, name, colour, shape, number: number + 1, shading, role: role(card) };
  });
  return { ...texts, data, body, bodyHeight: height };
}

/** Lines of text stacked from `y` down, each `FONT_SIZE.small` unless its `size` says otherwise. */
export function textLines(lines: readonly Pick<Label, "text" | "bold" | "size">[], x: number, y: number): string {
  let at = y;
  return lines.map(({ text, bold, size = FONT_SIZE.small }) => {
    at += size + 3;
    return textElement({ x, y: at - 3, text, bold, size });
  }).join("");
}
