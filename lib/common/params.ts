/**
 * One parameter parser for the command-line flags of the tasks and the environment variables of
 * the notebooks: the same accepted values and the same one-line errors, naming the flag or
 * variable and echoing the raw value. Integers are decimal digits only (no `0x1000`, `1e3`,
 * `1,000` or `1_000`), every parameter states its range, and an empty value is refused.
 *
 * A parameter is a `Param<T>`: how to read one raw string, what it accepts (for messages), and
 * its default. {@link parseCommandLine} reads `--name value` / `--name=value` / `--switch` with
 * `node:util`'s `parseArgs` in strict mode; `lib/display/parameters.ts` reads the `SET_*`
 * variables with {@link readParam}.
 *
 * @module
 */
import { parseArgs } from "node:util";
import { int } from "../present/format.ts";

/** A mistake in a command line or a notebook parameter: the message names the flag or variable and the value. */
export class UsageError extends Error {
  override name = "UsageError";
}

/** How to read one parameter from its raw text; `D` is the type of its default (`undefined` for none). */
export interface Param<T, D extends T | undefined = T | undefined> {
  /** What it accepts, for messages: e.g. `an integer in 1..1,000,000`. */
  accepts: string;
  /** The value when the parameter is not given (`undefined`: not given means absent). */
  default: D;
  /** Reads the raw text; returns `undefined` when it does not accept it. */
  read(raw: string): T | undefined;
  /** `true` for a switch (`--json`), which takes no value. */
  switch?: boolean;
  /** `true` for a file or folder path, which a command reads relative to where the user ran it. */
  path?: boolean;
}

/**
 * An integer parameter in `min..max`, written in decimal digits only.
 *
 * @example
 * ```ts
 * import { integerParam } from "./params.ts";
 * import { equal } from "node:assert/strict";
 * const trials = integerParam({ min: 1, max: 1e6 });
 * equal(trials.read("1000"), 1000);
 * for (const bad of ["0x1000", "1e3", "1,000", "1_000", "-5", "0", "1000001", " 7", ""]) equal(trials.read(bad), undefined);
 * equal(trials.accepts, "an integer in 1..1,000,000 (decimal digits)");
 * ```
 */
export function integerParam<D extends number | undefined = undefined>(
  { min, max, default: fallback }: { min: number; max: number; default?: D },
): Param<number, D> {
  return {
    accepts: `an integer in ${int(min)}..${int(max)} (decimal digits)`,
    default: fallback as D,
    read(raw) {
      if (!/^[0-9]{1,16}$/.test(raw)) return undefined;
      const value = Number(raw);
      return Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined;
    },
  };
}

/**
 * A decimal number in `min..max`, written as digits with at most one decimal point (no sign,
 * exponent, hexadecimal or separators), e.g. a scale.
 *
 * @example
 * ```ts
 * import { decimalParam } from "./params.ts";
 * import { equal } from "node:assert/strict";
 * const scale = decimalParam({ min: 0.5, max: 10 });
 * equal(scale.read("2.95"), 2.95);
 * for (const bad of ["0x10", "1e1", "-1", ".5", "5.", "0.1", "10.5", "1,5", ""]) equal(scale.read(bad), undefined);
 * equal(scale.accepts, "a decimal number in 0.5..10 (digits and a point)");
 * ```
 */
export function decimalParam<D extends number | undefined = undefined>(
  { min, max, default: fallback }: { min: number; max: number; default?: D },
): Param<number, D> {
  return {
    accepts: `a decimal number in ${min}..${max} (digits and a point)`,
    default: fallback as D,
    read(raw) {
      if (!/^[0-9]{1,6}(\.[0-9]{1,9})?$/.test(raw)) return undefined;
      const value = Number(raw);
      return value >= min && value <= max ? value : undefined;
    },
  };
}

/**
 * One of a fixed list of words.
 *
 * @example
 * ```ts
 * import { choiceParam } from "./params.ts";
 * import { equal } from "node:assert/strict";
 * const method = choiceParam(["plain", "sis", "both"] as const, "both");
 * equal(method.read("sis"), "sis");
 * equal(method.read("SIS"), undefined);
 * ```
 */
