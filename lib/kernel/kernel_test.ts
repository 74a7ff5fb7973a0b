// The project's kernel (Deno's, behind the proxy `kernel.py`) as Jupyter starts it: checked and installed by
// `kernel.py` into a temporary Jupyter data folder, and started by jupyter_client in notebooks/ as a notebook's kernel
// is; and started directly, to kill it mid-start or kill one of its two processes. Every process of a test's kernel
// carries a marker in its environment, so that the tests can see that none outlives the kernel.
import { deepEqual, equal, match, ok } from "node:assert/strict";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { findPython } from "../cli/_executor.ts";

const KERNEL_PY = fileURLToPath(new URL("./kernel.py", import.meta.url));
const NOTEBOOKS = fileURLToPath(new URL("../../notebooks/", import.meta.url));

// Runs each step in the kernel deno-set, started in the folder argv[1], as soon as it has answered (no wait for the
// guard: the request installing it comes first). A step is null (restart the kernel) or {codes, interrupt, release}:
// the codes are sent at once, as Run All sends cells; with `interrupt` ("message" or "signal"), the kernel is
// interrupted once the first runs, and the file `release` created once the others are answered. Prints one JSON line
// per step: for each code [status, error message or "", what iopub said of it until idle].
const CLIENT = `
import json, queue, signal, sys, time
from jupyter_client.manager import start_new_kernel

def brief(msg):
    return msg["content"]["execution_state"] if msg["msg_type"] == "status" else msg["msg_type"]

km, kc = start_new_kernel(kernel_name="deno-set", cwd=sys.argv[1], startup_timeout=60)
try:
    for step in json.loads(sys.argv[2]):
        if step is None:
            km.restart_kernel(now=True)
            kc.wait_for_ready(timeout=60)
            continue
        ids = [kc.execute(code) for code in step["codes"]]
        replies, outputs, interrupt = {}, {id: [] for id in ids}, step.get("interrupt")
        deadline = time.monotonic() + 30
        while len(replies) < len(ids) or any("idle" not in said for said in outputs.values()):
            if time.monotonic() > deadline:
                sys.exit(f"no answer in 30 s: {replies} {outputs}")
            for get in (kc.get_iopub_msg, kc.get_shell_msg):
                try:
                    msg = get(timeout=0.01)
                except queue.Empty:
                    continue
                parent = msg["parent_header"].get("msg_id")
                if parent not in outputs:
                    continue
                if get == kc.get_shell_msg:
                    replies[parent] = msg["content"]
                else:
                    outputs[parent].append(brief(msg))
            if interrupt and "execute_input" in outputs[ids[0]]:
                km.interrupt_kernel() if interrupt == "message" else km.signal_kernel(signal.SIGINT)
                interrupt = None
            if step.get("release") and len(replies) == len(ids) - 1 and ids[0] not in replies:
                open(step["release"], "w").close()
        answers = [[replies[id]["status"], replies[id].get("evalue", ""), outputs[id]] for id in ids]
        print(json.dumps(answers), flush=True)
finally:
    kc.stop_channels()
    km.shutdown_kernel(now=True)
`;

const pythonFound = findPython();

async function python(args: string[], env: Record<string, string>, exit = 0) {
  const found = await pythonFound;
  ok(found, "no Python with jupyter_client found; run: bash lib/setup.sh");
  const { code, stdout, stderr } = await new Deno.Command(found, { args, env, stdout: "piped", stderr: "piped" })
    .output();
  const [out, err] = [new TextDecoder().decode(stdout), new TextDecoder().decode(stderr)];
  equal(code, exit, `${args[0]} exited ${code}: ${err}`);
  return { out, err };
}

type Step = { codes: string[]; interrupt?: "message" | "signal"; release?: string } | null;
type Answer = [status: string, message: string, iopub: string[]];

/** Runs the steps (see CLIENT) in a kernel of the kernelspec installed in `data` (a Jupyter data folder), in
 * notebooks/: the answers of each step, and the processes of the kernel left after its shutdown. */
