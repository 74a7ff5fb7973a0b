/**
 * Helpers for the figures' tests: parse a picture, check it is well-formed, and check a card's
 * symbols against the printed deck (`card_svg_test.ts`, `card_figures_test.ts`); a folder of one's own
 * (`export_test.ts`, `png_cache_test.ts`).
 *
 * @module
 */
import { equal } from "node:assert/strict";
import { DOMParser } from "linkedom";
import { type Card, cardCode, featuresOf } from "../core/card.ts";

/** The inks of the printed deck, by colour name: an independent check of `CARD_COLOURS`. */
export const INK: Record<string, string> = { red: "#e2231a", green: "#00a651", purple: "#5b2c86" };

/** Parses an SVG picture with linkedom. */
export function parseSvg(svg: string): Document {
  return new DOMParser().parseFromString(svg, "image/svg+xml") as unknown as Document;
}

/**
 * Parses a standalone SVG and checks it is well-formed. linkedom repairs broken markup silently, so
 * this is a round trip: the parsed tree, serialised again, must give back the input text (a missing
 * quote or end tag would change it).
 */
export function assertWellFormed(svg: string): Document {
  const doc = parseSvg(svg);
  equal(doc.documentElement.tagName.toLowerCase(), "svg");
  equal(doc.documentElement.toString().replaceAll(" />", "/>"), svg);
  return doc;
}

/**
 * Checks a card's group (`<g data-card>`): its number of symbols, each in its shape and ink, filled
 * (solid), empty (open) or over lines in its ink clipped to the symbol (striped).
 */
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

/** Runs `test` with a new empty folder, removed with all in it afterwards, whatever `test` did. */
export async function withTempDir(test: (dir: string) => void | Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir();
  try {
    await test(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}
