/**
 * Commands as a reader can copy them, every flag `--flag=value` (so `--seed=-7` is never read as two flags), quoted
 * where a shell would not read it back as itself.
 *
 * @module
 */
import { integerRuns } from "./format.ts";

// A word a shell (sh, bash, zsh) reads back exactly: as it is when plain, else in single quotes.
const shellWord = (word: string) => /^[A-Za-z0-9_.,:+=@%/-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;

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
 * A `deno task` command with its flags (`true` a switch, `undefined` and `false` left out), quoted for a shell.
 *
 * @example
 * ```ts
 * import { commandLine } from "./command_line.ts";
 * import { equal } from "node:assert/strict";
 * equal(commandLine("simulate", { seed: "-7", trials: 10000, json: true }), "deno task simulate --seed=-7 --trials=10000 --json");
 * equal(commandLine("simulate", { seed: "it's" }), `deno task simulate --seed='it'\\''s'`);
 * ```
 */
export function commandLine(task: string, flags: Record<string, string | number | boolean | undefined>): string {
  const words = Object.entries(flags).flatMap(([flag, value]) =>
    value === undefined || value === false
      ? []
      : value === true
      ? [`--${flag}`]
      : [`--${flag}=${shellWord(`${value}`)}`]
  );
  return ["deno task", task, ...words].join(" ");
}
