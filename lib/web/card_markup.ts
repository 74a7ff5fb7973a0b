/**
 * A card as the pages show it, written by the export and drawn by the pages' scripts alike.
 *
 * @module
 */
import { type Card, cardCode } from "../core/card.ts";
import { escapeMarkup } from "../common/escape.ts";
import { CARD_SIZE, cardGroup } from "../figures/card_svg.ts";

/** How {@link cardMarkup} names a card and draws it. */
export type CardOptions = { label: string; clipId: string; attributes?: string; dataCard?: boolean };

/**
 * The markup of one card: `<span class="card" data-card="CODE" aria-label="NAME" role="img">` around its picture and
 * code. `clipId` is unique in the page; `attributes` replace `role="img"`; with `dataCard: false` the code goes in
 * `data-code`, for a card that only illustrates.
 */
export function cardMarkup(card: Card, options: CardOptions): string {
  const { label, clipId, attributes = 'role="img"', dataCard = true } = options;
  const picture = cardGroup(card, { id: clipId }).replace(/^<g data-card="[^"]*"/, "<g"); // one [data-card] a card
  const code = cardCode(card);
  return `<span class="card" data-${dataCard ? "card" : "code"}="${code}" aria-label="${escapeMarkup(label)}" ` +
    `${attributes}><svg viewBox="0 0 ${CARD_SIZE.width} ${CARD_SIZE.height}" aria-hidden="true" focusable="false">` +
    `${picture}</svg><span class="code" aria-hidden="true">${code}</span></span>`;
}
