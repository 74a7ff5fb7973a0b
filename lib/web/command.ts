/**
 * The command line the rerun widget stands for, as the page shows it.
 *
 * @module
 */

/**
 * A word as a shell reads it, quoted when it holds anything but letters, digits, `_`, `.` and `-`.
 *
 * @example
 * ```ts
 * import { shellWord } from "./command.ts";
 * import { equal } from "node:assert/strict";
 * equal(shellWord("42"), "42");
 * equal(shellWord("it's"), "'it'\\''s'");
 * ```
 */
export function shellWord(word: string): string {
  return /^[A-Za-z0-9_.-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/**
 * The command line that gives the rerun's numbers: `deno task simulate … --method both … --json`.
 *
 * @example
 * ```ts
 * import { simulateCommand } from "./command.ts";
 * import { equal } from "node:assert/strict";
 * equal(simulateCommand({ seed: "7", trials: 100_000, sizes: "9-21" }), "deno task simulate --seed 7 --trials 100000 --method both --sizes 9-21 --json");
 * ```
 */
export function simulateCommand({ seed, trials, sizes }: { seed: string; trials: number; sizes: string }): string {
  return `deno task simulate --seed ${shellWord(seed)} --trials ${trials} --method both --sizes ${
    shellWord(sizes)
  } --json`;
}
