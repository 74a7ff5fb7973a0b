import { equal, ok, throws } from "node:assert/strict";
import { Resvg } from "@resvg/resvg-js";
import { subsetFontFile } from "./_font_subset.ts";
import { fontPaths } from "./font_metrics.ts";
import { Blob, Face, Font } from "harfbuzzjs";

const fontOf = (path: string) => new Font(new Face(new Blob(Deno.readFileSync(path))));

/** Renders one line of text in the given font files, 3 times its size, as RGBA pixels. */
function draw(text: string, family: string, fontFiles: string[]): Uint8Array {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="30" font-family="${family}" ` +
    `font-size="11"><text x="5" y="20">${text}</text><text x="5" y="28" font-weight="bold">${text}</text></svg>`;
  const image = new Resvg(svg, {
    fitTo: { mode: "zoom", value: 3 },
    background: "white",
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: family },
  }).render();
  return image.pixels;
}

function differing(a: Uint8Array, b: Uint8Array): number {
  equal(a.length, b.length);
  let count = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) count++;
  return count;
}

Deno.test("a subset of Noto Sans TC draws Chinese text pixel for pixel as the whole font does", () => {
  const { cjk } = fontPaths();
  const text = "沒有 SET 的機率（％），桌面張數";
  const full = draw(text, "Noto Sans TC", [cjk.regular, cjk.bold]);
  const small = draw(text, "Noto Sans TC", [subsetFontFile(cjk.regular, text), subsetFontFile(cjk.bold, text)]);
  equal(differing(full, small), 0);
  ok(full.some((value, i) => i % 4 === 0 && value < 128), "the text has ink");
});

Deno.test("a subset keeps the components of composite glyphs (accented letters drawn from two outlines)", () => {
  const { latin } = fontPaths();
  const text = "éàüÅ";
  const file = subsetFontFile(latin.regular, text);
  const [full, small] = [fontOf(latin.regular), fontOf(file)];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    equal(small.glyphHAdvance(small.nominalGlyph(codePoint)!), full.glyphHAdvance(full.nominalGlyph(codePoint)!), char);
  }
  equal(differing(draw(text, "DejaVu Sans", [latin.regular]), draw(text, "DejaVu Sans", [file])), 0);
});

Deno.test("a subset holds printable ASCII and the characters asked for only, and is made once and found again", () => {
  const { cjk } = fontPaths();
  const first = subsetFontFile(cjk.regular, "桌面 12");
  ok(Deno.statSync(first).size < 20_000, `${Deno.statSync(first).size} bytes, of 7 MB`);
  equal(subsetFontFile(cjk.regular, "面桌 21 "), first, "the same characters in another order");
  equal(subsetFontFile(cjk.regular, "桌面 123"), first, "printable ASCII is in every subset");
  equal(subsetFontFile(cjk.regular, "&#26700;&#x9762; 12"), first, "桌面 as character references");
  ok(subsetFontFile(cjk.regular, "桌面張") !== first);
  const face = fontOf(first);
  for (const char of "桌~A ") ok(face.nominalGlyph(char.codePointAt(0)!), char);
  equal(face.nominalGlyph("張".codePointAt(0)!), undefined);
});

Deno.test("subsetFontFile() names a file that is not a font", () => {
  throws(() => subsetFontFile(new URL(import.meta.url).pathname, "SET"), /_font_subset_test\.ts could not be subset/);
});
