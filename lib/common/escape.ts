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
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

// deno-lint-ignore no-control-regex
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;

/**
 * Removes terminal colour and cursor codes (ANSI CSI sequences) from printed text. Cost: O(length).
 */
export function stripAnsi(text: string): string {
  return text.replace(ANSI, "");
}
