/**
 * Checks a figure's text as the printer will see it: every `<text>` placed where the SVG puts it
 * (through nested `<svg>` viewports, `transform`s, `x`/`y`/`dx`/`dy` and `text-anchor`), measured
 * with the font itself ({@link measureText}: advances and glyph ink boxes from the font files), so
 * that a test can fail on text outside the canvas, text overlapping or touching other text (tick
 * labels run together: "0.02%0.04%"), and text smaller than the print minimum.
 *
 * @module
 */
import { DOMParser } from "linkedom";
import { measureText, type Script } from "./font_metrics.ts";
import { PRINT } from "./figure.ts";

/** A text's ink box on the canvas, and what it says. */
export interface PlacedText {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** The font size on the canvas (the declared size times the scale of its transforms). */
  size: number;
  /** Its fill, as inherited (`none` or white on the white canvas: unreadable). */
  fill: string;
}

/** A layout problem, in words. */
export interface LayoutProblem {
  /** `"outside"` covers text with no valid position too; `"touching"`: closer than the gap a reader needs. */
  kind: "outside" | "overlap" | "touching" | "small" | "invisible";
  message: string;
}

type Matrix = [number, number, number, number, number, number]; // a b c d e f

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

function parseTransform(text: string | null): Matrix {
  let m: Matrix = IDENTITY;
  if (!text) return m;
  for (const [, op, args] of text.matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const v = args.split(/[\s,]+/).filter(Boolean).map(Number);
    let t: Matrix = IDENTITY;
    if (op === "translate") t = [1, 0, 0, 1, v[0] ?? 0, v[1] ?? 0];
    else if (op === "scale") t = [v[0], 0, 0, v[1] ?? v[0], 0, 0];
    else if (op === "matrix") t = v as Matrix;
    else if (op === "rotate") {
      const a = (v[0] * Math.PI) / 180, [cx, cy] = [v[1] ?? 0, v[2] ?? 0];
      const rot: Matrix = [Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a), 0, 0];
      t = multiply(multiply([1, 0, 0, 1, cx, cy], rot), [1, 0, 0, 1, -cx, -cy]);
    }
    m = multiply(m, t);
  }
  return m;
}

function styleOf(element: Element): Record<string, string> {
  const style: Record<string, string> = {};
  for (const part of (element.getAttribute("style") ?? "").split(";")) {
    const [key, value] = part.split(":").map((s) => s?.trim());
    if (key && value) style[key] = value;
  }
  return style;
}

interface Inherited {
  size: number;
  bold: boolean;
  anchor: string;
  script: Script;
  hidden: boolean;
  fill: string;
}

function property(element: Element, name: string): string | undefined {
  return styleOf(element)[name] ?? element.getAttribute(name) ?? undefined;
}

function length(value: string | null | undefined, size: number): number {
  if (!value) return 0;
  const number = parseFloat(value);
  return value.trim().endsWith("em") ? number * size : number;
}

/**
 * The ink box of every non-empty `<text>` of an SVG, on its canvas. Cost: one DOM parse and a
 * measure per text.
 *
 * @example
 * ```ts
 * import { textBoxes } from "./layout_check.ts";
 * import { equal, ok } from "node:assert/strict";
 * const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" font-size="10">' +
 *   '<g transform="translate(50,0)"><text y="20" text-anchor="middle">SET</text></g></svg>';
 * const [box] = textBoxes(svg);
 * equal(box.text, "SET");
 * ok(box.x0 < 50 && box.x1 > 50 && box.y0 > 10 && box.y1 < 21);
 * ```
 */
