/**
 * Text measured as resvg draws it: shaped by HarfBuzz (resvg's shaper is a port of it) in the figure fonts, falling
 * back from font to font as resvg does.
 * @module
 */
import * as hb from "harfbuzzjs";
import { fileURLToPath } from "node:url";

/** Where the figure fonts are: DejaVu Sans for Latin text, Noto Sans TC for Traditional Chinese. */
export type FontPaths = Record<"latin" | "cjk", { regular: string; bold: string }>;

let paths: FontPaths | undefined;

/**
 * The font files, from the npm packages `deno install` puts in `node_modules/`.
 *
 * @throws {Error} when a font is missing, saying how to install it.
 */
export function fontPaths(): FontPaths {
  const file = (specifier: string) => {
    try {
      const path = fileURLToPath(import.meta.resolve(specifier));
      if (Deno.statSync(path).isFile) return path;
    } catch { /* said below */ }
    throw new Error(`font ${specifier} not found: run \`bash lib/setup.sh --no-run\` (or \`deno install\`)`);
  };
  const dejaVu = (style: string) => file(`dejavu-fonts-ttf/ttf/DejaVuSans${style}.ttf`);
  const noto = (weight: string) => file(`@expo-google-fonts/noto-sans-tc/${weight}/NotoSansTC_${weight}.ttf`);
  return paths ??= {
    latin: { regular: dejaVu(""), bold: dejaVu("-Bold") },
    cjk: { regular: noto("400Regular"), bold: noto("700Bold") },
  };
}

const fonts = new Map<string, hb.Font>(), buffer = new hb.Buffer(), measured = new Map<string, TextBox>();
const font = (path: string) =>
  fonts.get(path) ?? fonts.set(path, new hb.Font(new hb.Face(new hb.Blob(Deno.readFileSync(path))))).get(path)!;

/** Whether a font file has a glyph for a character. Cost: a look-up, after the font is read once. */
export function hasCharacter(path: string, char: string): boolean {
  return font(path).nominalGlyph(char.codePointAt(0)!) !== undefined;
}

/** Which fonts a text is set in: `"latin"` (DejaVu Sans, then Noto Sans TC) or `"cjk"` (Noto Sans TC, then DejaVu Sans). */
export type Script = "latin" | "cjk";

/** A measured line of text in the units of its font size: the advance width, and the ink above and below the baseline. */
export type TextBox = { width: number; ascent: number; descent: number };

/**
 * Measures one line of text as resvg sets it: in the first font of the stack (`script`) with every character, else
 * each character in the first that has it. Cost: O(length) after the fonts are read once (about 10 ms).
 */
export function measureText(
  text: string,
  { size = 10, bold = false, script = "latin" }: { size?: number; bold?: boolean; script?: Script } = {},
): TextBox {
  const key = `${size} ${bold} ${script} ${text}`, known = measured.get(key);
  if (known) return { ...known };
  const { latin, cjk } = fontPaths(), weight = bold ? "bold" : "regular";
  const stack = script === "cjk" ? [cjk[weight], latin[weight]] : [latin[weight], cjk[weight]];
  const whole = stack.find((path) => [...text].every((char) => hasCharacter(path, char)));
  const runs: [string, string][] = [];
  for (const char of text) {
    const path = whole ?? stack.find((path) => hasCharacter(path, char)) ?? stack[0];
    if (runs.at(-1)?.[0] === path) runs.at(-1)![1] += char;
    else runs.push([path, char]);
  }
  const box = { width: 0, ascent: 0, descent: 0 };
  for (const [path, run] of runs) {
    const f = font(path);
    buffer.reset();
    buffer.addText(run);
    buffer.guessSegmentProperties();
    hb.shape(f, buffer);
    const scale = size / f.face.upem, positions = buffer.getGlyphPositions();
    buffer.getGlyphInfos().forEach(({ codepoint }, i) => {
      const { yBearing = 0, height = 0 } = f.glyphExtents(codepoint) ?? {}; // the ink's top, and its height down (< 0)
      box.width += positions[i].xAdvance * scale;
      box.ascent = Math.max(box.ascent, yBearing * scale);
      box.descent = Math.max(box.descent, -(yBearing + height) * scale);
    });
  }
  measured.set(key, { ...box });
  return box;
}

/**
 * Splits text into lines no wider than `width` ({@link measureText}): at spaces, or for Chinese between characters
 * (never before a closing mark such as "，").
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

// Chinese breaks between characters, but a run of Latin words and numbers ("0.41 µs") stays whole (UAX #14 would
// part a number from its unit), and closing punctuation stays with what it follows.
function cjkTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const [token] of text.matchAll(/(?:[\p{Script=Latin}\p{N}µ.,:;%×/()⁰-⁹⁻+\-–−=<>≈'’]+ ?)+| |./gu)) {
    if (tokens.length && /^[，。、；：）」』！？%％)\]]/.test(token)) tokens[tokens.length - 1] += token;
    else tokens.push(token);
  }
  return tokens;
}
