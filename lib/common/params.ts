/**
 * Parameters as people give them (flags, `SET_*` variables, a notebook's first cell), read by one strict reader.
 *
 * @module
 */
import { parseArgs } from "node:util";

/** A mistake in a command line or a notebook parameter: the message names the flag or variable and the value. */
export class UsageError extends Error {
  override name = "UsageError";
}

/** How to read one parameter; `D` is the type of its default (`undefined`: absent unless given). */
export interface Param<T, D extends T | undefined = T | undefined> {
  /** Its type in a notebook cell, and how `--help` names its value. */
  kind: "integer" | "decimal" | "text" | "switch" | "path" | "sizes";
  /** What it is, for `--help`: "tables and paths per table size". */
  meaning: string;
  /** What it accepts, for messages and `--help`: "an integer in 1..1,000,000". */
  accepts: string;
  default: D;
  /** How `--help` shows the default where the value itself would mislead ("all cores"). */
  defaultText?: string;
  /** The smallest and largest number a number parameter accepts. */
  min?: number;
  max?: number;
  /** Reads the raw text; `undefined` when it does not accept it. */
  read(raw: string): T | undefined;
}

/** Any parameter, whatever it reads. */
// deno-lint-ignore no-explicit-any
export type AnyParam = Param<any, any>;

/** The values of a spec of parameters: each one's type, `undefined` allowed where it has no default. */
export type Values<S extends Record<string, AnyParam>> = {
  [K in keyof S]: S[K] extends Param<infer T, infer D> ? (undefined extends D ? T | undefined : T) : never;
};

/** What every parameter is given besides its range: its meaning and default. */
interface Described<D> {
  meaning: string;
  default?: D;
  defaultText?: string;
}

const grouped = (n: number) => n.toLocaleString("en-US");

// Only the described fields: a spec spread from another parameter brings its reader and range along otherwise.
function describe<D>({ meaning, default: value, defaultText }: Described<D>) {
  return { meaning, default: value as D, ...(defaultText === undefined ? {} : { defaultText }) };
}

/** An integer in `min..max`, written in decimal digits only (`1e3`, `0x10`, `1,000`, `1_000` and signs are refused). */
export function integerParam<D extends number | undefined = undefined>(
  range: { min: number; max: number } & Described<D>,
): Param<number, D> {
  return numberParam("integer", /^[0-9]{1,16}$/, `an integer in ${grouped(range.min)}..${grouped(range.max)}`, range);
}

/** A decimal number in `min..max`: digits and at most one point (`1e1`, `.5` and `5.` are refused). */
export function decimalParam<D extends number | undefined = undefined>(
  range: { min: number; max: number } & Described<D>,
): Param<number, D> {
  return numberParam("decimal", /^[0-9]{1,6}(\.[0-9]{1,9})?$/, `a decimal number in ${range.min}..${range.max}`, range);
}

// A number written as `pattern` allows, in `min..max`; an integer only when it counts exactly.
function numberParam<D extends number | undefined>(
  kind: "integer" | "decimal",
  pattern: RegExp,
  accepts: string,
  { min, max, ...described }: { min: number; max: number } & Described<D>,
): Param<number, D> {
  return {
    kind,
    min,
    max,
    accepts,
    ...describe(described),
    read(raw) {
      const value = Number(raw);
      const exact = kind === "decimal" || Number.isSafeInteger(value);
      return pattern.test(raw) && exact && value >= min && value <= max ? value : undefined;
    },
  };
}

/** One of a few words, exactly as written. */
export function choiceParam<T extends string, D extends T | undefined = undefined>(
  choices: readonly T[],
  described: Described<D>,
): Param<T, D> {
  return {
    kind: "text",
    accepts: `one of ${choices.join(", ")}`,
    ...describe(described),
    read: (raw) => (choices as readonly string[]).includes(raw) ? raw as T : undefined,
  };
}

/** The longest seed, in characters (code points). */
export const MAX_SEED_CHARACTERS = 200;

// Invisible or ambiguous in a seed shown to a reader; U+FFFD is what bytes that are not UTF-8 become.
const UNSHOWABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\uFFFD]|(?! )\p{Zs}/u;

/** A seed: 1 to 200 code points, none a control, format or separator character (a plain space is fine) nor U+FFFD. */
export function seedParam<D extends string | undefined = undefined>(described: Described<D>): Param<string, D> {
  return {
    kind: "text",
    accepts: `1 to ${MAX_SEED_CHARACTERS} characters, none a control, format or separator character ` +
      "(a plain space is fine)",
    ...describe(described),
    read(raw) {
      const length = [...raw].length;
      return length >= 1 && length <= MAX_SEED_CHARACTERS && !UNSHOWABLE.test(raw) ? raw : undefined;
    },
  };
}

/** A file or folder path: any text but the empty one (commands read it from the folder the user ran them in). */
export function pathParam(meaning: string, accepts = "a path"): Param<string, undefined> {
  return { kind: "path", meaning, accepts, default: undefined, read: (raw) => raw.length > 0 ? raw : undefined };
}

/** A switch (`--json`): true when given, and it takes no value. */
export function switchParam(meaning: string): Param<boolean, boolean> {
  return { kind: "switch", meaning, accepts: "no value", default: false, read: () => true };
}

