/**
 * Command-line flags for the project's tasks: one parser, one error format.
 * A bad flag or value becomes a {@link UsageError}, which {@link main} turns
 * into one line on stderr naming the flag and value, and exit code 2.
 *
 * @module
 */

/** A mistake in the command line: the message names the flag and the value. */
export class UsageError extends Error {
  override name = "UsageError";
}

/** The flags a command accepts: for each (without `--`), whether it takes a value. */
export type FlagSpec = Record<string, "value" | "boolean">;

/**
 * Parses `--flag value`, `--flag=value` and `--switch`. Rejects unknown flags,
 * missing values, repeated flags and positional arguments.
 *
 * @returns Each given flag's value (`true` for a switch).
 * @throws {UsageError} naming the offending argument.
 * @example
 * ```ts
 * import { parseFlags } from "./args.ts";
 * import { deepEqual, throws } from "node:assert/strict";
 * deepEqual(parseFlags(["--seed", "42", "--json"], { seed: "value", json: "boolean" }), { seed: "42", json: true });
 * throws(() => parseFlags(["--sede", "1"], { seed: "value" }), /unknown flag --sede/);
 * ```
 */
export function parseFlags(argv: readonly string[], spec: FlagSpec): Record<string, string | true> {
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const match = /^--([a-z][a-z-]*)(?:=(.*))?$/s.exec(arg);
    if (!match) throw new UsageError(`unexpected argument ${JSON.stringify(arg)} (flags start with --)`);
    const [, name, inline] = match;
    const kind = spec[name];
    if (!kind) {
      throw new UsageError(
        `unknown flag --${name} (expected one of ${Object.keys(spec).map((f) => `--${f}`).join(", ")})`,
      );
    }
    if (name in flags) throw new UsageError(`flag --${name} given twice`);
    if (kind === "boolean") {
      if (inline !== undefined) throw new UsageError(`flag --${name} takes no value, got ${JSON.stringify(inline)}`);
      flags[name] = true;
    } else {
      const value = inline ?? argv[++i];
      if (value === undefined || (inline === undefined && value.startsWith("--"))) {
        throw new UsageError(`flag --${name} needs a value`);
      }
      flags[name] = value;
    }
  }
  return flags;
}

/**
 * A positive integer flag: digits only (underscores or commas as thousands separators allowed), at most `max`.
 *
 * @throws {UsageError} e.g. `--trials must be a positive integer, got "1.5"`.
 */
export function positiveInteger(name: string, value: string, max = Number.MAX_SAFE_INTEGER): number {
  const cleaned = value.replace(/[_,]/g, "");
  const number = Number(cleaned);
  if (!/^\d+$/.test(cleaned) || !Number.isSafeInteger(number) || number < 1 || number > max) {
    throw new UsageError(
      `--${name} must be a positive integer${max < Number.MAX_SAFE_INTEGER ? ` up to ${max}` : ""}, got ${
        JSON.stringify(value)
      }`,
    );
  }
  return number;
}

/** One of a fixed list of words. @throws {UsageError} naming the value and the choices. */
export function oneOf<T extends string>(name: string, value: string, choices: readonly T[]): T {
  if (!(choices as readonly string[]).includes(value)) {
    throw new UsageError(`--${name} must be one of ${choices.join(", ")}, got ${JSON.stringify(value)}`);
  }
  return value as T;
}

/**
 * Runs a command's body: a {@link UsageError} prints `NAME: message` and exits 2,
 * any other error prints `NAME: message` and exits 1.
 */
export async function main(name: string, body: () => Promise<void> | void): Promise<void> {
  try {
    await body();
  } catch (error) {
    const usage = error instanceof UsageError;
    console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    Deno.exit(usage ? 2 : 1);
  }
}

/**
 * Checks that `--out FILE` can be written, before any work: its folder exists
 * and is writable, and the file does not exist unless `force`.
 *
 * @throws {UsageError} naming the file.
 */
export async function checkOutPath(path: string, { force = false }: { force?: boolean } = {}): Promise<void> {
  const slash = path.lastIndexOf("/");
  const dir = slash < 0 ? "." : slash === 0 ? "/" : path.slice(0, slash);
  try {
    const info = await Deno.stat(dir);
    if (!info.isDirectory) throw new Error();
  } catch {
    throw new UsageError(`--out ${path}: folder ${dir} does not exist`);
  }
  let exists = false;
  try {
    const info = await Deno.stat(path);
    if (info.isDirectory) throw new UsageError(`--out ${path} is a folder`);
    exists = true;
  } catch (error) {
    if (error instanceof UsageError) throw error;
  }
  if (exists && !force) throw new UsageError(`--out ${path} exists; pass --force to overwrite it`);
  const probe = `${path}.${Deno.pid}.probe`;
  try {
    await Deno.writeTextFile(probe, "");
    await Deno.remove(probe);
  } catch {
    throw new UsageError(`--out ${path} is not writable`);
  }
}

/**
 * The `--out FILE [--force]` pair every command shares: checks the file can be written
 * ({@link checkOutPath}) and that `--force` comes only with `--out`.
 *
 * @returns The path, or `undefined` when `--out` was not given.
 * @throws {UsageError} naming the flag or the file.
 */
export async function outFlag(flags: Record<string, string | true>): Promise<string | undefined> {
  const out = flags.out as string | undefined;
  if (out === undefined) {
    if (flags.force) throw new UsageError("flag --force needs --out FILE");
    return undefined;
  }
  await checkOutPath(out, { force: flags.force === true });
  return out;
}

/**
 * A progress callback for `runChunks`-style work that writes `LABEL: done / total UNIT` to stderr:
 * rewritten in place on a terminal (at most every 0.2 s), a line every 5 s otherwise, and always the last.
 */
export function progressReporter(label: string, unit: string): (done: number, total: number) => void {
  const tty = Deno.stderr.isTerminal();
  const encoder = new TextEncoder();
  let last = 0;
  return (done, total) => {
    const now = performance.now();
    if (done < total && now - last < (tty ? 200 : 5000)) return;
    last = now;
    const line = `${label}: ${done.toLocaleString("en-US")} / ${total.toLocaleString("en-US")} ${unit}`;
    Deno.stderr.writeSync(encoder.encode(tty ? `\r${line}${done === total ? "\n" : ""}` : `${line}\n`));
  };
}
