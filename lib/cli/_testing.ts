/**
 * Helpers for the command tests: run a command as a user would, and check bad input.
 *
 * @module
 */
import { deepEqual, equal, match } from "node:assert/strict";
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
