/**
 * Markdown to HTML as Jupyter renders it, with the math typeset at export time:
 * markdown-it (CommonMark, raw HTML allowed) and KaTeX for `$...$` (inline)
 * and `$$...$$` (display). The pages need no script: the math is HTML and
 * CSS, styled by KaTeX's stylesheet and fonts (see `assets.ts`).
 *
 * Math is taken out before Markdown sees it, as Jupyter does, so `_`, `*` and
 * `\\` inside math stay TeX. `\$` is a literal dollar; a `$` followed by a space
 * or a closing `$` followed by a digit is not math (`$5 and $6` stays text).
 *
 * Links: relative links stay relative, a link to `NAME.ipynb` becomes
 * `NAME.html` when that notebook is exported beside the page; links to web
 * sites (`http:`, `https:`) stay plain `<a href>` marked `class="external"`
 * (nothing is loaded from them); `file:` links and pictures from the web are
 * not kept: a picture from the web becomes a link to it.
 *
 * @module
 */
import markdownItFactory, { type MarkdownIt, type StateBlock, type StateInline } from "markdown-it";
import katex from "katex";
import { escapeMarkup } from "../common/escape.ts";

/** Options of {@link renderMarkdown}. */
export interface MarkdownOptions {
  /** Stems of the notebooks exported beside this page: `[text](NAME.ipynb)` links to `NAME.html`. */
  notebooks?: readonly string[];
}

/**
 * Typesets TeX with KaTeX (HTML with hidden MathML for screen readers).
 *
 * @throws {Error} one line naming the TeX when KaTeX cannot parse it.
 * @example
 * ```ts
 * import { renderMath } from "./markdown.ts";
 * import { match } from "node:assert/strict";
 * match(renderMath("x \\in (\\mathbb{Z}_3)^4", false), /class="katex"/);
 * ```
 */
export function renderMath(tex: string, display: boolean): string {
  let html: string;
  try {
    html = katex.renderToString(tex, {
      displayMode: display,
      throwOnError: true,
      strict: "ignore",
      output: "htmlAndMathml",
    });
  } catch (error) {
    // One line, however many the formula spans: the tasks print only an error's first line.
    const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
    const delimiter = display ? "$$" : "$";
    throw new Error(`cannot typeset ${delimiter}${oneLine(tex)}${delimiter}: ${oneLine((error as Error).message)}`);
  }
  // The MathML and SVG namespaces are implied in HTML: drop their URLs so the page names no http: address.
  return html.replace(/ xmlns(?::\w+)?="http:\/\/www\.w3\.org\/[^"]*"/g, "");
}

function isSpace(char: string | undefined): boolean {
  return char === undefined || /\s/.test(char);
}

