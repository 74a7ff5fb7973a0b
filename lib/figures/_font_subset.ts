/**
 * Small copies of a TrueType font holding only the glyphs a picture uses, for the PNG renderer.
 *
 * Why: resvg-js (2.6) reads a font file again for every `<text>` it lays out and parses its
 * layout tables each time, so a 7 MB font such as Noto Sans TC costs about 60 ms of CPU per
 * text, and a Chinese figure of a hundred labels seconds. A copy with only the glyphs of the
 * figure's characters is a few kilobytes, and renders the same outlines at the same advances.
 *
 * The copy keeps the font's names (so `font-family` finds it), metrics and outlines (composite
 * glyphs with their components), renumbers the glyphs, and has a Unicode character map of the
 * characters asked for only. It leaves out hinting (resvg does not hint) and the OpenType layout
 * tables (GSUB, GPOS: the figures' measurements ignore kerning and ligatures too).
 *
 * @module
 */
import { join } from "node:path";
import { tmpdir } from "node:os";
import { readFontFace } from "./font_metrics.ts";

/** The tables a subset keeps, as they are or rebuilt. */
const KEPT = ["OS/2", "cmap", "glyf", "head", "hhea", "hmtx", "loca", "maxp", "name", "post"] as const;

interface Font {
  bytes: Uint8Array;
  view: DataView;
  tables: Map<string, { offset: number; length: number }>;
  glyph(codePoint: number): number;
}

const fonts = new Map<string, Font>();

function loadFont(path: string): Font {
  let font = fonts.get(path);
  if (font) return font;
  const bytes = Deno.readFileSync(path);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = new Map<string, { offset: number; length: number }>();
  for (let i = 0; i < view.getUint16(4); i++) {
    const record = 12 + 16 * i;
    const tag = String.fromCharCode(...bytes.subarray(record, record + 4));
    tables.set(tag, { offset: view.getUint32(record + 8), length: view.getUint32(record + 12) });
  }
  for (const tag of KEPT) {
    if (!tables.has(tag)) throw new Error(`font ${path} has no ${tag} table (a TrueType font with glyf outlines?)`);
  }
  const face = readFontFace(path);
  font = { bytes, view, tables, glyph: (codePoint) => face.glyph(codePoint) };
  fonts.set(path, font);
  return font;
}

/**
 * A TrueType font reduced to the glyphs of `text`'s characters (and `.notdef`), as the bytes of
 * a font file. Characters the font lacks are left out, so a renderer falls back as it would.
 * Cost: O(glyphs kept) after the font is read once per process (Noto Sans TC: 7 MB, about 0.1 s).
 *
 * @param path A `.ttf` file with `glyf` outlines.
 * @throws {Error} naming the file when it is not such a font.
 * @example The subset of "SET" measures as the font does
 * ```ts
 * import { subsetFont } from "./_font_subset.ts";
 * import { fontPaths, readFontFace } from "./font_metrics.ts";
 * import { equal, ok } from "node:assert/strict";
 * const path = fontPaths().latin.regular;
 * const bytes = subsetFont(path, "SET");
 * ok(bytes.length < 20_000); // of 757 kB, most of it the name table (the licence)
 * const file = await Deno.makeTempFile({ suffix: ".ttf" });
 * await Deno.writeFile(file, bytes);
 * const [full, small] = [readFontFace(path), readFontFace(file)];
 * const width = (face: typeof full) => face.advance(face.glyph("S".codePointAt(0)!));
 * equal(width(small), width(full));
 * equal(small.glyph("Q".codePointAt(0)!), 0);
 * await Deno.remove(file);
 * ```
 */
