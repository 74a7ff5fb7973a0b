/**
 * What each code cell of a notebook must have produced, read from its source,
 * so the runner can tell a complete executed notebook from one whose kernel
 * lost an output.
 *
 * Each cell is parsed with the TypeScript compiler and its calls that run for
 * certain are counted: at the top level of the cell, in blocks, in `try` and
 * `finally`, in `do` bodies and in immediately invoked functions — not in
 * branches (`if`, `? :`, `&&`, `||`, `??`, `catch`, `switch`), loop bodies or
 * functions that are only defined. Counted:
 *
 * - `console.log`, `info`, `debug`, `table`, `dir`, `group`, `count`,
 *   `timeLog`, `timeEnd`: at least one line on stdout each; `console.warn`,
 *   `error`, `trace`: one line on stderr; `Deno.stdout.write(Sync)` and
 *   `process.stdout.write`: some stdout;
 * - `Deno.jupyter.display(x)`: one displayed output; the project's `show(a, b, …)`
 *   one per argument, `publish(fig)` one;
 * - imported aliases of those (`import { show as showNow }`), and functions the
 *   notebook defines whose bodies print for certain (`const show = async (…) =>
 *   (await showNow(…), …)`), from the cell that defines them on;
 * - a cell's last expression when it has a value to show: a literal, a name, a
 *   `Deno.jupyter.md`/`html`/`svg` template or a call to `say`, `table` or
 *   `Deno.jupyter.format`.
 *
 * These are lower bounds: a cell may print more (in loops, in branches), never less.
 *
 * @module
 */
import ts from "typescript";
import { type Cell, cellSource, joinText, type Notebook } from "./notebook.ts";
import { plural } from "../common/format.ts";

/** The least a cell must have produced. */
export interface Expected {
  /** Lines on stdout (one per certain `console.log` and the like). */
  stdoutLines: number;
  /** Some text on stdout (a certain `Deno.stdout.write`). */
  stdoutText: boolean;
  /** Lines on stderr. */
  stderrLines: number;
  /** Displayed outputs: `display_data` and `execute_result`. */
  displays: number;
}

/** How a call of a function displays: one output per argument, or a fixed number. */
type DisplayCount = "per-argument" | number;

/** This project's display functions: `show` (`lib/display/show.ts`) and `publish` (`lib/figures/export.ts`). */
const DISPLAY_FUNCTIONS: Record<string, DisplayCount> = { show: "per-argument", publish: 1 };

/** This project's functions that return displayable values (`lib/display/show.ts`). */
const VALUE_FUNCTIONS: readonly string[] = ["say", "table"];

const NONE: Expected = { stdoutLines: 0, stdoutText: false, stderrLines: 0, displays: 0 };

function add(a: Expected, b: Expected): Expected {
  return {
    stdoutLines: a.stdoutLines + b.stdoutLines,
    stdoutText: a.stdoutText || b.stdoutText,
    stderrLines: a.stderrLines + b.stderrLines,
    displays: a.displays + b.displays,
  };
}

function isNone(e: Expected): boolean {
  return e.stdoutLines === 0 && !e.stdoutText && e.stderrLines === 0 && e.displays === 0;
}

const STDOUT_CONSOLE = new Set([
  "log",
  "info",
  "debug",
  "table",
  "dir",
  "dirxml",
  "group",
  "groupCollapsed",
  "count",
  "timeLog",
  "timeEnd",
]);
const STDERR_CONSOLE = new Set(["warn", "error", "trace"]);

function unwrap(node: ts.Expression): ts.Expression {
  let e = node;
  while (
    ts.isParenthesizedExpression(e) || ts.isAwaitExpression(e) || ts.isAsExpression(e) || ts.isNonNullExpression(e)
  ) {
    e = e.expression;
  }
  return e;
}

function isFunctionLike(node: ts.Node): node is ts.ArrowFunction | ts.FunctionExpression {
  return ts.isArrowFunction(node) || ts.isFunctionExpression(node);
}

/** What one call of each known name certainly produces, with how it counts arguments. */
type Printer = { perArgument: boolean; expected: Expected };

