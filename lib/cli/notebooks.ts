/**
 * `deno task notebooks [--out ROOT] [NOTEBOOK ...]`: executes notebooks headless with the Deno
 * kernel and exports them as one run's folder.
 *
 * **The model.** A run writes one folder, `ROOT/NAME/` (ROOT is `out/` unless `--out` says
 * otherwise), named by the parameters that differ from the defaults (lib/display/parameters.ts:
 * `default` when none does, else e.g. `seed-7_trials-10000`), and nothing else. The folder holds
 * the executed notebooks, their pages, their figures and `run.json` (the parameters, the
 * notebooks, versions and time). The article's figures are those of `ROOT/default/`, which only a
 * run at the default parameters writes.
 *
 * 1. The command line and every `SET_*` variable are checked first: a mistake gets one line and
 *    exit code 2, and nothing is done.
 * 2. The new copy is built in `ROOT/.runs/` (lib/cli/run_folder.ts), under a lock that a second
 *    run of the same parameters is refused; notebooks run in parallel, one kernel each, one more
 *    at a time than there are cores (`--jobs N` to choose). Given some notebooks only, the others' executed copies and figures are
 *    carried over from the previous copy, so the folder still holds every notebook run.
 * 3. At the first failing notebook the run stops: the other kernels are killed, and ROOT/NAME is
 *    left byte for byte as it was (exit code 1; 130 after SIGINT, 143 after SIGTERM). When every
 *    notebook passed, the pages are exported and the new copy replaces the old in one step.
 *
 * @module
 */
import { basename, join, resolve } from "node:path";
import { command, helpText, readCommandLine } from "./_command.ts";
import { stripAnsi } from "../common/escape.ts";
import { plural } from "../present/format.ts";
import { cores } from "../common/parallel.ts";
import { integerParam, pathParam, UsageError } from "../common/params.ts";
import { versions } from "../common/versions.ts";
import { LANGS } from "../common/lang.ts";
import { NOTEBOOK_NAMES } from "../config.ts";
import { changedParameters, runName } from "../run/names.ts";
import {
  processEnvironment,
  readParameters,
  RUN_FOLDER_VARIABLE,
  RUN_NAME_VARIABLE,
  RUN_PATH_VARIABLE,
} from "../run/parameters.ts";
import { DEFAULT_OUT, PROJECT_ROOT, refuseForeignFolder, RUN_RECORD } from "../run/owned_folder.ts";
import { openRunFolder, type RunFolder, RunFolderError } from "../run/run_folder.ts";

const exporter = () => import("../html/export.ts");
const figureIndex = () => import("../figures/export.ts");

/** How long an interrupted executor gets to stop its kernel before both are killed. */
const KILL_AFTER_MS = 10_000;

const EXECUTOR = join(PROJECT_ROOT, "lib/cli/execute_notebooks.py");

/** `deno task notebooks`: its flags and arguments (it runs through {@link main}, not `runCommand`). */
export const NOTEBOOKS_COMMAND = command({
  name: "notebooks",
  summary: "Executes the notebooks headless and builds the run's folder (pages, figures, executed notebooks) " +
    "from the SET_* variables; replaces the folder only when every notebook passed.",
  flags: {
    out: pathParam("the folder that holds runs (default out/)", "a folder"),
    jobs: integerParam({ min: 1, max: 64, meaning: "notebooks at a time", defaultText: "one more than the cores" }),
  },
  positionals: { name: "NOTEBOOK", meaning: "a notebook to run (default: all of notebooks/)", most: Infinity },
  run() {},
});

/**
 * Refuses a folder for runs that is the project's own, inside a run's folder, a staging folder or a folder another
 * task owns, or that is itself a run's folder.
 *
 * @throws {UsageError} one line naming the folder.
 */
