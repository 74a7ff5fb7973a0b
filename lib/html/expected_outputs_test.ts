import { deepEqual, equal, match } from "node:assert/strict";
import {
  describeMissing,
  type Expected,
  expectedOutputs,
  missingOutputs,
  producedOutputs,
} from "./expected_outputs.ts";
import type { Cell, Output } from "./notebook.ts";

const E = (e: Partial<Expected> = {}): Expected => ({
  stdoutLines: 0,
  stdoutText: false,
  stderrLines: 0,
  displays: 0,
  ...e,
});
const one = (source: string) => expectedOutputs([source])[0];

Deno.test("expectedOutputs() counts console calls at the top of a cell, stdout and stderr apart", () => {
  deepEqual(
    one('console.log("a");\nconsole.info("b");\nconsole.table([1]);\nconsole.error("c");'),
    E({ stdoutLines: 3, stderrLines: 1 }),
  );
});

Deno.test("expectedOutputs() counts displays: Deno.jupyter.display, show per argument, publish", () => {
  deepEqual(
    one("await Deno.jupyter.display(x);\nawait show(a, b);\nawait publish(fig);\nawait show(...rest);"),
    E({ displays: 5 }),
  );
});

Deno.test("expectedOutputs() counts calls in blocks, try, finally, do bodies and immediately invoked functions", () => {
  const source =
    '{ console.log(1); }\ntry { console.log(2); } catch { console.log("no"); } finally { console.log(3); }\n' +
    "do { console.log(4); } while (false);\n(async () => { await show(x); })();";
  deepEqual(one(source), E({ stdoutLines: 4, displays: 1 }));
});

Deno.test("expectedOutputs() does not count calls that may not run", () => {
  const source =
    "if (a) console.log(1); else console.log(2);\nb ? show(x) : show(y);\nc && console.log(3);\nd ?? show(z);\n" +
    "for (const n of ns) console.log(n);\nwhile (w) show(w);\nswitch (s) { case 1: console.log(1); }\n" +
    "ns.forEach((n) => console.log(n));\nfunction later() { console.log(5); }\nclass K { m() { console.log(6); } }";
  deepEqual(one(source), E());
});

Deno.test("expectedOutputs() counts Deno.stdout.write as some stdout text", () => {
  deepEqual(one('await Deno.stdout.write(new TextEncoder().encode("x"));'), E({ stdoutText: true }));
});

Deno.test("expectedOutputs() follows imported aliases and functions defined in earlier cells", () => {
  const [imports, definition, use, declared] = expectedOutputs([
    'import { publish as publishNow, show as showNow } from "../lib/set.ts";',
    "const settle = () => new Promise((r) => setTimeout(r, 20));\n" +
    "const show = async (...values: unknown[]) => (await showNow(...values), await settle());\n" +
    "const publish = async (fig: unknown) => (await publishNow(fig), await settle());\n" +
    "function report(x: number) { console.log(x); }",
    "await show(table(rows));\nawait publish(chart);\nreport(1);",
    "function shout() { console.log(1); if (x) console.log(2); }\nshout();\nsettle();",
  ]);
  deepEqual(imports, E());
  deepEqual(definition, E());
  deepEqual(use, E({ displays: 2, stdoutLines: 1 }));
  deepEqual(declared, E({ stdoutLines: 1 }));
});

Deno.test("expectedOutputs() forgets a name redefined as a function that prints nothing", () => {
  deepEqual(expectedOutputs(["const show = (x: unknown) => x;", "show(1);"])[1], E());
});

Deno.test("expectedOutputs() counts a last expression that has a value to show", () => {
  deepEqual(one("Deno.jupyter.md`# hi`"), E({ displays: 1 }));
  deepEqual(one("say(`**${n}** SETs`)"), E({ displays: 1 }));
  deepEqual(one("const rows = [1];\nrows"), E({ displays: 1 }));
  deepEqual(one("[1, 2]"), E({ displays: 1 }));
  deepEqual(one("equal(a, b);"), E());
  deepEqual(one("x = 3;\nundefined"), E());
});

Deno.test("expectedOutputs() ignores printing in comments and strings", () => {
  deepEqual(one('// console.log("no")\nconst s = "show(x)";'), E());
});

const stream = (text: string, name: "stdout" | "stderr" = "stdout"): Output => ({ output_type: "stream", name, text });

Deno.test("producedOutputs() counts lines, a last line without newline included", () => {
  const cell: Cell = {
    cell_type: "code",
    source: "",
    outputs: [stream("a\nb\n"), stream("c"), stream("e\n", "stderr")],
  };
  deepEqual(producedOutputs(cell), E({ stdoutLines: 3, stdoutText: true, stderrLines: 1 }));
});

Deno.test("missingOutputs() names the cells that lost an output, not those that printed more or failed", () => {
  const code = (source: string, outputs: Output[]): Cell => ({
    cell_type: "code",
    source,
    outputs,
    execution_count: 1,
  });
  const nb = {
    cells: [
      { cell_type: "markdown" as const, source: "# t" },
      code('console.log("x");\nawait show(t);', [stream("x\n")]),
      code('for (const i of [1, 2]) console.log(i);\nconsole.log("end");', [stream("1\n2\nend\n")]),
      code('console.log("y");', [{ output_type: "error", ename: "E", evalue: "v", traceback: [] }]),
    ],
  };
  const missing = missingOutputs(nb);
  deepEqual(missing.map((m) => m.index), [1]);
  match(describeMissing(missing[0]), /^cell 2 \[1\] "console\.log\(\\"x\\"\);": 1 display expected, got 0$/);
  equal(missingOutputs({ cells: [] }).length, 0);
});