/** Index of the closing delimiter at or after `from`, skipping `\$`; -1 if none. */
function closing(src: string, delimiter: string, from: number): number {
  for (let at = src.indexOf(delimiter, from); at >= 0; at = src.indexOf(delimiter, at + 1)) {
    let backslashes = 0;
    for (let i = at - 1; i >= 0 && src[i] === "\\"; i--) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
  return -1;
}

function mathInline(state: StateInline, silent: boolean): boolean {
  const { src, pos } = state;
  if (src[pos] !== "$") return false;
  const display = src[pos + 1] === "$";
  const open = display ? 2 : 1;
  if (!display && isSpace(src[pos + open])) return false;
  const end = closing(src, display ? "$$" : "$", pos + open);
  if (end < 0) return false;
  const tex = src.slice(pos + open, end);
  if (!tex.trim()) return false;
  if (!display && (isSpace(src[end - 1]) || /[0-9]/.test(src[end + 1] ?? ""))) return false;
  if (!silent) {
    const token = state.push(display ? "math_display" : "math_inline", "math", 0);
    token.content = tex;
    token.markup = display ? "$$" : "$";
  }
  state.pos = end + open;
  return true;
}

function mathBlock(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  const start = state.bMarks[startLine] + state.tShift[startLine];
  if (state.sCount[startLine] - state.blkIndent >= 4) return false;
  if (state.src.slice(start, start + 2) !== "$$") return false;
  let line = startLine;
  let text = state.src.slice(start + 2, state.eMarks[startLine]);
  for (;;) {
    const trimmed = text.trimEnd();
    if (trimmed.endsWith("$$") && (line > startLine || trimmed.length >= 2)) {
      text = trimmed.slice(0, -2);
      break;
    }
    line++;
    if (line >= endLine || state.sCount[line] < state.blkIndent) return false;
    const lineStart = state.bMarks[line] + state.tShift[line];
    if (lineStart >= state.eMarks[line]) return false; // a blank line ends the paragraph: no closing $$
    text += "\n" + state.src.slice(lineStart, state.eMarks[line]);
  }
  // `$$a$$ and $$b$$` on one line is a paragraph with two display formulas, not one block.
  if (closing(text, "$$", 0) >= 0) return false;
  if (silent) return true;
  state.line = line + 1;
  const token = state.push("math_block", "math", 0);
  token.block = true;
  token.content = text.trim();
  token.markup = "$$";
  token.map = [startLine, state.line];
  return true;
}

const EXTERNAL = /^https?:/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function markdownIt(): MarkdownIt {
  const md = markdownItFactory({ html: true, linkify: false, typographer: false });
  // Let every link through to link_open below, which keeps web links and drops other schemes' addresses.
  md.validateLink = (url) => !/^\s*(javascript|vbscript):/i.test(url);
  md.block.ruler.before("fence", "math_block", mathBlock, { alt: ["paragraph", "reference", "blockquote", "list"] });
  md.inline.ruler.before("escape", "math_inline", mathInline);
  md.renderer.rules.math_inline = (tokens, i) => renderMath(tokens[i].content, false);
  md.renderer.rules.math_display = (tokens, i) => renderMath(tokens[i].content, true);
  md.renderer.rules.math_block = (tokens, i) =>
    `<div class="math-display">${renderMath(tokens[i].content, true)}</div>\n`;
  md.renderer.rules.link_open = (tokens, i, options, env, self) => {
    const token = tokens[i];
    const href = String(token.attrGet("href") ?? "");
    const notebooks = (env?.notebooks ?? []) as readonly string[];
    if (EXTERNAL.test(href)) {
      token.attrJoin("class", "external");
      token.attrSet("rel", "external noopener");
    } else if (SCHEME.test(href)) {
      token.attrs = (token.attrs ?? []).filter(([name]) => name !== "href"); // file: and the like: no link
    } else {
      const notebook = /^(?:\.\/)?([^/?#]+)\.ipynb(#.*)?$/.exec(href);
      if (notebook && notebooks.includes(notebook[1])) token.attrSet("href", `${notebook[1]}.html${notebook[2] ?? ""}`);
    }
    return self.renderToken(tokens, i, options);
  };
  const image = md.renderer.rules.image!;
  md.renderer.rules.image = (tokens, i, options, env, self) => {
    const token = tokens[i];
    const src = String(token.attrGet("src") ?? "");
    if (SCHEME.test(src) && !src.startsWith("data:")) {
      const alt = escapeMarkup(self.renderInlineAsText(token.children ?? [], options, env) || src);
      return EXTERNAL.test(src)
        ? `<a class="external" rel="external noopener" href="${escapeMarkup(src)}">${alt}</a>`
        : alt;
    }
    return image(tokens, i, options, env, self);
  };
  return md;
}

const MD = markdownIt();

/**
 * Renders Markdown (Jupyter's flavour: CommonMark, raw HTML, TeX math) to HTML.
 *
 * @throws {Error} naming the TeX when a formula cannot be typeset.
 * @example
 * ```ts
 * import { renderMarkdown } from "./markdown.ts";
 * import { doesNotMatch, match } from "node:assert/strict";
 * const html = renderMarkdown("Cards are points of $(\\mathbb{Z}_3)^4$, and **SETs** sum to 0.");
 * match(html, /<strong>SETs<\/strong>/);
 * match(html, /class="katex"/);
 * doesNotMatch(html.replace(/<annotation[^]*?<\/annotation>/g, ""), /\\mathbb/);
 * ```
 */
export function renderMarkdown(markdown: string, options: MarkdownOptions = {}): string {
  return MD.render(markdown, { notebooks: options.notebooks ?? [] });
}

/**
 * Renders one paragraph of Markdown without the `<p>` around it (for the index's questions).
 *
 * @example
 * ```ts
 * import { renderInlineMarkdown } from "./markdown.ts";
 * import { equal } from "node:assert/strict";
 * equal(renderInlineMarkdown("How _often_?"), "How <em>often</em>?");
 * ```
 */
export function renderInlineMarkdown(markdown: string, options: MarkdownOptions = {}): string {
  return MD.renderInline(markdown, { notebooks: options.notebooks ?? [] });
}
