/**
 * Text measured with the fonts the figures are drawn with: glyph advances and glyph boxes read
 * from the TrueType files themselves (the `cmap`, `hmtx`, `loca` and `glyf` tables), so that
 * legends, labels and the overlap test use the widths the PNG renderer will draw, not guesses.
 *
 * A character missing from the first font of a stack is measured in the next one that has it,
 * as resvg falls back. Kerning is left out: it only ever narrows Latin text by a few per cent, so
 * measured widths err on the wide side.
 *
 * @module
 */

/** The glyph metrics of one TrueType font, in font units. */
export interface FontFace {
  /** The file it was read from. */
  path: string;
  unitsPerEm: number;
  /** The glyph id of a character, 0 when the font lacks it. */
  glyph(codePoint: number): number;
  /** The advance width of a glyph. */
  advance(glyph: number): number;
  /** The ink box of a glyph `[yMin, yMax]` (0, 0 for a blank glyph such as a space). */
  verticalInk(glyph: number): [number, number];
}

/**
 * Reads a TrueType (`glyf`-outline) font file's metrics. Cost: one read of the file and a pass
 * over its character map; glyph boxes are read when asked for.
 *
 * @param path A `.ttf` file.
 * @throws {Error} naming the file when it is not a TrueType font with `glyf` outlines.
 * @example DejaVu Sans: "M" is wider than "i"
 * ```ts
 * import { fontPaths, readFontFace } from "./font_metrics.ts";
 * import { ok } from "node:assert/strict";
 * const face = readFontFace(fontPaths().latin.regular);
 * const advance = (c: string) => face.advance(face.glyph(c.codePointAt(0)!));
 * ok(advance("M") > 2 * advance("i"));
 * ```
 */
export function readFontFace(path: string): FontFace {
  const bytes = Deno.readFileSync(path);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = new Map<string, number>();
  const count = view.getUint16(4);
  for (let i = 0; i < count; i++) {
    const record = 12 + 16 * i;
    const tag = String.fromCharCode(...bytes.subarray(record, record + 4));
    tables.set(tag, view.getUint32(record + 8));
  }
  for (const tag of ["head", "hhea", "hmtx", "cmap", "loca", "glyf", "maxp"]) {
    if (!tables.has(tag)) throw new Error(`font ${path} has no ${tag} table (a TrueType font with glyf outlines?)`);
  }
  const head = tables.get("head")!;
  const unitsPerEm = view.getUint16(head + 18);
  const longLoca = view.getInt16(head + 50) === 1;
  const glyphCount = view.getUint16(tables.get("maxp")! + 4);
  const metricCount = view.getUint16(tables.get("hhea")! + 34);
  const hmtx = tables.get("hmtx")!;
  const loca = tables.get("loca")!;
  const glyf = tables.get("glyf")!;
  const map = readCmap(view, tables.get("cmap")!, path);
  const advance = (glyph: number) => view.getUint16(hmtx + 4 * Math.min(glyph, metricCount - 1));
  const verticalInk = (glyph: number): [number, number] => {
    if (glyph < 0 || glyph >= glyphCount) return [0, 0];
    const start = longLoca ? view.getUint32(loca + 4 * glyph) : 2 * view.getUint16(loca + 2 * glyph);
    const end = longLoca ? view.getUint32(loca + 4 * glyph + 4) : 2 * view.getUint16(loca + 2 * glyph + 2);
    if (end <= start) return [0, 0];
    return [view.getInt16(glyf + start + 4), view.getInt16(glyf + start + 8)];
  };
  return { path, unitsPerEm, glyph: (codePoint) => map.get(codePoint) ?? 0, advance, verticalInk };
}