class CellAnalyzer {
  readonly printers = new Map<string, Printer>();
  readonly valueFunctions = new Set(VALUE_FUNCTIONS);

  constructor() {
    for (const [name, count] of Object.entries(DISPLAY_FUNCTIONS)) {
      this.printers.set(name, {
        perArgument: count === "per-argument",
        expected: { ...NONE, displays: count === "per-argument" ? 1 : count },
      });
    }
  }

  /** What a call produces for certain, from its callee. */
  call(node: ts.CallExpression): Expected {
    const callee = node.expression;
    if (ts.isPropertyAccessExpression(callee)) {
      const owner = callee.expression.getText();
      const method = callee.name.text;
      if (owner === "console" && STDOUT_CONSOLE.has(method)) return { ...NONE, stdoutLines: 1 };
      if (owner === "console" && STDERR_CONSOLE.has(method)) return { ...NONE, stderrLines: 1 };
      if ((owner === "Deno.stdout" || owner === "process.stdout") && /^write(Sync)?$/.test(method)) {
        return { ...NONE, stdoutText: true };
      }
      if (owner === "Deno.jupyter" && method === "display") return { ...NONE, displays: 1 };
      return NONE;
    }
    if (ts.isIdentifier(callee)) {
      const printer = this.printers.get(callee.text);
      if (!printer) return NONE;
      if (!printer.perArgument) return printer.expected;
      const plain = node.arguments.filter((argument) => !ts.isSpreadElement(argument)).length;
      return { ...printer.expected, displays: Math.max(1, plain) };
    }
    return NONE;
  }

  /** Sums the calls of `node` that run for certain when `node` runs. */
  certain(node: ts.Node): Expected {
    let total = NONE;
    const visit = (n: ts.Node): void => {
      if (ts.isFunctionDeclaration(n) || ts.isClassLike(n) || ts.isMethodDeclaration(n) || ts.isAccessor(n)) return;
      if (ts.isConstructorDeclaration(n) || isFunctionLike(n)) return;
      if (ts.isCallExpression(n)) {
        total = add(total, this.call(n));
        const callee = unwrap(n.expression);
        if (isFunctionLike(callee)) visit(callee.body); // an immediately invoked function runs
        visit(n.expression);
        n.arguments.forEach(visit);
        return;
      }
      if (ts.isIfStatement(n)) return visit(n.expression);
      if (ts.isConditionalExpression(n)) return visit(n.condition);
      if (ts.isBinaryExpression(n)) {
        const op = n.operatorToken.kind;
        const shortCircuit = op === ts.SyntaxKind.AmpersandAmpersandToken || op === ts.SyntaxKind.BarBarToken ||
          op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.AmpersandAmpersandEqualsToken ||
          op === ts.SyntaxKind.BarBarEqualsToken || op === ts.SyntaxKind.QuestionQuestionEqualsToken;
        if (shortCircuit) return visit(n.left);
      }
      if (ts.isForStatement(n)) {
        if (n.initializer) visit(n.initializer);
        if (n.condition) visit(n.condition);
        return;
      }
      if (ts.isForOfStatement(n) || ts.isForInStatement(n)) return visit(n.expression);
      if (ts.isWhileStatement(n)) return visit(n.expression);
      if (ts.isSwitchStatement(n)) return visit(n.expression);
      if (ts.isTryStatement(n)) {
        visit(n.tryBlock);
        if (n.finallyBlock) visit(n.finallyBlock);
        return;
      }
      ts.forEachChild(n, visit);
    };
    visit(node);
    return total;
  }

