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

/**
 * The markup of one card: `<span class="card" data-card="CODE" aria-label="NAME" role="img">` around the card's
 * picture (an inline SVG hidden from assistive technology, sized by the stylesheet) and its code. `clipId`, the id
 * of the picture's clip path, is unique in the page; `attributes` replace `role="img"`; a card that only illustrates
 * carries its code in `data-code` (`dataCard: false`). The picture's own `data-card` is dropped, so that
 * `[data-card]` finds one element per card. Cost: under 1 kB.
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
export function cardMarkup(
  card: Card,
  { label, clipId, attributes = 'role="img"', dataCard = true }: {
    label: string;
    clipId: string;
    attributes?: string;
    dataCard?: boolean;
  },
): string {
  const picture = cardGroup(card, { id: clipId }).replace(/^<g data-card="[^"]*"/, "<g");
  const code = cardCode(card);
  return `<span class="card" data-${dataCard ? "card" : "code"}="${code}" aria-label="${escapeMarkup(label)}" ` +
    `${attributes}><svg viewBox="0 0 ${CARD_SIZE.width} ${CARD_SIZE.height}" aria-hidden="true" focusable="false">` +
    `${picture}</svg><span class="code" aria-hidden="true">${code}</span></span>`;
}