export async function checkRoot(root: string): Promise<void> {
  await refuseForeignFolder(root, `--out ${root}`);
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

/**
 * Why the project's kernel (lib/kernel/kernel.py, the kernelspec `deno-set` that the notebooks name) cannot run
 * them: missing, or another version than this project's (say, lib/kernel/kernel.py changed since set-up); or
 * undefined when it can, or when no notebook given names it.
 */
async function kernelProblem(python: string, notebooks: string[]): Promise<string | undefined> {
  const kernels = await Promise.all(notebooks.map(async (path) => {
    try {
      return JSON.parse(await Deno.readTextFile(path)).metadata?.kernelspec?.name;
    } catch {
      return undefined; // the executor says what is wrong with the file
    }
  }));
  if (!kernels.includes("deno-set")) return undefined;
  const { success, stderr } = await new Deno.Command(python, {
    args: [join(PROJECT_ROOT, "lib", "kernel", "kernel.py"), "--check", Deno.execPath()],
    stdout: "null",
    stderr: "piped",
  }).output();
  return success ? undefined : new TextDecoder().decode(stderr).trim();
}

/** How one notebook ended. */
interface NotebookResult {
  name: string;
  status: "ok" | "failed" | "stopped" | "not run";
  detail: string;
  extra: string[];
  seconds: number;
}

/** A running executor, so a signal or another notebook's failure can stop it. */
interface Running {
  child: Deno.ChildProcess;
  kernelGroup?: number;
}

/** Kills a process group by id, ignoring one that is gone. */
function killGroup(group: number | undefined): void {
  if (!group) return;
  try {
    Deno.kill(-group, "SIGKILL");
  } catch { /* already gone */ }
}

/** Stops an executor: SIGTERM (it kills its kernel and exits), then SIGKILL for both if it lingers. */
function stop(running: Running): void {
  try {
    running.child.kill("SIGTERM");
  } catch { /* exited */ }
  const escalate = setTimeout(() => {
    try {
      running.child.kill("SIGKILL");
    } catch { /* exited meanwhile */ }
    killGroup(running.kernelGroup);
  }, KILL_AFTER_MS);
  running.child.status.finally(() => clearTimeout(escalate));
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

/** Executes one notebook into `staging/notebooks/`, reporting its cells on the progress line. */
async function execute(
  python: string,
  path: string,
  staging: string,
  runName: string,
  shownPath: string,
  running: Map<string, Running>,
  onCell: (name: string, cell: number) => void,
): Promise<NotebookResult> {
  const name = basename(path, ".ipynb");
  const started = performance.now();
  const child = new Deno.Command(python, {
    args: [EXECUTOR, path, join(staging, "notebooks", `${name}.ipynb`), String(Deno.pid)],
    env: {
      [RUN_FOLDER_VARIABLE]: staging,
      [RUN_NAME_VARIABLE]: runName,
      [RUN_PATH_VARIABLE]: shownPath,
      NO_COLOR: "1",
    },
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const entry: Running = { child };
  running.set(name, entry);
  let done: { status: string; cell?: number; message: string } | undefined;
  const stdout = readLines(child.stdout, (line) => {
    let event: Record<string, unknown>;
    try {
      event = JSON.parse(line);
    } catch {
      return;
    }
    if (event.event === "kernel") entry.kernelGroup = Number(event.pid);
    if (event.event === "cell") onCell(name, Number(event.index));
    if (event.event === "done") {
      done = {
        status: String(event.status),
        cell: typeof event.cell === "number" ? event.cell : undefined,
        message: stripAnsi(String(event.message ?? "")),
      };
    }
  });
  const stderrLines: string[] = [];
  const stderr = readLines(child.stderr, (line) => stderrLines.push(line));
  const status = await child.status;
  // The executor is gone. Read what it wrote, but not forever: a process it failed to stop could hold its pipes.
  await Promise.race([Promise.all([stdout.done, stderr.done]), new Promise((resolve) => setTimeout(resolve, 1000))]);
  stdout.cancel();
  stderr.cancel();
  running.delete(name);
  const seconds = (performance.now() - started) / 1000;
  if (!done) {
    // The executor died without a word (killed, or Python failed to start): make sure no kernel is left.
    killGroup(entry.kernelGroup);
    const tail = stripAnsi(stderrLines.join("\n")).trim().split("\n").slice(-5).join("\n");
    done = { status: status.signal ? "interrupted" : "failed", message: tail || `executor exited with ${status.code}` };
  }
  if (done.status === "ok") return { name, status: "ok", detail: "", extra: [], seconds };
  if (done.status === "interrupted") return { name, status: "stopped", detail: "", extra: [], seconds };
  const what: Record<string, string> = {
    error: "a cell raised an error",
    dead: "the kernel died",
    timeout: "a cell timed out",
    failed: "could not run",
  };
  const cell = done.cell === undefined ? "" : ` in cell ${done.cell + 1}`;
  const lastLine = done.message.split("\n").filter((l) => l.trim()).pop() ?? "";
  return {
    name,
    status: "failed",
    detail: `${what[done.status] ?? done.status}${cell}: ${lastLine.trim().slice(0, 200)}`,
    extra: done.status === "error" ? errorExcerpt(done.message) : [],
    seconds,
  };
}

/** Reads a stream line by line until it ends or is cancelled. */
function readLines(stream: ReadableStream<Uint8Array>, onLine: (line: string) => void) {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const done = (async () => {
    try {
      while (true) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let newline: number;
        while ((newline = buffer.indexOf("\n")) >= 0) {
          onLine(buffer.slice(0, newline));
          buffer = buffer.slice(newline + 1);
        }
      }
      if (buffer) onLine(buffer);
    } catch { /* cancelled */ }
  })();
  return { done, cancel: () => void reader.cancel().catch(() => {}) };
}

function line(result: NotebookResult): string {
  const label = { ok: "ok     ", failed: "FAILED ", stopped: "stopped", "not run": "not run" }[result.status];
  const time = result.status === "not run" ? "" : `  ${result.seconds.toFixed(1)} s`;
  return `notebooks: ${label} ${result.name}${time}${result.detail ? `  ${result.detail}` : ""}`;
}

/** Lists a folder's entries, none when it does not exist. */
async function names(dir: string): Promise<string[]> {
  const found: string[] = [];
  try {
    for await (const entry of Deno.readDir(dir)) found.push(entry.name);
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  }
  return found.sort();
}

/**
 * Copies into the new copy what the previous copy holds of the notebooks not run now: their
 * executed notebooks, and every figure file except those of the notebooks run now (each
 * figure's sidecar in `.figures/` names its notebook and files).
 */
async function carryOver(previous: string, staging: string, rerun: Set<string>): Promise<void> {
  for (const file of await names(join(previous, "notebooks"))) {
    if (file.endsWith(".ipynb") && !rerun.has(file.slice(0, -".ipynb".length))) {
      await Deno.copyFile(join(previous, "notebooks", file), join(staging, "notebooks", file));
    }
  }
  for (const lang of await names(join(previous, "figures"))) {
    const from = join(previous, "figures", lang), to = join(staging, "figures", lang);
    const dropped = new Set<string>();
    for (const sidecar of await names(join(from, ".figures"))) {
      const entry = JSON.parse(await Deno.readTextFile(join(from, ".figures", sidecar)));
      if (!rerun.has(entry.notebook)) continue;
      dropped.add(join(".figures", sidecar));
      for (const file of Object.values(entry.files as Record<string, string>)) dropped.add(file);
    }
    for (const folder of ["", ".figures"]) {
      for (const name of await names(join(from, folder))) {
        const file = join(folder, name);
        if (dropped.has(file) || !(await Deno.stat(join(from, file))).isFile) continue;
        await Deno.mkdir(join(to, folder), { recursive: true });
        await Deno.copyFile(join(from, file), join(to, file));
      }
    }
  }
}

/**
 * Runs the command line; returns the exit code (0, 1, 2, 130 or 143).
 * Prints one line per notebook and a summary on stderr.
 */
export async function main(args: readonly string[]): Promise<number> {
  let parsed: ReturnType<typeof readCommandLine<typeof NOTEBOOKS_COMMAND.flags>>;
  let values: ReturnType<typeof readParameters>;
  const usage = "deno task notebooks --help explains the flags";
  try {
    parsed = readCommandLine(args, NOTEBOOKS_COMMAND);
    if (parsed.flags.help) {
      console.log(helpText(NOTEBOOKS_COMMAND));
      return 0;
    }
    values = readParameters(processEnvironment());
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`notebooks: ${error.message} (${usage})`);
    return 2;
  }
  const root = parsed.flags.out === undefined ? DEFAULT_OUT : resolve(parsed.flags.out);
  const given = parsed.positionals.map((path) => resolve(path));
  try {
    for (const path of given) {
      if (!path.endsWith(".ipynb") || !(await Deno.stat(path).then((s) => s.isFile, () => false))) {
        throw new UsageError(`no notebook ${path}`);
      }
    }
    if (new Set(given.map((path) => basename(path))).size !== given.length) {
      throw new UsageError("two notebooks with the same name");
    }
    await checkRoot(root);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`notebooks: ${error.message} (${usage})`);
    return 2;
  }
  const notebooks = given.length
    ? given
    : NOTEBOOK_NAMES.map((name) => join(PROJECT_ROOT, "notebooks", `${name}.ipynb`));
  const python = await findPython();
  if (!python) {
    console.error("notebooks: no Python with nbclient and nbformat found; run: bash lib/setup.sh");
    return 1;
  }
  const problem = await kernelProblem(python, notebooks);
  if (problem) {
    console.error(`notebooks: ${problem}`);
    return 1;
  }

  const name = runName(values);
  let run: RunFolder;
  try {
    run = await openRunFolder(root, name);
  } catch (error) {
    if (!(error instanceof RunFolderError)) throw error;
    console.error(`notebooks: ${error.message}`);
    return 1;
  }
  const started = performance.now();
  const running = new Map<string, Running>();
  let signal: Deno.Signal | undefined;
  let committing = false;
  const onSignal = (received: Deno.Signal) => () => {
    if (signal) return;
    signal = received;
    if (!committing) { for (const each of running.values()) stop(each); }
  };
  const handlers = (["SIGINT", "SIGTERM", "SIGHUP"] as const).map((s) => [s, onSignal(s)] as const);
  for (const [s, handler] of handlers) Deno.addSignalListener(s, handler);
  const exitCode = () => ({ SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as Record<string, number>)[signal ?? ""] ?? 1;
  const progress = Deno.stderr.isTerminal();
  const cells = new Map<string, number>();
  const onCell = (notebook: string, cell: number) => {
    cells.set(notebook, cell);
    if (!progress) return;
    const text = [...cells].map(([nb, index]) => `${nb.slice(0, 2)}: cell ${index + 1}`).join("  ");
    Deno.stderr.writeSync(new TextEncoder().encode(`\r\x1b[K  ${text}`));
  };
  const clearProgress = () => progress && Deno.stderr.writeSync(new TextEncoder().encode("\r\x1b[K"));
  const results: NotebookResult[] = [];
  let prepared: Promise<void> | undefined;
  try {
    await Deno.mkdir(join(run.staging, "notebooks"), { recursive: true });
    if (given.length && run.existed) {
      await carryOver(run.path, run.staging, new Set(notebooks.map((path) => basename(path, ".ipynb"))));
    }
    // The pages' scripts do not depend on the notebooks: bundle them meanwhile.
    prepared = exporter().then((module) => module.prepareExport(), () => {});
    // By default one notebook more than there are cores (three on two): a kernel waits at times (starting, between
    // cells), and the third keeps the cores busy then (notebooks 1–6: 22 s instead of 27). The first failure stops
    // the rest.
    const queue = [...notebooks];
    let failed = false;
    const worker = async () => {
      while (queue.length) {
        const path = queue.shift()!;
        if (failed || signal) {
          results.push({ name: basename(path, ".ipynb"), status: "not run", detail: "", extra: [], seconds: 0 });
          continue;
        }
        const result = await execute(python, path, run.staging, name, shown(run.path), running, onCell);
        cells.delete(result.name);
        if (result.status === "stopped" && !signal) result.detail = "stopped: another notebook failed";
        if (result.status === "stopped" && signal) result.detail = `stopped by ${signal}`;
        results.push(result);
        clearProgress();
        console.error(line(result));
        for (const extra of result.extra) console.error(extra);
        if (result.status !== "ok" && !failed) {
          failed = true;
          for (const each of running.values()) stop(each);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(parsed.flags.jobs ?? cores() + 1, notebooks.length) }, worker));
    for (const result of results.filter((r) => r.status === "not run")) console.error(line(result));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const passed = results.filter((r) => r.status === "ok").length;
    if (signal || passed < notebooks.length) {
      const counts = (["ok", "failed", "stopped", "not run"] as const)
        .map((status) => [status, results.filter((r) => r.status === status).length] as const)
        .filter(([, n]) => n > 0)
        .map(([status, n]) => `${n} ${status === "ok" ? "passed" : status}`);
      console.error(`notebooks: ${counts.join(", ")} in ${seconds} s; ${run.path} left as it was`);
      return exitCode();
    }
    const { rebuildFigureIndex } = await figureIndex();
    for (const lang of LANGS) {
      const folder = join(run.staging, "figures", lang);
      if (await Deno.stat(join(folder, ".figures")).then(() => true, () => false)) await rebuildFigureIndex(folder);
    }
    const record = {
      task: "notebooks",
      name,
      parameters: values,
      changed: changedParameters(values),
      notebooks: (await names(join(run.staging, "notebooks"))).filter((f) => f.endsWith(".ipynb")),
      ran: notebooks.map((path) => basename(path)),
      date: new Date().toISOString(),
      seconds: Number(seconds),
      versions: versions(),
    };
    await Deno.writeTextFile(join(run.staging, RUN_RECORD), JSON.stringify(record, null, 2) + "\n");
    try {
      await (await exporter()).exportSite({ outDir: run.staging });
    } catch (error) {
      console.error(`notebooks: export failed: ${(error as Error).message}; ${run.path} left as it was`);
      return 1;
    }
    if (signal) {
      console.error(`notebooks: stopped by ${signal} before replacing ${run.path}; left as it was`);
      return exitCode();
    }
    committing = true;
    await run.commit();
    const total = ((performance.now() - started) / 1000).toFixed(1);
    console.error(
      `notebooks: ${plural(passed, "notebook")} passed in ${total} s; ${run.path} ` +
        (run.existed ? "replaced" : "written"),
    );
    return 0;
  } catch (error) {
    if (!(error instanceof RunFolderError || error instanceof Deno.errors.PermissionDenied || isDiskError(error))) {
      throw error;
    }
    console.error(`notebooks: ${(error as Error).message.split("\n")[0]}; ${run.path} left as it was`);
    return 1;
  } finally {
    for (const each of running.values()) {
      try {
        each.child.kill("SIGKILL");
      } catch { /* exited */ }
      killGroup(each.kernelGroup);
    }
    await prepared; // the bundler's temporary folder is gone when it ends
    await run.release();
    for (const [s, handler] of handlers) Deno.removeSignalListener(s, handler);
  }
}

/** A path as a user reads it: relative to the project when inside it. */
function shown(path: string): string {
  return path.startsWith(`${PROJECT_ROOT}/`) ? path.slice(PROJECT_ROOT.length + 1) : path;
}

/** A full disk, a read-only file system, and the like. */
function isDiskError(error: unknown): boolean {
  return error instanceof Error && /os error (28|30|122|5)\b/.test(error.message);
}

if (import.meta.main) Deno.exit(await main(Deno.args));