export function choiceParam<T extends string, D extends T | undefined = undefined>(
  choices: readonly T[],
  fallback?: D,
): Param<T, D> {
  return {
    accepts: `one of ${choices.join(", ")}`,
    default: fallback as D,
    read: (raw) => (choices as readonly string[]).includes(raw) ? raw as T : undefined,
  };
}

/**
 * A seed: any text of 1 to 200 printable characters (it names the random streams, so `"7"` and
 * `"07"` are different seeds).
 *
 * @example
 * ```ts
 * import { seedParam } from "./params.ts";
 * import { equal } from "node:assert/strict";
 * equal(seedParam("42").read("run 7"), "run 7");
 * equal(seedParam("42").read(""), undefined);
 * ```
 */
export function seedParam<D extends string | undefined = undefined>(fallback?: D): Param<string, D> {
  return {
    accepts: "1 to 200 printable characters",
    default: fallback as D,
    read: (raw) => raw.length >= 1 && raw.length <= 200 && !/[\p{Cc}]/u.test(raw) ? raw : undefined,
  };
}

/** A file or folder path: any non-empty text (`lib/cli/_command.ts` reads it from where the user ran the task). */
export function pathParam<D extends string | undefined = undefined>(fallback?: D): Param<string, D> {
  return { accepts: "a path", default: fallback as D, path: true, read: (raw) => raw.length > 0 ? raw : undefined };
}

/** A switch, `--json`: true when given, false when not. */
export function flagParam(): Param<boolean, boolean> {
  return { accepts: "no value", default: false, switch: true, read: () => true };
}

/**
 * Table sizes and ranges separated by commas, e.g. `9-21`, `12,15` or `9-12,15`, each in `min..max`:
 * read as the sizes, increasing, without repeats.
 *
 * @example
 * ```ts
 * import { sizesParam } from "./params.ts";
 * import { deepEqual, equal } from "node:assert/strict";
 * const p = sizesParam({ min: 3, max: 81 });
 * deepEqual(p.read("15,9-11"), [9, 10, 11, 15]);
 * equal(p.read("2-5"), undefined);
 * equal(p.read("9-"), undefined);
 * ```
 */
export function sizesParam(
  { min, max, default: fallback }: { min: number; max: number; default?: number[] },
): Param<number[]> {
  return {
    accepts: `table sizes ${min}..${max} and ranges, like 9-21 or 12,15`,
    default: fallback,
    read(raw) {
      const found = new Set<number>();
      for (const part of raw.split(",")) {
        const match = /^([0-9]{1,3})(?:-([0-9]{1,3}))?$/.exec(part);
        if (!match) return undefined;
        const from = Number(match[1]), to = Number(match[2] ?? match[1]);
        if (from < min || to > max || from > to) return undefined;
        for (let n = from; n <= to; n++) found.add(n);
      }
      return [...found].sort((a, b) => a - b);
    },
  };
}

/** Any parameter, whatever it reads (the spec types below take records of these). */
// deno-lint-ignore no-explicit-any
export type AnyParam = Param<any, any>;

/** The values of a parameter spec: each parameter's type, `undefined` allowed where it has no default. */
export type Values<S extends Record<string, AnyParam>> = {
  [K in keyof S]: S[K] extends Param<infer T, infer D> ? (undefined extends D ? T | undefined : T) : never;
};

/**
 * Reads one raw value, or throws the one-line error.
 *
 * @param label The flag or variable as the user wrote it, e.g. `--trials` or `SET_TRIALS`.
 * @throws {UsageError} `LABEL must be ACCEPTS, got "RAW"`.
 * @example
 * ```ts
 * import { integerParam, readParam } from "./params.ts";
 * import { throws } from "node:assert/strict";
 * throws(
 *   () => readParam(integerParam({ min: 1000, max: 1e8 }), "SET_TRIALS", "abc"),
 *   /^UsageError: SET_TRIALS must be an integer in 1,000\.\.100,000,000 \(decimal digits\), got "abc"$/,
 * );
 * ```
 */
export function readParam<T>(param: Param<T, T | undefined>, label: string, raw: string): T {
  const value = param.read(raw);
  if (value === undefined) throw new UsageError(`${label} must be ${param.accepts}, got ${JSON.stringify(raw)}`);
  return value;
}

