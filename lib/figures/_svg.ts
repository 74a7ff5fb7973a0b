/**
 * The SVG basics the card pictures and the figures share. Imports nothing, so that card pictures stay light.
 * @module
 */

/** The SVG namespace, written as `xmlns` on every standalone picture. */
export const XMLNS = "http://www.w3.org/2000/svg";

/**
 * Rounds a coordinate to hundredths: finer than any printer shows, and short (no `0.30000000000000004`).
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