export function textBoxes(svg: string): PlacedText[] {
  const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
  const root = doc.documentElement as unknown as Element;
  const boxes: PlacedText[] = [];
  const lang = root.getAttribute("lang") ?? "";
  const walk = (element: Element, matrix: Matrix, inherited: Inherited, isRoot: boolean) => {
    const tag = element.tagName.toLowerCase();
    if (tag === "title" || tag === "desc" || tag === "style" || tag === "defs" || tag === "clippath") return;
    let m = matrix;
    if (tag === "svg" && !isRoot) {
      const x = Number(element.getAttribute("x") ?? 0), y = Number(element.getAttribute("y") ?? 0);
      m = multiply(m, [1, 0, 0, 1, x, y]);
      const viewBox = element.getAttribute("viewBox")?.split(/[\s,]+/).map(Number);
      const width = Number(element.getAttribute("width")), height = Number(element.getAttribute("height"));
      if (viewBox && width > 0 && height > 0) {
        const scale = Math.min(width / viewBox[2], height / viewBox[3]);
        const dx = (width - viewBox[2] * scale) / 2, dy = (height - viewBox[3] * scale) / 2;
        m = multiply(m, [scale, 0, 0, scale, dx - viewBox[0] * scale, dy - viewBox[1] * scale]);
      }
    }
    m = multiply(m, parseTransform(element.getAttribute("transform")));
    const fontSize = property(element, "font-size");
    const weight = property(element, "font-weight");
    const anchor = property(element, "text-anchor");
    const family = property(element, "font-family");
    const visibility = property(element, "visibility");
    const display = property(element, "display");
    const fill = property(element, "fill");
    const here: Inherited = {
      size: fontSize ? length(fontSize, inherited.size) : inherited.size,
      bold: weight ? weight === "bold" || Number(weight) >= 600 : inherited.bold,
      anchor: anchor ?? inherited.anchor,
      script: family
        ? (/Noto Sans TC|PingFang|JhengHei/.test(family.split(",")[0]) ? "cjk" : "latin")
        : inherited.script,
      hidden: inherited.hidden || visibility === "hidden" || display === "none",
      fill: fill ?? inherited.fill,
    };
    if (tag === "text") {
      const text = (element.textContent ?? "").replace(/\s+/g, " ").trim();
      if (!text || here.hidden) return;
      const measured = measureText(text, { size: here.size, bold: here.bold, script: here.script });
      const x = length(element.getAttribute("x"), here.size) + length(element.getAttribute("dx"), here.size);
      const y = length(element.getAttribute("y"), here.size) + length(element.getAttribute("dy"), here.size);
      const start = here.anchor === "middle" ? x - measured.width / 2 : here.anchor === "end" ? x - measured.width : x;
      const corners = [
        [start, y - measured.ascent],
        [start + measured.width, y - measured.ascent],
        [start, y + measured.descent],
        [start + measured.width, y + measured.descent],
      ].map(([px, py]) => [m[0] * px + m[2] * py + m[4], m[1] * px + m[3] * py + m[5]]);
      const xs = corners.map((c) => c[0]), ys = corners.map((c) => c[1]);
      const scale = Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
      boxes.push({
        text,
        x0: Math.min(...xs),
        y0: Math.min(...ys),
        x1: Math.max(...xs),
        y1: Math.max(...ys),
        size: here.size * scale,
        fill: here.fill,
      });
      return;
    }
    for (const child of [...element.children]) walk(child as Element, m, here, false);
  };
  walk(root, IDENTITY, {
    size: 16,
    bold: false,
    anchor: "start",
    script: lang === "zh-TW" ? "cjk" : "latin",
    hidden: false,
    fill: "black",
  }, true);
  return boxes;
}

/** Options of {@link layoutProblems}. */
export interface LayoutOptions {
  /** Units two ink boxes may share, each way, before they overlap (rounding). Default 0.5. */
  tolerance?: number;
  /** The least gap between two texts side by side on a line, in ems of the smaller. Default 0.5. */
  gap?: number;
  /** The least gap between two texts one above the other, in ems of the smaller. Default 0.1. */
  lineGap?: number;
}

