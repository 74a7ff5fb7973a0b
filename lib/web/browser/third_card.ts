/**
 * The third-card widget of notebook 1's reader's page, live (`assets/web/third-card.js`): a reader picks two of the
 * 81 cards and sees the card that completes them in `[data-third]`, with the sum mod 3 that finds it.
 *
 * @module
 */
import { cardCode, cardName, type Feature, parseCard, VALUES } from "../../core/card.ts";
import { thirdCard } from "../../core/rule.ts";
import { escapeMarkup } from "../../common/escape.ts";
import { cardMarkup } from "../card_markup.ts";
import { thirdCardSum } from "../third_card.ts";
import { cardsOf, pickableCards, setPicked } from "./_pickable_cards.ts";

let pictures = 0;

const capitalised = (text: string) => text[0].toUpperCase() + text.slice(1);

/** A feature's value as the card names say it (`red`, `oval`, `2`, `striped`). */
const valueName = (feature: Feature, value: number) => String(VALUES[feature][value]);

function picture(card: number, third: boolean): string {
  const attributes = third ? 'role="img" data-third' : 'role="img"';
  const clipId = `third-card-live-${++pictures}`;
  return cardMarkup(card, { label: cardName(card), clipId, dataCard: third, attributes });
}

function explain(a: number, b: number): string {
  const { third, steps } = thirdCardSum(a, b);
  const rows = steps.map(({ feature, first, second, third: value }) =>
    `<tr><th scope="row">${feature}</th><td>${valueName(feature, first)} (${first})</td>` +
    `<td>${valueName(feature, second)} (${second})</td>` +
    `<td>−(${first} + ${second}) ≡ ${value}: <strong>${valueName(feature, value)}</strong></td></tr>`
  ).join("\n");
  const [ca, cb, cc] = [a, b, third].map(cardCode);
  return `<div class="third-card-sum">
<div class="third-card-cards">${picture(a, false)}<span class="sign" aria-hidden="true">+</span>${
    picture(b, false)
  }<span class="sign" aria-hidden="true">→</span>${picture(third, true)}</div>
<p class="third-card-sentence">${escapeMarkup(capitalised(cardName(a)))} (${ca}) and ${
    escapeMarkup(cardName(b))
  } (${cb}) need
<strong>${escapeMarkup(cardName(third))} (${cc})</strong>.</p>
<table class="third-card-steps">
<caption>Each feature's values are 0, 1 or 2; the third card's value makes the three sum to 0 mod 3.</caption>
<thead><tr><th scope="col">feature</th><th scope="col">${ca}</th><th scope="col">${cb}</th>` +
    `<th scope="col">third: −(a + b) mod 3</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</div>`;
}

function start(widget: HTMLElement): void {
  const grid = widget.querySelector<HTMLElement>("[data-deck]")!;
  const result = widget.querySelector<HTMLElement>("[data-third-result]")!;
  let picked: HTMLElement[] = [];
  const show = () => {
    for (const card of cardsOf(grid)) {
      setPicked(card, picked.includes(card));
      card.classList.remove("third");
    }
    if (picked.length < 2) {
      result.innerHTML = `<p class="widget-note">${
        picked.length ? "Pick one more card." : "Pick two cards to see the third."
      }</p>`;
      return;
    }
    const [a, b] = picked.map((card) => parseCard(card.dataset.card!));
    result.innerHTML = explain(a, b);
    grid.querySelector(`[data-card="${cardCode(thirdCard(a, b))}"]`)?.classList.add("third");
  };
  pickableCards({
    container: grid,
    onPick(card) {
      if (picked.includes(card)) picked = picked.filter((other) => other !== card);
      else picked = [...picked, card].slice(-2);
      show();
    },
    onEscape() {
      picked = [];
      show();
    },
  });
  widget.classList.add("live");
  show();
}

for (const widget of document.querySelectorAll<HTMLElement>('[data-widget="third-card"]')) start(widget);
