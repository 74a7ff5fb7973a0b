/**
 * Display in notebook cells: tables and sentences Jupyter renders and that read as plain text elsewhere. Notebooks
 * print through {@link show}, so that every output is a display message (whose loss the runner can detect).
 *
 * @module
 */
import MarkdownIt from "markdown-it";
import { escapeMarkup } from "../common/escape.ts";
import { columnAlignment, int, textTable } from "./format.ts";

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

/** The key of a function returning the outputs a value shows as, in order (a figure: picture, then caption). */
export const DISPLAY_OUTPUTS: unique symbol = Symbol.for("set.display.outputs");

function outputsOf(value: unknown): DisplayOutput[] | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const outputs = (value as { [DISPLAY_OUTPUTS]?: () => DisplayOutput[] })[DISPLAY_OUTPUTS];
  return typeof outputs === "function" ? outputs.call(value) : undefined;
}

/**
 * `Deno.jupyter` in the Jupyter kernel, `undefined` elsewhere (where merely reading it throws).
 */
export function jupyter(): Jupyter | undefined {
  try {
    return (Deno as unknown as { jupyter?: Jupyter }).jupyter;
  } catch {
    return undefined;
  }
}

/**
 * Shows values: in Jupyter as rich output, elsewhere as `String(value)` on stdout; `await` it, so a failure stops.
 *
 * @example Outside Jupyter a sentence prints as its text
 * ```ts
 * import { say, show } from "./show.ts";
 * import { equal } from "node:assert/strict";
 * equal(await show(say("The deck holds **1,080** SETs.")), undefined);
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

// A column of numbers is right-aligned and never wrapped (never "2.979e-" over "1"); words wrap.
const style = (align: string) => align === "right" ? "text-align:right;white-space:nowrap" : `text-align:${align}`;

function cell(value: unknown): string {
  if (typeof value === "number") return Number.isInteger(value) ? int(value) : String(value);
  if (typeof value === "bigint") return int(value);
  return String(value ?? "");
}

/**
 * Rows of objects as a table, numbers right-aligned with separators; `columns` the keys shown (default the first
 * row's), `note` a line under it, `extra` more entries for the display bundle (MIME type → data).
 *
 * @example
 * ```ts
 * import { table } from "./show.ts";
 * import { equal } from "node:assert/strict";
 * equal(String(table([{ n: 12, sets: 1080 }])), " n   sets\n--  -----\n12  1,080");
 * ```
 */
export function table(
  rows: readonly Record<string, unknown>[],
  { columns, extra, note }: { columns?: string[]; note?: string; extra?: Record<string, unknown> } = {},
): { toString(): string } {
  const keys = columns ?? Object.keys(rows[0] ?? {});
  const body = rows.map((row) => keys.map((key) => cell(row[key])));
  const align = columnAlignment(body, keys.length);
  const text = textTable(keys, body, align);
  // Each header says its alignment: Jupyter's stylesheet right-aligns every header cell otherwise.
  const tr = (tag: string, cells: string[]) =>
    `<tr>${cells.map((c, i) => `<${tag} style="${style(align[i])}">${escapeMarkup(c)}</${tag}>`).join("")}</tr>`;
  const html = `<table><thead>${tr("th", keys)}</thead><tbody>${body.map((r) => tr("td", r)).join("")}</tbody></table>`;
  const shown = note === undefined ? text : `${text}\n${note}`;
  return displayed({ toString: () => shown }, {
    ...extra,
    "text/html": note === undefined ? html : `${html}<p>${escapeMarkup(note)}</p>`,
    "text/plain": shown,
  });
}

const markdown = new MarkdownIt({ html: false, linkify: false });

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };

/**
 * A Markdown sentence for display: HTML in Jupyter, plain text elsewhere, Markdown for the pages; `extra` as table's.
 *
 * @example
 * ```ts
 * import { say } from "./show.ts";
 * import { equal } from "node:assert/strict";
 * equal(String(say(`The deck holds **${1080}** SETs.`)), "The deck holds 1080 SETs.");
 * ```
 */
export function say(text: string, { extra }: { extra?: Record<string, unknown> } = {}): { toString(): string } {
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
