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

Deno.test("no code line of any notebook is over 100 columns", () => {
  for (const name of notebooks) {
    for (const cell of cells(name).filter((c) => c.cell_type === "code")) {
      for (const line of text(cell).split("\n")) ok([...line].length <= 100, `${name}: ${line}`);
    }
  }
});

Deno.test("at most a quarter of the code cells only build a sentence (a say() and no table or figure)", () => {
  const code = notebooks.flatMap((name) => cells(name).filter((c) => c.cell_type === "code").map(text));
  const sentenceOnly = code.filter((source) => /set\.say\(/.test(source) && !/set\.(table|publish)\(/.test(source));
  ok(sentenceOnly.length * 4 <= code.length, `${sentenceOnly.length} of ${code.length}`);
});

Deno.test("the notebooks' prose gives no notebook instructions, parameter variables or library paths", () => {
  for (const name of notebooks) {
    for (const cell of cells(name).filter((c) => c.cell_type === "markdown" && c.metadata?.set !== "navigation")) {
      const prose = text(cell);
      for (const banned of [/Restart (&|and) Run All/, /the cell (below|above)/i, /\bSET_[A-Z]/, /\blib\//]) {
        ok(!banned.test(prose), `${name}: ${banned} in "${prose.slice(0, 80)}…"`);
      }
    }
  }
});
