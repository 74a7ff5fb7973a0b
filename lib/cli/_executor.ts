/**
 * One notebook executed headless for the runner: `execute_notebooks.py` runs it with nbclient in a kernel of its
 * own, reports its progress as JSON lines on stdout, and writes the executed copy.
 *
 * @module
 */
import { basename, join } from "node:path";
import { stripAnsi } from "../common/escape.ts";
import { PROJECT_ROOT } from "../run/owned_folder.ts";
import { RUN_FOLDER_VARIABLE, RUN_NAME_VARIABLE, RUN_PATH_VARIABLE } from "../run/parameters.ts";

const EXECUTOR = join(PROJECT_ROOT, "lib/cli/execute_notebooks.py");

/** How long an interrupted executor gets to stop its kernel before both are killed. */
const KILL_AFTER_MS = 10_000;

/** How one notebook ended: a one-line detail, and the error's last lines when a cell raised one. */
export interface NotebookResult {
  name: string;
  status: "ok" | "failed" | "stopped" | "not run";
  detail: string;
  extra: string[];
  seconds: number;
}

/** A running executor, so that a signal or another notebook's failure can stop it. */
export interface Executor {
  child: Deno.ChildProcess;
  kernelGroup?: number;
}

/** Finds a Python that has nbclient and nbformat (Debian's first, as lib/setup.sh installs them there). */
export async function findPython(): Promise<string | undefined> {
  const args = ["-c", "import nbclient, nbformat, jupyter_client"];
  for (const python of ["/usr/bin/python3", "python3"]) {
    const check = new Deno.Command(python, { args, stdout: "null", stderr: "null" }).output();
    if (await check.then((output) => output.success, () => false)) return python; // rejected: not installed
  }
  return undefined;
}

/**
 * Why the project's kernel (`deno-set`, lib/kernel/kernel.py) cannot run the notebooks (missing, or not this
 * project's); undefined when it can, or when no notebook given names it.
 */
export async function kernelProblem(python: string, notebooks: string[]): Promise<string | undefined> {
  // A file that cannot be read names no kernel: the executor says what is wrong with it.
  const kernels = await Promise.all(
    notebooks.map((path) =>
      Deno.readTextFile(path).then((text) => JSON.parse(text).metadata?.kernelspec?.name).catch(() => undefined)
    ),
  );
  if (!kernels.includes("deno-set")) return undefined;
  const { success, stderr } = await new Deno.Command(python, {
    args: [join(PROJECT_ROOT, "lib", "kernel", "kernel.py"), "--check", Deno.execPath()],
    stdout: "null",
    stderr: "piped",
  }).output();
  return success ? undefined : new TextDecoder().decode(stderr).trim();
}

/** Sends a signal, to nothing when the process has exited. */
function signal(send: () => void): void {
  try {
    send();
  } catch { /* exited */ }
}

const killGroup = (group: number | undefined) => group && signal(() => Deno.kill(-group, "SIGKILL"));

/** Kills an executor and its kernel at once. */
export function kill(executor: Executor): void {
  signal(() => executor.child.kill("SIGKILL"));
  killGroup(executor.kernelGroup);
}

/** Stops an executor: SIGTERM (it kills its kernel and exits), then SIGKILL for both if it lingers. */
export function stop(executor: Executor): void {
  signal(() => executor.child.kill("SIGTERM"));
  const escalate = setTimeout(() => kill(executor), KILL_AFTER_MS);
  executor.child.status.finally(() => clearTimeout(escalate));
}

/** What the runner tells a notebook: where the run is built, its name, and the path it will have once done. */
export interface Execution {
  staging: string;
  runName: string;
  shownPath: string;
  /** The executors running now, this one among them while it runs. */
  running: Map<string, Executor>;
  onCell: (notebook: string, cell: number) => void;
}

const FAILURES: Record<string, string> = {
  error: "a cell raised an error",
  dead: "the kernel died",
  timeout: "a cell timed out",
  failed: "could not run",
};