/**
 * Parses a command line: `--name value`, `--name=value` and switches, by `node:util`'s `parseArgs`
 * in strict mode, then each value by its parameter, and the other arguments (files, say) in
 * order; `--` ends the flags, so an argument may start with `-`. Unknown flags, missing or empty
 * values, values given to switches, repeated flags, and arguments when `positionals` is false are
 * errors.
 *
 * @param argv The arguments, e.g. `Deno.args`.
 * @param spec The flags (without `--`) and how to read each.
 * @returns Every flag's value (the default where it was not given), and the other arguments.
 * @throws {UsageError} one line naming the flag and the value.
 * @example
 * ```ts
 * import { flagParam, integerParam, parseCommandLine, pathParam, seedParam } from "./params.ts";
 * import { deepEqual, throws } from "node:assert/strict";
 * const spec = { seed: seedParam("42"), trials: integerParam({ min: 1, max: 100, default: 10 }), json: flagParam() };
 * deepEqual(parseCommandLine(["--trials=20", "--json"], spec).flags, { seed: "42", trials: 20, json: true });
 * throws(() => parseCommandLine(["--sede", "1"], spec), /unknown flag --sede \(expected one of --seed, --trials, --json\)/);
 * throws(() => parseCommandLine(["--trials", "1e3"], spec), /--trials must be an integer in 1\.\.100 \(decimal digits\), got "1e3"/);
 * const { flags, positionals } = parseCommandLine(["--out=o", "a.ipynb", "--", "-b.ipynb"], { out: pathParam() });
 * deepEqual([flags.out, positionals], ["o", ["a.ipynb", "-b.ipynb"]]);
 * ```
 */
export function parseCommandLine<S extends Record<string, AnyParam>>(
  argv: readonly string[],
  spec: S,
  { positionals: allowPositionals = true }: { positionals?: boolean } = {},
): { flags: Values<S>; positionals: string[] } {
  const names = Object.keys(spec);
  const options = Object.fromEntries(
    names.map((name) => [name, { type: spec[name].switch ? "boolean" as const : "string" as const }]),
  );
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: [...argv], options, strict: true, allowPositionals, tokens: true });
  } catch (error) {
    throw new UsageError(flagError(error as Error & { code?: string }, argv, names));
  }
  const seen = new Set<string>();
  const values: Record<string, unknown> = {};
  for (const token of parsed.tokens ?? []) {
    if (token.kind !== "option") continue;
    if (seen.has(token.name)) throw new UsageError(`flag --${token.name} given twice`);
    seen.add(token.name);
    const param = spec[token.name];
    values[token.name] = param.switch ? true : readParam(param, `--${token.name}`, token.value ?? "");
  }
  for (const name of names) if (!seen.has(name)) values[name] = spec[name].default;
  return { flags: values as Values<S>, positionals: parsed.positionals };
}

function flagError(error: Error & { code?: string }, argv: readonly string[], names: string[]): string {
  const quoted = /'(-[^' <]*)/.exec(error.message)?.[1] ?? "";
  const expected = `expected one of ${names.map((n) => `--${n}`).join(", ")}`;
  switch (error.code) {
    case "ERR_PARSE_ARGS_UNKNOWN_OPTION":
      return `unknown flag ${quoted} (${expected})`;
    case "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL": {
      const positional = argv.find((arg) => !arg.startsWith("-")) ?? "";
      return `unexpected argument ${JSON.stringify(positional)} (flags start with --; ${expected})`;
    }
    case "ERR_PARSE_ARGS_INVALID_OPTION_VALUE":
      if (/does not take an argument/.test(error.message)) {
        const given = argv.find((arg) => arg.startsWith(`${quoted}=`)) ?? quoted;
        return `flag ${quoted} takes no value, got ${JSON.stringify(given.slice(quoted.length + 1))}`;
      }
      if (/ambiguous/.test(error.message)) {
        const next = argv[argv.indexOf(quoted) + 1] ?? "";
        if (/^-[\d.]/.test(next)) {
          return `flag ${quoted} needs a value; for ${JSON.stringify(next)} write ${quoted}=${next}`;
        }
      }
      return `flag ${quoted} needs a value`;
    default:
      return error.message;
  }
}
