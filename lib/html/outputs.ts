/**
 * The outputs of code cells as HTML: the full notebook shows every output, the reader's edition what the notebook
 * displays (tables, sentences, pictures), not what it printed.
 *
 * @module
 */
import { escapeMarkup, stripAnsi } from "../common/escape.ts";
import { renderMarkdown, renderMath, typesetText } from "./markdown.ts";
import { joinText, type MimeBundle, type Output } from "./notebook.ts";
import { PARAMETERS_MIME } from "../run/start.ts";
import { PROGRESS_MIME } from "../present/progress_line.ts";
import { inlineSvg, inlineSvgsInHtml } from "./svg.ts";

/** `full`: code and every output; `reader`: prose and displayed outputs only. */
export type Edition = "full" | "reader";

/** What {@link renderOutput} needs besides the output. */
export interface OutputContext {
  edition: Edition;
  /** Unique in the page: prefixes the ids of inline SVG. */
  idPrefix: string;
  /** Stems of the notebooks exported beside the page (for links in Markdown outputs). */
  notebooks?: readonly string[];
  /** The address, from the page, of a published figure's SVG file, when the export has it. */
  figureFile?: (name: string, lang: string) => string | undefined;
}

/** Text as a kernel printed it, in `<pre>`: colour codes removed, and `file://` dropped (a page names no local file). */
function pre(className: string, text: string): string {
  return `<pre class="${className}">${escapeMarkup(stripAnsi(text).replace(/file:\/\//g, ""))}</pre>`;
}

/** The MIME types shown, best first: Jupyter's order, but Markdown (whose math is typeset here) before HTML. */
const PRIORITY = ["text/markdown", "text/html", "image/svg+xml", "image/png", "image/jpeg", "text/latex", "text/plain"];

// How the reader's edition names a run's parameters (the full edition shows the notebook's own table).
const IN_WORDS: Record<string, (value: number | string) => string> = {
  SET_SEED: (v) => `seed ${v}`,
  SET_TRIALS: (v) => `${Number(v).toLocaleString("en-US")} trials per table size`,
  SET_GAMES: (v) => `${Number(v).toLocaleString("en-US")} games per policy`,
  SET_TIMING_RUNS: (v) => `${Number(v).toLocaleString("en-US")} timed rounds`,
  SET_CAPS: (v) => `${Number(v).toLocaleString("en-US")} random tables per deck`,
};

/** The reader's edition's line in place of the parameters: what the run was computed with, and where to rerun. */
function runLine(parameters: Record<string, number | string>): string {
  // In a fixed order: a saved notebook sorts the bundle's keys.
  const said = Object.keys(IN_WORDS).filter((name) => name in parameters).map((k) => IN_WORDS[k](parameters[k]));
  const listed = said.length > 1 ? `${said.slice(0, -1).join(", ")} and ${said.at(-1)}` : said[0];
  const rerun = "SET_TRIALS" in parameters
    ? ' <a href="03-no-set-probability.html#rerun-title">Rerun the sampling yourself</a>, with your own seed.'
    : "";
  const text = said.length
    ? `Computed with ${escapeMarkup(listed)}.${rerun}`
    : "Everything here is exact: no random number is drawn.";
  return `<p class="output run-line">${text}</p>`;
}

// Elements whose text is not prose: no math or links are looked for in them.
const NOT_PROSE = /^(a|code|pre|script|style|svg|math|textarea|title)$/i;

/** Cells longer than this many characters may wrap; shorter ones (numbers, intervals, codes) stay on one line. */
const LONG_CELL = 30;

/** HTML a notebook displayed, with its text typeset ({@link typesetText}) and its tables' long cells marked. */
function displayedHtml(html: string): string {
  const parts = html.split(/(<[^>]*>)/);
  const open: string[] = [];
  let cell: { at: number; length: number } | undefined;
  for (const [i, part] of parts.entries()) {
    const tag = /^<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>$/.exec(part);
    if (tag) {
      const [, closing, name, selfClosing] = tag;
      if (NOT_PROSE.test(name) && !selfClosing) closing ? open.pop() : open.push(name);
      if (/^td$/i.test(name)) {
        if (!closing) cell = { at: i, length: 0 };
        else if (cell && cell.length > LONG_CELL) parts[cell.at] = parts[cell.at].replace(/^<td/i, '<td class="long"');
      }
    } else if (part) {
      if (cell) cell.length += part.replace(/&[#\w]+;/g, " ").length;
      if (!open.length) parts[i] = typesetText(part);
    }
  }
  return parts.join("");
}

function renderBundle(data: MimeBundle, context: OutputContext): string {
  if (context.edition === "reader" && data[PARAMETERS_MIME]) {
    return runLine(data[PARAMETERS_MIME] as Record<string, number | string>);
  }
  // How far a computation had got is the notebook's business, not the reader's.
  if (context.edition === "reader" && data[PROGRESS_MIME]) return "";
  const type = PRIORITY.find((mime) => mime in data);
  const text = type ? joinText(data[type]) : "";
  switch (type) {
    case "text/html":
      return `<div class="output html">${displayedHtml(inlineSvgsInHtml(text, context.idPrefix))}</div>`;
    case "image/svg+xml": {
      // A published figure says which it is in its plain text (lib/figures): linked to its file, full size.
      const [, name, lang] = /\[figure ([\w-]+), ([\w-]+)\]$/.exec(joinText(data["text/plain"]).trim()) ?? [];
      const file = name ? context.figureFile?.(name, lang) : undefined;
      const link = file ? `<a class="full-size" href="${escapeMarkup(file)}">Open the figure full size</a>` : "";
      return `<figure class="output picture">${inlineSvg(text, context.idPrefix)}${link}</figure>`;
    }
    case "image/png":
    case "image/jpeg": {
      const [src, alt] = [`data:${type};base64,${text.replace(/\s/g, "")}`, joinText(data["text/plain"]) || "picture"];
      return `<figure class="output picture"><img src="${src}" alt="${escapeMarkup(alt)}"></figure>`;
    }
    case "text/markdown":
      return `<div class="output markdown">${renderMarkdown(text, context.notebooks)}</div>`;
    case "text/latex": {
      const tex = text.trim().replace(/^\$\$?([^]*?)\$?\$$/, "$1");
      return `<div class="output math-display">${renderMath(tex, true)}</div>`;
    }
    case "text/plain":
      return pre("output text", text);
    default:
      return data[PARAMETERS_MIME] ? pre("output text", JSON.stringify(data[PARAMETERS_MIME], null, 2)) : "";
  }
}

/**
 * Renders one output of a code cell as HTML for an edition, `""` when the edition leaves it out: SVG inlined, PNG and
 * JPEG as `data:` images, HTML with its math typeset, Markdown rendered, text and errors in `<pre>`.
 */
export function renderOutput(output: Output, context: OutputContext): string {
  switch (output.output_type) {
    case "stream":
      return context.edition === "full" ? pre(`output stream ${output.name}`, joinText(output.text)) : "";
    case "display_data":
    case "execute_result":
      return renderBundle(output.data ?? {}, context);
    case "error": {
      const head = `${output.ename}: ${output.evalue}`;
      const trace = context.edition === "full" ? (output.traceback ?? []).join("\n") : "";
      return pre("output error", trace.includes(output.evalue) ? trace : `${head}\n${trace}`.trimEnd());
    }
    default:
      return "";
  }
}
