/**
 * `deno task notebooks [--out ROOT] [NOTEBOOK ...]`: executes notebooks headless, each in its own kernel, into the
 * run's folder `ROOT/NAME/` (lib/run/names.ts) with their pages, figures and `run.json`, replacing the old copy
 * (lib/run/run_folder.ts) only when all passed; notebooks not given are carried over from it.
 *
 * @module
 */
import { basename, join, resolve } from "node:path";
import { command, runCommand, SIGNAL_EXIT_CODES, UsageError } from "./_command.ts";
import { execute, type Executor, findPython, kernelProblem, kill, type NotebookResult, stop } from "./_executor.ts";
import { plural } from "../present/format.ts";
import { cores } from "../common/parallel.ts";
import { integerParam, pathParam } from "../common/params.ts";
import { folderEntries } from "../common/files.ts";
import { versions } from "../common/versions.ts";
import { LANGS } from "../common/lang.ts";
import { NOTEBOOK_NAMES } from "../config.ts";
import { changedParameters, runName } from "../run/names.ts";
import { processEnvironment, readParameters } from "../run/parameters.ts";
import { DEFAULT_OUT, PROJECT_ROOT, refuseForeignFolder, RUN_RECORD, shownPath } from "../run/owned_folder.ts";
import { openRunFolder } from "../run/run_folder.ts";

// Loaded once there is a run to export, so that a mistake is refused at once.
const exporter = () => import("../html/export.ts");

/** A folder's entries' names, sorted; none when it does not exist. */
const names = async (dir: string) => (await folderEntries(dir)).map((entry) => entry.name).sort();