  /** Registers the printing functions a cell imports or defines. */
  learn(file: ts.SourceFile): void {
    for (const statement of file.statements) {
      const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          const printer = this.printers.get((element.propertyName ?? element.name).getText());
          if (printer && element.propertyName) this.printers.set(element.name.text, printer);
        }
      }
    }
    // Twice, so a function may call one defined below it in the same cell.
    for (let pass = 0; pass < 2; pass++) {
      for (const statement of file.statements) {
        if (ts.isFunctionDeclaration(statement) && statement.name && statement.body) {
          this.define(statement.name.text, statement.body);
        } else if (ts.isVariableStatement(statement)) {
          for (const declaration of statement.declarationList.declarations) {
            const init = declaration.initializer && unwrap(declaration.initializer);
            if (init && isFunctionLike(init) && ts.isIdentifier(declaration.name)) {
              this.define(declaration.name.text, init.body);
            }
          }
        }
      }
    }
  }

  define(name: string, body: ts.Node): void {
    const expected = this.certain(body);
    if (isNone(expected)) this.printers.delete(name); // a redefinition that prints nothing
    else this.printers.set(name, { perArgument: false, expected });
  }

  /** One displayed output when the cell's last statement is an expression with a value to show. */
  lastValue(file: ts.SourceFile): Expected {
    const last = file.statements[file.statements.length - 1];
    if (!last || !ts.isExpressionStatement(last)) return NONE;
    const e = unwrap(last.expression);
    const shown = () => ({ ...NONE, displays: 1 });
    if (ts.isTaggedTemplateExpression(e)) return /^Deno\.jupyter\.\w+$/.test(e.tag.getText()) ? shown() : NONE;
    if (ts.isCallExpression(e)) {
      const callee = e.expression.getText();
      return this.valueFunctions.has(callee) || callee === "Deno.jupyter.format" ? shown() : NONE;
    }
    if (ts.isIdentifier(e)) return e.text === "undefined" ? NONE : shown();
    if (
      ts.isStringLiteral(e) || ts.isNumericLiteral(e) || ts.isTemplateExpression(e) ||
      ts.isNoSubstitutionTemplateLiteral(e) || ts.isObjectLiteralExpression(e) || ts.isArrayLiteralExpression(e)
    ) return shown();
    return NONE;
  }

  cell(source: string): Expected {
    const file = ts.createSourceFile("cell.ts", source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    this.learn(file);
    return add(this.certain(file), this.lastValue(file));
  }
}

/**
 * The least each code cell must produce, in notebook order (the printing
 * functions a cell defines count in the cells after it).
 *
 * @param sources The sources of the notebook's code cells, in order.
 * @example
 * ```ts
 * import { expectedOutputs } from "./expected_outputs.ts";
 * import { deepEqual } from "node:assert/strict";
 * const [defines, uses, branch] = expectedOutputs([
 *   'import { show as showNow } from "./set.ts";\nconst show = async (x: unknown) => await showNow(x);',
 *   'console.log("a");\nawait show(1);',
 *   'if (Math.random() > 2) console.log("never");',
 * ]);
 * deepEqual(defines, { stdoutLines: 0, stdoutText: false, stderrLines: 0, displays: 0 });
 * deepEqual(uses, { stdoutLines: 1, stdoutText: false, stderrLines: 0, displays: 1 });
 * deepEqual(branch.stdoutLines, 0);
 * ```
 */
export function expectedOutputs(sources: readonly string[]): Expected[] {
  const analyzer = new CellAnalyzer();
  return sources.map((source) => analyzer.cell(source));
}

/** What a cell produced, counted as {@link Expected} counts it. */
export function producedOutputs(cell: Cell): Expected {
  let stdout = "";
  let stderr = "";
  let displays = 0;
  for (const output of cell.outputs ?? []) {
    if (output.output_type === "stream") {
      if (output.name === "stderr") stderr += joinText(output.text);
      else stdout += joinText(output.text);
    } else if (output.output_type === "display_data" || output.output_type === "execute_result") displays++;
  }
  const lines = (text: string) => text.split("\n").length - 1 + (text && !text.endsWith("\n") ? 1 : 0);
  return { stdoutLines: lines(stdout), stdoutText: stdout.length > 0, stderrLines: lines(stderr), displays };
}

/** A code cell that produced less than its source certainly produces. */
export interface MissingOutput {
  /** Index of the cell in the notebook (0-based). */
  index: number;
  executionCount?: number | null;
  /** The first line of the cell's source. */
  firstLine: string;
  expected: Expected;
  produced: Expected;
}