/** Table sizes in `min..max`, as a list and ranges (`9-21`, `12,15`, `3-5,9`): sorted, each once. */
export function sizesParam(
  { min, max, ...described }: { min: number; max: number } & Described<number[]>,
): Param<number[]> {
  return {
    kind: "sizes",
    accepts: `sizes in ${min}..${max}, as a list and ranges like 9-21 or 12,15`,
    ...describe(described),
    read(raw) {
      const found = new Set<number>();
      for (const part of raw.split(",")) {
        const match = /^([0-9]{1,4})(?:-([0-9]{1,4}))?$/.exec(part);
        if (!match) return undefined;
        const from = Number(match[1]), to = Number(match[2] ?? match[1]);
        if (from < min || to > max || from > to) return undefined;
        for (let n = from; n <= to; n++) found.add(n);
      }
      return [...found].sort((a, b) => a - b);
    },
  };
}

/** Text as a message shows it: quoted, invisible characters escaped, long text cut. */
export function quoted(raw: string): string {
  const characters = [...raw];
  const text = characters.map((c) =>
    c === '"' || c === "\\" ? `\\${c}` : UNSHOWABLE.test(c) ? `\\u{${c.codePointAt(0)!.toString(16)}}` : c
  );
  return characters.length > 60
    ? `"${text.slice(0, 57).join("")}…" (${characters.length} characters)`
    : `"${text.join("")}"`;
}

/**
 * Reads a parameter's raw text (a flag's value, a variable's); throws a UsageError `LABEL must be ACCEPTS, got "RAW"`
 * (`LABEL is not valid UTF-8` for text holding U+FFFD), `label` naming the flag or variable: `--trials`, `SET_TRIALS`.
 */
export function readParam<T>(param: Param<T>, label: string, raw: string): T {
  if (raw.includes("\ufffd")) {
    throw new UsageError(`${label} is not valid UTF-8 (bytes the system could not decode), got ${quoted(raw)}`);
  }
  const value = param.read(raw);
  if (value === undefined) throw new UsageError(`${label} must be ${param.accepts}, got ${quoted(raw)}`);
  return value;
}

/**
 * Reads a value written in a notebook's first cell: a number for a number parameter, a string for a text one, then
 * checked as its text would be. Throws a UsageError `LABEL must be a number` (`a string`) `, got VALUE` otherwise.
 */
export function readValue<T>(param: Param<T>, label: string, value: unknown): T {
  const numeric = param.kind === "integer" || param.kind === "decimal";
  if (numeric ? typeof value !== "number" : typeof value !== "string") {
    const shown = typeof value === "string"
      ? quoted(value)
      : Array.isArray(value)
      ? "an array"
      : value !== null && typeof value === "object"
      ? "an object"
      : String(value);
    throw new UsageError(`${label} must be ${numeric ? "a number" : "a string"}, got ${shown}`);
  }
  return readParam(param, label, String(value));
}

/**
 * Parses a command line against a spec with `node:util`'s `parseArgs`: each flag's value (its default when not given)
 * and the other arguments. Throws a UsageError: an unknown or repeated flag, a missing or refused value, not UTF-8.
 */
export function parseCommandLine<S extends Record<string, AnyParam>>(
  argv: readonly string[],
  spec: S,
): { flags: Values<S>; positionals: string[] } {
  const names = Object.keys(spec);
  const options = Object.fromEntries(
    names.map((name) => [name, { type: spec[name].kind === "switch" ? "boolean" as const : "string" as const }]),
  );
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: [...argv], options, strict: true, allowPositionals: true, tokens: true });
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
    values[token.name] = param.kind === "switch" ? true : readParam(param, `--${token.name}`, token.value ?? "");
  }
  for (const name of names) if (!seen.has(name)) values[name] = spec[name].default;
  for (const positional of parsed.positionals) {
    if (positional.includes("\ufffd")) throw new UsageError(`argument ${quoted(positional)} is not valid UTF-8`);
  }
  return { flags: values as Values<S>, positionals: parsed.positionals };
}

// parseArgs's errors, in the words of this project's messages.
function flagError(error: Error & { code?: string }, argv: readonly string[], names: string[]): string {
  const flag = /'(-[^' <]*)/.exec(error.message)?.[1] ?? "";
  switch (error.code) {
    case "ERR_PARSE_ARGS_UNKNOWN_OPTION":
      return `unknown flag ${quoted(flag)} (the flags are ${names.map((n) => `--${n}`).join(", ")}; --help says more)`;
    case "ERR_PARSE_ARGS_INVALID_OPTION_VALUE": {
      if (/does not take an argument/.test(error.message)) return `flag ${flag} takes no value`;
      const next = argv[argv.indexOf(flag) + 1];
      const isFlag = next !== undefined && names.some((name) => next === `--${name}` || next.startsWith(`--${name}=`));
      return next !== undefined && next.startsWith("-") && !isFlag
        ? `flag ${flag} needs a value; for the value ${quoted(next)} write ${flag}=${next}`
        : `flag ${flag} needs a value`;
    }
    default:
      return error.message.split("\n")[0];
  }
}
