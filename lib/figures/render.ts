/**
 * Figures as pictures: the SVG rendered by resvg with the figure fonts as files, kept in the PNG cache.
 * @module
 */
import { Resvg } from "@resvg/resvg-js";
import type { Lang } from "../common/lang.ts";
import { versions } from "../common/versions.ts";
import { PRINT_SCALE } from "../config.ts";
import { subsetFontFile } from "./_font_subset.ts";
import { fontPaths } from "./font_metrics.ts";
import { cachedPng } from "./png_cache.ts";

/** What rendering needs of a figure: its SVG, and its edition (which fonts come first). */
export type Drawable = { svg: string; lang: Lang };

function resvg(fig: Drawable, scale: number): Resvg {
  const { latin, cjk } = fontPaths();
  const chinese = fig.lang === "zh-TW";
  // resvg reads a font file again for each text: each font only as the glyphs this figure uses.
  const fonts = chinese ? [cjk.regular, cjk.bold, latin.regular, latin.bold] : [latin.regular, latin.bold];
  return new Resvg(fig.svg, {
    fitTo: { mode: "zoom", value: scale },
    background: "white",
    font: {
      fontFiles: fonts.map((path) => subsetFontFile(path, fig.svg)),
      loadSystemFonts: false,
      defaultFontFamily: chinese ? "Noto Sans TC" : "DejaVu Sans",
      sansSerifFamily: chinese ? "Noto Sans TC" : "DejaVu Sans",
    },
  });
}

/**
 * Renders a figure's SVG as PNG, `scale` times its size (default 16 cm at 300 dpi), in DejaVu Sans (Noto Sans TC
 * first for Chinese). Cost: 0.1–0.4 s at print size, a file read when the PNG cache has it.
 *
 * @throws {Error} when a font is missing (run `bash lib/setup.sh --no-run`).
 */
export function toPng(fig: Drawable, { scale = PRINT_SCALE }: { scale?: number } = {}): Uint8Array {
  return cachedPng([fig.svg, fig.lang, String(scale), ...renderer()], () => resvg(fig, scale).render().asPng());
}

let rendering: string[] | undefined;

// What a render depends on besides the figure and the scale: versions, font files and the rendering code.
function renderer(): string[] {
  if (!rendering) {
    const { latin, cjk } = fontPaths();
    const fonts = [latin.regular, latin.bold, cjk.regular, cjk.bold].map((p) => `${p} ${Deno.statSync(p).size}`);
    const code = ["./render.ts", "./font_metrics.ts", "./_font_subset.ts"]
      .map((module) => Deno.readTextFileSync(new URL(module, import.meta.url)));
    const { packages } = versions();
    rendering = [packages["@resvg/resvg-js"], packages.harfbuzzjs, ...fonts, ...code];
  }
  return rendering;
}
