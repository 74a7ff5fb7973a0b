/**
 * The figure model ({@link Figure}) and its composition into one SVG, designed for print: a 640-unit canvas for
 * 16 cm at 300 dpi (1 unit ≈ 0.71 pt, no text under 10 units), text measured with the fonts themselves.
 * @module
 */
import * as Plot from "@observablehq/plot";
import { parseHTML } from "linkedom";
import { Buffer } from "node:buffer";
import { measureText, type Script, wrapText } from "./font_metrics.ts";
import { toPng } from "./render.ts";
import { roundCoordinate as r, XMLNS } from "./_svg.ts";
import { escapeMarkup } from "../common/escape.ts";
import type { Lang } from "../common/lang.ts";
import { PRINT as PRINT_SIZE } from "../config.ts";
import { powerOfTen } from "../present/format.ts";
import { DISPLAY_OUTPUTS, type DisplayOutput } from "../present/show.ts";

// The DOM Plot draws into (Plot needs a `document`; linkedom's is enough for SVG).
const { document } = parseHTML("<!doctype html><html><body></body></html>") as unknown as { document: Document };

/** What the figures are designed for: 16 cm wide at 300 dpi on a 640-unit canvas, no text under 10 units (7.1 pt). */
export const PRINT = { ...PRINT_SIZE, minFontSize: 10 } as const;

/** Font sizes in canvas units: the title, ordinary text (axes, legends, labels) and small print. */
export const FONT_SIZE = { title: 14, text: 11, small: 10 } as const;

/** The font stack of each edition, as written into the SVG; the PNG renderer is given these fonts' files. */
export const FONT_STACK: Record<Lang, string> = {
  en: "DejaVu Sans, Verdana, sans-serif",
  "zh-TW": "Noto Sans TC, PingFang TC, Microsoft JhengHei, DejaVu Sans, sans-serif",
};

/** Which measuring stack an edition's text uses. */
export const SCRIPT: Record<Lang, Script> = { en: "latin", "zh-TW": "cjk" };

/** The Okabe–Ito palette, safe for the common kinds of colour blindness. */
export const OKABE_ITO = {
  black: "#000000",
  orange: "#E69F00",
  skyBlue: "#56B4E9",
  green: "#009E73",
  blue: "#0072B2",
  vermillion: "#D55E00",
  purple: "#CC79A7",
} as const;

/** A value of a data row: what a CSV cell holds. */
export type DataValue = string | number | boolean | null;

/** One tidy row of the numbers a figure draws. */
export type DataRow = Record<string, DataValue>;

/** A figure in one edition: its finding (title), how to read it (caption), in words (alt), SVG, the numbers drawn. */
export interface Figure {
  name: string;
  lang: Lang;
  title: string;
  caption: string;
  alt: string;
  svg: string;
  width: number;
  height: number;
  data: readonly DataRow[];
}

/** One entry of a legend: its label and its swatch, the chart's own marks drawn in a 26 × 14 box, x and y in 0..1. */
export type LegendItem = { label: string; swatch: Plot.Markish[] };

/** A part of a figure's body: a Plot chart (its options), placed at `x`, `y` below the header. */
export type Panel = { x: number; y: number; plot: Plot.PlotOptions };

/** A line of text placed in the body (a panel heading, a note). */
export interface Label {
  x: number;
  y: number;
  text: string;
  anchor?: "start" | "middle" | "end";
  bold?: boolean;
  size?: number;
  fill?: string;
}

/** Options of {@link composeFigure}: the texts and data, a body `bodyHeight` tall (default: to its panels' foot), notes. */
export interface ComposeOptions extends Omit<Figure, "svg" | "width" | "height"> {
  legend?: readonly LegendItem[];
  panels?: readonly Panel[];
  body?: string;
  bodyHeight?: number;
  labels?: readonly Label[];
  notes?: readonly string[];
}

const PAD = 8;

/** The width of a figure's body on the print canvas, inside its margins of 8 units: 624. */
export const CONTENT_WIDTH: number = PRINT.canvasWidth - 2 * PAD;
const SWATCH = { width: 26, height: 14 } as const;
const UNIT = { domain: [0, 1], axis: null };

