/**
 * A cell run before the cells it needs says which to run (`set is not defined yet: the notebook's first code cell
 * defines it, …`) instead of V8's bare `ReferenceError`. The project's kernel (`lib/kernel/kernel.py`) installs the
 * guard before any cell: a proxy at the foot of the global object's prototype chain answers for the names the
 * notebooks of the kernel's folder declare at the top level of a code cell, until a cell's own declaration shadows
 * it. Names no notebook declares keep V8's own error.
 *
 * @example What a notebook's code declares
 * ```ts
 * import { deepEqual } from "node:assert/strict";
 * import { declaredNames } from "./unrun_cells.ts";
 * deepEqual(declaredNames('import * as set from "../lib/notebook.ts";\nconst { seed, trials: n } = f();'),
 *   ["set", "seed", "n"]);
 * ```
 *
 * @module
 */

/** Where a name is declared: a notebook (its file name without `.ipynb`) and its code cell (1-based). */
export interface Declaration {
  notebook: string;
  cell: number;
  /** The cell's first line, to recognise it by. */
  begins: string;
}

/** The names a cell's code declares at its top level (imports, `const`/`let`/`var`, functions, classes), in order. */
export function declaredNames(code: string): string[] {
  const text = blankLiterals(code);
  const names: string[] = [];
  for (const start of topLevelLines(text)) {
    const head = text.slice(start);
    const imported = /^import\s+(?!type\b)([^;]*?)\s+from\b/.exec(head);
    const fn = /^(?:export\s+)?(?:async\s+)?(?:function\*?|class)\s+([$\w]+)/.exec(head);
    const declaration = /^(?:export\s+)?(?:const|let|var)\s+/.exec(head);
    if (imported) names.push(...importedNames(imported[1]));
    else if (fn) names.push(fn[1]);
    else if (declaration) names.push(...declaratorNames(text, start + declaration[0].length));
  }
  return names;
}

/** Every top-level name of every notebook's code cells, with where it is declared (first code cell first). */
export function notebookDeclarations(notebooks: Record<string, string>): Map<string, Declaration[]> {
  const byName = new Map<string, Declaration[]>();
  for (const [notebook, json] of Object.entries(notebooks)) {
    const cells: { cell_type: string; source: string | string[] }[] = JSON.parse(json).cells ?? [];
    cells.filter((cell) => cell.cell_type === "code").forEach((cell, i) => {
      const code = Array.isArray(cell.source) ? cell.source.join("") : cell.source;
      for (const name of new Set(declaredNames(code))) {
        const declarations = byName.get(name) ?? byName.set(name, []).get(name)!;
        if (!declarations.some((seen) => seen.notebook === notebook)) {
          declarations.push({ notebook, cell: i + 1, begins: code.trim().split("\n")[0] });
        }
      }
    });
  }
  return byName;
}

/** The error's message for a name that a cell has not declared yet. */
export function unrunMessage(name: string, declarations: Declaration[]): string {
  const rerun = "Run the notebook from the top: Kernel ▸ Restart & Run All.";
  if (declarations.every(({ cell }) => cell === 1)) {
    return `${name} is not defined yet: the notebook's first code cell defines it, and it has not run since the ` +
      `kernel started. ${rerun}`;
  }
  const short = (line: string) => line.length > 60 ? `${line.slice(0, 59)}…` : line;
  const where = declarations.map(({ notebook, cell, begins }) =>
    `${notebook}, code cell ${cell}, which begins \`${short(begins)}\``
  );
  return `${name} is not defined yet: a cell above defines it (${where.join("; ")}), and it has not run since ` +
    `the kernel started. ${rerun}`;
}

/** The global property that says the guard is installed (its value: how many names it answers for). */
export const GUARDED: unique symbol = Symbol.for("set-notebooks.unrunCellsGuard");

/**
 * Installs the guard for the notebooks in `folder` (the kernel's working directory). Returns how many names it
 * answers for; 0, and nothing installed, when the folder holds none.
 */
export function guardUnrunCells(folder = Deno.cwd()): number {
  if (GUARDED in globalThis) return 0;
  const files = [...Deno.readDirSync(folder)].filter((entry) => entry.isFile && entry.name.endsWith(".ipynb"));
  const notebooks = Object.fromEntries(
    files.map((entry) => [entry.name.slice(0, -".ipynb".length), Deno.readTextFileSync(`${folder}/${entry.name}`)]),
  );
  const declarations = notebookDeclarations(notebooks);
  if (declarations.size === 0) return 0;
  const base = Object.getPrototypeOf(globalThis);
  const get = (target: object, key: PropertyKey, receiver: unknown) => {
    if (typeof key === "string" && declarations.has(key) && !Reflect.has(target, key)) {
      const error = new ReferenceError(unrunMessage(key, declarations.get(key)!));
      Error.captureStackTrace(error, get); // the trace starts in the cell, as V8's own would
      throw error;
    }
    return Reflect.get(target, key, receiver);
  };
  const has = (target: object, key: PropertyKey) =>
    (typeof key === "string" && declarations.has(key)) || Reflect.has(target, key);
  const guard = new Proxy(base, { get, has });
  Object.setPrototypeOf(globalThis, guard);
  Object.defineProperty(globalThis, GUARDED, { value: declarations.size, configurable: true });
  return declarations.size;
}

