/**
 * One notebook as one HTML page, in either edition, with the links between
 * pages: the index, the other edition of the same notebook, and the previous
 * and next notebook. Pages use no script; they load only the stylesheets in
 * `../assets/` (see `assets.ts`).
 *
 * @module
 */
import { renderMarkdown } from "./markdown.ts";
import { type Cell, cellSource, joinText, type Notebook } from "./notebook.ts";
import { escapeMarkup } from "../common/escape.ts";
import { type Edition, type OutputContext, renderOutput } from "./outputs.ts";
import type { Lang } from "../common/lang.ts";

/** The folder of each edition's pages, under the export folder. */
export const EDITION_FOLDER: Record<Edition, string> = { full: "html", reader: "reader" };

const EDITION_NAME: Record<Edition, string> = { full: "Full notebook (code and outputs)", reader: "Reader's edition" };

/** A neighbouring notebook, for the previous / next links. */
export interface Neighbour {
  /** File stem, e.g. `02-counting-the-sets`. */
  name: string;
  title: string;
}

/** What a page needs besides its notebook. */
export interface PageOptions {
  /** File stem of the notebook, e.g. `03-no-set-probability`. */
  name: string;
  title: string;
  edition: Edition;
  /** The site's title, shown in the header and the window title. */
  siteTitle: string;
  previous?: Neighbour;
  next?: Neighbour;
  /** Stems of every exported notebook (links between notebooks in Markdown). */
  notebooks?: readonly string[];
  /** The address, from the page, of a published figure's SVG file (see {@link OutputContext}). */
  figureFile?: OutputContext["figureFile"];
}

/** The `<head>` shared by every page; `root` is the relative path to the export folder (`""` or `"../"`). */
export function head(title: string, root: string, lang: Lang = "en"): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(title)}</title>
<link rel="stylesheet" href="${root}assets/katex/katex.min.css">
<link rel="stylesheet" href="${root}assets/notebook.css">
</head>`;
}

function markdownCell(cell: Cell, notebooks: readonly string[]): string {
  let source = cellSource(cell);
  // Pictures attached to the cell (`![x](attachment:name.png)`) become data: images.
  const attachments = (cell as { attachments?: Record<string, Record<string, unknown>> }).attachments ?? {};
  source = source.replace(/attachment:([^\s)"']+)/g, (whole, name: string) => {
    const bundle = attachments[decodeURIComponent(name)];
    const type = bundle && Object.keys(bundle).find((mime) => mime.startsWith("image/"));
    return type ? `data:${type};base64,${joinText(bundle[type]).replace(/\s/g, "")}` : whole;
  });
  return `<section class="cell markdown">\n${renderMarkdown(source, { notebooks })}</section>`;
}

function codeCell(cell: Cell, index: number, options: PageOptions): string {
  const source = cellSource(cell);
  const outputs = (cell.outputs ?? [])
    .map((output, i) => renderOutput(output, { ...options, idPrefix: `c${index}o${i}` }))
    .filter((html) => html !== "");
  if (options.edition === "reader") {
    return outputs.length ? `<section class="cell outputs">\n${outputs.join("\n")}\n</section>` : "";
  }
  if (!source.trim() && !outputs.length) return "";
  const count = cell.execution_count ?? " ";
  return `<section class="cell code">
<div class="source"><span class="prompt" aria-label="code cell ${count}">[${count}]</span><pre><code class="language-typescript">${
    escapeMarkup(source)
  }</code></pre></div>${outputs.length ? `\n<div class="outputs">\n${outputs.join("\n")}\n</div>` : ""}
</section>`;
}

function navigation(options: PageOptions, where: "top" | "bottom"): string {
  const other: Edition = options.edition === "full" ? "reader" : "full";
  const previous = options.previous
    ? `<a class="previous" rel="prev" href="${options.previous.name}.html">← ${
      escapeMarkup(options.previous.title)
    }</a>`
    : `<span class="previous"></span>`;
  const next = options.next
    ? `<a class="next" rel="next" href="${options.next.name}.html">${escapeMarkup(options.next.title)} →</a>`
    : `<span class="next"></span>`;
  if (where === "bottom") return `<nav class="pager" aria-label="notebooks">${previous}${next}</nav>`;
  const notebookLink = options.edition === "full"
    ? ` · <a class="download" href="../notebooks/${options.name}.ipynb">executed notebook (.ipynb)</a>`
    : "";
  return `<header class="site">
<nav class="crumbs" aria-label="site"><a class="index" href="../index.html">${escapeMarkup(options.siteTitle)}</a></nav>
<p class="edition">${EDITION_NAME[options.edition]} · <a class="other-edition" href="../${
    EDITION_FOLDER[other]
  }/${options.name}.html">${EDITION_NAME[other]}</a>${notebookLink}</p>
<nav class="pager" aria-label="notebooks">${previous}${next}</nav>
</header>`;
}

/**
 * Renders a notebook as a page of one edition.
 *
 * @throws {Error} naming the cell when a formula in it cannot be typeset.
 * @example
 * ```ts
 * import { notebookPage } from "./page.ts";
 * import { doesNotMatch, match } from "node:assert/strict";
 * const nb = { cells: [
 *   { cell_type: "markdown" as const, source: "# 1. Rule\n\n$x + y$" },
 *   { cell_type: "code" as const, source: "console.log(1)", outputs: [{ output_type: "stream" as const, name: "stdout" as const, text: "1\n" }] },
 * ] };
 * const options = { name: "01-rule", title: "1. Rule", siteTitle: "SET", next: { name: "02-count", title: "2. Count" } };
 * const reader = notebookPage(nb, { ...options, edition: "reader" });
 * match(reader, /href="\.\.\/html\/01-rule\.html"/);
 * match(reader, /href="02-count\.html"/);
 * doesNotMatch(reader, /console\.log/);
 * match(notebookPage(nb, { ...options, edition: "full" }), /console\.log\(1\)/);
 * ```
 */
export function notebookPage(nb: Notebook, options: PageOptions): string {
  const notebooks = options.notebooks ?? [];
  const cells = nb.cells.map((cell, index) => {
    try {
      if (cell.cell_type === "markdown") return markdownCell(cell, notebooks);
      if (cell.cell_type === "code") return codeCell(cell, index, options);
      return "";
    } catch (error) {
      throw new Error(`${options.name}, cell ${index + 1}: ${(error as Error).message}`);
    }
  }).filter((html) => html !== "");
  const title = `${options.title} — ${EDITION_NAME[options.edition]}`;
  return `${head(title, "../")}
<body class="${options.edition}">
${navigation(options, "top")}
<main>
${cells.join("\n")}
</main>
<footer class="site">
${navigation(options, "bottom")}
<p><a href="../index.html">All notebooks</a> · <a href="../${
    EDITION_FOLDER[options.edition === "full" ? "reader" : "full"]
  }/${options.name}.html">${EDITION_NAME[options.edition === "full" ? "reader" : "full"]}</a></p>
</footer>
</body>
</html>
`;
}
