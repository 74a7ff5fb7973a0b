/**
 * Card pictures faithful to the real deck, as an SVG group or a standalone picture, in plain attributes (no CSS) so
 * that browsers and resvg draw them alike. Light: no Plot, no DOM.
 * @module
 */
import { type Card, cardCode, pointOf, VALUES } from "../core/card.ts";
import { checkTable } from "../core/table.ts";
import { roundCoordinate as round, XMLNS } from "./_svg.ts";

/** The three ink colours of the deck, by colour value (red, green, purple). */
export const CARD_COLOURS = ["#e2231a", "#00a651", "#5b2c86"] as const;

/** The size of a card in its own units, as {@link cardGroup} draws it: the 89 × 57 mm proportions of a real card. */
export const CARD_SIZE = { width: 200, height: 130 } as const;
const { width: CARD_WIDTH, height: CARD_HEIGHT } = CARD_SIZE;
const SYMBOL_STEP = 54; // centre-to-centre distance of side-by-side symbols
const STRIPE_STEP = 4.5; // distance of the thin lines of a striped symbol

type Point2 = readonly [number, number];

// Symbols are designed lying down (x along the long axis) and stood upright by a quarter turn.
const upright = ([x, y]: Point2) => `${round(-y)},${round(x)}`;

// The squiggle's upper edge, from its left tip to its right tip, as cubic Bézier segments [control, control, end];
// the lower edge is the same curve turned half a turn, so the outline is point-symmetric like the printed one.
const SQUIGGLE_START: Point2 = [-45, 3];
const SQUIGGLE_TOP: readonly (readonly [Point2, Point2, Point2])[] = [
  [[-45, -9], [-32, -19], [-17, -19]], // up from the left tip to the hump
  [[-6, -19], [5, -5], [16, -5]], // down across the waist to the trough
  [[26, -5], [30, -16], [38, -16]], // up to the top of the right end
  [[42, -16], [45, -10], [45, -3]], // round over into the right tip
];

function squigglePath(): string {
  const top = SQUIGGLE_TOP.map((segment) => `C${segment.map(upright).join(" ")}`).join("");
  const bottom = SQUIGGLE_TOP.map((segment) => `C${segment.map(([x, y]) => upright([-x, -y])).join(" ")}`).join("");
  return `M${upright(SQUIGGLE_START)}${top}${bottom}Z`;
}

// Outlines centred at 0,0, about 36 wide and 90 tall, by shape value (diamond, oval, squiggle).
const SHAPE_PATHS = [
  "M0,-45L19,0L0,45L-19,0Z",
  "M-18,-27A18,18 0 0 1 18,-27L18,27A18,18 0 0 1 -18,27Z",
  squigglePath(),
];

let pictures = 0;

// A clip path id: the card's code and a counter, so that ids can only clash between pictures of the same card.
function clipId(card: Card): string {
  pictures += 1;
  return `setcard-${cardCode(card)}-${pictures}`;
}

function stripes(colour: string): string {
  const lines: string[] = [];
  for (let y = -48; y <= 48; y += STRIPE_STEP) lines.push(`M-24,${round(y)}H24`);
  return `<path d="${lines.join("")}" stroke="${colour}" stroke-width="1.3" fill="none"/>`;
}

/**
 * One card as an SVG group `<g data-card="CODE">` in card units, placed at `x, y` and scaled; a striped symbol's
 * lines are clipped by a clip path `id`, unique in the page (by default a fresh one). Cost: O(1), under 1 kB.
 */
export function cardGroup(card: Card, { x = 0, y = 0, scale = 1, id = clipId(card) }: {
  x?: number;
  y?: number;
  scale?: number;
  id?: string;
} = {}): string {
  const [colourValue, shapeValue, numberValue, shading] = pointOf(card);
  const colour = CARD_COLOURS[colourValue];
  const shape = SHAPE_PATHS[shapeValue];
  const count = numberValue + 1;
  const fill = shading === 0 ? colour : "none";
  const defs = shading === 1 ? `<clipPath id="${id}"><path d="${shape}"/></clipPath>` : "";
  let symbols = "";
  for (let i = 0; i < count; i++) {
    const cx = CARD_WIDTH / 2 + (i - (count - 1) / 2) * SYMBOL_STEP;
    const fillLines = shading === 1 ? `<g clip-path="url(#${id})">${stripes(colour)}</g>` : "";
    symbols += `<g transform="translate(${cx},${CARD_HEIGHT / 2})">${fillLines}` +
      `<path d="${shape}" data-shape="${VALUES.shape[shapeValue]}" fill="${fill}" stroke="${colour}" ` +
      `stroke-width="3" stroke-linejoin="round"/></g>`;
  }
  const transform = `translate(${round(x)},${round(y)}) scale(${round(scale * 1000) / 1000})`;
  return `<g data-card="${cardCode(card)}" transform="${transform}">${defs}` +
    `<rect x="1" y="1" width="${CARD_WIDTH - 2}" height="${CARD_HEIGHT - 2}" rx="11" fill="white" stroke="#9a9a9a" ` +
    `stroke-width="1.5"/>${symbols}</g>`;
}

/**
 * One card as a standalone SVG picture `width` px wide, like a card lying on the table. Cost: O(1), under 1 kB.
 *
 * @throws {RangeError} naming a card id out of range 0..80.
 * @example Three red solid diamonds
 * ```ts
 * import { cardSvg } from "./card_svg.ts";
 * import { parseCard } from "../core/card.ts";
 * import { equal, match } from "node:assert/strict";
 * const svg = cardSvg(parseCard("RD3F"), { width: 300 });
 * match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="300" height="195"/);
 * equal(svg.match(/data-shape="diamond" fill="#e2231a"/g)?.length, 3);
 * ```
 */
export function cardSvg(card: Card, { width = 150 }: { width?: number } = {}): string {
  checkTable([card]);
  if (!(width > 0)) throw new RangeError(`width ${width} is not a positive number`);
  const size = `width="${round(width)}" height="${round(width * CARD_HEIGHT / CARD_WIDTH)}"`;
  return `<svg xmlns="${XMLNS}" ${size} viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">${cardGroup(card)}</svg>`;
}