// The Unicode character map: format 12 (full Unicode) when present, else format 4 (the BMP).
function readCmap(view: DataView, cmap: number, path: string): Map<number, number> {
  const subtables = view.getUint16(cmap + 2);
  let format4 = -1, format12 = -1;
  for (let i = 0; i < subtables; i++) {
    const platform = view.getUint16(cmap + 4 + 8 * i);
    const encoding = view.getUint16(cmap + 6 + 8 * i);
    const offset = cmap + view.getUint32(cmap + 8 + 8 * i);
    const format = view.getUint16(offset);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (unicode && format === 12) format12 = offset;
    if (unicode && format === 4) format4 = offset;
  }
  const map = new Map<number, number>();
  if (format12 >= 0) {
    const groups = view.getUint32(format12 + 12);
    for (let g = 0; g < groups; g++) {
      const at = format12 + 16 + 12 * g;
      const first = view.getUint32(at), last = view.getUint32(at + 4), glyph = view.getUint32(at + 8);
      for (let c = first; c <= last; c++) map.set(c, glyph + c - first);
    }
    return map;
  }
  if (format4 < 0) throw new Error(`font ${path} has no Unicode character map`);
  const segments = view.getUint16(format4 + 6) / 2;
  const ends = format4 + 14, starts = ends + 2 * segments + 2;
  const deltas = starts + 2 * segments, ranges = deltas + 2 * segments;
  for (let s = 0; s < segments; s++) {
    const end = view.getUint16(ends + 2 * s), start = view.getUint16(starts + 2 * s);
    const delta = view.getInt16(deltas + 2 * s), range = view.getUint16(ranges + 2 * s);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph: number;
      if (range === 0) glyph = (c + delta) & 0xffff;
      else {
        const at = ranges + 2 * s + range + 2 * (c - start);
        glyph = view.getUint16(at);
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
      }
      if (glyph !== 0) map.set(c, glyph);
    }
  }
  return map;
}

/** Where the figure fonts are: DejaVu Sans for Latin text, Noto Sans TC for Traditional Chinese. */
export interface FontPaths {
  latin: { regular: string; bold: string };
  cjk: { regular: string; bold: string };
}

