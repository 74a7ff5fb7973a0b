import { deepEqual, equal, match, notEqual, ok, throws } from "node:assert/strict";
import { DOMParser } from "linkedom";
import { Resvg } from "@resvg/resvg-js";
import { CARD_COLOURS, cardSvg, HIGHLIGHT_COLOUR, tableSvg } from "./card_svg.ts";
import { type Card, cardCode, DECK, featuresOf, parseCard, pointOf, VALUES } from "../core/card.ts";
import { findSet } from "../core/table.ts";
import { toPng } from "./figure.ts";

const TWELVE = ["RD1F", "GO2T", "PS3F", "RD2F", "GS1E", "GD3T", "PO2T", "PO1F", "RS3E", "GS2F", "RD1T", "PD3E"]
  .map(parseCard);

// The inks of the printed deck, as the brief gives them: an independent check of CARD_COLOURS' order.
const INK: Record<string, string> = { red: "#e2231a", green: "#00a651", purple: "#5b2c86" };

function parse(svg: string): Document {
  return new DOMParser().parseFromString(svg, "image/svg+xml") as unknown as Document;
}

// linkedom repairs broken markup silently, so well-formedness is checked by a round trip: the parsed tree,
// serialised again, must give back the input text (a missing quote or end tag would change it).
function assertWellFormed(svg: string): Document {
  const doc = parse(svg);
  equal(doc.documentElement.tagName.toLowerCase(), "svg");
  equal(doc.documentElement.toString().replaceAll(" />", "/>"), svg);
  return doc;
}

function assertSymbols(group: Element, card: Card): void {
  const { colour, shape, shading, number } = featuresOf(card);
  const ink = INK[colour];
  const symbols = [...group.querySelectorAll("path[data-shape]")];
  equal(symbols.length, number, `${cardCode(card)}: number of symbols`);
  for (const symbol of symbols) {
    equal(symbol.getAttribute("data-shape"), shape, cardCode(card));
    equal(symbol.getAttribute("stroke"), ink, cardCode(card));
    equal(symbol.getAttribute("fill"), shading === "solid" ? ink : "none", cardCode(card));
  }
  const clipped = [...group.querySelectorAll("g[clip-path]")];
  equal(clipped.length, shading === "striped" ? number : 0, `${cardCode(card)}: striped fills`);
  for (const lines of clipped) equal(lines.querySelector("path")?.getAttribute("stroke"), ink);
}

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
    assertSymbols(group, card);
  }
});

Deno.test("cardSvg() gives the three shapes three different outlines", () => {
  const outline = (code: string) =>
    parse(cardSvg(parseCard(code))).querySelector("path[data-shape]")?.getAttribute("d");
  const shapes = ["RD1F", "RO1F", "RS1F"].map(outline);
  equal(new Set(shapes).size, 3);
  equal(outline("PS3E"), shapes[2]);
  match(shapes[2]!, /^M[^A-Z]+(C[^A-Z]+){8}Z$/, "the squiggle is eight cubic Bézier segments");
});

Deno.test("tableSvg(DECK) draws all 81 cards, each with its right symbols", () => {
  const doc = assertWellFormed(tableSvg(DECK, { columns: 9 }));
  const groups = [...doc.querySelectorAll("g[data-card]")];
  deepEqual(groups.map((g) => g.getAttribute("data-card")), DECK.map(cardCode));
  groups.forEach((group, i) => assertSymbols(group, DECK[i]));
});

Deno.test("tableSvg() gives every striped card its own clip path id, unique across calls too", () => {
  const ids = (svg: string) => [...parse(svg).querySelectorAll("clipPath")].map((c) => c.getAttribute("id")!);
  const first = ids(tableSvg(DECK));
  const second = ids(tableSvg(DECK));
  equal(first.length, 27);
  equal(new Set([...first, ...second, ...ids(cardSvg(27)), ...ids(cardSvg(27))]).size, 27 * 2 + 2);
  const svg = tableSvg(DECK);
  const defined = new Set(ids(svg));
  for (const [, id] of svg.matchAll(/clip-path="url\(#([^)]+)\)"/g)) ok(defined.has(id), `url(#${id}) is defined`);
});

Deno.test("tableSvg() outlines exactly the highlighted cards in the highlight colour", () => {
  const hint = findSet(TWELVE)!;
  const highlight = [...hint.pair, hint.third];
  const doc = assertWellFormed(tableSvg(TWELVE, { highlight }));
  const outlines = [...doc.querySelectorAll("rect[data-highlight]")];
  deepEqual(outlines.map((r) => r.getAttribute("data-highlight")).sort(), highlight.map(cardCode).sort());
  for (const outline of outlines) equal(outline.getAttribute("stroke"), HIGHLIGHT_COLOUR);
  equal(parse(tableSvg(TWELVE)).querySelectorAll("rect[data-highlight]").length, 0);
});

