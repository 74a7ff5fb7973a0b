/**
 * An argument for a POSIX shell command line, so that a command a notebook prints can be pasted into
 * a terminal as it stands, whatever the seed.
 *
 * @module
 */

/** Characters a shell reads as themselves anywhere in a word. */
const PLAIN = /^[A-Za-z0-9_.,:+=@%/-]+$/;

/**
 * Quotes a word for a POSIX shell (sh, bash, zsh): a word of letters, digits and `_.,:+=@%/-`
 * as it stands, anything else (spaces, quotes, `$`, `*`, the empty word…) in single quotes, each
 * single quote written `'\''`. The shell reads the result back as exactly `word`. Cost: O(length).
 *
 * @param word Any text.
 * @returns The word as a shell command line spells it.
 * @example
 * ```ts
 * import { shellWord } from "./shell_word.ts";
 * import { equal } from "node:assert/strict";
 * equal(shellWord("42"), "42");
 * equal(shellWord("my seed"), "'my seed'");
 * equal(shellWord("it's"), `'it'\\''s'`);
 * equal(shellWord(""), "''");
 * ```
 */
export function shellWord(word: string): string {
  return PLAIN.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}
