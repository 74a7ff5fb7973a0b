/**
 * A simulation's progress shown in a notebook: the adapter between `simulate`'s `onProgress`
 * (chunks done, chunks in all, share of the work) and a progress line.
 *
 * @module
 */
import { notebookProgress } from "./progress.ts";

/** Makes a progress line (as {@link notebookProgress} does): label, unit, total, and the share done. */
export type ProgressFactory = (
  label: string,
  unit: string,
  total: number,
  fraction: (done: number) => number,
) => (done: number) => void;

/**
 * An `onProgress` callback for `simulate`: one progress line labelled `label`, counting chunks,
 * whose time left follows the latest share of the work done (chunks differ in cost). The line
 * is made at the first report, when the number of chunks is known.
 *
 * @param label What runs, e.g. `"importance sampling"`.
 * @param make How the line is made; default {@link notebookProgress}.
 * @example
 * ```ts
 * import { simulationProgress } from "./simulation_progress.ts";
 * import { simulate } from "../montecarlo/simulate.ts";
 * await simulate({ sizes: [12], trials: 10_000, seed: "42", method: "plain", workers: 1, onProgress: simulationProgress("plain sampling") });
 * ```
 */
export function simulationProgress(
  label: string,
  make: ProgressFactory = notebookProgress,
): (done: number, total: number, fraction: number) => void {
  let share = 0;
  let report: ((done: number) => void) | undefined;
  return (done, total, fraction) => {
    share = fraction;
    report ??= make(label, "chunks", total, () => share);
    report(done);
  };
}