async function inKernel(data: string, steps: Step[]): Promise<{ answers: Answer[][]; left: number[] }> {
  const marker = `SET_KERNEL_TEST=${crypto.randomUUID()}`;
  const env = { JUPYTER_DATA_DIR: data, NO_COLOR: "1", SET_KERNEL_TEST: marker.split("=")[1] };
  const { out } = await python(["-c", CLIENT, NOTEBOOKS, JSON.stringify(steps)], env);
  return { answers: out.trim().split("\n").map((line) => JSON.parse(line)), left: await processesLeft(marker) };
}

/** A fresh Jupyter data folder with the kernelspec installed, removed after `use`. */
async function withKernelspec(use: (data: string) => Promise<void>) {
  const data = Deno.makeTempDirSync({ prefix: "set-kernel-" });
  try {
    await python([KERNEL_PY, "--install", Deno.execPath()], { JUPYTER_DATA_DIR: data, HOME: data });
    await use(data);
  } finally {
    Deno.removeSync(data, { recursive: true });
  }
}

/** The processes whose environment holds `marker`. */
function processesWith(marker: string): number[] {
  return [...Deno.readDirSync("/proc")].filter(({ name }) => /^\d+$/.test(name)).filter(({ name }) => {
    try {
      return Deno.readTextFileSync(`/proc/${name}/environ`).split("\0").includes(marker);
    } catch {
      return false; // gone, or another user's
    }
  }).map(({ name }) => Number(name));
}

