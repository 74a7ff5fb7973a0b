/**
 * What every command-line task shares: reading its flags (lib/common/params.ts) and arguments,
 * paths relative to where the user ran the task, one-line errors with exit codes,
 * `--out FILE [--force]`, and a clean stop on Ctrl-C.
 *
 * Exit codes: 0 done; 1 the work failed; 2 bad input (one line naming the flag and value,
 * nothing written); 130 interrupted (SIGINT), 143 terminated (SIGTERM), temporary files removed.
 *
 * @module
 */
import { isAbsolute, resolve } from "node:path";
import { type AnyParam, flagParam, parseCommandLine, pathParam, UsageError, type Values } from "../common/params.ts";
import { checkOutFile, removeTemporaryFiles } from "../common/files.ts";
import { writeResult } from "../data/result_file.ts";

export { UsageError, writeResult };

/** The flags every command has: `--help`. */
const HELP = { help: flagParam() };

/** The `--json`, `--out FILE` and `--force` flags, for commands that make a result document. */
export const OUT_FLAGS = { json: flagParam(), out: pathParam(), force: flagParam() };

/**
 * A path the user typed, read from the folder they ran the task in: `deno task` runs every task
 * from the repository root and passes the user's folder as `$INIT_CWD`. Absolute paths, and
 * every path when the task runs where the user is, stay as typed.
 *
 * @param env Where to read `INIT_CWD` (default `Deno.env`).
 * @example
 * ```ts
 * import { userPath } from "./_command.ts";
 * import { equal } from "node:assert/strict";
 * const env = new Map([["INIT_CWD", "/home/me/notes"]]);
 * equal(userPath("out.json", env), "/home/me/notes/out.json");
 * equal(userPath("/tmp/out.json", env), "/tmp/out.json");
 * equal(userPath("out.json", new Map()), "out.json");
 * ```
 */
export function userPath(path: string, env: { get(name: string): string | undefined } = Deno.env): string {
  const from = env.get("INIT_CWD");
  if (!from || isAbsolute(path) || resolve(from) === resolve(Deno.cwd())) return path;
  return resolve(from, path);
}

/** The spec with each path flag given on the command line read by {@link userPath} (defaults stay as they are). */
function fromUserCwd<S extends Record<string, AnyParam>>(spec: S): S {
  return Object.fromEntries(
    Object.entries(spec).map(([name, param]) => [
      name,
      param.path ? { ...param, read: (raw: string) => mapDefined(param.read(raw), userPath) } : param,
    ]),
  ) as S;
}

function mapDefined<T>(value: T | undefined, f: (value: T) => T): T | undefined {
  return value === undefined ? undefined : f(value);
}

/** Options of {@link command}. */
export interface CommandOptions {
  /**
   * How many arguments besides the flags the command takes at most (default none). They are
   * paths (an export folder, say), read by {@link userPath} like the path flags.
   */
  positionals?: number;
}

/**
 * A command's flags (plus `--help`) and arguments, as {@link command} reads them: path flags and arguments read by
 * {@link userPath}.
 *
 * @throws {UsageError} naming the flag or argument, as the command would print it after its name.
 */
export function readCommandLine<S extends Record<string, AnyParam>>(
  args: readonly string[],
  usage: string,
  spec: S,
  { positionals: most = 0 }: CommandOptions = {},
): { flags: Values<S & typeof HELP>; positionals: string[] } {
  const { flags, positionals } = parseCommandLine(args, fromUserCwd({ ...spec, ...HELP }), { positionals: most > 0 });
  if (positionals.length > most) {
    throw new UsageError(`unexpected argument ${JSON.stringify(positionals[most])} (${usage})`);
  }
  return { flags, positionals: positionals.map((path) => userPath(path)) };
}

/**
 * Runs a command: parses its flags (plus `--help`, which prints the usage) and arguments, runs
 * the body, and turns failures into one line on stderr and an exit code; Ctrl-C or SIGTERM
 * remove temporary files and exit 130 or 143. Path flags and arguments are read relative to
 * where the user ran the task ({@link userPath}).
 *
 * @param name The command, as messages start (`simulate: …`).
 * @param usage The usage line `--help` prints.
 * @param spec The command's flags.
 * @param body The work, given the flags' values and the arguments.
 */
export async function command<S extends Record<string, AnyParam>>(
  name: string,
  usage: string,
  spec: S,
  body: (flags: Values<S>, positionals: string[]) => Promise<void> | void,
  { positionals: most = 0 }: CommandOptions = {},
): Promise<void> {
  const stop = (signal: "SIGINT" | "SIGTERM", code: number) => () => {
    removeTemporaryFiles();
    console.error(`${name}: ${signal === "SIGINT" ? "interrupted" : "terminated"}; nothing written`);
    Deno.exit(code);
  };
  Deno.addSignalListener("SIGINT", stop("SIGINT", 130));
  Deno.addSignalListener("SIGTERM", stop("SIGTERM", 143));
  try {
    const { flags, positionals } = readCommandLine(Deno.args, usage, spec, { positionals: most });
    if (flags.help) return console.log(usage);
    await body(flags as Values<S>, positionals);
  } catch (error) {
    removeTemporaryFiles();
    const message = error instanceof Error ? error.message : String(error);
    console.error(`${name}: ${message.split("\n")[0]}`);
    Deno.exit(error instanceof UsageError ? 2 : 1);
  }
  // Workers and signal listeners would keep the process alive otherwise.
  Deno.exit(0);
}

/**
 * Checks `--out FILE [--force]` before any work ({@link checkOutFile}): `--force` needs `--out`.
 *
 * @returns The path, or `undefined` without `--out`.
 * @throws {UsageError} naming the flag or the file.
 */
export async function checkOut(flags: { out?: string; force: boolean }): Promise<string | undefined> {
  if (flags.out === undefined) {
    if (flags.force) throw new UsageError("flag --force needs --out FILE");
    return undefined;
  }
  await checkOutFile(flags.out, { force: flags.force });
  return flags.out;
}
