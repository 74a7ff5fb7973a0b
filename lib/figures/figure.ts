/**
 * Charts as standalone figures: an Observable Plot chart composed with its
 * title, subtitle and legend into one SVG that notebooks display and the
 * export writes as SVG and PNG (2x, with a shipped sans-serif font).
 *
 * @module
 */
import * as Plot from "@observablehq/plot";
import { parseHTML } from "linkedom";
import { Resvg } from "@resvg/resvg-js";
import { show } from "../display/show.ts";
import { writeFileAtomic } from "../common/files.ts";

export { writeFileAtomic };

/** The DOM Plot draws into (Plot needs a `document`; linkedom's is enough for SVG). */
export const document: Document = (parseHTML("<!doctype html><html><body></body></html>") as unknown as {
  document: Document;
}).document;

/** The font family written into every figure; the PNG renderer is given its file. */
export const FONT_FAMILY = "DejaVu Sans, Verdana, sans-serif";

/** One legend entry drawn above the chart: a coloured swatch and its label. */
export interface LegendItem {
  label: string;
  color: string;
  /** `"dot"` (default), `"line"` or `"square"`. */
  symbol?: "dot" | "line" | "square";
}

/** Options of {@link figure}: Plot's options plus the figure's own header. */
export interface FigureOptions extends Plot.PlotOptions {
  /** File name stem of the exported files, e.g. `"no-set-probability"`. */
  name: string;
  title: string;
  subtitle?: string;
  legend?: LegendItem[];
}

/** A composed chart: its name, title and standalone SVG; Jupyter shows it as an image. */
export interface Figure {
  name: string;
  title: string;
  svg: string;
  width: number;
  height: number;
}

const XMLNS = "http://www.w3.org/2000/svg";

function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
}

/** Makes any object with an SVG string display as an image in the Deno Jupyter kernel. */
export function displayable<T extends { svg: string }>(value: T): T {
  Object.defineProperty(value, Symbol.for("Jupyter.display"), {
    value: () => ({ "image/svg+xml": value.svg }),
    enumerable: false,
  });
  return value;
}

function legendRow(items: LegendItem[], y: number, left: number): string {
  let x = left;
  return items.map(({ label, color, symbol = "dot" }) => {
    const swatch = symbol === "line"
      ? `<line x1="${x}" x2="${x + 16}" y1="${y - 4}" y2="${y - 4}" stroke="${color}" stroke-width="2.5"/>`
      : symbol === "square"
      ? `<rect x="${x + 2}" y="${y - 10}" width="12" height="12" fill="${color}"/>`
      : `<circle cx="${x + 8}" cy="${y - 4}" r="4.5" fill="${color}"/>`;
    const item = `${swatch}<text x="${x + 22}" y="${y}">${escapeXml(label)}</text>`;
    x += 22 + 7.5 * label.length + 18; // DejaVu Sans at 12px averages about 7 px a character
    return item;
  }).join("");
}

/**
 * Draws a chart with Observable Plot and composes it, with its title, subtitle
 * and legend, into one standalone SVG (white background, sans-serif text at
 * 12 px, `xmlns` set) that opens in any viewer.
 *
 * @param options Plot's options plus `name`, `title`, `subtitle` and `legend`.
 * @returns The figure; in Jupyter it displays as the image.
 * @example
 * ```ts
 * import * as Plot from "@observablehq/plot";
 * import { figure } from "./figure.ts";
 * import { match } from "node:assert/strict";
 * const fig = figure({ name: "demo", title: "Squares", marks: [Plot.dot([1, 2, 3], { x: (d) => d, y: (d) => d * d })] });
 * match(fig.svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
 * match(fig.svg, /Squares/);
 * ```
 */
