/**
 * A notebook's parameters: read from `SET_*` environment variables by the same parser as the
 * command-line flags (lib/common/params.ts), shown as the notebook's first output, and kept as
 * the context its figures are exported in (a rerun with other parameters writes its figures
 * elsewhere than the article's).
 *
 * @module
 */
import { type AnyParam, readEnv, type Values } from "../common/params.ts";
import { say, show, table } from "./show.ts";

/**
 * The MIME type of the parameters bundle (parameter name → value) that {@link notebookParameters}
 * displays, and the HTML export reads to list each notebook's parameters.
 */
export const PARAMETERS_MIME = "application/vnd.set-notebook.parameters+json";

/** What a notebook without parameters shows in their place (the index of the HTML export says the same). */
const NO_PARAMETERS = "No parameters: everything in this notebook is exact.";

/** What the figures of a notebook run are exported with. */
export interface ParameterContext {
  /** The notebook's file name without `.ipynb`, e.g. `"03-no-set-probability"`. */
  notebook: string;
  /** Each variable's value. */
  parameters: Record<string, unknown>;
  /** Whether every parameter has its default value. */
  isDefault: boolean;
}

let current: ParameterContext | undefined;

/** The context set by the last {@link notebookParameters} call, if any. */
export function parameterContext(): ParameterContext | undefined {
  return current;
}

/**
 * Reads a notebook's parameters from the environment, shows them (a table: variable, value,
 * default, what it accepts; plus a machine-readable bundle), and records them as the context of
 * the notebook's figures. The first code cell of every notebook calls it.
 *
 * @param notebook The notebook's name, e.g. `"03-no-set-probability"`.
 * @param spec Each variable and how to read it, e.g. `{ SET_SEED: seedParam("42") }`.
 * @param env Where to read (default `Deno.env`).
 * @returns Each variable's value.
 * @throws {UsageError} one line naming the variable and its value, before any work.
 * @example
 * ```ts
 * import { notebookParameters, parameterContext } from "./parameters.ts";
 * import { integerParam, seedParam } from "../common/params.ts";
 * import { deepEqual, equal } from "node:assert/strict";
 * const spec = { SET_SEED: seedParam("42"), SET_TRIALS: integerParam({ min: 1000, max: 1e8, default: 400_000 }) };
 * const values = await notebookParameters("demo", spec, new Map([["SET_SEED", "7"]]));
 * deepEqual(values, { SET_SEED: "7", SET_TRIALS: 400_000 });
 * equal(parameterContext()?.isDefault, false);
 * ```
 */
export async function notebookParameters<S extends Record<string, AnyParam>>(
  notebook: string,
  spec: S,
  env?: { get(name: string): string | undefined },
): Promise<Values<S>>;
/**
 * A notebook without parameters: shows a sentence saying so (with an empty parameters bundle)
 * and records the context of its figures. Returns nothing, so a first cell that ends with it
 * shows no value.
 */
export async function notebookParameters(notebook: string): Promise<void>;
export async function notebookParameters(
  notebook: string,
  spec?: Record<string, AnyParam>,
  env: { get(name: string): string | undefined } = Deno.env,
): Promise<Record<string, unknown> | void> {
  const values = await showParameters(notebook, spec ?? {}, env);
  if (spec !== undefined) return values;
}

async function showParameters(
  notebook: string,
  spec: Record<string, AnyParam>,
  env: { get(name: string): string | undefined },
): Promise<Record<string, unknown>> {
  const values = readEnv(spec, env) as Record<string, unknown>;
  const defaults = Object.fromEntries(Object.entries(spec).map(([name, param]) => [name, param.default]));
  const isDefault = Object.keys(spec).every((name) => JSON.stringify(values[name]) === JSON.stringify(defaults[name]));
  current = { notebook, parameters: values, isDefault };
  const rows = Object.entries(spec).map(([name, param]) => ({
    variable: name,
    value: values[name] ?? "(none)",
    default: param.default ?? "(none)",
    accepts: param.accepts,
  }));
  const extra = { [PARAMETERS_MIME]: values };
  await show(rows.length ? table(rows, { extra }) : say(NO_PARAMETERS, { extra }));
  return values;
}
