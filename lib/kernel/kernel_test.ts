// The project's kernel as Jupyter starts it: checked and installed by `kernel.py` (into a temporary Jupyter data
// folder), started by jupyter_client in notebooks/ as a notebook's kernel is, asked at once for names of cells that
// have not run, then restarted and asked again.
import { deepEqual, equal, match, ok } from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { findPython } from "../cli/notebooks.ts";

const KERNEL_PY = fileURLToPath(new URL("./kernel.py", import.meta.url));
const NOTEBOOKS = fileURLToPath(new URL("../../notebooks/", import.meta.url));

// Runs each code in the kernel as soon as it has answered (no wait for the guard: the request installing it comes
// first), restarting it where the code is null; prints one JSON line per code: [status, error message or ""].
const CLIENT = `
import json, sys
from jupyter_client.manager import start_new_kernel
km, kc = start_new_kernel(kernel_name="deno-set", cwd=sys.argv[1], startup_timeout=120)
try:
    for code in json.loads(sys.argv[2]):
        if code is None:
            km.restart_kernel(now=True)
            kc.wait_for_ready(timeout=120)
            continue
        reply = kc.execute_interactive(code, timeout=120, output_hook=lambda msg: None)["content"]
        print(json.dumps([reply["status"], reply.get("evalue", "")]), flush=True)
finally:
    kc.stop_channels()
    km.shutdown_kernel(now=True)
`;

async function python(args: string[], env: Record<string, string>, exit = 0) {
  const found = await findPython();
  ok(found, "no Python with jupyter_client found; run: bash lib/setup.sh");
  const { code, stdout, stderr } = await new Deno.Command(found, { args, env, stdout: "piped", stderr: "piped" })
    .output();
  const [out, err] = [new TextDecoder().decode(stdout), new TextDecoder().decode(stderr)];
  equal(code, exit, `${args[0]} exited ${code}: ${err}`);
  return { out, err };
}

Deno.test("a cell run before the cells it needs says which to run, from the kernel's start and after a restart", async () => {
  const data = Deno.makeTempDirSync({ prefix: "set-kernel-" });
  try {
    const env = { JUPYTER_DATA_DIR: data, NO_COLOR: "1" };
    const alone = { ...env, HOME: data }; // so that the user's own kernelspecs are out of sight
    const check = await python([KERNEL_PY, "--check", Deno.execPath()], alone, 1);
    match(
      check.err,
      /^the kernelspec deno-set is missing or not this project's .*; run: bash lib\/setup.sh --no-run\n$/,
    );
    const install = await python([KERNEL_PY, "--install", Deno.execPath()], alone);
    equal((await python([KERNEL_PY, "--check", Deno.execPath()], alone)).err, "");
    match(install.err, /installed the kernelspec deno-set \(Deno \(SET notebooks\)\)/);
    equal((await python([KERNEL_PY, "--install", Deno.execPath()], alone)).err, "", "a second install says nothing");
    const spec = JSON.parse(Deno.readTextFileSync(`${data}/kernels/deno-set/kernel.json`));
    const copy = `${data}/kernels/deno-set/kernel.py`;
    deepEqual(spec.argv.slice(1), [copy, Deno.realPathSync(Deno.execPath()), "{connection_file}"]);
    equal(Deno.readTextFileSync(copy), Deno.readTextFileSync(KERNEL_PY));

    const codes = ["set.int(3)", "plainRun.results", "typeof notDeclared", "const set = 1; set + 1", null, "set"];
    const { out } = await python(["-c", CLIENT, NOTEBOOKS, JSON.stringify(codes)], env);
    const replies = out.trim().split("\n").map((line) => JSON.parse(line));
    const first = "set is not defined yet: the notebook's first code cell defines it, and it has not run since the " +
      "kernel started. Run the notebook from the top: Kernel ▸ Restart & Run All.";
    deepEqual(replies[0], ["error", first]);
    equal(replies[1][0], "error");
    match(
      replies[1][1],
      /^plainRun is not defined yet: a cell above defines it \(03-no-set-probability, code cell \d+/,
    );
    deepEqual(replies.slice(2, 4), [["ok", ""], ["ok", ""]], "other names, and a name once declared, are as ever");
    deepEqual(replies[4], ["error", first], "after a restart");

    const helpers = [...Deno.readDirSync("/proc")].filter(({ name }) => /^\d+$/.test(name)).filter(({ name }) => {
      try {
        return Deno.readTextFileSync(`/proc/${name}/cmdline`).includes(data);
      } catch {
        return false;
      }
    });
    deepEqual(helpers, [], "no kernel or helper outlives the kernel's shutdown");
  } finally {
    Deno.removeSync(data, { recursive: true });
  }
});