/** Measures text in an edition's font at a size in canvas units ({@link measureText}). */
export function textWidth(text: string, lang: Lang, { size = FONT_SIZE.text }: { size?: number } = {}): number {
  return measureText(text, { size, script: SCRIPT[lang] }).width;
}

/**
 * The margin an axis needs beside its tick labels: the widest label measured in the edition's font at `size`,
 * rounded up, plus `pad` for the ticks and the gap. Cost: one measure per label.
 */
export function axisMargin(
  labels: readonly string[],
  lang: Lang,
  { pad = 14, size = FONT_SIZE.text }: { pad?: number; size?: number } = {},
): number {
  return Math.ceil(Math.max(...labels.map((label) => textWidth(label, lang, { size })))) + pad;
}

/** The label of a tick at a power of ten on a log axis: `10⁻⁶` for 0.000001 (the exponent rounded). */
export function powerOfTenTick(value: number): string {
  return powerOfTen(Math.round(Math.log10(value)));
}

/**
 * A line of text as an SVG `<text>` element, the one way figures write text: escaped, the size in canvas units,
 * bold, anchor and fill only when asked for.
 */
export function textElement(
  { x, y, text, anchor = "start", bold = false, size = FONT_SIZE.text, fill }: Label,
): string {
  return `<text x="${r(x)}" y="${r(y)}" font-size="${size}"${bold ? ' font-weight="bold"' : ""}` +
    `${anchor === "start" ? "" : ` text-anchor="${anchor}"`}${fill ? ` fill="${fill}"` : ""}>` +
    `${escapeMarkup(text)}</text>`;
}

const PLOT_STYLE = { color: "black", background: "transparent", overflow: "visible" };

function plotSvg(options: Plot.PlotOptions, lang: Lang): Element {
  const style = { fontSize: `${FONT_SIZE.text}px`, fontFamily: FONT_STACK[lang], ...PLOT_STYLE };
  const chart = Plot.plot({ document, ...options, style }) as unknown as Element;
  const svg = chart.tagName.toLowerCase() === "svg" ? chart : chart.querySelector("svg");
  if (!svg) throw new Error("Plot returned no svg");
  return svg;
}

// A legend in rows no wider than `width`, each entry a swatch and its label, spaced by the labels' measured widths.
function legendSvg(items: readonly LegendItem[], lang: Lang, width: number): { svg: string; height: number } {
  const rowHeight = 18, gap = 14, labelGap = 5;
  let x = 0, row = 0;
  const parts = items.map((item) => {
    const itemWidth = SWATCH.width + labelGap + textWidth(item.label, lang);
    if (x > 0 && x + itemWidth > width) [x, row] = [0, row + 1];
    const y = row * rowHeight;
    const swatch = plotSvg({ ...SWATCH, margin: 0, x: UNIT, y: UNIT, marks: item.swatch }, lang);
    swatch.removeAttribute("class");
    swatch.querySelector("style")?.remove();
    const svg = swatch.outerHTML.replace(/^<svg\b/, `<svg x="${r(x)}" y="${r(y + 1)}"`) +
      textElement({ x: x + SWATCH.width + labelGap, y: y + 12, text: item.label });
    x += itemWidth + gap;
    return svg;
  });
  return { svg: parts.join(""), height: items.length ? (row + 1) * rowHeight : 0 };
}

/**
 * Composes the title (wrapped), legend, body (Plot panels, an SVG fragment, labels) and notes into one standalone,
 * accessible SVG (`<title>`, `<desc>`, integer size). Cost: one Plot render per panel and legend entry.
 */
