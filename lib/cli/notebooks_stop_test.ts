// The runner stopped: by a failing cell, a dead kernel, a signal, or another run of the same parameters.
import { deepEqual, equal, match, notEqual } from "node:assert/strict";
import { join } from "node:path";
import {
  debris,
  fixture,
  preparedRoot,
  processesGone,
  runner,
  type RunOptions,
  snapshot,
  started,
  tempRoot,
} from "./_testing.ts";

/** Runs the runner on ROOT (the prepared one) and checks ROOT/default did not change and nothing was left behind. */
async function leavesRunAsItWas(
  args: (root: string) => string[],
  expect: { code: number; lines: RegExp[] },
  options: RunOptions = {},
) {
  const root = await preparedRoot();
  const before = await snapshot(join(root, "default"));
  const run = await runner(args(root), options);
  equal(run.code, expect.code, run.stderr);
  for (const line of expect.lines) match(run.stderr, line);
  deepEqual(await snapshot(join(root, "default")), before, "ROOT/default changed");
  deepEqual(await debris(root), [], "a new copy was left in ROOT/.runs");
  deepEqual(await processesGone(), [], "a kernel or executor is still running");
}

Deno.test({
  name: "notebooks: a failing cell stops the run at once: the rest is stopped or not run, ROOT/default stays as it was",
  sanitizeResources: false,
  fn: () =>
    leavesRunAsItWas(
      (
        root,
      ) => ["--out", root, "--jobs", "2", fixture("fails.ipynb"), fixture("slow.ipynb"), fixture("02-second.ipynb")],
      {
        code: 1,
        lines: [
          /notebooks: FAILED +fails .*a cell raised an error in cell 3: .*fixture failure/,
          /^ {4}Error: fixture failure$/m,
          /notebooks: stopped +slow .*another notebook failed/,
          /notebooks: not run 02-second/,
          /notebooks: 1 failed, 1 stopped, 1 not run in [\d.]+ s; .*default left as it was/,
        ],
      },
    ),
});

Deno.test({
  name: "notebooks: a dead kernel fails its notebook, names the cell, and leaves ROOT/default as it was",
  sanitizeResources: false,
  fn: () =>
    leavesRunAsItWas((root) => ["--out", root, fixture("dies.ipynb")], {
      code: 1,
      lines: [/notebooks: FAILED +dies .*the kernel died in cell 3/],
    }),
});

Deno.test({
  name: "notebooks: SIGINT a few seconds in stops the kernels, leaves ROOT/default as it was, and exits 130",
  sanitizeResources: false,
  fn: () =>
    leavesRunAsItWas((root) => ["--out", root, fixture("slow.ipynb"), fixture("02-second.ipynb")], {
      code: 130,
      lines: [/notebooks: stopped +slow .*stopped by SIGINT/, /left as it was/],
    }, { kill: { signal: "SIGINT", afterMs: 1500, once: started } }),
});

Deno.test({
  name: "notebooks: SIGTERM stops the run the same way and exits 143",
  sanitizeResources: false,
  fn: () =>
    leavesRunAsItWas((root) => ["--out", root, fixture("slow.ipynb")], {
      code: 143,
      lines: [/notebooks: stopped +slow .*stopped by SIGTERM/],
    }, { kill: { signal: "SIGTERM", afterMs: 1500, once: started } }),
});

Deno.test({
  name: "notebooks: SIGHUP (the terminal closed) stops the run the same way, with its summary line, and exits 129",
  sanitizeResources: false,
  fn: () =>
    leavesRunAsItWas((root) => ["--out", root, fixture("slow.ipynb")], {
      code: 129,
      lines: [/notebooks: stopped +slow .*stopped by SIGHUP/, /left as it was/],
    }, { kill: { signal: "SIGHUP", afterMs: 1500, once: started } }),
});

Deno.test({
  name: "notebooks: after SIGKILL no kernel or executor survives, and the next run clears the debris and succeeds",
  sanitizeResources: false,
  fn: async () => {
    const root = await preparedRoot();
    const before = await snapshot(join(root, "default"));
    const killed = await runner(["--out", root, fixture("slow.ipynb")], {
      kill: { signal: "SIGKILL", afterMs: 1500, once: started },
    });
    equal(killed.code, 137);
    deepEqual(await processesGone(), [], "a kernel or executor outlived its run");
    deepEqual(await snapshot(join(root, "default")), before);
    notEqual((await debris(root)).length, 0, "SIGKILL should have left the new copy behind");
    const next = await runner(["--out", root, fixture("02-second.ipynb")]);
    equal(next.code, 0, next.stderr);
    deepEqual(await debris(root), []);
  },
});

Deno.test({
  name: "notebooks: a second run of the same parameters into one ROOT is refused in one line while the first runs",
  sanitizeResources: false,
  fn: async () => {
    const root = await tempRoot();
    // The first runs a notebook that sleeps a minute, and is stopped only once the other two have ended, however
    // long a loaded machine makes them take.
    let othersEnded = false;
    const first = runner(["--out", root, fixture("slow.ipynb")], {
      kill: { signal: "SIGINT", afterMs: 0, once: () => othersEnded },
    });
    try {
      while (!started()) await new Promise((resolve) => setTimeout(resolve, 100)); // the first holds the lock now
      const second = await runner(["--out", root, fixture("02-second.ipynb")]);
      equal(second.code, 1, second.stderr);
      match(second.stderr, /^notebooks: another run \(pid \d+, started .*\) is writing .*default; wait for it\n$/);
      const other = await runner(["--out", root, fixture("02-second.ipynb")], { env: { SET_SEED: "7" } });
      equal(other.code, 0, other.stderr);
    } finally {
      othersEnded = true;
    }
    equal((await first).code, 130);
  },
});
