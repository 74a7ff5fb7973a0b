/**
 * Markdown to HTML as Jupyter renders it (markdown-it), its math found by `@vscode/markdown-it-katex` and typeset by
 * KaTeX at export time, so a page needs no script. `\$` is a dollar, and `$5 and $6` stays text.
 *
 * @module
 */
import markdownItFactory, { type MarkdownIt, type StateInline } from "markdown-it";
import markdownItKatex from "@vscode/markdown-it-katex";
import katex from "katex";
import { escapeMarkup } from "../common/escape.ts";

/**
 * Typesets TeX with KaTeX (HTML with hidden MathML for screen readers).
 *
 * @throws {Error} one line naming the TeX when KaTeX cannot parse it.
 */
export function renderMath(tex: string, display: boolean): string {
  try {
    // HTML implies the MathML and SVG namespaces: without their URLs the page names no http: address.
    return katex.renderToString(tex, { displayMode: display, throwOnError: true, strict: "ignore" })
      .replace(/ xmlns(?::\w+)?="http:\/\/www\.w3\.org\/[^"]*"/g, "");
  } catch (error) {
    // One line: the tasks print only an error's first line.
    const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
    const $ = display ? "$$" : "$";
    throw new Error(`cannot typeset ${$}${oneLine(tex)}${$}: ${oneLine((error as Error).message)}`);
  }
}

// Pandoc's rule, which the plugin does not have: a `$` followed by a space opens no formula (`a $ b $ c` stays text).
function dollarSpace(state: StateInline, silent: boolean): boolean {
  if (state.src[state.pos] !== "$" || !/\s/.test(state.src[state.pos + 1] ?? "")) return false;
  if (!silent) state.pending += "$";
  state.pos++;
  return true;
}

const EXTERNAL = /^https?:/i;
// A web address written out, after its scheme: no brackets (a Markdown link's), no trailing punctuation.
const ADDRESS_REST = /^\/\/[^\s<>"'()[\]]*[^\s<>"'()[\].,;:!?]/;
const ADDRESS = new RegExp(`https?:${ADDRESS_REST.source.slice(1)}`, "g");
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function markdownIt(): MarkdownIt {
  const md = markdownItFactory({ html: true, linkify: true, typographer: false });
  // Only addresses with their scheme (`README.md` is a file name), ending where typesetText's do.
  const rest = { validate: (text: string, at: number) => ADDRESS_REST.exec(text.slice(at))?.[0].length ?? 0 };
  md.linkify.set({ fuzzyLink: false, fuzzyEmail: false }).add("http:", rest).add("https:", rest);
  // Every link goes to link_open below, which keeps web links and drops other schemes' addresses.
  md.validateLink = (url) => !/^\s*(javascript|vbscript):/i.test(url);
  md.use(markdownItKatex.default);
  md.inline.ruler.before("math_inline", "dollar_space", dollarSpace);
  // The plugin finds the math; ours typesets it, failing where the plugin would show a formula KaTeX cannot read.
  md.renderer.rules.math_inline = (tokens, i) => renderMath(tokens[i].content, false);
  md.renderer.rules.math_block = (tokens, i) => {
    const html = renderMath(tokens[i].content.trim(), true);
    return tokens[i].map ? `<div class="math-display">${html}</div>\n` : html; // no source lines: $$...$$ in a paragraph
  };
  md.renderer.rules.link_open = (tokens, i, options, env, self) => {
    const token = tokens[i];
    const href = String(token.attrGet("href") ?? "");
    if (EXTERNAL.test(href)) {
      token.attrJoin("class", "external");
      token.attrSet("rel", "external noopener");
    } else if (SCHEME.test(href)) {
      token.attrs = (token.attrs ?? []).filter(([name]) => name !== "href"); // file: and the like: no link
    } else {
      const notebook = /^(?:\.\/)?([^/?#]+)\.ipynb(#.*)?$/.exec(href);
      if (notebook && (env?.notebooks as string[] | undefined)?.includes(notebook[1])) {
        token.attrSet("href", `${notebook[1]}.html${notebook[2] ?? ""}`);
      }
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
 * Renders Markdown (CommonMark, raw HTML, TeX math) to HTML. Web links become `<a class="external">`, a picture from
 * the web a link to it, `file:` links text; `[text](NAME.ipynb)` links to `NAME.html` for each of `notebooks`, the
 * stems of the notebooks exported beside the page.
 *
 * @throws {Error} naming the TeX when a formula cannot be typeset.
 */
export function renderMarkdown(markdown: string, notebooks: readonly string[] = []): string {
  return MD.render(markdown, { notebooks });
}

/** Renders one paragraph of Markdown without the `<p>` around it (for the index's questions). */
export function renderInlineMarkdown(markdown: string): string {
  return MD.renderInline(markdown);
}

// `$…$` as the plugin finds it: not after a letter, digit or `\`, no space inside its ends, no letter or digit after.
const INLINE_MATH = /(?<![\\\w$])\$(?![\s$])((?:\\.|[^$\\])+?)(?<![\s\\])\$(?![\w$])/g;

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/**
 * Typesets the `$…$` math and links the web addresses in escaped HTML text, as {@link renderMarkdown} does.
 *
 * @throws {Error} naming the TeX when a formula cannot be typeset.
 */
export function typesetText(html: string): string {
  return html
    .replace(ADDRESS, (url) => `<a class="external" rel="external noopener" href="${url}">${url}</a>`)
    .replace(
      INLINE_MATH,
      (_, tex: string) => renderMath(tex.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]), false),
    );
}
