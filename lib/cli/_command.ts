/**
 * What every command-line task shares: reading its flags (lib/common/params.ts), one-line errors
 * with exit codes, `--out FILE [--force]`, and a clean stop on Ctrl-C.
 *
 * Exit codes: 0 done; 1 the work failed; 2 bad input (one line naming the flag and value,
 * nothing written); 130 interrupted (SIGINT), 143 terminated (SIGTERM), temporary files removed.
 *
 * @module
 */
import { type AnyParam, flagParam, parseFlags, pathParam, UsageError, type Values } from "../common/params.ts";
import { checkOutFile, removeTemporaryFiles, writeResultFile } from "../common/files.ts";

export { UsageError };

/** The flags every command has: `--help`. */
const HELP = { help: flagParam() };

/** The `--out FILE` and `--force` flags, for commands that write a result file. */
export const OUT_FLAGS = { out: pathParam(), force: flagParam() };

/**
 * Runs a command: parses its flags (plus `--help`, which prints the usage), runs the body, and
 * turns failures into one line on stderr and an exit code; Ctrl-C or SIGTERM remove temporary
 * files and exit 130 or 143.
 *
 * @param name The command, as messages start (`simulate: …`).
 * @param usage The usage line `--help` prints.
 * @param spec The command's flags.
 * @param body The work, given the flags' values.
 */
export async function command<S extends Record<string, AnyParam>>(
  name: string,
  usage: string,
  spec: S,
  body: (flags: Values<S>) => Promise<void> | void,
): Promise<void> {
  const stop = (signal: "SIGINT" | "SIGTERM", code: number) => () => {
    removeTemporaryFiles();
    console.error(`${name}: ${signal === "SIGINT" ? "interrupted" : "terminated"}; nothing written`);
    Deno.exit(code);
  };
  Deno.addSignalListener("SIGINT", stop("SIGINT", 130));
  Deno.addSignalListener("SIGTERM", stop("SIGTERM", 143));
  try {
    const flags = parseFlags(Deno.args, { ...spec, ...HELP });
    if (flags.help) return console.log(usage);
    await body(flags as Values<S>);
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

/**
 * Writes the result file of `--out` ({@link writeResultFile}): never over a file that appeared
 * while the command ran, unless `--force`.
 */
export async function writeOut(path: string, text: string, force: boolean): Promise<void> {
  try {
    await writeResultFile(path, text, { force });
  } catch (error) {
    if (error instanceof Deno.errors.AlreadyExists) {
      throw new Error(`--out ${path} was created by something else while this ran; not replacing it`);
    }
    throw error;
  }
}
