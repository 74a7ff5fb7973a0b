/**
 * The SVG basics the card pictures and the figures share. Imports nothing, so that card pictures stay light.
 * @module
 */

/** The SVG namespace, written as `xmlns` on every standalone picture. */
export const XMLNS = "http://www.w3.org/2000/svg";

/** Rounds a coordinate to hundredths: finer than any printer shows, and short (no `0.30000000000000004`). */
export function roundCoordinate(x: number): number {
  return Math.round(x * 100) / 100;
}