/**
 * The code cells of an executed notebook that lack an output their source
 * certainly produces (cells that raised an error are left to the error report).
 *
 * @example
 * ```ts
 * import { missingOutputs } from "./expected_outputs.ts";
 * import { equal } from "node:assert/strict";
 * const nb = { cells: [
 *   { cell_type: "code" as const, source: 'console.log("x")', outputs: [] },
 *   { cell_type: "code" as const, source: 'console.log("y")', outputs: [{ output_type: "stream" as const, name: "stdout" as const, text: "y\n" }] },
 * ] };
 * equal(missingOutputs(nb).map((m) => m.index).join(), "0");
 * ```
 */
export function missingOutputs(nb: Notebook): MissingOutput[] {
  const code = nb.cells.map((cell, index) => ({ cell, index })).filter(({ cell }) => cell.cell_type === "code");
  const expected = expectedOutputs(code.map(({ cell }) => cellSource(cell)));
  const missing: MissingOutput[] = [];
  code.forEach(({ cell, index }, i) => {
    if ((cell.outputs ?? []).some((output) => output.output_type === "error")) return;
    const want = expected[i];
    const got = producedOutputs(cell);
    if (
      got.stdoutLines < want.stdoutLines || (want.stdoutText && !got.stdoutText) ||
      got.stderrLines < want.stderrLines || got.displays < want.displays
    ) {
      const firstLine = cellSource(cell).split("\n").find((line) => line.trim()) ?? "";
      missing.push({ index, executionCount: cell.execution_count, firstLine, expected: want, produced: got });
    }
  });
  return missing;
}

/** A code cell whose last value repeats an output it already displayed. */
export interface RepeatedOutput {
  /** Index of the cell in the notebook (0-based). */
  index: number;
  executionCount?: number | null;
  /** The first line of the cell's source. */
  firstLine: string;
}

/**
 * The code cells that show one thing twice: an `execute_result` (the cell's last value) with
 * the same data as a `display_data` of the same cell, as when a cell ends with a call that
 * displays a value and also returns it. A reader sees the figure or table twice.
 *
 * @example
 * ```ts
 * import { repeatedOutputs } from "./expected_outputs.ts";
 * import { equal } from "node:assert/strict";
 * const data = { "text/plain": "fig" };
 * const nb = { cells: [{ cell_type: "code" as const, source: "await publish(fig)", outputs: [
 *   { output_type: "display_data" as const, data },
 *   { output_type: "execute_result" as const, data },
 * ] }] };
 * equal(repeatedOutputs(nb).map((r) => r.index).join(), "0");
 * ```
 */
export function repeatedOutputs(nb: Notebook): RepeatedOutput[] {
  const repeated: RepeatedOutput[] = [];
  nb.cells.forEach((cell, index) => {
    if (cell.cell_type !== "code") return;
    const outputs = cell.outputs ?? [];
    const shown = new Set(
      outputs.filter((o) => o.output_type === "display_data").map((o) => JSON.stringify(o.data)),
    );
    if (outputs.some((o) => o.output_type === "execute_result" && shown.has(JSON.stringify(o.data)))) {
      const firstLine = cellSource(cell).split("\n").find((line) => line.trim()) ?? "";
      repeated.push({ index, executionCount: cell.execution_count, firstLine });
    }
  });
  return repeated;
}

/**
 * One line describing a missing output, e.g.
 * `cell 7 [5] "await show(table(rows));": expected 1 display, got 0`.
 */
export function describeMissing(missing: MissingOutput): string {
  const parts: string[] = [];
  const { expected: e, produced: p } = missing;
  if (p.displays < e.displays) parts.push(`${plural(e.displays, "display")} expected, got ${p.displays}`);
  if (p.stdoutLines < e.stdoutLines) {
    parts.push(`${plural(e.stdoutLines, "stdout line")} expected, got ${p.stdoutLines}`);
  }
  if (e.stdoutText && !p.stdoutText) parts.push("stdout text expected, got none");
  if (p.stderrLines < e.stderrLines) {
    parts.push(`${plural(e.stderrLines, "stderr line")} expected, got ${p.stderrLines}`);
  }
  const count = missing.executionCount ? ` [${missing.executionCount}]` : "";
  const line = missing.firstLine.length > 60 ? `${missing.firstLine.slice(0, 57)}...` : missing.firstLine;
  return `cell ${missing.index + 1}${count} ${JSON.stringify(line)}: ${parts.join("; ")}`;
}
