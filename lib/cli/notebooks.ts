/**
 * `deno task notebooks [--out DIR] [NOTEBOOK ...]`: executes notebooks headless
 * with the Deno kernel and exports them, all or nothing.
 *
 * 1. Flags are checked first: an unknown flag, `--out` without a value, an
 *    empty `--out=` or a missing notebook gets one line and exit code 2, and
 *    nothing is done.
 * 2. Everything is written into a temporary folder beside DIR
 *    (`.DIR.run-XXXX`); notebooks write their figures there too
 *    (`$SET_FIGURES_DIR` points into it). Each notebook runs in its own kernel
 *    (`execute_notebooks.py`, through Python's nbclient), and its executed copy
 *    is checked cell by cell against what the cell's source certainly prints
 *    or displays (`lib/html/expected_outputs.ts`); a notebook that lost an
 *    output is run again, up to {@link ATTEMPTS} times, then fails naming the cell;
 *    one whose cell shows an output twice (its last value repeating a display) fails at once.
 * 3. Only when every notebook passed are the pages exported
 *    (`lib/html/export.ts`) and DIR's `notebooks/`, `figures/`, `html/`,
 *    `reader/`, `assets/` and `index.html` replaced, each by one rename (other
 *    files in DIR are left alone). A failure, a dead kernel or an interrupt
 *    (SIGINT, SIGTERM) leaves DIR byte for byte as it was: the kernel is
 *    killed, the temporary folder removed, one line per notebook and a summary
 *    printed, and the exit code is 1 (130 on SIGINT, 143 on SIGTERM).
 *
 * Given notebooks only, the other notebooks' executed copies and the figures
 * already in DIR are kept (copied into the new output first), so the index
 * still lists every notebook. DIR defaults to `out/`, or to
 * `out/runs/NAME=VALUE,...` when parameters are set in the environment
 * (`SET_SEED=7 deno task notebooks`), so a rerun with other parameters never
 * overwrites the main job's output.
 *
 * @module
 */
import { exists } from "../common/files.ts";
import { basename, dirname, join, resolve } from "node:path";
import { readNotebook } from "../html/notebook.ts";
import { copyTree, replaceEntries } from "../html/folders.ts";
import { userPath } from "./_command.ts";
import { stripAnsi } from "../common/escape.ts";
import { plural } from "../common/format.ts";
import { flagParam, parseCommandLine, pathParam, UsageError } from "../common/params.ts";

// The TypeScript parser and the exporter load only once the command line is known good.
const checker = () => import("../html/expected_outputs.ts");
const exporter = () => import("../html/export.ts");

/** How many times a notebook that lost an output is run before it fails. */
export const ATTEMPTS = 3;

/** How long an interrupted executor gets to stop its kernel before both are killed. */
const KILL_AFTER_MS = 10_000;

/** What the runner owns in DIR: replaced together, and only these. */
export const OWNED = ["notebooks", "figures", "html", "reader", "assets", "index.html"] as const;

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), "../..");
const EXECUTOR = join(ROOT, "lib/cli/execute_notebooks.py");
const USAGE = "usage: deno task notebooks [--out DIR] [NOTEBOOK ...]";

/** The parsed command line. */
export interface RunnerArgs {
  out?: string;
  notebooks: string[];
  help: boolean;
}

/**
 * Parses the command line strictly, with the project's one parser (lib/common/params.ts): an
 * unknown flag, `--out` twice, `--out` without a value or an empty `--out=` is a one-line error.
 *
 * @throws {UsageError} naming the flag or value.
 * @example
 * ```ts
 * import { parseRunnerArgs } from "./notebooks.ts";
 * import { deepEqual, throws } from "node:assert/strict";
 * deepEqual(parseRunnerArgs(["--out=o", "a.ipynb"]), { out: "o", notebooks: ["a.ipynb"], help: false });
 * throws(() => parseRunnerArgs(["--out="]), /--out must be a path, got ""/);
 * throws(() => parseRunnerArgs(["--out"]), /flag --out needs a value/);
 * throws(() => parseRunnerArgs(["--seed", "7"]), /unknown flag --seed/);
 * ```
 */
export function parseRunnerArgs(args: readonly string[]): RunnerArgs {
  const { flags, positionals } = parseCommandLine(args, { out: pathParam(), help: flagParam() });
  return { ...(flags.out === undefined ? {} : { out: flags.out }), notebooks: positionals, help: flags.help };
}

/**
 * The notebook parameters set in the environment: every `SET_*` variable
 * except `SET_FIGURES_DIR` (which the runner sets), sorted by name.
 */
