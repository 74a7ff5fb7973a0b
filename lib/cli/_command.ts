/**
 * The frame of every `deno task` command: one strict flag parser, a `--help` explaining every flag, paths read from
 * the user's folder, and one way to end, in one line: a usage mistake exit 2, a failure exit 1, a signal its code.
 *
 * @module
 */
import { isAbsolute, relative, resolve } from "node:path";
import type { AnyParam, Values } from "../common/params.ts";
import { choiceParam, parseCommandLine, pathParam, switchParam, UsageError } from "../common/params.ts";
import { checkOutFile, removeTemporaryFiles } from "../common/files.ts";
import { type ResultStamp, versions } from "../common/versions.ts";

export { UsageError };
export { writeResult } from "../data/result_file.ts";

/** The `--features` flag of commands for the two decks SET is played with. */
export const GAME_DECK_FLAG = choiceParam(["4", "3"] as const, {
  default: "4",
  meaning: "the deck: 4 features (81 cards) or 3 (the 27 solid cards)",
});

/** The `--json`, `--out FILE` and `--force` flags of result commands, checked by {@link runCommand} before they run. */
export const OUT_FLAGS = {
  json: switchParam("print the result as one JSON document instead of a table"),
  out: pathParam("also write the JSON document to this file (never over an existing one unless --force)", "a file"),
  force: switchParam("with --out: replace the file if it exists (a file holding the same result is kept)"),
};

const HELP = { help: switchParam("print this help and exit") };

/** What a command is: its name, what it does, its flags, and its work. */
export interface CommandSpec<S extends Record<string, AnyParam>> {
  /** The task's name: `deno task NAME`; its messages start with `NAME: `. */
  name: string;
  /** What it does, in one sentence. */
  summary: string;
  flags: S;
  /** The arguments besides the flags, when it takes any: their name in the usage line, meaning and how many. */
  positionals?: { name: string; meaning: string; most: number };
  /** Its work; a number it returns is the exit code. */
  run(flags: Values<S>, positionals: string[]): Promise<number | void> | number | void;
  /** Whether it stops its own work on a signal and returns {@link SIGNAL_EXIT_CODES}' code; else it exits at once. */
  ownSignals?: boolean;
}

/** Runs `work` and times it: what it returns, and the versions, start (ISO 8601) and seconds a result records. */
export async function timed<T>(work: () => T | Promise<T>): Promise<{ result: T } & ResultStamp> {
  const date = new Date().toISOString(), start = performance.now();
  const result = await work();
  return { result, versions: versions(), date, seconds: (performance.now() - start) / 1000 };
}

/** The exit code after each signal a command stops on. */
export const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;

/** Declares a command (the identity: it types the spec). */
export function command<S extends Record<string, AnyParam>>(spec: CommandSpec<S>): CommandSpec<S> {
  return spec;
}

/** A path as the user is told it: relative to the folder the task runs in where it lies inside it. */
export function relativeToHere(path: string): string {
  const inside = relative(Deno.cwd(), resolve(path));
  return inside.startsWith("..") ? resolve(path) : inside;
}

// `deno task` runs in the project's folder: a relative path is read from the folder the user ran it in (`INIT_CWD`).
function userPath(path: string): string {
  const from = Deno.env.get("INIT_CWD");
  if (!from || isAbsolute(path) || resolve(from) === resolve(Deno.cwd())) return path;
  return resolve(from, path);
}

const HELP_WIDTH = 100;

function wrap(text: string, width: number): string[] {
  const lines = [""];
  for (const word of text.split(" ")) {
    const last = lines.length - 1;
    if (lines[last] && lines[last].length + 1 + word.length > width) lines.push(word);
    else lines[last] += (lines[last] ? " " : "") + word;
  }
  return lines;
}

const VALUE_NAMES: Record<string, string> = { integer: "N", decimal: "X", text: "TEXT", path: "PATH", sizes: "LIST" };

/** A parameter's default as `--help` and the README show it: its `defaultText`, else its value (numbers grouped). */
export function shownDefault({ kind, default: value, defaultText }: AnyParam): string | undefined {
  if (defaultText !== undefined || value === undefined || kind === "switch") return defaultText;
  return typeof value === "number" ? value.toLocaleString("en-US") : String(value);
}