export function figure({ name, title, subtitle, legend = [], ...plot }: FigureOptions): Figure {
  const chart = Plot.plot({
    document,
    width: 720,
    height: 400,
    marginLeft: 64,
    marginBottom: 44,
    ...plot,
    style: { fontSize: "12px", fontFamily: FONT_FAMILY, background: "white", color: "black" },
  }) as unknown as Element;
  const svgElement = chart.tagName.toLowerCase() === "svg" ? chart : chart.querySelector("svg");
  if (!svgElement) throw new Error(`figure ${name}: Plot returned no svg`);
  const width = Number(svgElement.getAttribute("width"));
  const chartHeight = Number(svgElement.getAttribute("height"));
  const left = 12;
  let y = 26;
  let header = `<text x="${left}" y="${y}" font-size="17" font-weight="bold">${escapeXml(title)}</text>`;
  if (subtitle) {
    y += 22;
    header += `<text x="${left}" y="${y}" font-size="13" fill="#444">${escapeXml(subtitle)}</text>`;
  }
  if (legend.length) {
    y += 24;
    header += legendRow(legend, y, left);
  }
  const top = y + 14;
  const height = top + chartHeight;
  svgElement.setAttribute("x", "0");
  svgElement.setAttribute("y", String(top));
  const svg = `<svg xmlns="${XMLNS}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `font-family="${FONT_FAMILY}" font-size="12">` +
    `<rect width="100%" height="100%" fill="white"/>${header}${svgElement.outerHTML}</svg>`;
  return displayable({ name, title, svg, width, height });
}

/** Wraps a ready SVG string (a card picture, say) as a figure for display and export. */
export function svgFigure(name: string, title: string, svg: string): Figure {
  const width = Number(/width="([\d.]+)"/.exec(svg)?.[1] ?? 0);
  const height = Number(/height="([\d.]+)"/.exec(svg)?.[1] ?? 0);
  return displayable({ name, title, svg, width, height });
}

const FONT_CANDIDATES = [
  new URL("../../node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf", import.meta.url),
  new URL("file:///usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
];
const BOLD_CANDIDATES = [
  new URL("../../node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf", import.meta.url),
  new URL("file:///usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
];

function existing(candidates: URL[]): string | undefined {
  for (const url of candidates) {
    try {
      const path = decodeURIComponent(url.pathname);
      Deno.statSync(path);
      return path;
    } catch { /* try the next */ }
  }
  return undefined;
}

/**
 * Renders a figure's SVG as PNG with resvg, at `scale` times its size (2 for print),
 * with the DejaVu Sans font file given explicitly (resvg reads no fontconfig).
 *
 * @throws {Error} when the font is missing (run `deno install` to fetch it).
 */
export function toPng(fig: Figure, { scale = 2 }: { scale?: number } = {}): Uint8Array {
  const regular = existing(FONT_CANDIDATES);
  if (!regular) throw new Error("toPng: DejaVu Sans not found: run `deno install` (npm:dejavu-fonts-ttf)");
  const bold = existing(BOLD_CANDIDATES);
  const resvg = new Resvg(fig.svg, {
    fitTo: { mode: "zoom", value: scale },
    background: "white",
    font: {
      fontFiles: bold ? [regular, bold] : [regular],
      loadSystemFonts: false,
      defaultFontFamily: "DejaVu Sans",
      sansSerifFamily: "DejaVu Sans",
    },
  });
  return resvg.render().asPng();
}

/** Where figures are exported: `$SET_FIGURES_DIR`, else `out/figures` in the project. */
export function figuresDir(): string {
  return Deno.env.get("SET_FIGURES_DIR") ?? decodeURIComponent(new URL("../../out/figures", import.meta.url).pathname);
}

/**
 * Exports a figure as `NAME.svg` and `NAME.png` (2x) into {@link figuresDir}
 * (written atomically) and returns it, so a notebook cell can end with
 * `await exportFigure(chart)` to both show and export it.
 */
export async function exportFigure<F extends Figure>(fig: F, dir: string = figuresDir()): Promise<F> {
  await Deno.mkdir(dir, { recursive: true });
  await writeFileAtomic(`${dir}/${fig.name}.svg`, fig.svg);
  await writeFileAtomic(`${dir}/${fig.name}.png`, toPng(fig));
  return fig;
}

/** Exports a figure ({@link exportFigure}) and shows it in the notebook: the usual last line of a chart cell. */
export async function publish(fig: Figure): Promise<void> {
  await show(await exportFigure(fig));
}