/** The code with the insides of strings, template literals and comments replaced by spaces (same length and lines). */
function blankLiterals(code: string): string {
  return code.replace(
    /\/\/[^\n]*|\/\*[\s\S]*?\*\/|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\[\s\S]|[^`\\])*`/g,
    (literal) => literal[0] + literal.slice(1, -1).replace(/[^\n]/g, " ") + literal.at(-1),
  );
}

/** Where the lines that start a statement at the top level begin: at column 0, outside any bracket. */
function* topLevelLines(text: string): Generator<number> {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if ((i === 0 || text[i - 1] === "\n") && depth === 0 && /\S/.test(text[i])) yield i;
    if ("([{".includes(text[i])) depth++;
    else if (")]}".includes(text[i])) depth = Math.max(0, depth - 1);
  }
}

function importedNames(clause: string): string[] {
  const names: string[] = [];
  const namespace = /\*\s+as\s+([$\w]+)/.exec(clause);
  if (namespace) names.push(namespace[1]);
  const braces = /\{([^}]*)\}/.exec(clause);
  const defaultName = /^([$\w]+)/.exec(clause.trim());
  if (defaultName) names.push(defaultName[1]);
  for (const item of braces?.[1].split(",") ?? []) {
    const name = /(?:^|\s)([$\w]+)\s*$/.exec(item.replace(/^\s*type\s+/, " "));
    if (name && !/^\s*type\s/.test(item)) names.push(name[1]);
  }
  return names;
}

/** The names bound by `a = 1, { b, c: d } = e, [f, , g] = h` from `at` to the end of the statement. */
function declaratorNames(text: string, at: number): string[] {
  const names: string[] = [];
  let i = at;
  for (;;) {
    while (/\s/.test(text[i] ?? "")) i++;
    const binding = readBinding(text, i);
    names.push(...bindingNames(binding));
    i += binding.length;
    if (/^\s*:/.test(text.slice(i))) i = typeEnd(text, i); // `const x: Map<A, B> = …`: the type's commas bind nothing
    // The type and the initialiser, up to a comma or the statement's end at this depth.
    let depth = 0;
    for (; i < text.length; i++) {
      const c = text[i];
      if ("([{".includes(c)) depth++;
      else if (")]}".includes(c)) depth--;
      if (depth < 0 || (depth === 0 && (c === "," || c === ";"))) break;
      if (depth === 0 && c === "\n" && /\S/.test(text[i + 1] ?? "")) break; // the next statement, at column 0
    }
    if (text[i] !== ",") return names;
    i++;
  }
}

/** The binding at `at`: a name, or a balanced `{…}` or `[…]` pattern. */
function readBinding(text: string, at: number): string {
  if (text[at] !== "{" && text[at] !== "[") return /^[$\w]*/.exec(text.slice(at))![0];
  let depth = 0;
  for (let i = at; i < text.length; i++) {
    if ("([{".includes(text[i])) depth++;
    else if (")]}".includes(text[i]) && --depth === 0) return text.slice(at, i + 1);
  }
  return text.slice(at);
}

/** The names a binding pattern binds: `{ a, b: c, d = 1, ...e }` → a, c, d, e; `[f, , [g]]` → f, g. */
function bindingNames(binding: string): string[] {
  if (!binding.startsWith("{") && !binding.startsWith("[")) return binding ? [binding] : [];
  const inner = binding.slice(1, -1);
  const items: string[] = [];
  let depth = 0, start = 0;
  for (let i = 0; i <= inner.length; i++) {
    const c = inner[i];
    if (c !== undefined && "([{".includes(c)) depth++;
    else if (c !== undefined && ")]}".includes(c)) depth--;
    else if ((c === "," && depth === 0) || c === undefined) {
      items.push(inner.slice(start, i));
      start = i + 1;
    }
  }
  return items.flatMap((item) => {
    let target = item.trim().replace(/^\.\.\./, "");
    if (binding.startsWith("{")) {
      const colon = topLevelIndex(target, ":");
      if (colon >= 0) target = target.slice(colon + 1).trim();
    }
    const equals = topLevelIndex(target, "=");
    if (equals >= 0) target = target.slice(0, equals).trim();
    return target ? bindingNames(target) : [];
  });
}

/** Where the type annotation from `at` ends: at its `=` (not `=>`), counting `<…>` as brackets. */
function typeEnd(text: string, at: number): number {
  let depth = 0;
  for (let i = at; i < text.length; i++) {
    if ("([{<".includes(text[i])) depth++;
    else if (")]}".includes(text[i]) || (text[i] === ">" && text[i - 1] !== "=")) depth--;
    else if (depth === 0 && text[i] === "=" && text[i + 1] !== ">") return i;
  }
  return text.length;
}

function topLevelIndex(text: string, char: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if ("([{".includes(text[i])) depth++;
    else if (")]}".includes(text[i])) depth--;
    else if (depth === 0 && text[i] === char) return i;
  }
  return -1;
}
