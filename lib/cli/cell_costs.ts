/**
 * `deno task cell-costs [RUN]`: each notebook's cost and slow cells, from Jupyter's `metadata.execution`.
 *
 * @module
 */
import { join } from "node:path";
import { command, runCommand } from "./_command.ts";
import { decimalParam, UsageError } from "../common/params.ts";

interface NotebookJson {
  cells: { cell_type: string; source: string | string[]; metadata?: { execution?: Record<string, string> } }[];
}

/**
 * The seconds each executed code cell took, from `iopub.execute_input` to `shell.execute_reply`, with its index among
 * all the cells and its first non-blank line; cells without that timing (not run) are left out.
 */
function cellCosts(notebook: NotebookJson): { index: number; seconds: number; head: string }[] {
  return notebook.cells.flatMap((cell, index) => {
    const timing = cell.metadata?.execution;
    if (cell.cell_type !== "code" || !timing?.["iopub.execute_input"] || !timing["shell.execute_reply"]) return [];
    const seconds = (Date.parse(timing["shell.execute_reply"]) - Date.parse(timing["iopub.execute_input"])) / 1000;
    const source = Array.isArray(cell.source) ? cell.source.join("") : cell.source;
    return [{ index, seconds, head: source.split("\n").find((line) => line.trim())?.trim() ?? "" }];
  });
}

const FLAGS = {
  over: decimalParam({
    min: 0,
    max: 3600,
    default: 0.3,
    meaning: "list the cells that took longer than this, in seconds",
  }),
};

/** `deno task cell-costs`. */
export const CELL_COSTS = command({
  name: "cell-costs",
  summary: "What each cell of a run's executed notebooks cost, from the times Jupyter's executor records.",
  flags: FLAGS,
  positionals: { name: "RUN", meaning: "a run's folder (default out/default)", most: 1 },
  async run(flags, [run = "out/default"]) {
    const folder = join(run, "notebooks");
    const files = await Array.fromAsync(Deno.readDir(folder), (entry) => entry.name).catch(() => {
      throw new UsageError(`no executed notebooks in ${folder}`);
    });
    let total = 0;
    for (const file of files.filter((name) => name.endsWith(".ipynb")).sort()) {
      const text = await Deno.readTextFile(join(folder, file));
      const costs = cellCosts(JSON.parse(text));
      const sum = costs.reduce((s, c) => s + c.seconds, 0);
      total += sum;
      console.log(`${file}: ${sum.toFixed(1)} s in ${costs.length} cells, ${(text.length / 1e6).toFixed(2)} MB`);
      for (const { index, seconds, head } of costs.filter((c) => c.seconds >= flags.over)) {
        console.log(`  cell ${String(index).padStart(2)}  ${seconds.toFixed(2).padStart(6)} s  ${head.slice(0, 80)}`);
      }
    }
    console.log(`all cells: ${total.toFixed(1)} s`);
  },
});

if (import.meta.main) await runCommand(CELL_COSTS);