export function subsetFont(path: string, text: string): Uint8Array {
  const font = loadFont(path);
  const { bytes, view, tables } = font;
  const table = (tag: string) => tables.get(tag)!;
  const head = table("head").offset;
  const longLoca = view.getInt16(head + 50) === 1;
  const loca = table("loca").offset, glyf = table("glyf").offset;
  const glyphCount = view.getUint16(table("maxp").offset + 4);
  const metricCount = view.getUint16(table("hhea").offset + 34);
  const hmtx = table("hmtx").offset;
  const range = (glyph: number): [number, number] => {
    if (longLoca) return [view.getUint32(loca + 4 * glyph), view.getUint32(loca + 4 * glyph + 4)];
    return [2 * view.getUint16(loca + 2 * glyph), 2 * view.getUint16(loca + 2 * glyph + 2)];
  };

  // The characters and their glyphs, then the components of composite glyphs.
  const codePoints = [...new Set([...text].map((char) => char.codePointAt(0)!))].sort((a, b) => a - b);
  const mapped = codePoints.map((codePoint) => [codePoint, font.glyph(codePoint)] as const).filter(([, g]) => g > 0);
  const keep = new Set<number>([0, ...mapped.map(([, glyph]) => glyph)]);
  const pending = [...keep];
  while (pending.length) {
    for (const component of components(view, glyf, range(pending.pop()!))) {
      if (component < glyphCount && !keep.has(component)) {
        keep.add(component);
        pending.push(component);
      }
    }
  }
  const old = [...keep].sort((a, b) => a - b);
  const renumber = new Map(old.map((glyph, i) => [glyph, i]));

  // glyf and loca (long offsets), composite glyphs pointing at their components' new numbers.
  const outlines = old.map((glyph) => {
    const [start, end] = range(glyph);
    const data = bytes.slice(glyf + start, glyf + end);
    const padded = new Uint8Array(data.length + (4 - data.length % 4) % 4);
    padded.set(data);
    renumberComponents(padded, renumber);
    return padded;
  });
  const newLoca = new DataView(new ArrayBuffer(4 * (old.length + 1)));
  let at = 0;
  outlines.forEach((outline, i) => {
    newLoca.setUint32(4 * i, at);
    at += outline.length;
  });
  newLoca.setUint32(4 * old.length, at);
  const newGlyf = concat(outlines);

  // hmtx: a long metric for every glyph kept.
  const newHmtx = new DataView(new ArrayBuffer(4 * old.length));
  old.forEach((glyph, i) => {
    const metric = hmtx + 4 * Math.min(glyph, metricCount - 1);
    const lsb = glyph < metricCount
      ? view.getInt16(metric + 2)
      : view.getInt16(hmtx + 4 * metricCount + 2 * (glyph - metricCount));
    newHmtx.setUint16(4 * i, view.getUint16(metric));
    newHmtx.setInt16(4 * i + 2, lsb);
  });

  // cmap: one format-12 subtable (Windows, full Unicode), a group per character.
  const newCmap = new DataView(new ArrayBuffer(12 + 16 + 12 * mapped.length));
  newCmap.setUint16(2, 1);
  newCmap.setUint16(4, 3);
  newCmap.setUint16(6, 10);
  newCmap.setUint32(8, 12);
  newCmap.setUint16(12, 12);
  newCmap.setUint32(16, 16 + 12 * mapped.length);
  newCmap.setUint32(24, mapped.length);
  mapped.forEach(([codePoint, glyph], i) => {
    newCmap.setUint32(28 + 12 * i, codePoint);
    newCmap.setUint32(32 + 12 * i, codePoint);
    newCmap.setUint32(36 + 12 * i, renumber.get(glyph)!);
  });

  const copy = (tag: string) => bytes.slice(table(tag).offset, table(tag).offset + table(tag).length);
  const newHead = copy("head");
  new DataView(newHead.buffer).setUint32(8, 0); // checkSumAdjustment: not kept up to date
  new DataView(newHead.buffer).setInt16(50, 1); // long loca
  const newMaxp = copy("maxp");
  new DataView(newMaxp.buffer).setUint16(4, old.length);
  const newHhea = copy("hhea");
  new DataView(newHhea.buffer).setUint16(34, old.length);
  const newPost = copy("post").slice(0, 32);
  new DataView(newPost.buffer).setUint32(0, 0x00030000); // no glyph names
  return assemble(
    new Map<string, Uint8Array>([
      ["OS/2", copy("OS/2")],
      ["cmap", new Uint8Array(newCmap.buffer)],
      ["glyf", newGlyf],
      ["head", newHead],
      ["hhea", newHhea],
      ["hmtx", new Uint8Array(newHmtx.buffer)],
      ["loca", new Uint8Array(newLoca.buffer)],
      ["maxp", newMaxp],
      ["name", copy("name")],
      ["post", newPost],
    ]),
  );
}

// Composite glyph flags (TrueType `glyf`).
const ARGS_ARE_WORDS = 0x0001, HAS_SCALE = 0x0008, MORE = 0x0020, HAS_XY_SCALE = 0x0040, HAS_2X2 = 0x0080;

