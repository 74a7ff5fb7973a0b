/**
 * The SVG basics every picture shares: the namespace, rounding coordinates and wrapping a fragment
 * as a standalone picture. Imports nothing, so the light card pictures (`card_svg.ts`) and the
 * figures (`figure.ts`, with Plot) can both build on it.
 *
 * @module
 */

/** The SVG namespace, written as `xmlns` on every standalone picture. */
export const XMLNS = "http://www.w3.org/2000/svg";

/**
 * Rounds a coordinate to hundredths: finer than any printer or screen shows, and it keeps the
 * markup short (no `0.30000000000000004`).
 *
 * @example
 * ```ts
 * import { roundCoordinate } from "./_svg.ts";
 * import { equal } from "node:assert/strict";
 * equal(roundCoordinate(0.1 + 0.2), 0.3);
 * equal(roundCoordinate(97.4999), 97.5);
 * ```
 */
export function roundCoordinate(x: number): number {
  return Math.round(x * 100) / 100;
}

/**
 * Wraps an SVG fragment as a standalone picture `width` × `height` units (each rounded up to a
 * whole unit), with `xmlns`: a figure's body, or a fragment to be parsed or rendered on its own.
 *
 * @example
 * ```ts
 * import { svgBlock } from "./_svg.ts";
 * import { equal } from "node:assert/strict";
 * equal(svgBlock("<rect/>", 100.2, 50), '<svg xmlns="http://www.w3.org/2000/svg" width="101" height="50"><rect/></svg>');
 * ```
 */
export function svgBlock(inner: string, width: number, height: number): string {
  return `<svg xmlns="${XMLNS}" width="${Math.ceil(width)}" height="${Math.ceil(height)}">${inner}</svg>`;
}