export function parameterEnvironment(env: Record<string, string>): [string, string][] {
  return Object.entries(env)
    .filter(([name]) => name.startsWith("SET_") && name !== "SET_FIGURES_DIR")
    .sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
}

/**
 * DIR when `--out` is not given: `out`, or `out/runs/NAME=VALUE,...` when parameters are set.
 *
 * @example
 * ```ts
 * import { defaultOut } from "./notebooks.ts";
 * import { equal } from "node:assert/strict";
 * equal(defaultOut("/p", {}), "/p/out");
 * equal(defaultOut("/p", { SET_SEED: "7", SET_GAMES: "1000" }), "/p/out/runs/SET_GAMES=1000,SET_SEED=7");
 * ```
 */
export function defaultOut(root: string, env: Record<string, string>): string {
  const parameters = parameterEnvironment(env);
  if (!parameters.length) return join(root, "out");
  const name = parameters.map(([k, v]) => `${k}=${v}`).join(",").replace(/[^\w=.,+-]/g, "_").slice(0, 200);
  return join(root, "out", "runs", name);
}

/** Finds a Python that has nbclient and nbformat (Debian's first, as lib/setup.sh installs them there). */
export async function findPython(): Promise<string | undefined> {
  for (const python of ["/usr/bin/python3", "python3"]) {
    try {
      const { success } = await new Deno.Command(python, {
        args: ["-c", "import nbclient, nbformat, jupyter_client"],
        stdout: "null",
        stderr: "null",
      }).output();
      if (success) return python;
    } catch { /* not installed */ }
  }
  return undefined;
}

/** How one attempt at a notebook ended. */
interface Attempt {
  status: "ok" | "error" | "dead" | "timeout" | "interrupted" | "failed";
  cell?: number;
  message: string;
  /** Outputs that arrived after their cell went idle, kept by the executor. */
  late?: number;
}

/** The state shared with the signal handlers. */
interface RunState {
  signal?: Deno.Signal;
  child?: Deno.ChildProcess;
  kernelGroup?: number;
  committing: boolean;
}

/** Kills a process group by id, ignoring one that is gone. */
function killGroup(group: number | undefined): void {
  if (!group) return;
  try {
    Deno.kill(-group, "SIGKILL");
  } catch { /* already gone */ }
}

