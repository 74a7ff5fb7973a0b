/**
 * A notebook's run: what its first code cell starts ({@link start}) and every later cell that writes passes on
 * (`publish(run, …)`). It writes into the run the runner builds, or in Jupyter into `out/jupyter/NOTEBOOK/`.
 *
 * @module
 */
import { UsageError } from "../common/params.ts";
import type { NotebookName, ParameterName, ParameterValues } from "../config.ts";
import { GLOBAL_PARAMETERS, NOTEBOOKS, PARAMETERS } from "../config.ts";
import { jupyter, say, show, table } from "../present/show.ts";
import { envName, runName } from "./names.ts";
import { DEFAULT_OUT, ownFolder, shownPath } from "./owned_folder.ts";
import {
  checkNotebookValues,
  type Environment,
  processEnvironment,
  readParameters,
  RUN_FOLDER_VARIABLE,
  RUN_NAME_VARIABLE,
  RUN_PATH_VARIABLE,
} from "./parameters.ts";
import { join } from "node:path";

/** The MIME type of the parameters bundle the first cell displays, which the pages' exporter reads. */
export const PARAMETERS_MIME = "application/vnd.set-notebook.parameters+json";

/** A notebook's run. */
export interface Run {
  notebook: NotebookName;
  /** Every parameter's value. */
  values: ParameterValues;
  /** The run's name: `default`, `seed-7`, … (lib/run/names.ts). */
  name: string;
  /** Where this notebook writes its figures: the run the runner builds, or `out/jupyter/NOTEBOOK` in Jupyter. */
  folder: string;
  /** That folder as the reader is told it (relative to the project inside it). */
  shownFolder: string;
  /** Who writes: the notebook runner, or a notebook on its own (in Jupyter). */
  by: "runner" | "jupyter";
}

/** A notebook's own parameters' values. */
export type OwnValues<N extends NotebookName> = Pick<ParameterValues, (typeof NOTEBOOKS)[N][number]>;

/**
 * Starts a notebook's run: reads its parameters (`SET_*` variables, or values written here, which win), shows
 * them, and returns the run. Values written in the cell make the run `SET_*` variables would make.
 *
 * @param notebook The notebook's name, e.g. `"03-no-set-probability"`.
 * @param given Values of the notebook's own parameters, written in the cell.
 * @param env The variables (default: the process's, refusing any that is not UTF-8).
 * @param options `out`: the folder of `jupyter/` (default the project's `out/`).
 * @throws {UsageError} one line naming the variable or value, before any work.
 * @example
 * ```ts
 * import { start } from "./start.ts";
 * import { equal } from "node:assert/strict";
 * const out = await Deno.makeTempDir();
 * const run = await start("03-no-set-probability", { seed: "7" }, new Map(), { out });
 * equal(run.name, "seed-7");
 * equal(run.folder, `${out}/jupyter/03-no-set-probability`);
 * ```
 */
export async function start<N extends NotebookName>(
  notebook: N,
  given: Partial<OwnValues<N>> = {},
  env: Environment = processEnvironment(),
  { out = DEFAULT_OUT }: { out?: string } = {},
): Promise<Run> {
  checkNotebookValues(notebook, given);
  const values = readParameters(env, given);
  const name = runName(values);
  const runner = env.get(RUN_FOLDER_VARIABLE);
  let run: Run;
  if (runner) {
    if (env.get(RUN_NAME_VARIABLE) !== name) {
      throw new UsageError(
        `the first cell's values make the run ${name}, but the runner is making ${env.get(RUN_NAME_VARIABLE)}: ` +
          `give them as variables (${Object.keys(given).map((k) => envName(k as ParameterName)).join(", ")})`,
      );
    }
    run = { notebook, values, name, folder: runner, shownFolder: env.get(RUN_PATH_VARIABLE) ?? runner, by: "runner" };
  } else {
    const folder = join(out, "jupyter", notebook);
    await ownFolder(join(out, "jupyter"), "jupyter", "the notebooks' Jupyter folder");
    await ownFolder(folder, "jupyter", "the notebook's Jupyter folder");
    run = { notebook, values, name, folder, shownFolder: shownPath(folder), by: "jupyter" };
  }
  watchParent();
  await showParameters(run);
  return run;
}

async function showParameters(run: Run): Promise<void> {
  const own: readonly ParameterName[] = NOTEBOOKS[run.notebook];
  const listed = [...own, ...GLOBAL_PARAMETERS.filter((key) => run.values[key] !== PARAMETERS[key].default)];
  const extra = { [PARAMETERS_MIME]: Object.fromEntries(listed.map((key) => [envName(key), run.values[key]])) };
  const where = run.by === "runner"
    ? `Run ${run.name}, made by deno task notebooks; its figures go to ${run.shownFolder}.`
    : `Run ${run.name}; this notebook's figures go to ${run.shownFolder} (deno task notebooks makes the runs' folders).`;
  if (!listed.length) return await show(say(`No parameters: everything here is exact. ${where}`, { extra }));
  const rows = listed.map((key) => ({
    variable: envName(key),
    value: run.values[key],
    default: PARAMETERS[key].defaultText ?? PARAMETERS[key].default,
    accepts: PARAMETERS[key].accepts,
  }));
  await show(table(rows, { extra, note: where }));
}

let watching = false;

/** In the Jupyter kernel, exits once its parent is gone (the runner killed, say): no kernel outlives its run. */
function watchParent(): void {
  if (watching || !jupyter()) return;
  watching = true;
  const parent = Deno.ppid;
  const timer = setInterval(() => {
    if (Deno.ppid !== parent) Deno.exit(1);
  }, 1000);
  Deno.unrefTimer(timer);
}
