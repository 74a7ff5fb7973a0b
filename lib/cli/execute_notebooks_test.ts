// The executor's kernel dies with it (execute_notebooks.py, die_with_parent), even where Linux runs the new kernel
// only after the executor has died. Each case forks an "executor" that forks a "kernel" and exits; the kernel prints
// what it became.
import { equal, ok } from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { findPython } from "./_executor.ts";

const CLI = fileURLToPath(new URL(".", import.meta.url));

/** Runs the case `kernel` (Python: the kernel's code, after its executor `executor` forked it) and returns its lines. */
async function forkedKernel(kernel: string): Promise<string> {
  const python = await findPython();
  ok(python, "no Python with nbclient found; run: bash lib/setup.sh");
  const script = `
import os, sys, time
sys.path.insert(0, ${JSON.stringify(CLI)})
from execute_notebooks import die_with_parent
ready_read, ready = os.pipe()
executor = os.fork()
if executor == 0:
    if os.fork() == 0:
        executor = os.getppid()
${kernel.trim().split("\n").map((line) => `        ${line}`).join("\n")}
        os._exit(0)
    os.read(ready_read, 1)  # the kernel is where the case wants the executor to die
    os._exit(0)
os.close(ready)
os.waitpid(executor, 0)
`;
  const { code, stdout, stderr } = await new Deno.Command(python, {
    args: ["-c", script],
    stdout: "piped", // read to its end: until the kernel, which holds it too, has ended
    stderr: "piped",
  }).output();
  equal(code, 0, new TextDecoder().decode(stderr));
  return new TextDecoder().decode(stdout);
}

const linuxOnly = { ignore: Deno.build.os !== "linux" }; // prctl(PR_SET_PDEATHSIG) is Linux's

Deno.test("executor: a kernel whose executor dies is killed with it", linuxOnly, async () => {
  const out = await forkedKernel(`
die_with_parent(executor)
print("kernel", flush=True)
os.write(ready, b"1")
time.sleep(60)
print("outlived its executor", flush=True)
`);
  equal(out, "kernel\n");
});

Deno.test("executor: a kernel run only after its executor died ends before it starts", linuxOnly, async () => {
  const out = await forkedKernel(`
os.write(ready, b"1")
while os.getppid() == executor:
    time.sleep(0.01)
die_with_parent(executor)
print("became a kernel with no executor", flush=True)
`);
  equal(out, "");
});