export function composeFigure(options: ComposeOptions): Figure {
  const { name, lang, title, caption, alt, data, legend = [], panels = [], body, labels = [], notes = [] } = options;
  const { bodyHeight = Math.max(...panels.map((panel) => panel.y + panel.plot.height!)) } = options;
  const width = PRINT.canvasWidth;
  const parts: string[] = [];
  let y = PAD;
  for (const line of wrapText(title, CONTENT_WIDTH, { size: FONT_SIZE.title, bold: true, script: SCRIPT[lang] })) {
    y += FONT_SIZE.title + 3;
    parts.push(textElement({ x: PAD, y: y - 3, text: line, bold: true, size: FONT_SIZE.title }));
  }
  y += 8;
  if (legend.length) {
    const { svg, height } = legendSvg(legend, lang, CONTENT_WIDTH);
    parts.push(`<g transform="translate(${PAD},${y})">${svg}</g>`);
    y += height + 6;
  }
  const top = y;
  for (const panel of panels) {
    const element = plotSvg(panel.plot, lang);
    element.setAttribute("x", String(panel.x));
    element.setAttribute("y", String(top + panel.y));
    parts.push(element.outerHTML);
  }
  if (body) parts.push(`<svg x="0" y="${r(top)}" width="${width}" height="${Math.ceil(bodyHeight)}">${body}</svg>`);
  for (const label of labels) parts.push(textElement({ ...label, y: top + label.y }));
  y = top + bodyHeight;
  for (const note of notes) {
    y += 4;
    for (const line of wrapText(note, CONTENT_WIDTH, { size: FONT_SIZE.small, script: SCRIPT[lang] })) {
      y += FONT_SIZE.small + 3;
      parts.push(textElement({ x: PAD, y: y - 2, text: line, size: FONT_SIZE.small, fill: "#333" }));
    }
  }
  const height = Math.ceil(y + PAD);
  const id = `${name}-${lang}`.replace(/[^A-Za-z0-9_-]/g, "_");
  const svg = `<svg xmlns="${XMLNS}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `role="img" aria-labelledby="${id}-title ${id}-desc" font-family="${FONT_STACK[lang]}" ` +
    `font-size="${FONT_SIZE.text}" lang="${lang}">` +
    `<title id="${id}-title">${escapeMarkup(title)}</title><desc id="${id}-desc">${escapeMarkup(alt)}</desc>` +
    `<rect width="${width}" height="${height}" fill="white"/>${parts.join("")}</svg>`;
  return displayable({ name, lang, title, caption, alt, svg, width, height, data });
}

// The PNG each figure shows in Jupyter: its export's ({@link attachPng}), else one made when shown.
const displayPngs = new WeakMap<Figure, Uint8Array>();

/** Gives a figure the PNG its export rendered, to show in Jupyter beside its SVG at no second render. */
export function attachPng(fig: Figure, png: Uint8Array): void {
  displayPngs.set(fig, png);
}

/**
 * Makes a figure display in Jupyter as the picture (SVG and PNG in one bundle), then its caption. The bundle has no
 * `text/html`, which an untrusted Jupyter would show sanitised, the SVG stripped to loose tick labels.
 */
export function displayable<T extends Figure>(fig: T): T & { [DISPLAY_OUTPUTS](): DisplayOutput[] } {
  const picture = (): DisplayOutput => {
    let png = displayPngs.get(fig);
    if (!png) displayPngs.set(fig, png = toPng(fig));
    return {
      data: {
        "image/svg+xml": fig.svg,
        "image/png": Buffer.from(png.buffer, png.byteOffset, png.byteLength).toString("base64"),
        "text/plain": `${fig.title} [figure ${fig.name}, ${fig.lang}]`,
      },
      metadata: { "image/png": { width: fig.width } },
    };
  };
  const caption = (): DisplayOutput => ({
    data: {
      "text/html": `<p style="max-width:${fig.width}px;margin-top:0">${escapeMarkup(fig.caption)}</p>`,
      "text/plain": fig.caption,
    },
  });
  const hidden = (value: unknown) => ({ value, enumerable: false, configurable: true });
  Object.defineProperty(fig, DISPLAY_OUTPUTS, hidden(() => [picture(), caption()]));
  Object.defineProperty(fig, Symbol.for("Jupyter.display"), hidden(() => picture().data));
  Object.defineProperty(fig, "toString", hidden(() => `${fig.title} [${fig.name}, ${fig.lang}]`));
  return fig as T & { [DISPLAY_OUTPUTS](): DisplayOutput[] };
}
