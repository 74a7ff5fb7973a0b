/**
 * One notebook as one page, in either edition, linking the index, its other edition and its neighbours. It runs no
 * script and loads only the stylesheets of `../assets/`.
 *
 * @module
 */
import { escapeMarkup } from "../common/escape.ts";
import { pageHead } from "../web/practice_page.ts";
import { renderMarkdown } from "./markdown.ts";
import { type Cell, joinText, type Notebook } from "./notebook.ts";
import { type Edition, type OutputContext, renderOutput } from "./outputs.ts";

/** The folder of each edition's pages in a run's folder. */
export const EDITION_FOLDER: Record<Edition, string> = { full: "html", reader: "reader" };

const EDITION_NAME: Record<Edition, string> = { full: "Full notebook (code and outputs)", reader: "Reader's edition" };

/** What a page needs besides its notebook. */
export interface PageOptions {
  /** File stem of the notebook, e.g. `03-no-set-probability`. */
  name: string;
  title: string;
  edition: Edition;
  /** The site's title, shown in the header. */
  siteTitle: string;
  previous?: { name: string; title: string };
  next?: { name: string; title: string };
  /** Stems of every exported notebook (links between notebooks in Markdown). */
  notebooks?: readonly string[];
  /** The address, from the page, of a published figure's SVG file (see {@link OutputContext}). */
  figureFile?: OutputContext["figureFile"];
}

/**
 * Renders a notebook as a page of one edition. Cost: KaTeX over every formula.
 *
 * @throws {Error} naming the cell when a formula in it cannot be typeset.
 */
export function notebookPage(nb: Notebook, options: PageOptions): string {
  const { name, edition, previous, next } = options;
  const cells = nb.cells.map((cell, index) => {
    try {
      if (cell.cell_type === "markdown") return markdownCell(cell, options.notebooks);
      return cell.cell_type === "code" ? codeCell(cell, index, options) : "";
    } catch (error) {
      throw new Error(`${name}, cell ${index + 1}: ${(error as Error).message}`);
    }
  }).filter((html) => html !== "");
  const other: Edition = edition === "full" ? "reader" : "full";
  const otherEdition = `<a class="other-edition" href="../${EDITION_FOLDER[other]}/${name}.html">${
    EDITION_NAME[other]
  }</a>`;
  const ipynb = edition === "full"
    ? ` · <a class="download" href="../notebooks/${name}.ipynb">executed notebook (.ipynb)</a>`
    : "";
  const back = previous
    ? `<a class="previous" rel="prev" href="${previous.name}.html">← ${escapeMarkup(previous.title)}</a>`
    : `<span class="previous"></span>`;
  const on = next
    ? `<a class="next" rel="next" href="${next.name}.html">${escapeMarkup(next.title)} →</a>`
    : `<span class="next"></span>`;
  const pager = `<nav class="pager" aria-label="notebooks">${back}${on}</nav>`;
  return `${pageHead(`${options.title} — ${EDITION_NAME[edition]}`, "../", "en")}
<body class="${edition}">
<header class="site">
<nav class="crumbs" aria-label="site"><a class="index" href="../index.html">${escapeMarkup(options.siteTitle)}</a></nav>
<p class="edition">${EDITION_NAME[edition]} · ${otherEdition}${ipynb}</p>
${pager}
</header>
<main>
${cells.join("\n")}
</main>
<footer class="site">
${pager}
<p><a href="../index.html">All notebooks</a> · ${otherEdition}</p>
</footer>
</body>
</html>
`;
}

function markdownCell(cell: Cell, notebooks?: readonly string[]): string {
  // Pictures attached to the cell (`![x](attachment:a.png)`) become data: images.
  const attachments = (cell as { attachments?: Record<string, Record<string, unknown>> }).attachments ?? {};
  const source = joinText(cell.source).replace(/attachment:([^\s)"']+)/g, (whole, name: string) => {
    const bundle = attachments[decodeURIComponent(name)];
    const type = bundle && Object.keys(bundle).find((mime) => mime.startsWith("image/"));
    return type ? `data:${type};base64,${joinText(bundle[type]).replace(/\s/g, "")}` : whole;
  });
  return `<section class="cell markdown">\n${renderMarkdown(source, notebooks)}</section>`;
}

function codeCell(cell: Cell, index: number, options: PageOptions): string {
  const source = joinText(cell.source);
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