/** Executes one notebook into `staging/notebooks/`. */
export async function execute(python: string, path: string, run: Execution): Promise<NotebookResult> {
  const name = basename(path, ".ipynb");
  const started = performance.now();
  const child = new Deno.Command(python, {
    args: [EXECUTOR, path, join(run.staging, "notebooks", `${name}.ipynb`), String(Deno.pid)],
    env: {
      [RUN_FOLDER_VARIABLE]: run.staging,
      [RUN_NAME_VARIABLE]: run.runName,
      [RUN_PATH_VARIABLE]: run.shownPath,
      NO_COLOR: "1",
    },
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const executor: Executor = { child };
  run.running.set(name, executor);
  let done: { status: string; cell?: number; message: string } | undefined;
  const stdout = readLines(child.stdout, (line) => {
    let event: Record<string, unknown>;
    try {
      event = JSON.parse(line);
    } catch {
      return;
    }
    if (event.event === "kernel") executor.kernelGroup = Number(event.pid);
    if (event.event === "cell") run.onCell(name, Number(event.index));
    if (event.event === "done") {
      const cell = typeof event.cell === "number" ? event.cell : undefined;
      done = { status: String(event.status), cell, message: stripAnsi(String(event.message ?? "")) };
    }
  });
  const stderrLines: string[] = [];
  const stderr = readLines(child.stderr, (line) => stderrLines.push(line));
  const status = await child.status;
  // The executor is gone. Read what it wrote, but not forever: a process it failed to stop could hold its pipes.
  await Promise.race([Promise.all([stdout.done, stderr.done]), new Promise((resolve) => setTimeout(resolve, 1000))]);
  stdout.cancel();
  stderr.cancel();
  run.running.delete(name);
  const seconds = (performance.now() - started) / 1000;
  if (!done) {
    // The executor died without a word (killed, or Python failed to start): make sure no kernel is left.
    killGroup(executor.kernelGroup);
    const tail = stripAnsi(stderrLines.join("\n")).trim().split("\n").slice(-5).join("\n");
    done = { status: status.signal ? "interrupted" : "failed", message: tail || `executor exited with ${status.code}` };
  }
  if (done.status === "ok") return { name, status: "ok", detail: "", extra: [], seconds };
  if (done.status === "interrupted") return { name, status: "stopped", detail: "", extra: [], seconds };
  const cell = done.cell === undefined ? "" : ` in cell ${done.cell + 1}`;
  const lastLine = done.message.split("\n").filter((l) => l.trim()).pop() ?? "";
  return {
    name,
    status: "failed",
    detail: `${FAILURES[done.status] ?? done.status}${cell}: ${lastLine.trim().slice(0, 200)}`,
    extra: done.status === "error" ? errorExcerpt(done.message) : [],
    seconds,
  };
}

/** The last lines of nbclient's cell error after the cell's source (which it quotes between dashed lines), each once. */
function errorExcerpt(message: string, lines = 12): string[] {
  const all = message.split("\n").map((line) => line.trimEnd());
  const afterSource = all.map((line) => /^-{10,}$/.test(line.trim())).lastIndexOf(true);
  const trace = all.slice(afterSource + 1).filter((line, i, kept) => line.trim() && kept.indexOf(line) === i);
  return trace.slice(-lines).map((line) => `    ${line}`);
}

/** Calls `onLine` for each line of a stream until it ends or is cancelled. */
function readLines(stream: ReadableStream<Uint8Array<ArrayBuffer>>, onLine: (line: string) => void) {
  const reader = stream.pipeThrough(new TextDecoderStream()).getReader();
  const done = (async () => {
    let buffer = "";
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        const lines = (buffer + read.value).split("\n");
        buffer = lines.pop()!;
        for (const line of lines) onLine(line);
      }
      if (buffer) onLine(buffer);
    } catch { /* cancelled */ }
  })();
  return { done, cancel: () => void reader.cancel().catch(() => {}) };
}
