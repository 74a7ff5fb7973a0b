import { equal, match } from "node:assert/strict";
import { runCommand } from "./_testing.ts";

const SCRIPT = new URL("./cell_costs.ts", import.meta.url).pathname;

Deno.test("deno task cell-costs RUN times each executed code cell from the executor's times, slow cells by first line", async () => {
  const run = await Deno.makeTempDir();
  try {
    await Deno.mkdir(`${run}/notebooks`);
    const execution = {
      "iopub.execute_input": "2025-01-01T00:00:01.000Z",
      "shell.execute_reply": "2025-01-01T00:00:03.500Z",
    };
    const cells = [
      { cell_type: "markdown", source: "# x" },
      { cell_type: "code", source: ["\n", "run()\n"], metadata: { execution } },
      { cell_type: "code", source: "notRun()", metadata: {} },
    ];
    await Deno.writeTextFile(`${run}/notebooks/01-x.ipynb`, JSON.stringify({ cells }));
    const { code, stdout, stderr } = await runCommand(SCRIPT, [run, "--over", "1"]);
    equal(code, 0, stderr);
    match(stdout, /^01-x\.ipynb: 2\.5 s in 1 cells, /m);
    match(stdout, /^ {2}cell {2}1 {4}2\.50 s {2}run\(\)$/m);
    match(stdout, /^all cells: 2\.5 s$/m);
  } finally {
    await Deno.remove(run, { recursive: true });
  }
});
