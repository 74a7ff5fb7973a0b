import { equal, match } from "node:assert/strict";
import { parseCard } from "../core/card.ts";
import { cardMarkup } from "./card_markup.ts";

Deno.test("cardMarkup() names the card once, around its picture and code", () => {
  const html = cardMarkup(parseCard("RO2T"), { label: "two red striped ovals", clipId: "c1" });
  match(html, /^<span class="card" data-card="RO2T" aria-label="two red striped ovals" role="img">/);
  equal(html.match(/data-card=/g)?.length, 1);
  match(html, /<span class="code" aria-hidden="true">RO2T<\/span><\/span>$/);
});

Deno.test("cardMarkup() puts an illustrating card's code in data-code, and its attributes in place of role", () => {
  const html = cardMarkup(parseCard("RO2T"), { label: "a", clipId: "c1", dataCard: false, attributes: "data-x" });
  match(html, /^<span class="card" data-code="RO2T" aria-label="a" data-x>/);
  equal(html.match(/data-card=/g), null);
});
