/**
 * `deno task notebook-words [RUN] [--check]`: how many words a reader meets in each executed notebook of a run:
 * its Markdown and everything its cells print (sentences, tables, captions), not the figures themselves (their
 * titles and alt text are in the pictures). `--check` fails when a notebook holds more than 2,000 words or all of
 * them more than 10,000 (the notebooks are essays a reader finishes), or when a page of the reader's edition gives a
 * notebook instruction, a `SET_*` variable or a library path (the reader's edition is the argument, not the code).
 *
 * @module
 */
import { join } from "node:path";
import { switchParam, UsageError } from "../common/params.ts";
import { type Notebook, readNotebook } from "../html/notebook.ts";
import { NOTEBOOK_NAMES } from "../config.ts";
import { command, runCommand } from "./_command.ts";

/** The most words one notebook, and all of them, may hold. */
export const WORD_BUDGET = { notebook: 2_000, total: 10_000 } as const;

const text = (value: unknown) => Array.isArray(value) ? value.join("") : typeof value === "string" ? value : "";

/** The words of a text: the runs of characters between spaces that hold a letter or a digit. */
export function countWords(value: string): number {
  return value.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * The words of an executed notebook a reader meets: Markdown cells, and each output's plain text, but for the
 * pictures (an output with an image), whose words are their title and alt text.
 *
 * @example
 * ```ts
 * import { notebookWords } from "./notebook_words.ts";
 * import { equal } from "node:assert/strict";
 * const nb = { cells: [
 *   { cell_type: "markdown" as const, source: "# One two" },
 *   { cell_type: "code" as const, source: "x", outputs: [
 *     { output_type: "display_data" as const, data: { "text/plain": "three four" } },
 *     { output_type: "display_data" as const, data: { "image/png": "…", "text/plain": "a title" } },
 *   ] },
 * ] };
 * equal(notebookWords(nb), 4);
 * ```
 */
export function notebookWords(nb: Notebook): number {
  let words = 0;
  for (const cell of nb.cells) {
    if (cell.cell_type === "markdown") words += countWords(text(cell.source));
    for (const output of cell.outputs ?? []) {
      if (output.output_type === "stream") words += countWords(text(output.text));
      else if (output.output_type === "error") words += countWords(output.evalue);
      else if (!Object.keys(output.data).some((type) => type.startsWith("image/"))) {
        words += countWords(text(output.data["text/plain"]));
      }
    }
  }
  return words;
}

/** `deno task notebook-words`. */
export const NOTEBOOK_WORDS = command({
  name: "notebook-words",
  summary: "Counts the words a reader meets in each executed notebook of a run (prose and printed text).",
  flags: {
    check: switchParam(
      `fail when a notebook holds over ${WORD_BUDGET.notebook} words or all over ${WORD_BUDGET.total}`,
    ),
  },
  positionals: { name: "RUN", meaning: "a run's folder (default out/default)", most: 1 },
  async run({ check }, [run = "out/default"]) {
    const counts: [string, number][] = [];
    for (const name of NOTEBOOK_NAMES) {
      const path = join(run, "notebooks", `${name}.ipynb`);
      const nb = await readNotebook(path).catch(() => undefined);
      if (nb) counts.push([name, notebookWords(nb)]);
    }
    if (!counts.length) throw new UsageError(`no executed notebooks in ${join(run, "notebooks")}`);
    const total = counts.reduce((sum, [, words]) => sum + words, 0);
    for (const [name, words] of counts) console.log(`${words.toLocaleString("en-US").padStart(6)}  ${name}`);
    console.log(`${total.toLocaleString("en-US").padStart(6)}  in all`);
    const over = counts.filter(([, words]) => words > WORD_BUDGET.notebook).map(([name]) => name);
    if (check) {
      for (const name of NOTEBOOK_NAMES) {
        const page = await Deno.readTextFile(join(run, "reader", `${name}.html`)).catch(() => "");
        const found = /Restart (&amp;|&|and) Run All|\bSET_[A-Z]+|\blib\/[\w/]+\.ts/.exec(page);
        if (found) throw new Error(`${join(run, "reader", `${name}.html`)} shows "${found[0]}" to the reader`);
      }
    }
    if (check && (over.length || total > WORD_BUDGET.total)) {
      throw new Error(
        `over the budget of ${WORD_BUDGET.notebook} words a notebook and ${WORD_BUDGET.total} in all: ` +
          (over.length ? over.join(", ") : `${total} in all`),
      );
    }
  },
});

if (import.meta.main) await runCommand(NOTEBOOK_WORDS);
