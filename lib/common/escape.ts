/**
 * Text made safe for pages and pictures: {@link escapeMarkup} for HTML and SVG (the one escaping
 * function of the project), {@link stripAnsi} for what a terminal program printed.
 *
 * @module
 */

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * Escapes text for HTML and XML (SVG): `&`, `<`, `>` and both quotes, so it is safe as element
 * content and inside attribute values in either quote. Cost: O(length).
 *
 * @example
 * ```ts
 * import { escapeMarkup } from "./escape.ts";
 * import { equal } from "node:assert/strict";
 * equal(escapeMarkup(`a < b & "c"`), "a &lt; b &amp; &quot;c&quot;");
 * equal(escapeMarkup(`1 < 2 & "3" > '0'`), "1 &lt; 2 &amp; &quot;3&quot; &gt; &#39;0&#39;");
 * ```
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

// deno-lint-ignore no-control-regex
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;

/**
 * Removes terminal colour and cursor codes (ANSI CSI sequences) from printed text. Cost: O(length).
 *
 * @example
 * ```ts
 * import { stripAnsi } from "./escape.ts";
 * import { equal } from "node:assert/strict";
 * equal(stripAnsi("\u001b[31mError\u001b[0m: \u001b[1mboom\u001b[22m"), "Error: boom");
 * ```
 */
export function stripAnsi(text: string): string {
  return text.replace(ANSI, "");
}
