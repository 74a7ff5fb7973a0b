/**
 * A notebook run's parameters, from the `SET_*` variables and the notebook's first cell, by lib/config.ts's readers.
 *
 * @module
 */
import { type AnyParam, readParam, readValue, UsageError } from "../common/params.ts";
import { type NotebookName, NOTEBOOKS, type ParameterName, PARAMETERS, type ParameterValues } from "../config.ts";
import { envName } from "./names.ts";

/** Where variables are read: a map of name to value (`new Map(Object.entries(Deno.env.toObject()))`). */
export type Environment = ReadonlyMap<string, string>;

/** The variable the notebook runner sets to the folder a run is built in; the two below: its name and final path. */
export const RUN_FOLDER_VARIABLE = "SET_RUN_FOLDER";
export const RUN_NAME_VARIABLE = "SET_RUN_NAME";
export const RUN_PATH_VARIABLE = "SET_RUN_PATH";

const NAMES = Object.keys(PARAMETERS) as ParameterName[];
const RUNNER_VARIABLES = [RUN_FOLDER_VARIABLE, RUN_NAME_VARIABLE, RUN_PATH_VARIABLE];

/**
 * The process's environment; throws a UsageError `SET_SEED is not valid UTF-8` for a `SET_*` variable that is not
 * (found in `/proc/self/environ` on Linux: Deno would drop it, and the defaults would run in its place).
 */
export function processEnvironment(): Environment {
  let raw: Uint8Array | undefined;
  try {
    raw = Deno.readFileSync("/proc/self/environ");
  } catch { /* not Linux: Deno's view is all there is */ }
  // Decoded leniently: bytes that are not UTF-8 become U+FFFD (which a value may not hold anyway).
  for (const entry of new TextDecoder().decode(raw).split("\0")) {
    const name = entry.split("=")[0];
    if (name.startsWith("SET_") && entry.includes("\ufffd")) {
      throw new UsageError(`${name} is not valid UTF-8 (bytes the system could not decode)`);
    }
  }
  return new Map(Object.entries(Deno.env.toObject()));
}

/**
 * Reads every parameter: a cell's value (`given`), else its `SET_*` variable, else the default. Throws a UsageError
 * naming variable and value: an unknown `SET_*` variable (a typo would run the defaults), a wrong type, out of range.
 */
export function readParameters(env: Environment, given: Partial<Record<string, unknown>> = {}): ParameterValues {
  const known = new Set([...NAMES.map(envName), ...RUNNER_VARIABLES]);
  for (const name of env.keys()) {
    if (name.startsWith("SET_") && !known.has(name)) {
      throw new UsageError(`unknown variable ${name} (the parameters are ${NAMES.map(envName).join(", ")})`);
    }
  }
  return Object.fromEntries(NAMES.map((name) => {
    const param: AnyParam = PARAMETERS[name];
    const raw = env.get(envName(name));
    if (name in given) return [name, readValue(param, name, given[name])];
    return [name, raw === undefined ? param.default : readParam(param, envName(name), raw)];
  })) as ParameterValues;
}

/**
 * Checks that each value written in a notebook's first cell is a parameter of that notebook; throws a UsageError
 * `NOTEBOOK has no parameter NAME (it has …)`, or naming the unknown notebook.
 */
export function checkNotebookValues(notebook: string, given: object): NotebookName {
  const own: readonly ParameterName[] | undefined = NOTEBOOKS[notebook as NotebookName];
  if (!own) throw new UsageError(`no notebook ${notebook} (known: ${Object.keys(NOTEBOOKS).join(", ")})`);
  if (given === null || typeof given !== "object" || Array.isArray(given)) {
    throw new UsageError(`${notebook}'s values must be an object, like { seed: "7" }`);
  }
  for (const name of Object.keys(given)) {
    if (!own.includes(name as ParameterName)) {
      throw new UsageError(
        `${notebook} has no parameter ${name}` + (own.length ? ` (it has ${own.join(", ")})` : " (it has none)"),
      );
    }
  }
  return notebook as NotebookName;
}