const FONT_FILES = {
  latin: {
    regular: [
      "../../node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf",
      "file:///usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    ],
    bold: [
      "../../node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf",
      "file:///usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    ],
  },
  cjk: {
    regular: ["../../node_modules/@expo-google-fonts/noto-sans-tc/400Regular/NotoSansTC_400Regular.ttf"],
    bold: ["../../node_modules/@expo-google-fonts/noto-sans-tc/700Bold/NotoSansTC_700Bold.ttf"],
  },
};

function firstExisting(candidates: string[], what: string): string {
  for (const candidate of candidates) {
    const path = decodeURIComponent(new URL(candidate, import.meta.url).pathname);
    try {
      if (Deno.statSync(path).isFile) return path;
    } catch { /* try the next */ }
  }
  throw new Error(`font ${what} not found: run \`bash lib/setup.sh --no-run\` (or \`deno install\`)`);
}

let paths: FontPaths | undefined;

/**
 * The font files, from the npm packages `deno install` puts in `node_modules/` (DejaVu Sans also
 * from Debian's `fonts-dejavu-core`).
 *
 * @throws {Error} when a font is missing, saying how to install it.
 */
export function fontPaths(): FontPaths {
  paths ??= {
    latin: {
      regular: firstExisting(FONT_FILES.latin.regular, "DejaVu Sans"),
      bold: firstExisting(FONT_FILES.latin.bold, "DejaVu Sans Bold"),
    },
    cjk: {
      regular: firstExisting(FONT_FILES.cjk.regular, "Noto Sans TC (npm @expo-google-fonts/noto-sans-tc)"),
      bold: firstExisting(FONT_FILES.cjk.bold, "Noto Sans TC Bold (npm @expo-google-fonts/noto-sans-tc)"),
    },
  };
  return paths;
}

const faces = new Map<string, FontFace>();

function face(path: string): FontFace {
  let found = faces.get(path);
  if (!found) faces.set(path, found = readFontFace(path));
  return found;
}

/** Which fonts a text is set in: `"latin"` (DejaVu Sans, then Noto Sans TC) or `"cjk"` (Noto Sans TC, then DejaVu Sans). */
export type Script = "latin" | "cjk";

/** A measured line of text, in the units of its font size. */
export interface TextBox {
  /** The advance width. */
  width: number;
  /** The ink above the baseline (positive) and below it (positive), over all its glyphs. */
  ascent: number;
  descent: number;
}

/**
 * Measures one line of text as the PNG renderer sets it: each character in the first font of the
 * stack that has it (`script` `"latin"`: DejaVu Sans, then Noto Sans TC; `"cjk"`: the other way
 * round), bold or regular. Cost: O(length) after the fonts are read once (Noto Sans TC is 7 MB,
 * about 0.1 s).
 *
 * @param text One line (no wrapping).
 * @param options `size` in px (default 10), `bold`, `script`.
 * @example
 * ```ts
 * import { measureText } from "./font_metrics.ts";
 * import { ok } from "node:assert/strict";
 * const latin = measureText("SET", { size: 10 });
 * ok(latin.width > 15 && latin.width < 30);
 * const chinese = measureText("桌面", { size: 10, script: "cjk" });
 * ok(Math.abs(chinese.width - 20) < 0.5); // ideographs are one em wide
 * ```
 */
export function measureText(
  text: string,
  { size = 10, bold = false, script = "latin" }: { size?: number; bold?: boolean; script?: Script } = {},
): TextBox {
  const { latin, cjk } = fontPaths();
  const weight = bold ? "bold" : "regular";
  const stack = (script === "cjk" ? [cjk[weight], latin[weight]] : [latin[weight], cjk[weight]]).map(face);
  let width = 0, ascent = 0, descent = 0;
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const font = stack.find((f) => f.glyph(codePoint) !== 0) ?? stack[0];
    const glyph = font.glyph(codePoint);
    const scale = size / font.unitsPerEm;
    width += font.advance(glyph) * scale;
    const [yMin, yMax] = font.verticalInk(glyph);
    ascent = Math.max(ascent, yMax * scale);
    descent = Math.max(descent, -yMin * scale);
  }
  return { width, ascent, descent };
}

/**
 * Splits text into lines no wider than `width` when measured ({@link measureText}): at spaces for
 * Latin text, between any two characters for Chinese (never before a closing mark such as "，" or "）").
 *
 * @example
 * ```ts
 * import { wrapText } from "./font_metrics.ts";
 * import { equal } from "node:assert/strict";
 * equal(wrapText("one two three four", 60, { size: 10 }).length, 2);
 * equal(wrapText("短", 60, { size: 10, script: "cjk" }).length, 1);
 * ```
 */
export function wrapText(
  text: string,
  width: number,
  options: { size?: number; bold?: boolean; script?: Script } = {},
): string[] {
  const tokens = options.script === "cjk" ? cjkTokens(text) : text.split(/(?<= )/);
  const lines: string[] = [];
  let line = "";
  for (const token of tokens) {
    const candidate = line + token;
    if (line && measureText(candidate.trimEnd(), options).width > width) {
      lines.push(line.trimEnd());
      line = token.trimStart();
    } else line = candidate;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

const NO_BREAK_BEFORE = /^[，。、；：）」』！？%％)\]]/;

// Chinese breaks between characters; a run of Latin words and numbers ("0.41 µs") stays whole, and closing punctuation
// stays with what it follows.
function cjkTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.matchAll(/(?:[\p{Script=Latin}\p{N}µ.,:;%×/()⁰-⁹⁻+\-–−=<>≈'’]+ ?)+| |./gu)) {
    const token = match[0];
    if (tokens.length && NO_BREAK_BEFORE.test(token)) tokens[tokens.length - 1] += token;
    else tokens.push(token);
  }
  return tokens;
}
