/**
 * Helpers for the command tests: run a command as a user would, and check bad input; for the runner's tests
 * (`notebooks*_test.ts`), `deno task notebooks` with real kernels on the fixture notebooks in lib/html/_testdata/.
 *
 * @module
 */
import { deepEqual, equal, match } from "node:assert/strict";
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import type { AnyParam } from "../common/params.ts";
import { type CommandSpec, readCommandLine, UsageError } from "./_command.ts";

/** Options of {@link runCommand}. */
export interface RunOptions {
  /**
   * Sends `signal` to the command `afterMs` milliseconds after it started, or after `once(stderr)` first holds
   * (checked every 100 ms, given what it printed on stderr so far).
   */
  kill?: { signal: Deno.Signal; afterMs: number; once?: (stderr: string) => boolean };
  /** More environment variables for the command. */
  env?: Record<string, string>;
}

/** Runs `deno run --allow-all SCRIPT ARGS…` as a user would (no input) and collects its output. */
export async function runCommand(
  script: string,
  args: string[],
  { kill, env = {} }: RunOptions = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-all", script, ...args],
    env: { NO_COLOR: "1", ...env },
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  let timer: ReturnType<typeof setTimeout> | undefined, done = false;
  let stderr = "";
  const stdout = new Response(child.stdout).text();
  const stderrRead = (async () => {
    for await (const chunk of child.stderr.pipeThrough(new TextDecoderStream())) stderr += chunk;
  })();
  const send = () => {
    timer = setTimeout(() => !done && child.kill(kill!.signal), kill!.afterMs);
  };
  const poll = () => {
    if (done) return;
    if (kill!.once!(stderr)) send();
    else timer = setTimeout(poll, 100);
  };
  if (kill) kill.once ? poll() : send();
  const [status, out] = await Promise.all([child.status, stdout, stderrRead]);
  done = true;
  clearTimeout(timer);
  return { code: status.code, stdout: out, stderr };
}

/**
 * Checks each bad command line: it must be refused with one line matching its pattern on stderr, nothing on stdout,
 * exit code 2, and nothing written into the temporary folder the cases may point at. Given the command's `spec`, a
 * line its flags refuse is checked in this process; the first case, and every line refused only once the command
 * runs, run the command as a user would.
 */
export async function badInputCases(
  script: string,
  cases: (out: string, dir: string) => [string[], RegExp][],
  spec?: CommandSpec<Record<string, AnyParam>>,
): Promise<void> {
  const dir = await Deno.makeTempDir();
  try {
    const list = cases(`${dir}/out.json`, dir);
    const refusedHere = (args: string[]): string | undefined => {
      if (!spec) return undefined;
      try {
        readCommandLine(args, spec);
        return undefined;
      } catch (error) {
        if (!(error instanceof UsageError)) throw error;
        return `${spec.name}: ${error.message.split("\n")[0]}\n`;
      }
    };
    const results = await Promise.all(list.map(async ([args], i) => {
      const line = i === 0 ? undefined : refusedHere(args);
      return line === undefined ? await runCommand(script, args) : { code: 2, stdout: "", stderr: line };
    }));
    results.forEach(({ code, stdout, stderr }, i) => {
      const what = list[i][0].join(" ");
      equal(code, 2, `${what}: exit code (stderr: ${stderr})`);
      equal(stdout, "", `${what}: stdout`);
      equal(stderr.trimEnd().split("\n").length, 1, `${what}: one line, got ${stderr}`);
      match(stderr, list[i][1], what);
    });
    deepEqual([...Deno.readDirSync(dir)], [], "nothing written");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

const RUNNER = new URL("./notebooks.ts", import.meta.url).pathname;
const FIXTURES = new URL("../html/_testdata/", import.meta.url).pathname;
export const PROJECT = new URL("../../", import.meta.url).pathname;
export const fixture = (name: string) => join(FIXTURES, name);

/** This module instance's mark on the runs it starts, so that test modules running at once see only their own. */
const TAG = crypto.randomUUID();

/** Runs `deno task notebooks ARGS` as a user would, optionally sending a signal (see {@link RunOptions}). */
export const runner = (args: string[], options: RunOptions = {}) =>
  runCommand(RUNNER, args, { ...options, env: { ...options.env, SUITE_RUNNER_TAG: TAG } });

/** Every file under `dir` (relative path → SHA-256 of its bytes), and every folder. */
export async function snapshot(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name), name = relative(dir, path);
    if (entry.isDirectory()) files[`${name}/`] = "folder";
    else files[name] = createHash("sha256").update(await Deno.readFile(path)).digest("hex");
  }
  return files;
}

/** What ROOT/.runs holds besides the lock files (it must hold nothing else once a run ended). */
export async function debris(root: string): Promise<string[]> {
  const names = await Array.fromAsync(Deno.readDir(join(root, ".runs")), (entry) => entry.name);
  return names.filter((name) => !name.endsWith(".lock"));
}

/** Kernels and executors of this module's runs still running in the fixtures' folder (where the runner starts them). */
function fixtureProcesses(): number[] {
  const pids: number[] = [];
  for (const { name: pid } of Deno.readDirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (!Deno.readTextFileSync(`/proc/${pid}/environ`).split("\0").includes(`SUITE_RUNNER_TAG=${TAG}`)) continue;
      const cmdline = Deno.readTextFileSync(`/proc/${pid}/cmdline`);
      const kernel = cmdline.includes("jupyter") && cmdline.includes("--kernel") &&
        Deno.realPathSync(`/proc/${pid}/cwd`) === Deno.realPathSync(FIXTURES);
      if (kernel || (cmdline.includes("execute_notebooks.py") && cmdline.includes(FIXTURES))) pids.push(Number(pid));
    } catch { /* gone, or not ours to read */ }
  }
  return pids;
}

/** Whether a notebook of the fixtures is running (its executor started): the runner is past its set-up. */
export const started = () => fixtureProcesses().length > 0;

/** Waits until no kernel or executor of the fixtures runs, for at most `ms`; returns those left. */
export async function processesGone(ms = 30_000): Promise<string[]> {
  const until = Date.now() + ms;
  while (fixtureProcesses().length && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
  return fixtureProcesses().map((pid) => {
    try {
      const [command, status] = [`/proc/${pid}/cmdline`, `/proc/${pid}/status`].map((f) => Deno.readTextFileSync(f));
      const field = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "m").exec(status)?.[1];
      return `${pid} (${field("State")}, parent ${field("PPid")}): ${command.replaceAll("\0", " ").trim()}`;
    } catch {
      return `${pid} (gone)`;
    }
  });
}

/** A new empty ROOT, removed with all in it when the test module ends. */
export async function tempRoot(): Promise<string> {
  const root = await Deno.makeTempDir({ prefix: "set-runner-" });
  globalThis.addEventListener("unload", () => {
    try {
      Deno.removeSync(root, { recursive: true });
    } catch { /* already gone */ }
  });
  return root;
}

/** A ROOT holding the finished default run of the two quick fixtures (made once, shared by the tests). */
let prepared: Promise<string> | undefined;
export function preparedRoot(): Promise<string> {
  prepared ??= (async () => {
    const root = await tempRoot();
    const run = await runner(["--out", root, fixture("01-quick.ipynb"), fixture("02-second.ipynb")]);
    equal(run.code, 0, run.stderr);
    return root;
  })();
  return prepared;
}
