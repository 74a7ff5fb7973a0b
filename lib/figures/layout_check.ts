/**
 * Checks a figure's text as printed: each `<text>` placed as the SVG puts it (viewports, transforms, anchors) and
 * measured in its font; text off the canvas, overlapping or touching other text, or under the print minimum is refused.
 * @module
 */
import { DOMParser } from "linkedom";
import { measureText, type Script } from "./font_metrics.ts";
import { PRINT } from "./figure.ts";

/** A text's ink box on the canvas, what it says, its font size on the canvas and its fill, as inherited. */
export type PlacedText = { text: string; x0: number; y0: number; x1: number; y1: number; size: number; fill: string };

/** A layout problem, in words (`"outside"` covers text with no valid position too). */
export type LayoutProblem = { kind: "outside" | "overlap" | "touching" | "small" | "invisible"; message: string };

type Matrix = [number, number, number, number, number, number]; // a b c d e f

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

function parseTransform(text: string | null): Matrix {
  let m: Matrix = IDENTITY;
  for (const [, op, args] of (text ?? "").matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
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

// A style property of an element (the last given), else its attribute.
function property(element: Element, name: string): string | undefined {
  const styled = (element.getAttribute("style") ?? "").split(";").map((part) => part.split(":").map((s) => s.trim()))
    .findLast(([key, value]) => key === name && value)?.[1];
  return styled ?? element.getAttribute(name) ?? undefined;
}

// A length in units, or in ems of `size`.
function length(value: string | null | undefined, size: number): number {
  if (!value) return 0;
  return value.trim().endsWith("em") ? parseFloat(value) * size : parseFloat(value);
}

type Inherited = { size: number; bold: boolean; anchor: string; script: Script; hidden: boolean; fill: string };

/** The ink box of every non-empty `<text>` of an SVG, on its canvas. Cost: one DOM parse and a measure per text. */
export function textBoxes(svg: string): PlacedText[] {
  const root = new DOMParser().parseFromString(svg, "image/svg+xml").documentElement as unknown as Element;
  const boxes: PlacedText[] = [];
  const walk = (element: Element, matrix: Matrix, inherited: Inherited) => {
    const tag = element.tagName.toLowerCase();
    if (["title", "desc", "style", "defs", "clippath"].includes(tag)) return;
    let m = matrix;
    if (tag === "svg" && element !== root) {
      m = multiply(m, [1, 0, 0, 1, Number(element.getAttribute("x") ?? 0), Number(element.getAttribute("y") ?? 0)]);
      const viewBox = element.getAttribute("viewBox")?.split(/[\s,]+/).map(Number);
      const width = Number(element.getAttribute("width")), height = Number(element.getAttribute("height"));
      if (viewBox && width > 0 && height > 0) {
        const scale = Math.min(width / viewBox[2], height / viewBox[3]);
        const dx = (width - viewBox[2] * scale) / 2, dy = (height - viewBox[3] * scale) / 2;
        m = multiply(m, [scale, 0, 0, scale, dx - viewBox[0] * scale, dy - viewBox[1] * scale]);
      }
    }
    m = multiply(m, parseTransform(element.getAttribute("transform")));
    const [fontSize, weight, anchor, family, fill] = ["font-size", "font-weight", "text-anchor", "font-family", "fill"]
      .map((name) => property(element, name));
    const here: Inherited = {
      size: fontSize ? length(fontSize, inherited.size) : inherited.size,
      bold: weight ? weight === "bold" || Number(weight) >= 600 : inherited.bold,
      anchor: anchor ?? inherited.anchor,
      script: family
        ? (/Noto Sans TC|PingFang|JhengHei/.test(family.split(",")[0]) ? "cjk" : "latin")
        : inherited.script,
      hidden: inherited.hidden || property(element, "visibility") === "hidden" ||
        property(element, "display") === "none",
      fill: fill ?? inherited.fill,
    };
    if (tag !== "text") {
      for (const child of [...element.children]) walk(child as Element, m, here);
      return;
    }
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim();
    if (!text || here.hidden) return;
    const { width, ascent, descent } = measureText(text, { size: here.size, bold: here.bold, script: here.script });
    const at = (name: string) => length(element.getAttribute(name), here.size);
    const x = at("x") + at("dx"), y = at("y") + at("dy");
    const start = here.anchor === "middle" ? x - width / 2 : here.anchor === "end" ? x - width : x;
    const corners = [start, start + width].flatMap((px) =>
      [y - ascent, y + descent].map((py) => [m[0] * px + m[2] * py + m[4], m[1] * px + m[3] * py + m[5]])
    );
    const xs = corners.map((c) => c[0]), ys = corners.map((c) => c[1]);
    const size = here.size * Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
    const [x0, y0, x1, y1] = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    boxes.push({ text, x0, y0, x1, y1, size, fill: here.fill });
  };
  const script = root.getAttribute("lang") === "zh-TW" ? "cjk" : "latin";
  walk(root, IDENTITY, { size: 16, bold: false, anchor: "start", script, hidden: false, fill: "black" });
  return boxes;
}

// Overlap allowed for rounding (units); the least gap side by side and one above the other (ems of the smaller).
const TOLERANCE = 0.5, GAP = 0.5, LINE_GAP = 0.1;

/**
 * The layout problems of a figure: text outside the canvas, overlapping other text, touching it (closer than half an
 * em side by side, a tenth one above the other), under {@link PRINT}`.minFontSize`, or invisible (fill `none` or
 * white). Cost: O(texts²) pairs, after one measure per text.
 */
export function layoutProblems(fig: { svg: string; width: number; height: number }): LayoutProblem[] {
  const boxes = textBoxes(fig.svg);
  const problems: LayoutProblem[] = [];
  const problem = (kind: LayoutProblem["kind"], message: string) => problems.push({ kind, message });
  const where = (b: PlacedText) =>
    `"${b.text}" [${b.x0.toFixed(1)}, ${b.y0.toFixed(1)}, ${b.x1.toFixed(1)}, ${b.y1.toFixed(1)}]`;
  for (const b of boxes) {
    if (![b.x0, b.y0, b.x1, b.y1].every(Number.isFinite)) {
      problem("outside", `text "${b.text}" has no position (NaN in its transform or x, y)`);
      continue;
    }
    if (b.x0 < -TOLERANCE || b.y0 < -TOLERANCE || b.x1 > fig.width + TOLERANCE || b.y1 > fig.height + TOLERANCE) {
      problem("outside", `text ${where(b)} runs outside the ${fig.width} × ${fig.height} canvas`);
    }
    if (/^(none|white|#fff(fff)?|transparent)$/i.test(b.fill.trim())) {
      problem("invisible", `text ${where(b)} is drawn with fill ${b.fill} on a white canvas`);
    }
    if (b.size < PRINT.minFontSize - 1e-6) {
      problem("small", `text ${where(b)} is ${b.size.toFixed(1)} units, under ${PRINT.minFontSize}`);
    }
  }
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      // How much the boxes share each way; negative: the gap between them.
      const dx = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
      const dy = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
      const em = Math.min(a.size, b.size);
      const apart = (gap: number, way: string, ems: number) =>
        `text ${where(a)} and ${where(b)} are ${Math.max(0, -gap).toFixed(1)} units apart ${way}, ` +
        `under ${(ems * em).toFixed(1)} (${ems} em)`;
      if (dx > TOLERANCE && dy > TOLERANCE) problem("overlap", `text ${where(a)} overlaps ${where(b)}`);
      else if (dy > TOLERANCE && -dx < GAP * em) problem("touching", apart(dx, "side by side", GAP));
      else if (dx > TOLERANCE && -dy < LINE_GAP * em) problem("touching", apart(dy, "one above the other", LINE_GAP));
    }
  }
  return problems;
}