/**
 * The layout problems of a figure: text outside the canvas; text overlapping other text (ink
 * boxes sharing more than `tolerance` units each way); text touching its neighbour, side by side
 * closer than `gap` ems or one above the other closer than `lineGap` ems (tick labels that run
 * together read as one number); text smaller than {@link PRINT}`.minFontSize` (7 pt at the
 * print width); and text that cannot be seen, its fill `none` or white (a halo given without a fill). Cost: O(texts²) pairs, after one measure per text.
 *
 * @example
 * ```ts
 * import { layoutProblems } from "./layout_check.ts";
 * import { deepEqual, equal } from "node:assert/strict";
 * const svg = (a: number) => '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50" font-size="11">' +
 *   `<text x="10" y="20">left label</text><text x="${a}" y="20">right label</text></svg>`;
 * deepEqual(layoutProblems({ svg: svg(120), width: 200, height: 50 }), []);
 * equal(layoutProblems({ svg: svg(40), width: 200, height: 50 })[0].kind, "overlap");
 * equal(layoutProblems({ svg: svg(61), width: 200, height: 50 })[0].kind, "touching");
 * const halo = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50" font-size="11">' +
 *   '<g stroke="white" fill="none"><text x="10" y="20">79%</text></g></svg>';
 * equal(layoutProblems({ svg: halo, width: 200, height: 50 })[0].kind, "invisible");
 * ```
 */
export function layoutProblems(
  fig: { svg: string; width: number; height: number },
  { tolerance = 0.5, gap = 0.5, lineGap = 0.1 }: LayoutOptions = {},
): LayoutProblem[] {
  const boxes = textBoxes(fig.svg);
  const problems: LayoutProblem[] = [];
  const where = (b: PlacedText) =>
    `"${b.text}" [${b.x0.toFixed(1)}, ${b.y0.toFixed(1)}, ${b.x1.toFixed(1)}, ${b.y1.toFixed(1)}]`;
  for (const b of boxes) {
    if (![b.x0, b.y0, b.x1, b.y1].every(Number.isFinite)) {
      problems.push({ kind: "outside", message: `text "${b.text}" has no position (NaN in its transform or x, y)` });
      continue;
    }
    if (b.x0 < -tolerance || b.y0 < -tolerance || b.x1 > fig.width + tolerance || b.y1 > fig.height + tolerance) {
      problems.push({
        kind: "outside",
        message: `text ${where(b)} runs outside the ${fig.width} × ${fig.height} canvas`,
      });
    }
    if (/^(none|white|#fff(fff)?|transparent)$/i.test(b.fill.trim())) {
      problems.push({ kind: "invisible", message: `text ${where(b)} is drawn with fill ${b.fill} on a white canvas` });
    }
    if (b.size < PRINT.minFontSize - 1e-6) {
      problems.push({
        kind: "small",
        message: `text ${where(b)} is ${b.size.toFixed(1)} units, under ${PRINT.minFontSize}`,
      });
    }
  }
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i], b = boxes[j];
      // How much the boxes share each way; negative: the gap between them.
      const dx = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
      const dy = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
      const em = Math.min(a.size, b.size);
      if (dx > tolerance && dy > tolerance) {
        problems.push({ kind: "overlap", message: `text ${where(a)} overlaps ${where(b)}` });
      } else if (dy > tolerance && -dx < gap * em) {
        problems.push({
          kind: "touching",
          message: `text ${where(a)} and ${where(b)} are ${Math.max(0, -dx).toFixed(1)} units apart side by side, ` +
            `under ${(gap * em).toFixed(1)} (${gap} em)`,
        });
      } else if (dx > tolerance && -dy < lineGap * em) {
        problems.push({
          kind: "touching",
          message: `text ${where(a)} and ${where(b)} are ${Math.max(0, -dy).toFixed(1)} units apart one above the ` +
            `other, under ${(lineGap * em).toFixed(1)} (${lineGap} em)`,
        });
      }
    }
  }
  return problems;
}
