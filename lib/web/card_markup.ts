/**
 * A card as the pages show it: its picture (the figures' own, `cardGroup`) in an element that carries the card's
 * code in `data-card` and its full name as its accessible name. The export writes the first cards of a page with
 * it, the page's script draws the ones it deals with it, so both look the same.
 *
 * @module
 */
import { type Card, cardCode } from "../core/card.ts";
import { escapeMarkup } from "../common/escape.ts";
import { CARD_SIZE, cardGroup } from "../figures/card_svg.ts";

/** Options of {@link cardMarkup}. */
export interface CardMarkupOptions {
  /** The accessible name, e.g. `"two red striped ovals"`. */
  label: string;
  /** The id of the picture's clip path: unique in the page. */
  clipId: string;
  /** The element's tag, default `span`. */
  tag?: string;
  /** Attributes added to the element, as written (e.g. `role="button" tabindex="-1"`); default `role="img"`. */
  attributes?: string;
  /** Show the code under the picture (default true). */
  code?: boolean;
  /** Carry the code in `data-card` (default true), or, for a card that only illustrates, in `data-code`. */
  dataCard?: boolean;
}

/**
 * The markup of one card: `<span class="card" data-card="CODE" aria-label="NAME" role="img">` around the card's
 * picture (an inline SVG hidden from assistive technology, its size set by the stylesheet) and its code. The
 * picture's own `data-card` is dropped, so that `[data-card]` finds one element per card. Cost: under 1 kB.
 *
 * @example
 * ```ts
 * import { cardMarkup } from "./card_markup.ts";
 * import { parseCard } from "../core/card.ts";
 * import { equal, match } from "node:assert/strict";
 * const html = cardMarkup(parseCard("RO2T"), { label: "two red striped ovals", clipId: "c1" });
 * match(html, /^<span class="card" data-card="RO2T" aria-label="two red striped ovals" role="img">/);
 * equal(html.match(/data-card=/g)?.length, 1);
 * match(html, /<span class="code" aria-hidden="true">RO2T<\/span><\/span>$/);
 * ```
 */
export function cardMarkup(card: Card, options: CardMarkupOptions): string {
  const { label, clipId, tag = "span", attributes = 'role="img"', code = true, dataCard = true } = options;
  const picture = cardGroup(card, { id: clipId }).replace(/^<g data-card="[^"]*"/, "<g");
  const svg = `<svg viewBox="0 0 ${CARD_SIZE.width} ${CARD_SIZE.height}" aria-hidden="true" focusable="false">` +
    `${picture}</svg>`;
  const caption = code ? `<span class="code" aria-hidden="true">${cardCode(card)}</span>` : "";
  return `<${tag} class="card" data-${dataCard ? "card" : "code"}="${cardCode(card)}" aria-label="${
    escapeMarkup(label)
  }" ${attributes}>` +
    `${svg}${caption}</${tag}>`;
}
