/**
 * A progress line for long work in a notebook, updated in place (Jupyter's display ids), with
 * the time left: the kernel has no interrupt, so a reader should see what a run will cost.
 *
 * @module
 */
import { progressReporter } from "./progress_line.ts";
import { jupyter } from "./show.ts";

let displays = 0;

/**
 * A progress callback for a notebook cell: shows one line and updates it at most twice a second
 * (outside Jupyter, writes the lines to stderr). Pass it as a simulation's or game run's
 * `onProgress`, made in the call itself, so that its clock starts with the step: those call it
 * with the total and the share done (`total` and `fraction` are for work that does not).
 *
 * @param fraction The share of the work done after `done` units, when units differ in cost.
 * @example Outside Jupyter the lines go to stderr
 * ```ts
 * import { notebookProgress } from "./progress.ts";
 * const report = notebookProgress("demo", "chunks");
 * report(0, 2, 0);
 * report(2, 2, 1);
 * ```
 */
export function notebookProgress(
  label: string,
  unit: string,
  total?: number,
  fraction?: (done: number) => number,
): (done: number, total?: number, share?: number) => void {
  const kernel = jupyter();
  const id = `set-progress-${Deno.pid}-${++displays}`;
  let first = true;
  return progressReporter({
    label,
    unit,
    total,
    fraction,
    every: 500,
    write(line) {
      if (!kernel) return void console.error(line);
      // The kernel has no interrupt: a line still running says what stops it.
      const bundle = { "text/plain": /done in/.test(line) ? line : `${line} (Kernel ▸ Restart stops it)` };
      // Fire and forget: a progress line must not hold the work up, and a lost update is harmless.
      kernel.display(bundle, { raw: true, display_id: id, update: !first }).catch(() => {});
      first = false;
    },
  });
}
