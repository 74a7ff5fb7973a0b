/**
 * The files every page links by a relative path, written into `assets/` of
 * the export: the pages' stylesheet and KaTeX's stylesheet with its fonts
 * (WOFF2, which every current browser reads) and its licence, copied from the npm package.
 *
 * @module
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** Where KaTeX's `dist/` folder is (the npm package, installed by `deno install`). */
export function katexDist(): string {
  const require = createRequire(import.meta.url);
  return dirname(require.resolve("katex/dist/katex.min.css"));
}

/**
 * KaTeX's stylesheet with each font reduced to its WOFF2 file, so the fonts
 * folder needs only those.
 *
 * @example
 * ```ts
 * import { woff2Only } from "./assets.ts";
 * import { equal } from "node:assert/strict";
 * const css = 'src:url(fonts/A.woff2) format("woff2"),url(fonts/A.woff) format("woff"),url(fonts/A.ttf) format("truetype")}';
 * equal(woff2Only(css), 'src:url(fonts/A.woff2) format("woff2")}');
 * ```
 */
export function woff2Only(css: string): string {
  return css.replace(
    /(url\([^)]*\.woff2\)\s*format\(["']woff2["']\))(?:\s*,\s*url\([^)]*\)\s*format\([^)]*\))*/g,
    "$1",
  );
}

/**
 * Writes `assets/notebook.css` and `assets/katex/` (stylesheet and WOFF2 fonts) under `outDir`.
 *
 * @returns The paths written, relative to `outDir`.
 */
export async function writeAssets(outDir: string): Promise<string[]> {
  const written: string[] = [];
  const assets = join(outDir, "assets");
  await Deno.mkdir(join(assets, "katex", "fonts"), { recursive: true });
  await Deno.copyFile(new URL("./notebook.css", import.meta.url), join(assets, "notebook.css"));
  written.push("assets/notebook.css");
  const dist = katexDist();
  const css = woff2Only(await Deno.readTextFile(join(dist, "katex.min.css")));
  await Deno.writeTextFile(join(assets, "katex", "katex.min.css"), css);
  written.push("assets/katex/katex.min.css");
  await Deno.copyFile(join(dist, "..", "LICENSE"), join(assets, "katex", "LICENSE"));
  written.push("assets/katex/LICENSE");
  for (const font of new Set([...css.matchAll(/url\((fonts\/[^)]+\.woff2)\)/g)].map((m) => m[1]))) {
    await Deno.copyFile(join(dist, font), join(assets, "katex", font));
    written.push(`assets/katex/${font}`);
  }
  return written;
}