/** The processes with `marker` still there after `seconds` of waiting for them to go. */
async function processesLeft(marker: string, seconds = 5): Promise<number[]> {
  const end = Date.now() + seconds * 1000;
  while (processesWith(marker).length > 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  return processesWith(marker);
}

/** `count` ports free now, all different (as Jupyter picks a kernel's ports). */
function freePorts(count: number): number[] {
  const listeners = Array.from({ length: count }, () => Deno.listen({ hostname: "127.0.0.1", port: 0 }));
  listeners.forEach((listener) => listener.close());
  return listeners.map((listener) => (listener.addr as Deno.NetAddr).port);
}

/** Starts kernel.py as the kernelspec would, in notebooks/ and a process group of its own, on a connection file of its
 * own in `folder` (with five of `ports`), with `marker` in its environment. */
async function startKernel(folder: string, marker: string, ports = freePorts(5)): Promise<Deno.ChildProcess> {
  const python = await pythonFound;
  ok(python, "no Python with jupyter_client found; run: bash lib/setup.sh");
  const file = `${folder}/kernel-${crypto.randomUUID()}.json`;
  const channels = ["shell", "control", "stdin", "iopub", "hb"].map((name, i) => [`${name}_port`, ports[i]]);
  Deno.writeTextFileSync(
    file,
    JSON.stringify({
      transport: "tcp",
      ip: "127.0.0.1",
      key: crypto.randomUUID(),
      signature_scheme: "hmac-sha256",
      ...Object.fromEntries(channels),
    }),
  );
  const [name, value] = marker.split("=");
  return new Deno.Command("setsid", {
    args: [python, KERNEL_PY, Deno.execPath(), file],
    cwd: NOTEBOOKS,
    env: { [name]: value },
    stdout: "null",
    stderr: "null",
  }).spawn();
}

Deno.test("a cell run before the cells it needs says which to run, from the kernel's start and after a restart", async () => {
  const data = Deno.makeTempDirSync({ prefix: "set-kernel-" });
  try {
    const alone = { JUPYTER_DATA_DIR: data, HOME: data }; // so that the user's own kernelspecs are out of sight
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
    equal(spec.interrupt_mode, "message");
    equal(Deno.readTextFileSync(copy), Deno.readTextFileSync(KERNEL_PY));

    const codes = ["set.int(3)", "plainRun.results", "typeof notDeclared", "const set = 1; set + 1", null, "set"];
    const { answers, left } = await inKernel(data, codes.map((code) => code === null ? null : { codes: [code] }));
    const replies = answers.map(([[status, message]]) => [status, message]);
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
    deepEqual(left, [], "no process of the kernel outlives its shutdown");
  } finally {
    Deno.removeSync(data, { recursive: true });
  }
});

Deno.test("after a failing cell, the cells sent with it are answered aborted and never run; a cell sent later runs", async () => {
  await withKernelspec(async (data) => {
    const ran = `${data}/third-cell-ran`;
    const runAll = [
      "var runAllFirst = 41",
      "await new Promise((r) => setTimeout(r, 300)); throw new Error('boom')", // time for the third to reach the kernel
      `Deno.writeTextFileSync(${JSON.stringify(ran)}, "")`,
    ];
    const later = 'if (runAllFirst !== 41) throw new Error("the first cell\'s state is lost")';
    const { answers: [sent, [after]], left } = await inKernel(data, [{ codes: runAll }, { codes: [later] }]);
    deepEqual(sent.map(([status]) => status), ["ok", "error", "aborted"]);
    match(sent[1][1], /boom/);
    deepEqual(sent[2][2], ["busy", "idle"], "as IPython's kernel says of an aborted request");
    deepEqual(after.slice(0, 2), ["ok", ""], "a cell sent after the error runs, with the first cell's state");
    equal(existsSync(ran), false);
    deepEqual(left, []);
  });
});

Deno.test("an interrupt, by message or by SIGINT to the kernel's process group, aborts the queued cells; the kernel lives on", async () => {
  await withKernelspec(async (data) => {
    const ran = `${data}/queued-cell-ran`;
    const waitFor = (file: string) => {
      const path = JSON.stringify(file);
      return `while (!(await Deno.stat(${path}).catch(() => null))) await new Promise((r) => setTimeout(r, 10));`;
    };
    const steps: Step[] = (["message", "signal"] as const).map((interrupt) => ({
      codes: [waitFor(`${data}/${interrupt}`), `Deno.writeTextFileSync(${JSON.stringify(ran)}, "")`],
      interrupt,
      release: `${data}/${interrupt}`,
    }));
    const { answers, left } = await inKernel(data, [...steps, { codes: ["1 + 1"] }]);
    deepEqual(answers.map((step) => step.map(([status]) => status)), [["ok", "aborted"], ["ok", "aborted"], ["ok"]]);
    deepEqual(answers[0][1][2], ["busy", "idle"], "as IPython's kernel says of an aborted request");
    equal(existsSync(ran), false);
    deepEqual(left, []);
  });
});

Deno.test("a SIGKILL of the kernel's process group, or of its first process alone, while it starts leaves no process of it", async () => {
  const folder = Deno.makeTempDirSync({ prefix: "set-kernel-" });
  try {
    const kills = [0, 20, 60, 120, 250, 500, 1000].flatMap((delay) => [true, false].map((group) => ({ delay, group })));
    const ports = freePorts(5 * kills.length); // picked at once, so that no two kernels are given one same port
    const left = await Promise.all(kills.map(async ({ delay, group }, i) => {
      const marker = `SET_KERNEL_TEST=${crypto.randomUUID()}`;
      const kernel = await startKernel(folder, marker, ports.slice(5 * i, 5 * i + 5));
      await new Promise((r) => setTimeout(r, delay));
      Deno.kill(group ? -kernel.pid : kernel.pid, "SIGKILL");
      await kernel.status;
      return (await processesLeft(marker)).map((pid) => `${pid} (killed ${group ? "group" : "alone"} at ${delay} ms)`);
    }));
    deepEqual(left.flat(), []);
  } finally {
    Deno.removeSync(folder, { recursive: true });
  }
});

Deno.test("the kernel's proxy exits when Deno dies, and Deno dies when the proxy is killed", async () => {
  const folder = Deno.makeTempDirSync({ prefix: "set-kernel-" });
  try {
    for (const killed of ["deno", "proxy"]) {
      const marker = `SET_KERNEL_TEST=${crypto.randomUUID()}`;
      const proxy = await startKernel(folder, marker);
      let deno: number | undefined;
      for (const end = Date.now() + 10_000; deno === undefined && Date.now() < end;) {
        await new Promise((r) => setTimeout(r, 20));
        deno = processesWith(marker).find((pid) => pid !== proxy.pid);
      }
      ok(deno, "Deno started");
      Deno.kill(killed === "deno" ? deno : proxy.pid, "SIGKILL");
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise((r) => timer = setTimeout(r, 5000, "still running"));
      const exit = await Promise.race([proxy.status.then(({ code }) => code), timeout]);
      clearTimeout(timer);
      equal(exit, 137, `the proxy after a SIGKILL of ${killed}`);
      deepEqual(await processesLeft(marker), [], `after a SIGKILL of ${killed}`);
    }
  } finally {
    Deno.removeSync(folder, { recursive: true });
  }
});
