/**
 * Rich output for notebook cells: tables and sentences that Jupyter renders
 * (HTML and Markdown) and that read well as plain text too. Everything a notebook
 * prints goes through {@link show}, so it arrives as a display message, the one
 * path whose loss the notebook runner can detect.
 *
 * @module
 */
import MarkdownIt from "markdown-it";
import { escapeMarkup } from "../common/escape.ts";
import { columnAlignment, int, textTable } from "./format.ts";

type Row = Record<string, unknown>;

/** What {@link table} and {@link say} take besides their content. */
export interface DisplayOptions {
  /**
   * More entries for the display bundle (MIME type → data), shown by no one but kept in the saved
   * notebook for its readers: the parameters for the HTML export, say.
   */
  extra?: Record<string, unknown>;
}

/** Gives `value` the bundle Jupyter displays it with (`text/plain` and the richer types). */
function displayed<T extends object>(value: T, bundle: Record<string, unknown>): T {
  Object.defineProperty(value, Symbol.for("Jupyter.display"), { value: () => bundle });
  return value;
}

/** The part of `Deno.jupyter` used here. */
export interface Jupyter {
  display(value: unknown, options?: { raw?: boolean; update?: boolean; display_id?: string }): Promise<void>;
  /** Sends a message to the front end: `display_data` with content `{ data, metadata, transient }`. */
  broadcast(type: string, content: Record<string, unknown>): Promise<void> | void;
}

/** One output as Jupyter stores it: a bundle (MIME type → data) and its metadata (an image's width, say). */
export interface DisplayOutput {
  data: Record<string, unknown>;
  metadata?: Record<string, unknown>;
}

/**
 * The key of a value's outputs when it shows as more than one bundle, or needs metadata (which
 * `Symbol.for("Jupyter.display")` cannot give): a function returning the outputs, in order. A
 * figure shows as its picture (SVG and PNG, the PNG's width in the metadata), then its caption.
 * {@link show} uses it; Jupyter's own display of the value uses `Symbol.for("Jupyter.display")`.
 */
export const DISPLAY_OUTPUTS: unique symbol = Symbol.for("set.display.outputs");

/** A value's outputs under {@link DISPLAY_OUTPUTS}, if it has them. */
function outputsOf(value: unknown): DisplayOutput[] | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const outputs = (value as { [DISPLAY_OUTPUTS]?: () => DisplayOutput[] })[DISPLAY_OUTPUTS];
  return typeof outputs === "function" ? outputs.call(value) : undefined;
}

/**
 * `Deno.jupyter` when this code runs in the Jupyter kernel, `undefined` elsewhere (under
 * `deno run` or `deno test` merely reading `Deno.jupyter` throws).
 */
export function jupyter(): Jupyter | undefined {
  try {
    return (Deno as unknown as { jupyter?: Jupyter }).jupyter;
  } catch {
    return undefined;
  }
}

/**
 * Shows values: in Jupyter as rich output (figures, tables, sentences) through
 * `Deno.jupyter.display`; anywhere else as plain text on stdout (`String(value)`).
 * Always `await` it, so that a failure stops the cell. (The kernel sends a cell's outputs
 * from a queue of its own, possibly after reporting the cell finished; the notebook runner
 * fences each cell so that none is lost: lib/cli/execute_notebooks.py.)
 *
 * @example Outside Jupyter a sentence prints as its text
 * ```ts
 * import { say, show } from "./show.ts";
 * await show(say("The deck holds **1,080** SETs."));
 * ```
 */
export async function show(...values: unknown[]): Promise<void> {
  const kernel = jupyter();
  for (const value of values) {
    const outputs = kernel && outputsOf(value);
    if (outputs) {
      for (const { data, metadata = {} } of outputs) {
        await kernel.broadcast("display_data", { data, metadata, transient: {} });
      }
    } else if (kernel) await kernel.display(value);
    else console.log(String(value));
  }
}

// A column of numbers is right-aligned and never wrapped (a number is never broken, "2.979e-" over "1"); words wrap.
const style = (align: string) => align === "right" ? "text-align:right;white-space:nowrap" : `text-align:${align}`;

function cell(value: unknown): string {
  if (typeof value === "number") return Number.isInteger(value) ? int(value) : String(value);
  if (typeof value === "bigint") return int(value);
  return String(value ?? "");
}

/** A table for display: its rows as text, and HTML and Markdown for Jupyter. */
export interface Table {
  columns: string[];
  rows: string[][];
  toString(): string;
}

/**
 * Shows rows of objects as a table (integers with thousands separators,
 * BigInts in full; in HTML, columns of numbers right-aligned and columns of words left-aligned, each header
 * aligned as its column).
 * The columns are the first row's keys unless given.
 *
 * @param options `columns`: the keys shown, in order; `extra`: more for the display bundle.
 * @example
 * ```ts
 * import { table } from "./show.ts";
 * import { equal } from "node:assert/strict";
 * equal(String(table([{ n: 12, sets: 1080 }])), " n   sets\n--  -----\n12  1,080");
 * ```
 */
export function table(
  rows: readonly Row[],
  { columns, extra, note }: { columns?: string[]; note?: string } & DisplayOptions = {},
): Table {
  const keys = columns ?? Object.keys(rows[0] ?? {});
  const body = rows.map((row) => keys.map((key) => cell(row[key])));
  const align = columnAlignment(body, keys.length);
  const text = textTable(keys, body, align);
  // Each header says its alignment: Jupyter's stylesheet right-aligns every header cell otherwise.
  const html =
    `<table><thead><tr>${
      keys.map((k, i) => `<th style="${style(align[i])}">${escapeMarkup(k)}</th>`).join("")
    }</tr></thead><tbody>` +
    body.map((r) => `<tr>${r.map((v, i) => `<td style="${style(align[i])}">${escapeMarkup(v)}</td>`).join("")}</tr>`)
      .join("") +
    "</tbody></table>";
  const shown = note === undefined ? text : `${text}\n${note}`;
  return displayed({ columns: keys, rows: body, toString: () => shown }, {
    ...extra,
    "text/html": note === undefined ? html : `${html}<p>${escapeMarkup(note)}</p>`,
    "text/plain": shown,
  });
}

const markdown = new MarkdownIt({ html: false, linkify: false });

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };

/**
 * A sentence (Markdown) for display, e.g. one that states a computed number. In Jupyter it shows as HTML (which a
 * notebook opened untrusted shows too, sanitised, where it would show Markdown as its raw text) and as plain text
 * without Markdown's marks; the Markdown itself goes along for the pages' exporter, which typesets its math.
 *
 * @example
 * ```ts
 * import { say } from "./show.ts";
 * import { equal } from "node:assert/strict";
 * const sentence = say(`The deck holds **${1080}** SETs.`);
 * equal(String(sentence), "The deck holds 1080 SETs.");
 * ```
 */
export function say(text: string, { extra }: DisplayOptions = {}): { toString(): string } {
  const html = markdown.render(text).trim();
  const plain = html.replace(/<\/p>\s*<p>/g, "\n\n").replace(/<[^>]+>/g, "")
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name) => ENTITIES[name]).trim();
  return displayed({ toString: () => plain }, {
    ...extra,
    "text/html": html,
    "text/markdown": text,
    "text/plain": plain,
  });
}
