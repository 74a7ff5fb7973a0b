/**
 * The front page of each language: where to start, every notebook (question, parameters, editions), its figures.
 *
 * @module
 */
import { escapeMarkup } from "../common/escape.ts";
import { type Lang, LANGS } from "../common/lang.ts";
import { plural } from "../present/format.ts";
import { INDEX_PAGES, languageLink, pageHead } from "../web/practice_page.ts";
import { renderInlineMarkdown } from "./markdown.ts";

/** A folder of exported figures: its path (`figures/en/`), label (`English (en)`), figures and `figures.json`. */
export interface FigureFolder {
  path: string;
  label: string;
  /** Each figure: its file stem, its files (`a.png`, `a.svg`) and its title when known. */
  figures: { name: string; files: string[]; title?: string }[];
  manifest?: string;
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
};

/** Renders the index of a language (default English), linking the other language's. Cost: KaTeX over the questions. */
export function indexPage(options: {
  lang?: Lang;
  siteTitle: string;
  /** A sentence or two under the title (Markdown). */
  intro?: string;
  /** Each notebook: its file stem, title, question (Markdown) and parameters, `undefined` when it showed none. */
  notebooks: { name: string; title: string; question?: string; parameters?: Record<string, unknown> }[];
  figures: FigureFolder[];
  /** The practice pages' links (HTML), offered beside the first notebook as a place to start. */
  practice?: string;
}): string {
  const { lang = "en", siteTitle, intro, practice } = options;
  const words = WORDS[lang];
  const english = lang === "en" ? "" : ' lang="en"';
  const notebooks = options.notebooks.map(({ name, title, question, parameters }) =>
    `<article class="notebook">
<h2${english}><a href="reader/${name}.html">${escapeMarkup(title)}</a></h2>
${question ? `<p class="question"${english}>${renderInlineMarkdown(question)}</p>` : ""}
${parametersHtml(parameters, words)}
<p class="editions"><a href="reader/${name}.html">${words.reader}</a> · <a href="html/${name}.html">${words.full}</a> · <a href="notebooks/${name}.ipynb">${words.executed}</a></p>
</article>`
  );
  const [first] = options.notebooks;
  const start = [
    first && words.first(`<a href="reader/${first.name}.html"${english}>${escapeMarkup(first.title)}</a>`),
    practice && words.play(practice),
  ].filter(Boolean).map((sentence) => `<p>${sentence}</p>`).join("\n");
  const figures = options.figures.map((folder) => figuresHtml(folder, words)).join("\n") ||
    `<p>${words.noFigures}</p>`;
  const other = LANGS.find((l) => l !== lang)!;
  return `${pageHead(siteTitle, "", lang)}
<body class="index">
<header class="site"><h1>${escapeMarkup(siteTitle)}</h1>
${intro ? `<p class="intro">${renderInlineMarkdown(intro)}</p>` : ""}
<p class="edition">${languageLink(other, INDEX_PAGES[other])}</p>
</header>
<main>
${start ? `<section class="start">\n<h2>${words.start}</h2>\n${start}\n</section>` : ""}
<section class="notebooks">
${notebooks.join("\n")}
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

function parametersHtml(parameters: Record<string, unknown> | undefined, words: typeof WORDS.en): string {
  if (!parameters) return `<p class="parameters none">${words.notShown}</p>`;
  const entries = Object.entries(parameters)
    .map(([name, value]) => `<div><dt>${escapeMarkup(name)}</dt><dd>${escapeMarkup(shown(value))}</dd></div>`);
  return entries.length
    ? `<dl class="parameters">${entries.join("")}</dl>`
    : `<p class="parameters none">${words.exact}</p>`;
}

/** A parameter's value as the index shows it: numbers with thousands separators. */
function shown(value: unknown): string {
  if (typeof value === "number") return value.toLocaleString("en-US");
  if (typeof value === "string") return value;
  return value == null ? "(default)" : JSON.stringify(value);
}

function figuresHtml(folder: FigureFolder, words: typeof WORDS.en): string {
  // Each segment of a path encoded: a run's folder may be named `seed-7,trials-1000`.
  const href = (path: string) => path.split("/").map(encodeURIComponent).join("/");
  const items = folder.figures.map(({ name, files, title }) =>
    `<li><span class="figure-title">${escapeMarkup(title ?? name)}</span> ${
      files.map((file) => `<a href="${href(folder.path + file)}">${escapeMarkup(file.replace(/^.*\./, ""))}</a>`)
        .join(" · ")
    }</li>`
  );
  const manifest = folder.manifest ? ` · <a href="${href(folder.manifest)}">figures.json</a>` : "";
  return `<section class="figure-folder">
<h3>${escapeMarkup(folder.label)}</h3>
<p><a class="folder" href="${href(folder.path)}">${escapeMarkup(folder.path)}</a>${manifest} — ${
    words.count(folder.figures.length)
  }</p>
<ul class="figures">
${items.join("\n")}
</ul>
</section>`;
}
