/**
 * The export's front page, `index.html`: every notebook with its question,
 * its parameters and both editions, then the folders of figures.
 *
 * @module
 */
import { renderInlineMarkdown } from "./markdown.ts";
import { escapeMarkup } from "../common/escape.ts";
import { plural } from "../present/format.ts";
import { head } from "./page.ts";

/** One notebook as the index lists it. */
export interface IndexEntry {
  /** File stem, e.g. `01-the-mod-3-rule`. */
  name: string;
  title: string;
  /** The question paragraph (Markdown with math), if the notebook states one. */
  question?: string;
  /** Parameter name → value, as the notebook displayed them; `undefined` if it displayed none. */
  parameters?: Record<string, unknown>;
}

/** One figure in a figure folder. */
export interface FigureFile {
  /** File stem, e.g. `no-set-probability`. */
  name: string;
  /** File names present for it, e.g. `["no-set-probability.png", "no-set-probability.svg"]`. */
  files: string[];
  title?: string;
}

/** A folder of exported figures, e.g. `figures/en/`. */
export interface FigureFolder {
  /** Path relative to the export folder, ending in `/`. */
  path: string;
  /** What the folder holds, e.g. `English (en)`. */
  label: string;
  figures: FigureFile[];
  /** `figures.json`, when the folder has one (relative to the export folder). */
  manifest?: string;
}

/** Options of {@link indexPage}. */
export interface IndexOptions {
  siteTitle: string;
  /** A sentence or two under the title (Markdown). */
  intro?: string;
  notebooks: IndexEntry[];
  figures: FigureFolder[];
  /** More sections, as HTML, between the notebooks and the figures (the practice pages' links). */
  sections?: string[];
}

/**
 * A parameter value as the index shows it: numbers with thousands separators, strings as they are.
 *
 * @example
 * ```ts
 * import { formatParameter } from "./index_page.ts";
 * import { equal } from "node:assert/strict";
 * equal(formatParameter(400000), "400,000");
 * equal(formatParameter("42"), "42");
 * equal(formatParameter(null), "(default)");
 * ```
 */
export function formatParameter(value: unknown): string {
  if (typeof value === "number") return value.toLocaleString("en-US");
  if (typeof value === "string") return value;
  if (value === null || value === undefined) return "(default)";
  return JSON.stringify(value);
}

function parametersHtml(parameters: Record<string, unknown> | undefined): string {
  if (!parameters) return `<p class="parameters none">No parameters displayed.</p>`;
  const entries = Object.entries(parameters);
  if (!entries.length) return `<p class="parameters none">No parameters: everything is exact.</p>`;
  return `<dl class="parameters">${
    entries.map(([name, value]) =>
      `<div><dt>${escapeMarkup(name)}</dt><dd>${escapeMarkup(formatParameter(value))}</dd></div>`
    ).join("")
  }</dl>`;
}

/** A relative path as an address: each segment encoded (a run's folder may be named `seed-7,trials-1000`). */
function href(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}

function figuresHtml(folder: FigureFolder): string {
  const items = folder.figures.map((figure) => {
    const links = figure.files.map((file) =>
      `<a href="${href(folder.path + file)}">${escapeMarkup(file.slice(file.lastIndexOf(".") + 1))}</a>`
    ).join(" · ");
    return `<li><span class="figure-title">${escapeMarkup(figure.title ?? figure.name)}</span> ${links}</li>`;
  }).join("\n");
  const manifest = folder.manifest ? ` · <a href="${href(folder.manifest)}">figures.json</a>` : "";
  return `<section class="figure-folder">
<h3>${escapeMarkup(folder.label)}</h3>
<p><a class="folder" href="${href(folder.path)}">${escapeMarkup(folder.path)}</a>${manifest} — ${
    plural(folder.figures.length, "figure")
  }</p>
<ul class="figures">
${items}
</ul>
</section>`;
}

/**
 * Renders the index page.
 *
 * @example
 * ```ts
 * import { indexPage } from "./index_page.ts";
 * import { match } from "node:assert/strict";
 * const html = indexPage({
 *   siteTitle: "SET",
 *   notebooks: [{ name: "01-rule", title: "1. Rule", question: "Why $x$?", parameters: { SET_SEED: "42" } }],
 *   figures: [{ path: "figures/en/", label: "English (en)", figures: [{ name: "a", files: ["a.svg"] }] }],
 * });
 * match(html, /href="reader\/01-rule\.html"/);
 * match(html, /href="html\/01-rule\.html"/);
 * match(html, /<dt>SET_SEED<\/dt><dd>42<\/dd>/);
 * match(html, /href="figures\/en\/a\.svg"/);
 * ```
 */
export function indexPage(options: IndexOptions): string {
  const notebooks = options.notebooks.map((entry) =>
    `<article class="notebook">
<h2><a href="reader/${entry.name}.html">${escapeMarkup(entry.title)}</a></h2>
${entry.question ? `<p class="question">${renderInlineMarkdown(entry.question)}</p>` : ""}
${parametersHtml(entry.parameters)}
<p class="editions"><a href="reader/${entry.name}.html">Reader's edition</a> · <a href="html/${entry.name}.html">Full notebook (code and outputs)</a> · <a href="notebooks/${entry.name}.ipynb">executed notebook (.ipynb)</a></p>
</article>`
  ).join("\n");
  const figures = options.figures.length
    ? options.figures.map(figuresHtml).join("\n")
    : `<p>No figures were exported.</p>`;
  return `${head(options.siteTitle, "")}
<body class="index">
<header class="site"><h1>${escapeMarkup(options.siteTitle)}</h1>
${options.intro ? `<p class="intro">${renderInlineMarkdown(options.intro)}</p>` : ""}
</header>
<main>
<section class="notebooks">
${notebooks}
</section>
${(options.sections ?? []).join("\n")}
<section class="figures">
<h2>Figures</h2>
${figures}
</section>
</main>
</body>
</html>
`;
}
