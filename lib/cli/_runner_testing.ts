/**
 * Helpers for the runner's tests (`notebooks*_test.ts`): `deno task notebooks` run as a user would, with real kernels,
 * on the small fixture notebooks in lib/html/_testdata/.
 *
 * @module
 */
import { equal } from "node:assert/strict";
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { runCommand, type RunOptions } from "./_testing.ts";

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
