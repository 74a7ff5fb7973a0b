import { deepEqual, equal, match, ok, throws } from "node:assert/strict";
import { CARD_COLOURS, cardGroup, cardSvg } from "./card_svg.ts";
import { cardCode, DECK, parseCard, VALUES } from "../core/card.ts";
import { assertCardSymbols, assertWellFormed, INK, parseSvg } from "./_helpers_test.ts";

Deno.test("cardSvg() returns a well-formed standalone SVG with xmlns, width, height and viewBox", () => {
  const svg = cardSvg(parseCard("GS2T"), { width: 300 });
  const root = assertWellFormed(svg).documentElement;
  equal(root.getAttribute("xmlns"), "http://www.w3.org/2000/svg");
  equal(root.getAttribute("width"), "300");
  equal(root.getAttribute("height"), "195");
  equal(root.getAttribute("viewBox"), "0 0 200 130");
  match(cardSvg(0), /^<svg [^>]*width="150" height="97.5"/);
});

Deno.test("CARD_COLOURS lists the deck's red, green and purple inks in colour-value order", () => {
  deepEqual([...CARD_COLOURS], VALUES.colour.map((colour) => INK[colour]));
});

Deno.test("cardSvg() draws the card's number of symbols in its shape, colour and shading, for all 81 cards", () => {
  for (const card of DECK) {
    const doc = assertWellFormed(cardSvg(card));
    const group = doc.querySelector(`g[data-card="${cardCode(card)}"]`);
    ok(group, cardCode(card));
    assertCardSymbols(group, card);
  }
});

Deno.test("cardSvg() gives the three shapes three different outlines", () => {
  const outline = (code: string) =>
    parseSvg(cardSvg(parseCard(code))).querySelector("path[data-shape]")?.getAttribute("d");
  const shapes = ["RD1F", "RO1F", "RS1F"].map(outline);
  equal(new Set(shapes).size, 3);
  equal(outline("PS3E"), shapes[2]);
  match(shapes[2]!, /^M[^A-Z]+(C[^A-Z]+){8}Z$/, "the squiggle is eight cubic Bézier segments");
});

Deno.test("cardGroup() gives each striped card a fresh clip path id unless one is given", () => {
  const id = (group: string) => /<clipPath id="([^"]+)"/.exec(group)?.[1];
  const striped = parseCard("GO2T");
  const fresh = [cardGroup(striped), cardGroup(striped), cardSvg(striped), cardSvg(striped)].map(id);
  equal(new Set(fresh).size, 4);
  equal(id(cardGroup(striped, { id: "mine" })), "mine");
  equal(id(cardGroup(parseCard("GO2F"))), undefined);
});

Deno.test("cardGroup() places and scales the card, each striped symbol clipped by the clip path id", () => {
  const group = cardGroup(parseCard("GO2T"), { x: 10, y: 20, scale: 0.5, id: "demo-clip" });
  match(group, /^<g data-card="GO2T" transform="translate\(10,20\) scale\(0.5\)">/);
  equal(group.match(/data-shape="oval" fill="none" stroke="#00a651"/g)?.length, 2);
  equal(group.match(/clip-path="url\(#demo-clip\)"/g)?.length, 2);
});

Deno.test("cardSvg() throws on bad input, naming the value", () => {
  throws(() => cardSvg(81), /card id 81 is not an integer in 0\.\.80/);
  throws(() => cardSvg(1.5), /card id 1.5 is not an integer/);
  throws(() => cardSvg(3, { width: -2 }), /width -2 is not a positive number/);
});