Deno.test("tableSvg() lays cards out in 3 rows by default, or in the given columns", () => {
  const origins = (svg: string) =>
    [...parse(svg).querySelectorAll("g[data-card]")].map((g) =>
      /translate\(([\d.]+),([\d.]+)\)/.exec(g.getAttribute("transform")!)!.slice(1).map(Number)
    );
  const count = (values: number[]) => new Set(values).size;
  const twelve = origins(tableSvg(TWELVE));
  equal(count(twelve.map(([, y]) => y)), 3);
  equal(count(twelve.map(([x]) => x)), 4);
  const fifteen = origins(tableSvg(DECK.slice(0, 15)));
  equal(count(fifteen.map(([, y]) => y)), 3);
  const twoColumns = origins(tableSvg(TWELVE, { columns: 2 }));
  equal(count(twoColumns.map(([x]) => x)), 2);
  equal(count(twoColumns.map(([, y]) => y)), 6);
  match(tableSvg(TWELVE, { width: 720 }), /^<svg [^>]*width="720" /);
});

Deno.test("tableSvg() writes each card's code under it only when labels are asked for", () => {
  const doc = assertWellFormed(tableSvg(TWELVE, { labels: true }));
  const texts = [...doc.querySelectorAll("text")];
  deepEqual(texts.map((t) => t.textContent), TWELVE.map(cardCode));
  for (const text of texts) match(text.getAttribute("font-family")!, /^DejaVu Sans/);
  equal(parse(tableSvg(TWELVE)).querySelectorAll("text").length, 0);
});

Deno.test("cardSvg() and tableSvg() throw on bad input, naming the value", () => {
  throws(() => cardSvg(81), /card id 81 is not an integer in 0\.\.80/);
  throws(() => cardSvg(1.5), /card id 1.5 is not an integer/);
  throws(() => cardSvg(3, { width: -2 }), /width -2 is not a positive number/);
  throws(() => tableSvg([4, 9, 4]), /card 4 appears twice/);
  throws(() => tableSvg([4, -1]), /card id -1 is not an integer/);
  throws(() => tableSvg([4, 9], { highlight: [5] }), /highlighted card 5 \(PO1F\) is not on the table/);
  throws(() => tableSvg([4, 9], { columns: 0 }), /columns 0 is not a positive integer/);
  throws(() => tableSvg([4, 9], { width: 0 }), /width 0 is not a positive number/);
});

Deno.test("tableSvg(DECK) renders in resvg with ink inside solid symbols, white inside open ones, lines in striped", () => {
  const svg = tableSvg(DECK, { columns: 9 });
  const viewWidth = Number(/viewBox="0 0 ([\d.]+)/.exec(svg)![1]);
  const image = new Resvg(svg, { fitTo: { mode: "width", value: viewWidth } }).render(); // one pixel a card unit
  const pixels = image.pixels; // a getter that copies the whole buffer: read it once
  const rgb = (x: number, y: number) => {
    const i = 4 * (Math.round(y) * image.width + Math.round(x));
    return [pixels[i], pixels[i + 1], pixels[i + 2]];
  };
  const hex = (colour: string) => [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]) <= 3);
  const doc = parse(svg);
  for (const card of DECK) {
    const [colour, , numberValue, shading] = pointOf(card);
    const number = numberValue + 1;
    const ink = hex(INK[VALUES.colour[colour]]);
    const g = doc.querySelector(`g[data-card="${cardCode(card)}"]`)!;
    const [left, top] = /translate\(([\d.]+),([\d.]+)\)/.exec(g.getAttribute("transform")!)!.slice(1).map(Number);
    for (let i = -1; i <= 1; i++) {
      const x = left + 100 + i * (number === 2 ? 27 : 54); // symbol centres, or the gaps beside them
      const drawn = number === 2 ? i !== 0 : number === 3 || i === 0;
      const patch = Array.from({ length: 9 }, (_, k) => rgb(x, top + 61 + k));
      const inked = patch.filter((p) => near(p, ink)).length;
      const white = patch.filter((p) => near(p, [255, 255, 255])).length;
      const tinted = patch.filter((p) => p[0] < 250 || p[1] < 250 || p[2] < 250).length;
      const where = `${cardCode(card)} at symbol slot ${i}`;
      if (!drawn || shading === 2) equal(white, 9, where);
      else if (shading === 0) equal(inked, 9, where);
      else ok(tinted > 0 && white > 0, where); // thin lines with white between them
    }
  }
  notEqual(toPng({ svg: tableSvg(TWELVE, { labels: true }), lang: "en" }, { scale: 1 }).length, 0);
});
