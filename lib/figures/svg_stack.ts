/**
 * Several standalone SVG pictures stacked into one, each under its caption: the deck's three
 * layers in one figure, say.
 *
 * @module
 */

const XMLNS = "http://www.w3.org/2000/svg";
const FONT_FAMILY = "DejaVu Sans, Verdana, sans-serif";

/** One picture of a stack: a standalone SVG (with `width` and `height`) and its caption. */
export interface StackPart {
  svg: string;
  caption?: string;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
}

function sizeOf(svg: string): [number, number] {
  const open = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
  const width = Number(/\swidth="([\d.]+)"/.exec(open)?.[1]);
  const height = Number(/\sheight="([\d.]+)"/.exec(open)?.[1]);
  if (!(width > 0 && height > 0)) throw new RangeError("stackSvg: a part has no positive width and height");
  return [width, height];
}

/**
 * Stacks standalone SVGs top to bottom, each under its caption (bold, 15 px), on a white
 * background, as one standalone SVG as wide as the widest part. Cost: O(total length).
 *
 * @param parts The pictures, each with `width` and `height` attributes on its root.
 * @param options `gap` between parts in px (default 10).
 * @throws {RangeError} when a part's root has no positive width and height.
 * @example
 * ```ts
 * import { stackSvg } from "./svg_stack.ts";
 * import { match } from "node:assert/strict";
 * const box = (w: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="20"></svg>`;
 * const svg = stackSvg([{ svg: box(100), caption: "A & B" }, { svg: box(50) }]);
 * match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="100" height="76"/);
 * match(svg, /A &amp; B/);
 * ```
 */
export function stackSvg(parts: readonly StackPart[], { gap = 10 }: { gap?: number } = {}): string {
  let y = 0;
  let width = 0;
  const body = parts.map(({ svg, caption }) => {
    const [w, h] = sizeOf(svg);
    width = Math.max(width, w);
    let text = "";
    if (caption) {
      text = `<text x="4" y="${y + 18}" font-size="15" font-weight="bold">${escapeXml(caption)}</text>`;
      y += 26;
    }
    const placed = svg.replace(/^<svg\b/, `<svg x="0" y="${y}"`);
    y += h + gap;
    return text + placed;
  }).join("");
  const height = Math.max(0, y - gap);
  return `<svg xmlns="${XMLNS}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `font-family="${FONT_FAMILY}"><rect width="100%" height="100%" fill="white"/>${body}</svg>`;
}
