/**
 * Helpers for the figures' tests: draw a chart in both editions and check what every figure must have
 * ({@link drawBoth}); make, parse and check a picture and a card's symbols; a folder of one's own.
 * @module
 */
import { equal, match, ok } from "node:assert/strict";
import { DOMParser } from "linkedom";
import { Buffer } from "node:buffer";
// @ts-types="npm:@types/pngjs@6.0.5"
import { PNG } from "pngjs";
import { type Card, cardCode, featuresOf } from "../core/card.ts";
import type { Lang } from "../common/lang.ts";
import { type Chart, drawChecked, type FigureInput } from "./chart.ts";
import { type Figure, FONT_STACK } from "./figure.ts";
import { textBoxes } from "./layout_check.ts";
import { type Drawable, toPng } from "./render.ts";
import { XMLNS } from "./_svg.ts";

// Latin words a Chinese figure may show: names, units, card codes, numbers.
const ALLOWED_LATIN =
  /^(SET|Norvig|Warne|Wald|Wilson|Clopper|Pearson|Student|t|Python|Mac|Deno|C0|C1|ms|µs|ns|n|d|[RGPDOSFTE]|[RGP][DOS][123][FTE])$/;

/**
 * Draws a chart's figure in both editions as `publish` does (from its input's JSON, layout checked), and checks
 * what every figure has: a name, title, caption and alt text, data, an SVG with `<title>`, `<desc>`, the edition's
 * font and an integer size; the same numbers in both editions; the Chinese edition in Chinese, no English word in
 * its picture.
 */
export function drawBoth<I extends FigureInput>(chart: Chart<I>, input: I): Record<Lang, Figure> {
  const { figures: [en, zh] } = drawChecked(chart, input);
  for (const fig of [en, zh]) {
    const where = `${fig.lang}/${fig.name}`;
    ok(fig.title.length > 10 && fig.caption.length > 15 && fig.alt.length > 15, where);
    ok(fig.data.length > 0, where);
    const root = parseSvg(fig.svg).documentElement;
    equal(root.querySelector("title")?.textContent, fig.title, where);
    equal(root.querySelector("desc")?.textContent, fig.alt, where);
    equal(root.getAttribute("font-family"), FONT_STACK[fig.lang], where);
    match(root.getAttribute("width")! + root.getAttribute("height"), /^\d+$/, where);
  }
  const numbers = (fig: Figure) => fig.data.map((row) => Object.values(row).filter((v) => typeof v === "number"));
  equal(JSON.stringify(numbers(zh)), JSON.stringify(numbers(en)), `${en.name}: the same numbers in both editions`);
  for (const text of [zh.title, zh.caption, zh.alt]) ok(/[\u4e00-\u9fff]/.test(text), `${zh.name}: "${text}"`);
  for (const { text } of textBoxes(zh.svg)) {
    for (const word of text.match(/[A-Za-zµ][A-Za-z0-9µ]*/g) ?? []) {
      ok(ALLOWED_LATIN.test(word), `${zh.name}: "${word}" in "${text}"`);
    }
  }
  return { en, "zh-TW": zh };
}

// The relative luminance of a colour `#rrggbb` (white for anything else): how light it prints in greyscale.
function luminance(hex: string): number {
  if (!hex.startsWith("#")) return 1;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Checks that series stay apart in greyscale: any two differ in symbol and dash, and in fill or lightness. */
export function assertGreyscaleApart(
  looks: Record<string, { stroke: string; fill?: string; symbol?: string; dash?: string }>,
): void {
  const list = Object.values(looks);
  for (const [i, a] of list.entries()) {
    for (const b of list.slice(i + 1)) {
      ok(a.symbol !== b.symbol && a.dash !== b.dash, `${a.stroke} ${b.stroke}`);
      ok(a.fill !== b.fill || Math.abs(luminance(a.stroke) - luminance(b.stroke)) > 0.1, `${a.stroke} ${b.stroke}`);
    }
  }
}

/** The inks of the printed deck, by colour name: an independent check of `CARD_COLOURS`. */
export const INK: Record<string, string> = { red: "#e2231a", green: "#00a651", purple: "#5b2c86" };

/** An SVG fragment as a standalone picture `width` × `height` units (each rounded up), to parse or render alone. */
export function svgBlock(inner: string, width: number, height: number): string {
  return `<svg xmlns="${XMLNS}" width="${Math.ceil(width)}" height="${Math.ceil(height)}">${inner}</svg>`;
}

/** Parses an SVG picture with linkedom. */
export function parseSvg(svg: string): Document {
  return new DOMParser().parseFromString(svg, "image/svg+xml") as unknown as Document;
}

/**
 * Parses a standalone SVG and checks it is well-formed: linkedom repairs broken markup silently, so the parsed tree,
 * serialised again, must give back the input text (a missing quote or end tag would change it).
 */
export function assertWellFormed(svg: string): Document {
  const doc = parseSvg(svg);
  equal(doc.documentElement.tagName.toLowerCase(), "svg");
  equal(doc.documentElement.toString().replaceAll(" />", "/>"), svg);
  return doc;
}

/** Checks a card's group: its number of symbols, each in its shape and ink, solid, open or striped (clipped lines). */
export function assertCardSymbols(group: Element, card: Card): void {
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

/** A figure rendered at `scale` by {@link toPng}, as its size and RGBA pixels, row by row. */
export function rasterize(fig: Drawable, scale = 1): { width: number; height: number; pixels: Uint8Array } {
  const { width, height, data } = PNG.sync.read(Buffer.from(toPng(fig, { scale })));
  return { width, height, pixels: data };
}

/** Runs `test` with a new empty folder, removed with all in it afterwards, whatever `test` did. */
export async function withTempDir(test: (dir: string) => void | Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir();
  try {
    await test(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}
