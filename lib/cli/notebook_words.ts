/**
 * `deno task notebook-words [RUN] [--check]`: the words a reader meets in each executed notebook of a run; `--check`
 * fails over the budget, or when a reader's page shows a notebook instruction, a `SET_*` variable or a library path.
 *
 * @module
 */
import { join } from "node:path";
import { switchParam, UsageError } from "../common/params.ts";
import { joinText, type Notebook, readNotebook } from "../html/notebook.ts";
import { NOTEBOOK_NAMES } from "../config.ts";
import { command, runCommand } from "./_command.ts";

/** The most words one notebook, and all of them, may hold. */
const WORD_BUDGET = { notebook: 2_000, total: 10_000 } as const;

/** What a reader's page must not show: a notebook instruction, a `SET_*` variable, a library path. */
const NOT_FOR_READERS = /Restart (&amp;|&|and) Run All|\bSET_[A-Z]+|\blib\/[\w/]+\.ts/;

/** The words of a text: the runs of characters between spaces that hold a letter or a digit. */
function countWords(value: unknown): number {
  return joinText(value).split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * The words of an executed notebook a reader meets: Markdown cells, and each output's plain text, but for the
 * pictures (an output with an image), whose words are their title and alt text.
 */
function notebookWords(nb: Notebook): number {
  let words = 0;
  for (const cell of nb.cells) {
    if (cell.cell_type === "markdown") words += countWords(cell.source);
    for (const output of cell.outputs ?? []) {
      if (output.output_type === "stream") words += countWords(output.text);
      else if (output.output_type === "error") words += countWords(output.evalue);
      else if (!Object.keys(output.data).some((type) => type.startsWith("image/"))) {
        words += countWords(output.data["text/plain"]);
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
      const nb = await readNotebook(join(run, "notebooks", `${name}.ipynb`)).catch(() => undefined);
      if (nb) counts.push([name, notebookWords(nb)]);
    }
    if (!counts.length) throw new UsageError(`no executed notebooks in ${join(run, "notebooks")}`);
    const total = counts.reduce((sum, [, words]) => sum + words, 0);
    for (const [name, words] of counts) console.log(`${words.toLocaleString("en-US").padStart(6)}  ${name}`);
    console.log(`${total.toLocaleString("en-US").padStart(6)}  in all`);
    if (!check) return;
    for (const name of NOTEBOOK_NAMES) {
      const page = join(run, "reader", `${name}.html`);
      const found = NOT_FOR_READERS.exec(await Deno.readTextFile(page).catch(() => ""));
      if (found) throw new Error(`${page} shows "${found[0]}" to the reader`);
    }
    const over = counts.filter(([, words]) => words > WORD_BUDGET.notebook).map(([name]) => name);
    if (over.length || total > WORD_BUDGET.total) {
      throw new Error(
        `over the budget of ${WORD_BUDGET.notebook} words a notebook and ${WORD_BUDGET.total} in all: ` +
          (over.length ? over.join(", ") : `${total} in all`),
      );
    }
  },
});

if (import.meta.main) await runCommand(NOTEBOOK_WORDS);
