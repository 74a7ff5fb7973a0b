/**
 * A cell run before the cells it needs says which to run instead of V8's bare `ReferenceError`: lib/kernel/kernel.py
 * installs a proxy at the foot of the global object's prototype chain that answers for the names the folder's notebooks
 * declare at a code cell's top level, until a cell's own declaration shadows them; other names keep V8's error.
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
  let text = blankLiterals(code);
  // Type arguments (`Map<string, number>`) blanked too: their commas separate no declarations.
  for (let before = ""; before !== text;) [before, text] = [text, text.replace(/<[^<>()=;]*>/g, blank)];
  const starts = [...topLevelLines(text), text.length];
  return starts.slice(0, -1).flatMap((start, i) => {
    const statement = splitTopLevel(text.slice(start, starts[i + 1]), ";")[0];
    const imported = /^import\s+(?!type\b)([^;]*?)\s+from\b/.exec(statement);
    const fn = /^(?:export\s+)?(?:async\s+)?(?:function\*?|class)\s+([$\w]+)/.exec(statement);
    const declaration = /^(?:export\s+)?(?:const|let|var)\s+/.exec(statement);
    if (imported) return importedNames(imported[1]);
    if (fn) return [fn[1]];
    if (!declaration) return [];
    // Each declarator's binding: before its initialiser and its type.
    return splitTopLevel(statement.slice(declaration[0].length), ",")
      .flatMap((declarator) => bindingNames(splitTopLevel(splitTopLevel(declarator, "=")[0], ":")[0]));
  });
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
  const short = (line: string) => line.length > 60 ? `${line.slice(0, 59)}…` : line;
  const cells = declarations.map(({ notebook, cell, begins }) =>
    `${notebook}, code cell ${cell}, which begins \`${short(begins)}\``
  );
  const where = declarations.every(({ cell }) => cell === 1)
    ? "the notebook's first code cell defines it"
    : `a cell above defines it (${cells.join("; ")})`;
  return `${name} is not defined yet: ${where}, and it has not run since the kernel started. ` +
    "Run the notebook from the top: Kernel ▸ Restart & Run All.";
}

/** The global property that says the guard is installed (its value: how many names it answers for). */
export const GUARDED: unique symbol = Symbol.for("set-notebooks.unrunCellsGuard");

/** Installs the guard for the notebooks in `folder`; returns how many names it answers for (0: nothing installed). */
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
  Object.setPrototypeOf(globalThis, new Proxy(base, { get, has }));
  Object.defineProperty(globalThis, GUARDED, { value: declarations.size, configurable: true });
  return declarations.size;
}

const blank = (text: string) => text.replace(/[^\n]/g, " ");

/** The code with the insides of strings, template literals and comments blanked (same length and lines). */
function blankLiterals(code: string): string {
  return code.replace(
    /\/\/[^\n]*|\/\*[\s\S]*?\*\/|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\[\s\S]|[^`\\])*`/g,
    (literal) => literal[0] + blank(literal.slice(1, -1)) + literal.at(-1),
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

/** The parts of `text` between its top-level `separator`s (outside brackets; `=` not as in `=>`). */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0, start = 0;
  for (let i = 0; i < text.length; i++) {
    if ("([{".includes(text[i])) depth++;
    else if (")]}".includes(text[i])) depth--;
    else if (depth === 0 && text[i] === separator && text.slice(i, i + 2) !== "=>") {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, text.slice(start)];
}

/** The names an import clause binds: `* as a`, `b`, `{ c, d as e, type F }` → a, b, c, e. */
function importedNames(clause: string): string[] {
  const namespace = /\*\s+as\s+([$\w]+)/.exec(clause)?.[1], byDefault = /^([$\w]+)/.exec(clause.trim())?.[1];
  const named = (/\{([^}]*)\}/.exec(clause)?.[1].split(",") ?? []).filter((item) => !/^\s*type\s/.test(item));
  const locals = named.map((item) => /(?:^|\s)([$\w]+)\s*$/.exec(item)?.[1]);
  return [namespace, byDefault, ...locals].filter((name) => name !== undefined);
}

/** The names a binding binds: `a`; `{ a, b: c, d = 1, ...e }` → a, c, d, e; `[f, , [g]]` → f, g. */
function bindingNames(binding: string): string[] {
  const target = splitTopLevel(binding.trim().replace(/^\.\.\./, ""), "=")[0].trim();
  if (!/^[{[]/.test(target)) return /^[$\w]+$/.test(target) ? [target] : [];
  return splitTopLevel(target.slice(1, -1), ",")
    .flatMap((item) => bindingNames(target[0] === "{" ? splitTopLevel(item, ":").at(-1)! : item));
}
