import { deepEqual, equal, notEqual, ok, throws } from "node:assert/strict";
import { cardGrid, type CardGridOptions } from "./_cards.ts";
import { findSet } from "../../core/table.ts";
import { type Card, cardCode, DECK, parseCard, pointOf, VALUES } from "../../core/card.ts";
import { OKABE_ITO } from "../figure.ts";
import { toPng } from "../render.ts";
import { cardSvg } from "../card_svg.ts";
import { assertCardSymbols, assertWellFormed, INK, parseSvg, rasterize, svgBlock } from "../_helpers_test.ts";

const table = ["RD3T", "GD2T", "GS1E", "GS3F", "RD1F", "GO2T", "RS1E", "GO1F", "RS3E", "GS2T", "PS2E", "PS1E"].map(
  parseCard,
);

// A grid as a standalone picture, in card units (a card 200 wide, so each is drawn at scale 1).
const CARD_UNITS = { lang: "en", cardWidth: 200, gap: 14 } as const;
function gridSvg(cards: readonly Card[], options: Partial<CardGridOptions> = {}): string {
  const grid = cardGrid(cards, { ...CARD_UNITS, columns: 9, ...options });
  return svgBlock(grid.svg, grid.width, grid.height);
}

// Where each card of a picture is placed: the translation of its group.
function origins(svg: string): number[][] {
  return [...parseSvg(svg).querySelectorAll("g[data-card]")].map((g) =>
    /translate\(([\d.]+),([\d.]+)\)/.exec(g.getAttribute("transform")!)!.slice(1).map(Number)
  );
}

Deno.test("cardGrid(DECK) draws all 81 cards in order, each with its right symbols", () => {
  const doc = assertWellFormed(gridSvg(DECK));
  const groups = [...doc.querySelectorAll("g[data-card]")];
  deepEqual(groups.map((g) => g.getAttribute("data-card")), DECK.map(cardCode));
  groups.forEach((group, i) => assertCardSymbols(group, DECK[i]));
});

Deno.test("cardGrid() gives every striped card its own clip path id, unique across calls too", () => {
  const ids = (svg: string) => [...parseSvg(svg).querySelectorAll("clipPath")].map((c) => c.getAttribute("id")!);
  const first = ids(gridSvg(DECK));
  const second = ids(gridSvg(DECK));
  equal(first.length, 27);
  const figure = ids(gridSvg(DECK.slice(27, 47)));
  const cards = [...ids(cardSvg(27)), ...ids(cardSvg(27))];
  equal(new Set([...first, ...second, ...figure, ...cards]).size, 27 * 2 + 20 + 2);
  const svg = gridSvg(DECK);
  const defined = new Set(ids(svg));
  for (const [, id] of svg.matchAll(/clip-path="url\(#([^)]+)\)"/g)) ok(defined.has(id), `url(#${id}) is defined`);
});

Deno.test("cardGrid() outlines exactly the outlined cards, in vermillion", () => {
  const hint = findSet(table)!;
  const outline = [...hint.pair, hint.third];
  const doc = assertWellFormed(gridSvg(table, { columns: 4, outline }));
  const outlines = [...doc.querySelectorAll("rect[data-outline]")];
  deepEqual(outlines.map((r) => r.getAttribute("data-outline")).sort(), outline.map(cardCode).sort());
  for (const rect of outlines) equal(rect.getAttribute("stroke"), OKABE_ITO.vermillion);
  equal(parseSvg(gridSvg(table, { columns: 4 })).querySelectorAll("rect[data-outline]").length, 0);
});

