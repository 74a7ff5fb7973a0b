/**
 * Fonts cut to the glyphs a figure uses, by HarfBuzz's subsetter: resvg-js reads a font file again for every
 * `<text>` (60 ms a text for the 7 MB Noto Sans TC); a copy of a few kilobytes draws the same.
 * @module
 */
import { join } from "node:path";
import { tmpdir } from "node:os";
import { createHash } from "node:crypto";
import { hasCharacter } from "./font_metrics.ts";

// npm subset-font calls this WebAssembly asynchronously, and a figure renders synchronously (a Jupyter display).
const WASM = new URL(import.meta.resolve("harfbuzzjs/dist/harfbuzz-subset.wasm"));
type Exports = Record<string, (...args: number[]) => number> & { memory: WebAssembly.Memory };
let hb: Exports | undefined;
const faces = new Map<string, number>();
const WRITABLE = 2, NO_HINTING = 1; // HB_MEMORY_MODE_WRITABLE, HB_SUBSET_FLAGS_NO_HINTING (resvg does not hint)
const ASCII = String.fromCharCode(...Array.from({ length: 95 }, (_, i) => 32 + i)); // kept in every subset

function subsetFont(path: string, text: string): Uint8Array {
  if (!hb) {
    hb = new WebAssembly.Instance(new WebAssembly.Module(Deno.readFileSync(WASM))).exports as Exports;
    hb._initialize();
  }
  if (!faces.has(path)) {
    const bytes = Deno.readFileSync(path), at = hb.malloc(bytes.length);
    new Uint8Array(hb.memory.buffer).set(bytes, at);
    const blob = hb.hb_blob_create(at, bytes.length, WRITABLE, 0, 0);
    faces.set(path, hb.hb_face_create(blob, 0));
    hb.hb_blob_destroy(blob);
  }
  const input = hb.hb_subset_input_create_or_fail();
  for (const char of text) hb.hb_set_add(hb.hb_subset_input_unicode_set(input), char.codePointAt(0)!);
  hb.hb_subset_input_set_flags(input, hb.hb_subset_input_get_flags(input) | NO_HINTING);
  const subset = hb.hb_subset_or_fail(faces.get(path)!, input);
  hb.hb_subset_input_destroy(input);
  const blob = hb.hb_face_reference_blob(subset);
  const bytes = new Uint8Array(hb.memory.buffer, hb.hb_blob_get_data(blob, 0), hb.hb_blob_get_length(blob)).slice();
  hb.hb_blob_destroy(blob);
  hb.hb_face_destroy(subset);
  if (!bytes.length) throw new Error(`font ${path} could not be subset: is it a TrueType or OpenType font?`);
  return bytes;
}

/**
 * A font file cut to printable ASCII and the other characters of `text` it has (`text` may be SVG source with
 * character references), in the system's temporary folder, named by font and characters and written once.
 * Cost: a few ms, after the font is read once.
 *
 * @throws {Error} naming the file when it is not a font.
 */
export function subsetFontFile(path: string, text: string): string {
  const drawn = text.replace(
    /&#(x?)([0-9a-f]+);/gi,
    (_, hex, code) => String.fromCodePoint(parseInt(code, hex ? 16 : 10)),
  );
  const others = [...new Set(drawn.match(/[^\0-\x7f]/gu))].filter((char) => hasCharacter(path, char));
  const characters = ASCII + others.sort().join("");
  const { size, mtime } = Deno.statSync(path);
  const key = createHash("sha256").update([WASM, path, size, mtime?.getTime(), characters].join("\n")).digest("hex");
  const file = join(tmpdir(), "set-figure-fonts", `${key.slice(0, 32)}.ttf`);
  try {
    if (Deno.statSync(file).isFile) return file;
  } catch { /* not made yet */ }
  Deno.mkdirSync(join(tmpdir(), "set-figure-fonts"), { recursive: true });
  Deno.writeFileSync(`${file}.${Deno.pid}.tmp`, subsetFont(path, characters));
  Deno.renameSync(`${file}.${Deno.pid}.tmp`, file);
  return file;
}