/** The byte offsets (within the glyph) of a composite glyph's component numbers; none for a simple glyph. */
function componentOffsets(glyph: DataView): number[] {
  if (glyph.byteLength < 10 || glyph.getInt16(0) >= 0) return [];
  const offsets: number[] = [];
  let at = 10;
  while (at + 4 <= glyph.byteLength) {
    const flags = glyph.getUint16(at);
    offsets.push(at + 2);
    at += 4 + (flags & ARGS_ARE_WORDS ? 4 : 2);
    at += flags & HAS_SCALE ? 2 : flags & HAS_XY_SCALE ? 4 : flags & HAS_2X2 ? 8 : 0;
    if (!(flags & MORE)) break;
  }
  return offsets;
}

function components(view: DataView, glyf: number, [start, end]: [number, number]): number[] {
  const glyph = new DataView(view.buffer, view.byteOffset + glyf + start, end - start);
  return componentOffsets(glyph).map((offset) => glyph.getUint16(offset));
}

function renumberComponents(data: Uint8Array, renumber: Map<number, number>): void {
  const glyph = new DataView(data.buffer, data.byteOffset, data.byteLength);
  for (const offset of componentOffsets(glyph)) glyph.setUint16(offset, renumber.get(glyph.getUint16(offset)) ?? 0);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A font file from its tables (tags in order), each at a 4-byte boundary, with checksums. */
function assemble(tables: Map<string, Uint8Array>): Uint8Array {
  const tags = [...tables.keys()].sort();
  const header = 12 + 16 * tags.length;
  const padded = tags.map((tag) => {
    const data = tables.get(tag)!;
    const out = new Uint8Array(data.length + (4 - data.length % 4) % 4);
    out.set(data);
    return out;
  });
  const file = new Uint8Array(header + padded.reduce((sum, part) => sum + part.length, 0));
  const view = new DataView(file.buffer);
  const power = 2 ** Math.floor(Math.log2(tags.length));
  view.setUint32(0, 0x00010000);
  view.setUint16(4, tags.length);
  view.setUint16(6, 16 * power);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, 16 * tags.length - 16 * power);
  let at = header;
  tags.forEach((tag, i) => {
    const data = padded[i];
    const words = new DataView(data.buffer);
    let sum = 0;
    for (let w = 0; w < data.length; w += 4) sum = (sum + words.getUint32(w)) >>> 0;
    const record = 12 + 16 * i;
    for (let c = 0; c < 4; c++) view.setUint8(record + c, tag.charCodeAt(c));
    view.setUint32(record + 4, sum);
    view.setUint32(record + 8, at);
    view.setUint32(record + 12, tables.get(tag)!.length);
    file.set(data, at);
    at += data.length;
  });
  return file;
}

let folder: string | undefined;

/**
 * The path of a file holding {@link subsetFont}`(path, text)`, in a folder of the system's
 * temporary directory shared by every process: named by the font and the characters, written
 * once (atomically) and reused, so a renderer that wants file names gets small files.
 *
 * @returns The subset's path, a file of a few kilobytes.
 */
export function subsetFontFile(path: string, text: string): string {
  const codePoints = [...new Set([...text].map((char) => char.codePointAt(0)!))].sort((a, b) => a - b);
  const { size, mtime } = Deno.statSync(path);
  const key = hash(`${path}\n${size}\n${mtime?.getTime()}\n${String.fromCodePoint(...codePoints)}`);
  folder ??= join(tmpdir(), "set-figure-fonts");
  const file = join(folder, `${key}.ttf`);
  try {
    if (Deno.statSync(file).isFile) return file;
  } catch { /* not made yet */ }
  Deno.mkdirSync(folder, { recursive: true });
  const temporary = `${file}.${Deno.pid}.tmp`;
  Deno.writeFileSync(temporary, subsetFont(path, String.fromCodePoint(...codePoints)));
  Deno.renameSync(temporary, file);
  return file;
}

/** FNV-1a, 64 bits, as 16 hex digits: a file name, not a security measure. */
function hash(text: string): string {
  let h = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) h = BigInt.asUintN(64, (h ^ BigInt(byte)) * 0x100000001b3n);
  return h.toString(16).padStart(16, "0");
}