async function attempt(python: string, notebook: string, output: string, staging: string, state: RunState) {
  const child = new Deno.Command(python, {
    args: [EXECUTOR, notebook, output],
    env: { SET_FIGURES_DIR: join(staging, "figures"), NO_COLOR: "1" },
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  state.child = child;
  const stderr = new Response(child.stderr).text();
  let done: Attempt | undefined;
  let buffer = "";
  const decoder = new TextDecoder();
  const progress = Deno.stderr.isTerminal();
  for await (const chunk of child.stdout) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline: number;
    while ((newline = buffer.indexOf("\n")) >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      let event: Record<string, unknown>;
      try {
        event = JSON.parse(line);
      } catch {
        continue;
      }
      if (event.event === "kernel") state.kernelGroup = Number(event.pid);
      if (event.event === "cell" && progress) {
        Deno.stderr.writeSync(
          new TextEncoder().encode(`\r\x1b[K  ${basename(notebook)}: cell ${Number(event.index) + 1}`),
        );
      }
      if (event.event === "done") {
        done = {
          status: event.status as Attempt["status"],
          cell: typeof event.cell === "number" ? event.cell : undefined,
          message: stripAnsi(String(event.message ?? "")),
          late: typeof event.late === "number" ? event.late : undefined,
        };
      }
    }
  }
  const status = await child.status;
  if (progress) Deno.stderr.writeSync(new TextEncoder().encode("\r\x1b[K"));
  state.child = undefined;
  if (!done) {
    // The executor died without a word (killed, or Python failed to start): make sure no kernel is left.
    killGroup(state.kernelGroup);
    const tail = stripAnsi(await stderr).trim().split("\n").slice(-5).join("\n");
    done = { status: state.signal ? "interrupted" : "failed", message: tail || `executor exited with ${status.code}` };
  } else {
    await stderr;
  }
  state.kernelGroup = undefined;
  return done;
}

/**
 * The traceback part of nbclient's cell error (after the cell's source, which
 * it quotes between dashed lines), its last lines, each once.
 */
function errorExcerpt(message: string, lines = 12): string[] {
  const all = message.split("\n").map((line) => line.trimEnd());
  const afterSource = all.map((line) => /^-{10,}$/.test(line.trim())).lastIndexOf(true);
  const trace = all.slice(afterSource + 1).filter((line, i, kept) => line.trim() && kept.indexOf(line) === i);
  return trace.slice(-lines).map((line) => `    ${line}`);
}

interface NotebookResult {
  name: string;
  status: "ok" | "failed" | "stopped" | "not run";
  detail: string;
  extra: string[];
  seconds: number;
}

async function runNotebook(python: string, path: string, staging: string, state: RunState): Promise<NotebookResult> {
  const name = basename(path, ".ipynb");
  const output = join(staging, "notebooks", `${name}.ipynb`);
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  const cellName = (index?: number) => index === undefined ? "" : ` in cell ${index + 1}`;
  for (let n = 1; n <= ATTEMPTS; n++) {
    const result = await attempt(python, path, output, staging, state);
    if (state.signal || result.status === "interrupted") {
      return {
        name,
        status: "stopped",
        detail: `stopped by ${state.signal ?? result.message}`,
        extra: [],
        seconds: seconds(),
      };
    }
    if (result.status !== "ok") {
      const what = {
        error: "a cell raised an error",
        dead: "the kernel died",
        timeout: "a cell timed out",
        failed: "could not run",
        ok: "",
        interrupted: "",
      }[result.status];
      const lastLine = result.message.split("\n").filter((l) => l.trim()).pop() ?? "";
      return {
        name,
        status: "failed",
        detail: `${what}${cellName(result.cell)}: ${lastLine.trim().slice(0, 200)}`,
        extra: result.status === "error" ? errorExcerpt(result.message) : [],
        seconds: seconds(),
      };
    }
    const { describeMissing, missingOutputs, repeatedOutputs } = await checker();
    const executed = await readNotebook(output);
    const repeated = repeatedOutputs(executed).map((r) =>
      `cell ${r.index + 1}${r.executionCount ? ` [${r.executionCount}]` : ""} ${
        JSON.stringify(r.firstLine.slice(0, 60))
      }`
    );
    if (repeated.length) {
      return {
        name,
        status: "failed",
        detail: `shows an output twice (its last value repeats a display): ${repeated[0]}`,
        extra: repeated.slice(1).map((line) => `    ${line}`),
        seconds: seconds(),
      };
    }
    const missing = missingOutputs(executed);
    if (!missing.length) {
      const late = result.late ? `(${plural(result.late, "late output")} kept)` : "";
      return { name, status: "ok", detail: late, extra: [], seconds: seconds() };
    }
    const lines = missing.map(describeMissing);
    if (n === ATTEMPTS) {
      return {
        name,
        status: "failed",
        detail: `output lost in ${ATTEMPTS} attempts: ${lines[0]}`,
        extra: lines.slice(1).map((line) => `    ${line}`),
        seconds: seconds(),
      };
    }
    console.error(`notebooks: retry   ${name}: attempt ${n} of ${ATTEMPTS} lost output: ${lines.join("; ")}`);
  }
  throw new Error("unreachable");
}

function line(result: NotebookResult): string {
  const label = { ok: "ok     ", failed: "FAILED ", stopped: "stopped", "not run": "not run" }[result.status];
  const time = result.status === "not run" ? "" : `  ${result.seconds.toFixed(1)} s`;
  return `notebooks: ${label} ${result.name}${time}${result.detail ? `  ${result.detail}` : ""}`;
}

/**
 * Runs the command line; returns the exit code (0, 1, 2, 130 or 143).
 * Prints one line per notebook and a summary on stderr.
 */
export async function main(args: readonly string[]): Promise<number> {
  let parsed: RunnerArgs;
  try {
    parsed = parseRunnerArgs(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`notebooks: ${error.message} (${USAGE})`);
    return 2;
  }
  if (parsed.help) {
    console.log(USAGE);
    return 0;
  }
  const outDir = parsed.out === undefined ? defaultOut(ROOT, Deno.env.toObject()) : resolve(userPath(parsed.out));
  let notebooks = parsed.notebooks.map((path) => resolve(userPath(path)));
  for (const path of notebooks) {
    if (!path.endsWith(".ipynb") || !(await Deno.stat(path).then((s) => s.isFile, () => false))) {
      console.error(`notebooks: no notebook ${path} (${USAGE})`);
      return 2;
    }
  }
  if (new Set(notebooks.map((path) => basename(path))).size !== notebooks.length) {
    console.error(`notebooks: two notebooks with the same name (${USAGE})`);
    return 2;
  }
  if (await Deno.stat(outDir).then((s) => !s.isDirectory, () => false)) {
    console.error(`notebooks: --out ${outDir} is not a folder (${USAGE})`);
    return 2;
  }
  const subset = notebooks.length > 0;
  if (!subset) {
    notebooks = [];
    for await (const entry of Deno.readDir(join(ROOT, "notebooks"))) {
      if (entry.isFile && entry.name.endsWith(".ipynb")) notebooks.push(join(ROOT, "notebooks", entry.name));
    }
    notebooks.sort();
  }
  const python = await findPython();
  if (!python) {
    console.error("notebooks: no Python with nbclient and nbformat found; run: bash lib/setup.sh");
    return 1;
  }

  const started = performance.now();
  const state: RunState = { committing: false };
  const onSignal = (signal: Deno.Signal) => () => {
    if (state.signal) return;
    state.signal = signal;
    if (state.committing || !state.child) return;
    const child = state.child;
    child.kill("SIGTERM"); // the executor kills its kernel and exits at once
    const escalate = setTimeout(() => {
      try {
        child.kill("SIGKILL");
      } catch { /* exited meanwhile */ }
      killGroup(state.kernelGroup);
    }, KILL_AFTER_MS);
    child.status.finally(() => clearTimeout(escalate));
  };
  const handlers = (["SIGINT", "SIGTERM"] as const).map((signal) => [signal, onSignal(signal)] as const);
  for (const [signal, handler] of handlers) Deno.addSignalListener(signal, handler);

  await Deno.mkdir(dirname(outDir), { recursive: true });
  const staging = await Deno.makeTempDir({ dir: dirname(outDir), prefix: `.${basename(outDir)}.run-` });
  const results: NotebookResult[] = [];
  try {
    await Deno.mkdir(join(staging, "notebooks"), { recursive: true });
    if (subset) {
      // Keep the other notebooks' executed copies and the figures already there.
      const running = new Set(notebooks.map((path) => basename(path)));
      if (await exists(join(outDir, "notebooks"))) {
        for await (const entry of Deno.readDir(join(outDir, "notebooks"))) {
          if (entry.isFile && entry.name.endsWith(".ipynb") && !running.has(entry.name)) {
            await Deno.copyFile(join(outDir, "notebooks", entry.name), join(staging, "notebooks", entry.name));
          }
        }
      }
      if (await exists(join(outDir, "figures"))) await copyTree(join(outDir, "figures"), join(staging, "figures"));
    }
    for (const path of notebooks) {
      if (state.signal) {
        results.push({ name: basename(path, ".ipynb"), status: "not run", detail: "", extra: [], seconds: 0 });
        console.error(line(results.at(-1)!));
        continue;
      }
      const result = await runNotebook(python, path, staging, state);
      results.push(result);
      console.error(line(result));
      for (const extra of result.extra) console.error(extra);
    }
    const passed = results.filter((r) => r.status === "ok").length;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (state.signal || passed < notebooks.length) {
      const counts = (["ok", "failed", "stopped", "not run"] as const)
        .map((status) => [status, results.filter((r) => r.status === status).length] as const)
        .filter(([, n]) => n > 0)
        .map(([status, n]) => `${n} ${status === "ok" ? "passed" : status}`);
      console.error(`notebooks: ${counts.join(", ")} in ${seconds} s; ${outDir} left as it was`);
      return state.signal === "SIGINT" ? 130 : state.signal === "SIGTERM" ? 143 : 1;
    }
    try {
      await (await exporter()).exportSite({ outDir: staging });
    } catch (error) {
      console.error(`notebooks: export failed: ${(error as Error).message}; ${outDir} left as it was`);
      return 1;
    }
    if (state.signal) {
      console.error(`notebooks: stopped by ${state.signal} before replacing ${outDir}; left as it was`);
      return state.signal === "SIGINT" ? 130 : 143;
    }
    state.committing = true;
    await replaceEntries(staging, outDir, OWNED);
    const total = ((performance.now() - started) / 1000).toFixed(1);
    console.error(
      `notebooks: ${passed} passed in ${total} s; ${outDir}: ${OWNED.join(", ")} replaced` +
        (state.signal ? ` (${state.signal} came after the output was complete)` : ""),
    );
    return 0;
  } finally {
    if (state.child) {
      try {
        state.child.kill("SIGKILL");
      } catch { /* exited */ }
    }
    killGroup(state.kernelGroup);
    await Deno.remove(staging, { recursive: true }).catch(() => {});
    for (const [signal, handler] of handlers) Deno.removeSignalListener(signal, handler);
  }
}

if (import.meta.main) Deno.exit(await main(Deno.args));