Deno.test("cardGrid() fills the given number of columns row by row", () => {
  const count = (values: number[]) => new Set(values).size;
  const four = origins(gridSvg(table, { columns: 4 }));
  equal(count(four.map(([, y]) => y)), 3);
  equal(count(four.map(([x]) => x)), 4);
  deepEqual(four.slice(0, 5).map(([, y]) => y), [4, 4, 4, 4, four[4][1]]);
  const two = origins(gridSvg(table, { columns: 2 }));
  equal(count(two.map(([x]) => x)), 2);
  equal(count(two.map(([, y]) => y)), 6);
  const grid = cardGrid(table, { ...CARD_UNITS, columns: 5 });
  equal(grid.width, 5 * 200 + 4 * 14);
});

Deno.test("cardGrid() writes each card's labels under it, the first line bold, only when asked", () => {
  const labels = (card: Card) => [cardCode(card), "second line"];
  const doc = assertWellFormed(gridSvg(table, { columns: 4, labels }));
  const texts = [...doc.querySelectorAll("text")];
  deepEqual(texts.map((t) => t.textContent), table.flatMap(labels));
  deepEqual(texts.map((t) => t.getAttribute("font-weight")), table.flatMap(() => ["bold", null]));
  equal(parseSvg(gridSvg(table, { columns: 4 })).querySelectorAll("text").length, 0);
});

Deno.test("cardGrid() throws on bad input, naming the value", () => {
  const options = { lang: "en", columns: 2, cardWidth: 100 } as const;
  throws(() => cardGrid([4, 9, 4], options), /card 4 appears twice/);
  throws(() => cardGrid([4, -1], options), /card id -1 is not an integer/);
  throws(() => cardGrid([4, 81], options), /card id 81 is not an integer in 0\.\.80/);
  throws(() => cardGrid([4, 9], { ...options, outline: [5] }), /outlined card 5 \(PO1F\) is not in the grid/);
  throws(() => cardGrid([4, 9], { ...options, outline: [4, 4] }), /card 4 appears twice/);
  throws(() => cardGrid([4, 9], { ...options, columns: 0 }), /columns 0 is not a positive integer/);
  throws(() => cardGrid([4, 9], { ...options, columns: 1.5 }), /columns 1.5 is not a positive integer/);
  throws(() => cardGrid([4, 9], { ...options, cardWidth: 0 }), /cardWidth 0 is not a positive number/);
});

Deno.test("cardGrid(DECK) renders in resvg with ink inside solid symbols, white inside open ones, lines in striped", () => {
  const svg = gridSvg(DECK);
  const image = rasterize({ svg, lang: "en" }); // one pixel a card unit
  const rgb = (x: number, y: number) => {
    const i = 4 * (Math.round(y) * image.width + Math.round(x));
    return [image.pixels[i], image.pixels[i + 1], image.pixels[i + 2]];
  };
  const hex = (colour: string) => [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]) <= 3);
  const placed = origins(svg);
  for (const [k, card] of DECK.entries()) {
    const [colour, , numberValue, shading] = pointOf(card);
    const number = numberValue + 1;
    const ink = hex(INK[VALUES.colour[colour]]);
    const [left, top] = placed[k];
    for (let i = -1; i <= 1; i++) {
      const x = left + 100 + i * (number === 2 ? 27 : 54); // symbol centres, or the gaps beside them
      const drawn = number === 2 ? i !== 0 : number === 3 || i === 0;
      const patch = Array.from({ length: 9 }, (_, j) => rgb(x, top + 61 + j));
      const inked = patch.filter((p) => near(p, ink)).length;
      const white = patch.filter((p) => near(p, [255, 255, 255])).length;
      const tinted = patch.filter((p) => p[0] < 250 || p[1] < 250 || p[2] < 250).length;
      const where = `${cardCode(card)} at symbol slot ${i}`;
      if (!drawn || shading === 2) equal(white, 9, where);
      else if (shading === 0) equal(inked, 9, where);
      else ok(tinted > 0 && white > 0, where); // thin lines with white between them
    }
  }
  notEqual(
    toPng({ svg: gridSvg(table, { columns: 4, labels: (card) => [cardCode(card)] }), lang: "en" }, { scale: 1 }).length,
    0,
  );
});