/**
 * Copies from the previous copy the executed notebooks not run now, and every figure but those of the notebooks run
 * now (each figure's sidecar in `.figures/` names its notebook).
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

type Signal = keyof typeof SIGNAL_EXIT_CODES;

function line(result: NotebookResult): string {
  const label = { ok: "ok     ", failed: "FAILED ", stopped: "stopped", "not run": "not run" }[result.status];
  const time = result.status === "not run" ? "" : `  ${result.seconds.toFixed(1)} s`;
  return `notebooks: ${label} ${result.name}${time}${result.detail ? `  ${result.detail}` : ""}`;
}

/** `deno task notebooks`. */
export const NOTEBOOKS_COMMAND = command({
  name: "notebooks",
  summary: "Executes the notebooks headless and builds the run's folder (pages, figures, executed notebooks) " +
    "from the SET_* variables; replaces the folder only when every notebook passed.",
  flags: {
    out: pathParam("the folder that holds runs (default out/)", "a folder"),
    jobs: integerParam({ min: 1, max: 64, meaning: "notebooks at a time", defaultText: "one more than the cores" }),
  },
  positionals: { name: "NOTEBOOK", meaning: "a notebook to run (default: all of notebooks/)", most: Infinity },
  ownSignals: true,
  async run(flags, positionals) {
    const given = positionals.map((path) => resolve(path));
    const values = readParameters(processEnvironment());
    const root = resolve(flags.out ?? DEFAULT_OUT);
    for (const path of given) {
      if (!path.endsWith(".ipynb") || !(await Deno.stat(path).then((s) => s.isFile, () => false))) {
        throw new UsageError(`no notebook ${path}`);
      }
    }
    if (new Set(given.map((path) => basename(path))).size !== given.length) {
      throw new UsageError("two notebooks with the same name");
    }
    await refuseForeignFolder(root, `--out ${root}`);
    const notebooks = given.length
      ? given
      : NOTEBOOK_NAMES.map((name) => join(PROJECT_ROOT, "notebooks", `${name}.ipynb`));
    const python = await findPython();
    if (!python) throw new Error("no Python with nbclient and nbformat found; run: bash lib/setup.sh");
    const problem = await kernelProblem(python, notebooks);
    if (problem) throw new Error(problem);

    const name = runName(values);
    const run = await openRunFolder(root, name);
    const started = performance.now();
    const running = new Map<string, Executor>();
    let signal: Signal | undefined, committing = false;
    const handlers = (Object.keys(SIGNAL_EXIT_CODES) as Signal[]).map((received) => {
      const handler = () => {
        if (!signal && !committing) running.forEach(stop);
        signal ??= received;
      };
      Deno.addSignalListener(received, handler);
      return [received, handler] as const;
    });
    const progress = (text: string) =>
      Deno.stderr.isTerminal() && Deno.stderr.writeSync(new TextEncoder().encode(text));
    const cells = new Map<string, number>();
    const onCell = (notebook: string, cell: number) => {
      cells.set(notebook, cell);
      progress(`\r\x1b[K  ${[...cells].map(([nb, index]) => `${nb.slice(0, 2)}: cell ${index + 1}`).join("  ")}`);
    };
    const results: NotebookResult[] = [];
    let prepared: Promise<void> | undefined;
    try {
      await Deno.mkdir(join(run.staging, "notebooks"), { recursive: true });
      if (given.length && run.existed) {
        await carryOver(run.path, run.staging, new Set(notebooks.map((path) => basename(path, ".ipynb"))));
      }
      // The pages' scripts do not depend on the notebooks: bundle them meanwhile.
      prepared = exporter().then((module) => module.prepareExport(), () => {});
      // One notebook more than there are cores keeps them busy while a kernel waits (starting, between cells).
      const queue = [...notebooks];
      const execution = { staging: run.staging, runName: name, shownPath: shownPath(run.path), running, onCell };
      let failed = false;
      const worker = async () => {
        while (queue.length) {
          const path = queue.shift()!;
          if (failed || signal) {
            results.push({ name: basename(path, ".ipynb"), status: "not run", detail: "", extra: [], seconds: 0 });
            continue;
          }
          const result = await execute(python, path, execution);
          cells.delete(result.name);
          if (result.status === "stopped") {
            result.detail = signal ? `stopped by ${signal}` : "stopped: another notebook failed";
          }
          results.push(result);
          progress("\r\x1b[K");
          console.error(line(result));
          for (const extra of result.extra) console.error(extra);
          if (result.status !== "ok" && !failed) {
            failed = true;
            running.forEach(stop);
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(flags.jobs ?? cores() + 1, notebooks.length) }, worker));
      for (const result of results.filter((r) => r.status === "not run")) console.error(line(result));
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const passed = results.filter((r) => r.status === "ok").length;
      if (signal || passed < notebooks.length) {
        const counts = (["ok", "failed", "stopped", "not run"] as const)
          .map((status) => [status, results.filter((r) => r.status === status).length] as const)
          .filter(([, n]) => n > 0)
          .map(([status, n]) => `${n} ${status === "ok" ? "passed" : status}`);
        console.error(`notebooks: ${counts.join(", ")} in ${seconds} s; ${run.path} left as it was`);
        return signal ? SIGNAL_EXIT_CODES[signal] : 1;
      }
      const { rebuildFigureIndex } = await import("../figures/export.ts");
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
      await exporter().then((module) => module.exportSite({ outDir: run.staging })).catch((error: Error) => {
        throw new Error(`export failed: ${error.message}`);
      });
      if (signal) {
        console.error(`notebooks: stopped by ${signal} before replacing ${run.path}; left as it was`);
        return SIGNAL_EXIT_CODES[signal];
      }
      committing = true;
      await run.commit();
      const total = ((performance.now() - started) / 1000).toFixed(1);
      console.error(
        `notebooks: ${plural(passed, "notebook")} passed in ${total} s; ${run.path} ` +
          (run.existed ? "replaced" : "written"),
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`notebooks: ${message.split("\n")[0]}; ${run.path} left as it was`);
      return 1;
    } finally {
      for (const each of running.values()) kill(each);
      await prepared; // the bundler's temporary folder is gone when it ends
      await run.release();
      for (const [received, handler] of handlers) Deno.removeSignalListener(received, handler);
    }
  },
});

if (import.meta.main) await runCommand(NOTEBOOKS_COMMAND);
