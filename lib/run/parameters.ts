/**
 * A notebook run's parameters, and the one folder its results go to.
 *
 * Every parameter lives here, with its default: {@link PARAMETERS}. A notebook reads its own
 * ({@link NOTEBOOK_PARAMETERS}) in its first code cell with {@link parameters}, from the `SET_*`
 * environment variables or from values written in that cell, by the same parser as the
 * command-line flags. "Default" means equal to the defaults here, whatever a cell says.
 *
 * A run's results go to one folder named by the parameters that differ from the defaults
 * ({@link runName}): `default` when none does, else e.g. `seed-7_trials-10000`. The name is
 * canonical (a fixed order, defaults left out) and injective (a seed that is not plain lowercase
 * letters, digits, `.` and `-` is spelled by a readable part and a hash of its exact text), so
 * the same parameters always meet in one folder and different ones never do, on any file system.
 *
 * @module
 */
import { createHash } from "node:crypto";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  type AnyParam,
  choiceParam,
  decimalParam,
  integerParam,
  type Param,
  readParam,
  seedParam,
  UsageError,
} from "../common/params.ts";
import { cores, maxWorkers } from "../common/parallel.ts";
import { LANGS } from "../common/lang.ts";
import { exists, writeResultFile } from "../common/files.ts";
import { versions } from "../common/versions.ts";
import { jupyter, say, show, table } from "../present/show.ts";

/** PNG pixels per canvas unit that print the 640-unit canvas 16 cm wide at 300 dpi (1,890 px). */
const PRINT_SCALE = 1890 / 640;

/**
 * Every parameter of the notebooks, in the order a run's name spells them, each with its
 * default and what it accepts. The variable of `timingRuns` is `SET_TIMING_RUNS` ({@link envName}).
 * `trials` is tables and paths per size (notebooks 3 and 7), `games` games per policy, `caps` random
 * maximal SET-free tables per deck (notebook 7).
 */
export const PARAMETERS = {
  seed: seedParam("42"),
  trials: integerParam({ min: 10_000, max: 100_000_000, default: 200_000 }),
  games: integerParam({ min: 2_000, max: 100_000_000, default: 100_000 }),
  timingRuns: integerParam({ min: 3, max: 1_000, default: 20 }),
  caps: integerParam({ min: 1_000, max: 100_000_000, default: 10_000 }),
  workers: integerParam({ min: 1, max: maxWorkers(), default: cores() }),
  lang: choiceParam(LANGS, "en"),
  pngScale: decimalParam({ min: 0.5, max: 10, default: PRINT_SCALE }),
} as const;

/** A parameter's name: `seed`, `trials`, … */
export type ParameterName = keyof typeof PARAMETERS;

/** Every parameter's value. */
export type ParameterValues = {
  [K in ParameterName]: (typeof PARAMETERS)[K] extends Param<infer T> ? T : never;
};

/** The parameters every notebook has: which edition it shows, and the PNG size of its figures. */
export const GLOBAL_PARAMETERS: readonly ParameterName[] = ["lang", "pngScale"];

/** Each notebook's own parameters (besides {@link GLOBAL_PARAMETERS}). */
export const NOTEBOOK_PARAMETERS = {
  "01-the-mod-3-rule": [],
  "02-counting-the-sets": ["seed", "timingRuns"],
  "03-no-set-probability": ["seed", "trials", "workers"],
  "04-exact-counts": [],
  "05-playing-the-game": ["seed", "games"],
  "06-essentially-different-tables": ["seed", "games"],
  "07-more-features": ["seed", "trials", "caps", "workers"],
} as const satisfies Record<string, readonly ParameterName[]>;

/** A notebook's name, e.g. `"03-no-set-probability"`. */
export type NotebookName = keyof typeof NOTEBOOK_PARAMETERS;

/** Where variables are read: the environment as an object (`Deno.env.toObject()`) or a map. */
export type Environment = Readonly<Record<string, string | undefined>> | ReadonlyMap<string, string>;

