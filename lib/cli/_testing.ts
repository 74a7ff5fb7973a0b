/**
 * Helpers for the command tests: run a command as a user would, and check bad input.
 *
 * @module
 */
import { deepEqual, equal, match } from "node:assert/strict";

/** What a command printed and its exit code. */
export interface CommandOutput {
  code: number;
  stdout: string;
  stderr: string;
}

/** Options of {@link runCommand}. */
export interface RunOptions {
  /**
   * Sends `signal` to the command, as Ctrl-C or `kill` would, `afterMs` milliseconds after it started, or after
   * `once(stderr)` first holds, given what the command printed on stderr so far (checked every 100 ms): on a loaded
   * machine a fixed delay may end before the command is where the test means to stop it.
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
): Promise<CommandOutput> {
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
 * Runs each bad command line and checks that it prints one line matching its pattern on stderr,
 * nothing on stdout, exits 2, and writes nothing into the temporary folder the cases may point at.
 */
export async function badInputCases(
  script: string,
  cases: (out: string, dir: string) => [string[], RegExp][],
): Promise<void> {
  const dir = await Deno.makeTempDir();
  try {
    const list = cases(`${dir}/out.json`, dir);
    const results = await Promise.all(list.map(([args]) => runCommand(script, args)));
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
