/**
 * The export's front pages, one per language (`index.html`, `index.zh-TW.html`): where to start (the first
 * notebook, the practice game), every notebook with its question, its parameters and both editions, then the
 * language's figures.
 *
 * @module
 */
import { renderInlineMarkdown } from "./markdown.ts";
import { escapeMarkup } from "../common/escape.ts";
import { type Lang, LANGS } from "../common/lang.ts";
import { plural } from "../present/format.ts";
import { INDEX_PAGES } from "../web/practice_page.ts";
import { practiceMessages } from "../web/messages.ts";
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
  /** The page's language (default `en`): its words, and which index it is ({@link INDEX_PAGES}). */
  lang?: Lang;
  siteTitle: string;
  /** A sentence or two under the title (Markdown). */
  intro?: string;
  notebooks: IndexEntry[];
  figures: FigureFolder[];
  /** The practice pages' links (HTML), offered beside the first notebook as a place to start. */
  practice?: string;
}

/** The words of an index, by language; the notebooks themselves are in English. */
const WORDS = {
  en: {
    start: "Where to start",
    first: (link: string) => `Read the notebooks in order, starting with ${link}: each page links to the next.`,
    play: (links: string) => `Or play first: ${links}.`,
    reader: "Reader's edition",
    full: "Full notebook (code and outputs)",
    executed: "executed notebook (.ipynb)",
    notShown: "No parameters displayed.",
    exact: "No parameters: everything is exact.",
    figures: "Figures",
    count: (n: number) => plural(n, "figure"),
    noFigures: "No figures were exported.",
  },
  "zh-TW": {
    start: "從哪裡開始",
    first: (link: string) => `依序閱讀筆記本，從 ${link}（英文）開始：每一頁都連到下一本。`,
    play: (links: string) => `或者先玩一局：${links}。`,
    reader: "讀者版",
    full: "完整筆記本（程式碼與輸出）",
    executed: "執行過的筆記本（.ipynb）",
    notShown: "未顯示參數。",
    exact: "沒有參數：全部是精確計算。",
    figures: "圖表",
    count: (n: number) => `${n} 張圖`,
    noFigures: "沒有匯出圖表。",
  },
} satisfies Record<Lang, unknown>;

type Words = (typeof WORDS)["en"];

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

function parametersHtml(parameters: Record<string, unknown> | undefined, words: Words): string {
  if (!parameters) return `<p class="parameters none">${words.notShown}</p>`;
  const entries = Object.entries(parameters);
  if (!entries.length) return `<p class="parameters none">${words.exact}</p>`;
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

function figuresHtml(folder: FigureFolder, words: Words): string {
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
    words.count(folder.figures.length)
  }</p>
<ul class="figures">
${items}
</ul>
</section>`;
}

/**
 * Renders an index page: in English `index.html`, in Chinese `index.zh-TW.html`, each linking the other.
 *
 * @example
 * ```ts
 * import { indexPage } from "./index_page.ts";
 * import { match } from "node:assert/strict";
 * const html = indexPage({
 *   siteTitle: "SET",
 *   notebooks: [{ name: "01-rule", title: "1. Rule", question: "Why $x$?", parameters: { SET_SEED: "42" } }],
 *   figures: [{ path: "figures/en/", label: "English (en)", figures: [{ name: "a", files: ["a.svg"] }] }],
 *   practice: '<a href="play/en.html">Practice</a>',
 * });
 * match(html, /starting with <a href="reader\/01-rule\.html">1\. Rule<\/a>/);
 * match(html, /Or play first: <a href="play\/en\.html">Practice<\/a>/);
 * match(html, /href="html\/01-rule\.html"/);
 * match(html, /<dt>SET_SEED<\/dt><dd>42<\/dd>/);
 * match(html, /href="figures\/en\/a\.svg"/);
 * match(html, /<a class="other-edition" href="index\.zh-TW\.html" hreflang="zh-TW" lang="zh-TW">繁體中文<\/a>/);
 * ```
 */
export function indexPage(options: IndexOptions): string {
  const lang = options.lang ?? "en";
  const words: Words = WORDS[lang];
  const english = lang === "en" ? "" : ' lang="en"';
  const notebooks = options.notebooks.map((entry) =>
    `<article class="notebook">
<h2${english}><a href="reader/${entry.name}.html">${escapeMarkup(entry.title)}</a></h2>
${entry.question ? `<p class="question"${english}>${renderInlineMarkdown(entry.question)}</p>` : ""}
${parametersHtml(entry.parameters, words)}
<p class="editions"><a href="reader/${entry.name}.html">${words.reader}</a> · <a href="html/${entry.name}.html">${words.full}</a> · <a href="notebooks/${entry.name}.ipynb">${words.executed}</a></p>
</article>`
  ).join("\n");
  const [first] = options.notebooks;
  const start = [
    first && words.first(`<a href="reader/${first.name}.html"${english}>${escapeMarkup(first.title)}</a>`),
    options.practice && words.play(options.practice),
  ].filter(Boolean).map((sentence) => `<p>${sentence}</p>`).join("\n");
  const figures = options.figures.length
    ? options.figures.map((folder) => figuresHtml(folder, words)).join("\n")
    : `<p>${words.noFigures}</p>`;
  const other = LANGS.find((l) => l !== lang)!;
  return `${head(options.siteTitle, "", lang)}
<body class="index">
<header class="site"><h1>${escapeMarkup(options.siteTitle)}</h1>
${options.intro ? `<p class="intro">${renderInlineMarkdown(options.intro)}</p>` : ""}
<p class="edition"><a class="other-edition" href="${INDEX_PAGES[other]}" hreflang="${other}" lang="${other}">${
    escapeMarkup(practiceMessages(other).languageName)
  }</a></p>
</header>
<main>
${start ? `<section class="start">\n<h2>${words.start}</h2>\n${start}\n</section>` : ""}
<section class="notebooks">
${notebooks}
</section>
<section class="figures">
<h2>${words.figures}</h2>
${figures}
</section>
</main>
</body>
</html>
`;
}
