/**
 * Commands as a reader can copy them: `deno task simulate --seed=-7 --trials=200000 --sizes=9-21 --json`. Every
 * flag is written `--flag=value`, so a value starting with `-` is never read as a flag, and every value that a
 * shell would not read back as itself is quoted.
 *
 * @module
 */
import { integerRuns } from "./format.ts";

/** Characters a shell reads as themselves anywhere in a word. */
const PLAIN = /^[A-Za-z0-9_.,:+=@%/-]+$/;

/**
 * A word a shell (sh, bash, zsh) reads back exactly: as it is when plain, else in single quotes.
 *
 * @example
 * ```ts
 * import { shellWord } from "./command_line.ts";
 * import { equal } from "node:assert/strict";
 * equal(shellWord("seed-7"), "seed-7");
 * equal(shellWord("it's"), `'it'\\''s'`);
 * ```
 */
export function shellWord(word: string): string {
  return PLAIN.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/**
 * Table sizes as a `--sizes` flag reads them back: runs as `from-to`, increasing, comma-separated.
 *
 * @example
 * ```ts
 * import { sizesFlag } from "./command_line.ts";
 * import { equal } from "node:assert/strict";
 * equal(sizesFlag([9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 21]), "9-18,21");
 * ```
 */
export function sizesFlag(sizes: readonly number[]): string {
  return integerRuns([...new Set(sizes)]).map(([from, to]) => from === to ? `${from}` : `${from}-${to}`).join(",");
}

/**
 * A `deno task` command with its flags, each `--flag=value` (`true` is a switch, `undefined` and `false` are left
 * out), values quoted for a shell.
 *
 * @example
 * ```ts
 * import { commandLine } from "./command_line.ts";
 * import { equal } from "node:assert/strict";
 * equal(commandLine("simulate", { seed: "-7", trials: 10000, json: true }), "deno task simulate --seed=-7 --trials=10000 --json");
 * equal(commandLine("simulate", { seed: "a b" }), "deno task simulate --seed='a b'");
 * ```
 */
export function commandLine(task: string, flags: Record<string, string | number | boolean | undefined>): string {
  const words = Object.entries(flags).flatMap(([flag, value]) =>
    value === undefined || value === false
      ? []
      : value === true
      ? [`--${flag}`]
      : [`--${flag}=${shellWord(String(value))}`]
  );
  return ["deno task", task, ...words].join(" ");
}
