import { deepEqual, equal, match, ok, throws } from "node:assert/strict";
import { declaredNames, GUARDED, guardUnrunCells, notebookDeclarations, unrunMessage } from "./unrun_cells.ts";

const notebook = (...cells: string[]) =>
  JSON.stringify({
    cells: [{ cell_type: "markdown", source: "# A question\nconst notAName = 1;" }].concat(
      cells.map((source) => ({ cell_type: "code", source: source.split(/(?<=\n)/) } as never)),
    ),
  });

Deno.test("declaredNames reads imports, functions, classes and every binding of a declaration", () => {
  deepEqual(
    declaredNames([
      'import * as set from "../lib/notebook.ts";',
      'import { deepEqual, equal as same, type Foo } from "node:assert/strict";',
      'import type { Bar } from "./bar.ts";',
      "const [first, , second] = [1, 2, 3];",
      "const { pair: [a, b], third, fourth: renamed = 4, ...rest } = puzzle.hint;",
      "const w3 = f(3, () => 0, g()), w4 = f(4);",
      "let counts: Map<string, number> = new Map(), total = 0;",
      "async function tally() {}",
      "class Tally {}",
    ].join("\n")),
    [
      "set",
      "deepEqual",
      "same",
      "first",
      "second",
      "a",
      "b",
      "third",
      "renamed",
      "rest",
      "w3",
      "w4",
      "counts",
      "total",
      "tally",
      "Tally",
    ],
  );
});

Deno.test("declaredNames skips what is not a top-level declaration: blocks, strings, comments, continuations", () => {
  deepEqual(
    declaredNames([
      "for (const card of deck) {",
      "  const inner = card;",
      "}",
      "const run = (method: string) =>",
      "  simulate({ method, label: `const fake = ${method}` });",
      '// const commented = 1; "',
      "/* const blockComment = 2; */ await show('const quoted = 3');",
      "const after = run;",
    ].join("\n")),
    ["run", "after"],
  );
});

Deno.test("every notebook's first code cell declares `set`, the library, and its later cells' names are found", () => {
  const folder = new URL("../../notebooks/", import.meta.url);
  const files = [...Deno.readDirSync(folder)].filter((entry) => entry.name.endsWith(".ipynb"));
  const declarations = notebookDeclarations(
    Object.fromEntries(files.map((e) => [e.name, Deno.readTextFileSync(new URL(e.name, folder))])),
  );
  deepEqual(declarations.get("set")!.map(({ cell }) => cell), files.map(() => 1));
  ok(declarations.get("plainRun")?.some(({ notebook, cell }) => notebook.startsWith("03-") && cell > 1));
});

Deno.test("notebookDeclarations keeps each notebook's first declaring code cell, numbered among code cells", () => {
  const declarations = notebookDeclarations({
    "01-a": notebook("import * as set from 'x';\nconst sizes = [9];", "const est = 1;", "const est = 2;"),
    "02-b": notebook("import * as set from 'x';", "const other = 3;\nconst sizes = 4;"),
  });
  deepEqual(declarations.get("est"), [{ notebook: "01-a", cell: 2, begins: "const est = 1;" }]);
  deepEqual(declarations.get("sizes")!.map(({ notebook, cell }) => [notebook, cell]), [["01-a", 1], ["02-b", 2]]);
  equal(declarations.has("notAName"), false);
});

Deno.test("unrunMessage sends a name of the first code cell to the top, and names the cell of a later one", () => {
  equal(
    unrunMessage("set", [{ notebook: "01-a", cell: 1, begins: "import * as set from 'x';" }]),
    "set is not defined yet: the notebook's first code cell defines it, and it has not run since the kernel " +
      "started. Run the notebook from the top: Kernel ▸ Restart & Run All.",
  );
  equal(
    unrunMessage("est", [{ notebook: "01-a", cell: 2, begins: "const est = 1;" }]),
    "est is not defined yet: a cell above defines it (01-a, code cell 2, which begins `const est = 1;`), and it " +
      "has not run since the kernel started. Run the notebook from the top: Kernel ▸ Restart & Run All.",
  );
});

Deno.test("guardUnrunCells answers for the notebooks' names only, and a name's own declaration replaces it", () => {
  const folder = Deno.makeTempDirSync();
  const prototype = Object.getPrototypeOf(globalThis);
  try {
    Deno.writeTextFileSync(`${folder}/01-a.ipynb`, notebook("var guardedOne = 1;", "var guardedTwo = 2;"));
    equal(guardUnrunCells(folder), 2);
    equal((globalThis as Record<symbol, unknown>)[GUARDED], 2);
    equal(guardUnrunCells(folder), 0, "a second install does nothing");
    const globalEval = eval;
    throws(() => globalEval("guardedTwo"), (error: Error) => {
      ok(error instanceof ReferenceError);
      match(error.message, /^guardedTwo is not defined yet: a cell above defines it \(01-a, code cell 2/);
      return true;
    });
    throws(() => globalEval("notGuarded"), /^ReferenceError: notGuarded is not defined$/);
    equal(globalEval("typeof notGuarded"), "undefined");
    equal(globalEval("var guardedOne = 5; guardedOne + 1"), 6);
  } finally {
    Object.setPrototypeOf(globalThis, prototype);
    for (const name of ["guardedOne", GUARDED]) delete (globalThis as Record<PropertyKey, unknown>)[name];
    Deno.removeSync(folder, { recursive: true });
  }
});

Deno.test("guardUnrunCells installs nothing for a folder without notebooks", () => {
  const folder = Deno.makeTempDirSync();
  try {
    equal(guardUnrunCells(folder), 0);
    equal(GUARDED in globalThis, false);
  } finally {
    Deno.removeSync(folder);
  }
});
