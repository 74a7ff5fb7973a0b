/**
 * The SVG basics every picture shares: the namespace and rounding coordinates. Imports nothing, so that the light
 * card pictures (`card_svg.ts`) and the figures (`figure.ts`, with Plot) can both build on it.
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
