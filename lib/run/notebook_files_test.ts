import { deepEqual, equal, ok } from "node:assert/strict";
import { NOTEBOOK_NAMES } from "../config.ts";

const FOLDER = new URL("../../notebooks/", import.meta.url);

interface Cell {
  cell_type: string;
  source: string | string[];
  metadata: Record<string, unknown>;
  outputs?: unknown[];
  execution_count?: number | null;
}

const notebooks = [...Deno.readDirSync(FOLDER)].filter((e) => e.name.endsWith(".ipynb")).map((e) => e.name).sort();
const cells = (name: string): Cell[] => JSON.parse(Deno.readTextFileSync(new URL(name, FOLDER))).cells;
const text = (cell: Cell) => Array.isArray(cell.source) ? cell.source.join("") : cell.source;

Deno.test("the config lists every notebook of notebooks/, and only those", () => {
  deepEqual(notebooks.map((name) => name.slice(0, -".ipynb".length)), [...NOTEBOOK_NAMES].sort());
});

Deno.test("every code cell of every notebook has at most 12 non-blank lines, the first one included", () => {
  for (const name of notebooks) {
    cells(name).filter((cell) => cell.cell_type === "code").forEach((cell, i) => {
      const lines = text(cell).split("\n").filter((line) => line.trim()).length;
      ok(lines <= 12, `${name}, code cell ${i + 1}: ${lines} non-blank lines`);
    });
  }
});

Deno.test("notebooks are committed without outputs, with long outputs unfolded (scrolled: false)", () => {
  for (const name of notebooks) {
    for (const cell of cells(name).filter((c) => c.cell_type === "code")) {
      deepEqual(cell.outputs, [], `${name}: a cell has outputs`);
      equal(cell.execution_count, null, `${name}: a cell has an execution count`);
      equal(cell.metadata.scrolled, false, `${name}: a cell may fold its output (scrolled is not false)`);
    }
  }
});

Deno.test("each notebook's first code cell imports the library as a namespace and starts its own run", () => {
  for (const name of notebooks) {
    const first = text(cells(name).find((cell) => cell.cell_type === "code")!);
    ok(first.includes('import * as set from "../lib/notebook.ts";'), `${name}: no namespace import`);
    ok(
      first.includes(`const run = await set.start("${name.slice(0, -".ipynb".length)}"`),
      `${name}: does not start its run`,
    );
  }
});
