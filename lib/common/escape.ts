/**
 * Text made safe: {@link escapeMarkup} for HTML and SVG (the one escaping function), {@link stripAnsi} for terminals.
 *
 * @module
 */

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes `&`, `<`, `>` and both quotes: safe in HTML or SVG content and attribute values. Cost: O(length). */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

// deno-lint-ignore no-control-regex
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;

/** Removes terminal colour and cursor codes (ANSI CSI sequences) from printed text. Cost: O(length). */
export function stripAnsi(text: string): string {
  return text.replace(ANSI, "");
}