function asMap(env: Environment): ReadonlyMap<string, string> {
  if (env instanceof Map) return env;
  return new Map(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** The file every run's folder holds: what made it, and the mark that the folder is a run's (`deno task notebooks`
 * replaces only such a folder). */
export const RUN_RECORD = "run.json";

/** The variable the notebook runner sets to the folder a run is being built in (not a parameter). */
export const RUN_FOLDER_VARIABLE = "SET_RUN_FOLDER";

/** The variable the notebook runner sets to the name of the run it is building (not a parameter). */
export const RUN_NAME_VARIABLE = "SET_RUN_NAME";

/** The MIME type of the parameters bundle the first cell displays, which the HTML export reads. */
export const PARAMETERS_MIME = "application/vnd.set-notebook.parameters+json";

/**
 * A parameter's environment variable: `SET_` and its name in capitals, words split by `_`.
 *
 * @example
 * ```ts
 * import { envName } from "./parameters.ts";
 * import { equal } from "node:assert/strict";
 * equal(envName("timingRuns"), "SET_TIMING_RUNS");
 * ```
 */
export function envName(name: ParameterName): string {
  return `SET_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}

/** A parameter's part of a run name: its name in lowercase, words split by `-` (`timing-runs`). */
function slugName(name: ParameterName): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

const NAMES = Object.keys(PARAMETERS) as ParameterName[];

/** Each parameter's default. */
export function defaults(): ParameterValues {
  return Object.fromEntries(NAMES.map((name) => [name, PARAMETERS[name].default])) as ParameterValues;
}

/**
 * Reads every parameter: a value written in a cell first, then the `SET_*` variable, then the
 * default. A `SET_*` variable that names no parameter is refused (a typo would otherwise run the
 * defaults), and so is the empty string.
 *
 * @param env Where to read the variables (default `Deno.env`).
 * @param given Values written in a notebook cell, by parameter name, read as text by the same parser.
 * @throws {UsageError} one line naming the variable (or the parameter) and the value.
 * @example
 * ```ts
 * import { readParameters } from "./parameters.ts";
 * import { equal, throws } from "node:assert/strict";
 * equal(readParameters(new Map([["SET_SEED", "7"]])).seed, "7");
 * equal(readParameters(new Map([["SET_SEED", "7"]]), { seed: "8" }).seed, "8");
 * throws(() => readParameters(new Map([["SET_SEEED", "7"]])), /unknown variable SET_SEEED/);
 * throws(() => readParameters(new Map([["SET_PNG_SCALE", "1e1"]])), /SET_PNG_SCALE must be a decimal number/);
 * ```
 */
export function readParameters(
  environment: Environment = Deno.env.toObject(),
  given: Partial<Record<ParameterName, unknown>> = {},
): ParameterValues {
  const env = asMap(environment);
  const known = new Set([...NAMES.map(envName), RUN_FOLDER_VARIABLE, RUN_NAME_VARIABLE]);
  for (const name of env.keys()) {
    if (name.startsWith("SET_") && !known.has(name)) {
      throw new UsageError(`unknown variable ${name} (the parameters are ${NAMES.map(envName).join(", ")})`);
    }
  }
  const values: Record<string, unknown> = {};
  for (const name of NAMES) {
    const param = PARAMETERS[name] as AnyParam;
    if (name in given && given[name] !== undefined) {
      values[name] = readParam(param, name, String(given[name]));
    } else {
      const raw = env.get(envName(name));
      values[name] = raw === undefined ? param.default : readParam(param, envName(name), raw);
    }
  }
  return values as ParameterValues;
}

/**
 * The parameters that differ from the defaults, in the order of {@link PARAMETERS}.
 *
 * @example
 * ```ts
 * import { changedParameters, readParameters } from "./parameters.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(changedParameters(readParameters(new Map([["SET_TRIALS", "10000"], ["SET_SEED", "42"]]))), { trials: 10000 });
 * ```
 */
export function changedParameters(values: ParameterValues): Partial<ParameterValues> {
  const base = defaults();
  return Object.fromEntries(NAMES.filter((name) => values[name] !== base[name]).map((name) => [name, values[name]]));
}

/** A value's part of a run name: itself when it is plain, else a readable part and a hash of its exact text. */
function valueSlug(name: ParameterName, value: unknown): string {
  const text = String(value);
  if (typeof value === "number") return text;
  // The choices of a parameter differ in more than case, so a choice can be written in lowercase.
  if (name !== "seed") return text.toLowerCase();
  if (/^[a-z0-9][a-z0-9.-]{0,31}$/.test(text)) return text;
  const readable = text.toLowerCase().replace(/[^a-z0-9.]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 24) || "x";
  const hash = createHash("sha256").update(text, "utf8").digest("hex").slice(0, 10);
  return `${readable}~${hash}`;
}

/**
 * The name of a run's folder: `default` when every parameter has its default, else the changed
 * ones as `name-value` joined by `_`, in a fixed order. Plain seeds (lowercase letters, digits,
 * `.` and `-`, up to 32 characters) are written as they are; any other seed as a readable part,
 * `~` and the first 10 hex digits of the SHA-256 of its exact text, so that `A` and `a`, `a b` and
 * `a_b`, or two seeds in another script never share a folder (not even on a file system that
 * ignores case).
 *
 * @example
 * ```ts
 * import { readParameters, runName } from "./parameters.ts";
 * import { equal, notEqual } from "node:assert/strict";
 * const name = (env: Record<string, string>) => runName(readParameters(new Map(Object.entries(env))));
 * equal(name({}), "default");
 * equal(name({ SET_SEED: "42" }), "default");
 * equal(name({ SET_GAMES: "2000", SET_SEED: "7" }), "seed-7_games-2000");
 * equal(name({ SET_TIMING_RUNS: "3", SET_LANG: "zh-TW" }), "timing-runs-3_lang-zh-tw");
 * notEqual(name({ SET_SEED: "日本" }), name({ SET_SEED: "中文" }));
 * notEqual(name({ SET_SEED: "A" }), name({ SET_SEED: "a" }));
 * ```
 */
export function runName(values: ParameterValues): string {
  const changed = changedParameters(values);
  const parts = (Object.keys(changed) as ParameterName[]).map((name) =>
    `${slugName(name)}-${valueSlug(name, changed[name])}`
  );
  return parts.length ? parts.join("_") : "default";
}

/** The project's folder (two levels above this module). */
export const PROJECT_ROOT: string = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Where runs go unless told otherwise: `out/` in the project. */
export const DEFAULT_OUT: string = join(PROJECT_ROOT, "out");

/** What a notebook run is: the notebook, every parameter's value, and the run's name and folder. */
export interface RunContext {
  /** The notebook's file name without `.ipynb`. */
  notebook: string;
  /** Every parameter's value. */
  values: ParameterValues;
  /** The run's folder name ({@link runName}). */
  name: string;
  /**
   * The folder the run writes its figures into: the one the notebook runner is building
   * (`$SET_RUN_FOLDER`), or, in Jupyter, `out/NAME/` in the project.
   */
  folder: string;
}

let current: RunContext | undefined;

/**
 * The run the notebook's first code cell started ({@link parameters}).
 *
 * @throws {Error} when no first cell has run in this kernel, saying so.
 */
export function currentRun(): RunContext {
  if (!current) {
    throw new Error(
      "run the notebook's first code cell first: it reads the parameters (Kernel > Restart & Run All runs every cell in order)",
    );
  }
  return current;
}

/**
 * Marks a run's folder as a run's when a notebook in Jupyter is the first to write there: `RUN/run.json` ({@link
 * RUN_RECORD}) with the run's name and parameters and "made in Jupyter". So `deno task notebooks` at the same
 * parameters later replaces the folder instead of refusing it as someone else's. Nothing is written under the runner
 * (`$SET_RUN_FOLDER` set: it records the run itself when the run ends) or where a record is already.
 *
 * @example
 * ```ts
 * import { readParameters, recordRun } from "./parameters.ts";
 * import { equal } from "node:assert/strict";
 * const folder = await Deno.makeTempDir();
 * const values = readParameters(new Map());
 * await recordRun({ notebook: "01-the-mod-3-rule", values, name: "default", folder }, new Map());
 * equal(JSON.parse(await Deno.readTextFile(`${folder}/run.json`)).name, "default");
 * await Deno.remove(folder, { recursive: true });
 * ```
 */
export async function recordRun(run: RunContext, environment: Environment = Deno.env.toObject()): Promise<void> {
  const path = join(run.folder, RUN_RECORD);
  if (asMap(environment).get(RUN_FOLDER_VARIABLE) || await exists(path)) return; // every export after the first
  const record = {
    name: run.name,
    parameters: run.values,
    changed: changedParameters(run.values),
    made: "in Jupyter: figures only (deno task notebooks makes the whole run, replacing this folder)",
    date: new Date().toISOString(),
    versions: versions(),
  };
  await Deno.mkdir(run.folder, { recursive: true });
  await writeResultFile(path, JSON.stringify(record, null, 2) + "\n").catch((error) => {
    if (!(error instanceof Deno.errors.AlreadyExists)) throw error;
  });
}

/** Sets (or, with `undefined`, clears) the current run: for scripts and tests that make figures outside a notebook. */
export function setCurrentRun(run: RunContext | undefined): void {
  current = run;
}

/**
 * Starts a notebook's run: reads its parameters ({@link readParameters}), shows them, and
 * records the run, whose figures then go to its folder. The first code cell of every notebook
 * calls it. In Jupyter, give a parameter another value here (`parameters("03-no-set-probability",
 * { seed: "7" })`): the run is then the one `SET_SEED=7 deno task notebooks` makes, with the same
 * folder, never the article's.
 *
 * @param notebook The notebook's name, e.g. `"03-no-set-probability"`.
 * @param given Values for the notebook's own parameters, written in the cell.
 * @param env Where to read the variables (default the environment).
 * @returns The notebook's own parameters' values.
 * @throws {UsageError} one line naming the variable and the value, before any work.
 * @example
 * ```ts
 * import { currentRun, parameters } from "./parameters.ts";
 * import { deepEqual, equal } from "node:assert/strict";
 * const values = await parameters("03-no-set-probability", { seed: "7" }, new Map());
 * deepEqual(values, { seed: "7", trials: 200_000, workers: navigator.hardwareConcurrency });
 * equal(currentRun().name, "seed-7");
 * ```
 */
export async function parameters<N extends NotebookName>(
  notebook: N,
  given: Partial<Record<(typeof NOTEBOOK_PARAMETERS)[N][number], unknown>> = {},
  environment: Environment = Deno.env.toObject(),
): Promise<Pick<ParameterValues, (typeof NOTEBOOK_PARAMETERS)[N][number]>> {
  const own: readonly ParameterName[] = NOTEBOOK_PARAMETERS[notebook];
  if (!own) throw new UsageError(`no notebook ${notebook} (known: ${Object.keys(NOTEBOOK_PARAMETERS).join(", ")})`);
  for (const name of Object.keys(given)) {
    if (!own.includes(name as ParameterName)) {
      throw new UsageError(
        `${notebook} has no parameter ${name}` + (own.length ? ` (it has ${own.join(", ")})` : " (it has none)"),
      );
    }
  }
  const env = asMap(environment);
  const values = readParameters(env, given);
  const name = runName(values);
  const runnerName = env.get(RUN_NAME_VARIABLE);
  if (runnerName !== undefined && runnerName !== name) {
    // A value written in this cell makes another run than the one the runner is building.
    throw new UsageError(
      `the first cell's values make the run ${name}, but the runner is making ${runnerName}: give the values ` +
        `as variables (${
          Object.keys(given).map((key) => envName(key as ParameterName)).join(", ")
        }) or remove them from the cell`,
    );
  }
  const folder = env.get(RUN_FOLDER_VARIABLE) || join(DEFAULT_OUT, name);
  current = { notebook, values, name, folder };
  watchParent();
  const shown = [...own, ...GLOBAL_PARAMETERS.filter((key) => values[key] !== PARAMETERS[key].default)];
  const extra = { [PARAMETERS_MIME]: Object.fromEntries(shown.map((key) => [envName(key), values[key]])) };
  const where = name === "default"
    ? "Every parameter has its default: this is the run whose figures are the article's (`default`)."
    : `This run's results go to its own folder, \`${name}\`; the article's figures are those of \`default\`.`;
  if (shown.length) {
    await show(
      table(
        shown.map((key) => ({
          variable: envName(key),
          value: values[key],
          default: PARAMETERS[key].default,
          accepts: PARAMETERS[key].accepts,
        })),
        { extra },
      ),
      say(where),
    );
  } else {
    await show(say(`No parameters: everything in this notebook is exact. ${where}`, { extra }));
  }
  return Object.fromEntries(own.map((key) => [key, values[key]])) as Pick<
    ParameterValues,
    (typeof NOTEBOOK_PARAMETERS)[N][number]
  >;
}

let watching = false;

/**
 * In the Jupyter kernel, exits when the process that started the kernel is gone (the notebook
 * runner killed, say), so that no kernel outlives its run. Checks once a second.
 */
function watchParent(): void {
  if (watching || !jupyter()) return;
  watching = true;
  const parent = Deno.ppid;
  const timer = setInterval(() => {
    if (Deno.ppid !== parent) Deno.exit(1);
  }, 1000);
  Deno.unrefTimer(timer);
}