/** The command's `--help`: what it does, its usage, and every flag's meaning, what it accepts and its default. */
export function helpText<S extends Record<string, AnyParam>>(spec: CommandSpec<S>): string {
  const flags = Object.entries({ ...spec.flags, ...HELP }).map(([name, param]) => {
    const shown = shownDefault(param);
    const what = param.kind === "switch" ? param.meaning : `${param.meaning}: ${param.accepts}`;
    const value = VALUE_NAMES[param.kind] ? ` ${VALUE_NAMES[param.kind]}` : "";
    return [`--${name}${value}`, what + (shown ? ` (default ${shown})` : "")];
  });
  const rows = spec.positionals ? [[spec.positionals.name, spec.positionals.meaning], ...flags] : flags;
  const width = Math.max(...rows.map(([left]) => left.length)) + 4;
  const args = spec.positionals ? ` [${spec.positionals.name} ...]` : "";
  return [
    `deno task ${spec.name}: ${spec.summary}`,
    "",
    `usage: deno task ${spec.name} [FLAGS]${args}`,
    "",
    ...rows.flatMap(([left, right]) =>
      wrap(right, HELP_WIDTH - width).map((line, i) => (i ? " ".repeat(width) : `  ${left}`.padEnd(width)) + line)
    ),
  ].join("\n");
}

/**
 * Reads a command line: the flags (paths read by {@link userPath}), `--help`, and the arguments besides. Throws a
 * UsageError naming the flag and the value.
 */
export function readCommandLine<S extends Record<string, AnyParam>>(
  args: readonly string[],
  spec: CommandSpec<S>,
): { flags: Values<S> & { help: boolean }; positionals: string[] } {
  const { flags, positionals } = parseCommandLine(args, { ...spec.flags, ...HELP });
  const most = spec.positionals?.most ?? 0;
  if (positionals.length > most) {
    const what = positionals[most].startsWith("-") ? "flag" : "argument";
    throw new UsageError(`unexpected ${what} "${positionals[most]}" (deno task ${spec.name} --help lists the flags)`);
  }
  for (const [name, param] of Object.entries(spec.flags)) {
    const value = (flags as Record<string, unknown>)[name];
    if (param.kind === "path" && typeof value === "string") (flags as Record<string, unknown>)[name] = userPath(value);
  }
  return { flags: flags as Values<S> & { help: boolean }, positionals: positionals.map((path) => userPath(path)) };
}

/**
 * Runs a command as `deno task NAME` does: reads its command line, prints `--help`, runs it, and ends the
 * process with the exit code its end calls for (workers would otherwise keep it alive).
 */
export async function runCommand<S extends Record<string, AnyParam>>(spec: CommandSpec<S>): Promise<never> {
  const said: Record<string, string> = { SIGINT: "interrupted", SIGTERM: "terminated", SIGHUP: "hung up" };
  for (const [signal, code] of spec.ownSignals ? [] : Object.entries(SIGNAL_EXIT_CODES)) {
    Deno.addSignalListener(signal as Deno.Signal, () => {
      removeTemporaryFiles();
      console.error(`${spec.name}: ${said[signal]}; nothing written`);
      Deno.exit(code);
    });
  }
  try {
    const { flags, positionals } = readCommandLine(Deno.args, spec);
    if (flags.help) console.log(helpText(spec));
    else {
      if (spec.flags.out === OUT_FLAGS.out) await checkOut(flags);
      Deno.exit((await spec.run(flags, positionals)) ?? 0);
    }
  } catch (error) {
    removeTemporaryFiles();
    const message = error instanceof Error ? error.message : String(error);
    console.error(`${spec.name}: ${message.split("\n")[0]}`);
    Deno.exit(error instanceof UsageError ? 2 : 1);
  }
  Deno.exit(0);
}

// The folder of `--out` can be written, and the file is absent (or, with `--force`, a regular file).
async function checkOut({ out, force }: Record<string, unknown>): Promise<void> {
  if (typeof out === "string") await checkOutFile(out, { force: force === true });
  else if (force) throw new UsageError("flag --force needs --out FILE");
}
