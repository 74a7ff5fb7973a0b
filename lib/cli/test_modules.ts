/**
 * `deno run --allow-all lib/cli/test_modules.ts OUT [--thorough]`: the test suite as a few modules, for
 * `deno test --config deno.json --no-check --parallel OUT` (lib/cli/test.sh runs them so). Without `--thorough`, the
 * files of {@link THOROUGH_ONLY} are left out.
 *
 * `deno test` runs every test file, and with `--doc` every documentation example, as a module of its own, each in a
 * fresh worker that loads the library afresh: about 200 test files and 370 examples, and the loading took most of the
 * suite's CPU time on two cores. Here, per folder of lib/:
 *
 * - the examples of its files become the `Deno.test`s of one module (an example's imports become dynamic imports
 *   inside its test, resolved from its file, and `import.meta.url` is its file's), each named by file and line;
 * - its test files are imported by one module, so that their tests register there; except the files named
 *   `notebook*_test.ts` (the runner's tests and the seed sweeps, the longest) and lib/cli's (each runs its command
 *   as processes, about 50 CPU-s in all, and one module of them was the suite's last to end), which stay modules of
 *   their own, so that the cores share the long ones. The long modules start first ({@link LONG_TESTS}).
 *
 * Tests still run one by one within a module, in their files' order, with the same sanitizers. `deno check --doc`
 * type-checks the examples as Deno sees them, in lib/cli/test.sh too. Fences marked anything more than `ts` (as
 * `ts ignore`) are left out, as `deno test --doc` leaves them.
 *
 * @module
 */
import { dirname, join, relative } from "node:path";
import { pathToFileURL } from "node:url";

/** One example: where it is, and its code. */
export interface DocExample {
  /** The line of its opening fence, from 1. */
  line: number;
  code: string;
}

/**
 * The TypeScript examples (fenced, `ts`) in a file's JSDoc comments, without the comments' leading `*`.
 *
 * @example
 * ```ts
 * import { docExamples } from "./test_modules.ts";
 * import { deepEqual } from "node:assert/strict";
 * const fence = "`".repeat(3);
 * const source = ["/**", " * Adds.", ` * ${fence}ts`, " * equal(1 + 1, 2);", ` * ${fence}`, " *" + "/", "export const x = 1;"];
 * deepEqual(docExamples(source.join("\n")), [{ line: 3, code: "equal(1 + 1, 2);" }]);
 * ```
 */
export function docExamples(source: string): DocExample[] {
  const examples: DocExample[] = [];
  let open: { line: number; lines: string[] } | undefined;
  source.split("\n").forEach((text, i) => {
    const body = /^\s*\*\s?(.*)$/.exec(text)?.[1];
    if (body === undefined) return;
    if (!open && /^```(ts|typescript)\s*$/.test(body.trim())) open = { line: i + 1, lines: [] };
    else if (open && body.trim() === "```") {
      examples.push({ line: open.line, code: open.lines.join("\n") });
      open = undefined;
    } else if (open) open.lines.push(body);
  });
  return examples;
}

const IMPORT = /^import\s+(type\s+)?([\s\S]*?)\s*from\s*("[^"]+"|'[^']+')\s*(with\s*\{[^}]*\})?\s*;?[ \t]*$/gm;

/**
 * An example's static imports as dynamic ones, resolved from the file it is in (`type` imports dropped).
 *
 * @example
 * ```ts
 * import { dynamicImports } from "./test_modules.ts";
 * import { equal } from "node:assert/strict";
 * const from = "file:///p/lib/a/b.ts";
 * equal(dynamicImports('import { x, y as z, type T } from "./c.ts";', from), 'const { x, y: z } = await import("file:///p/lib/a/c.ts");');
 * equal(dynamicImports('import * as set from "../set.ts";', from), 'const set = await import("file:///p/lib/set.ts");');
 * equal(dynamicImports('import seedrandom from "seedrandom";', from), 'const { default: seedrandom } = await import("seedrandom");');
 * equal(dynamicImports('import type { T } from "./c.ts";', from), "");
 * ```
 */
export function dynamicImports(code: string, from: string): string {
  return code.replace(IMPORT, (_all, onlyTypes: string | undefined, clause: string, quoted: string, attributes) => {
    if (onlyTypes) return "";
    const specifier = quoted.slice(1, -1);
    const resolved = JSON.stringify(specifier.startsWith(".") ? new URL(specifier, from).href : specifier);
    const options = attributes ? `, { ${attributes.trim()} }` : "";
    const target = `await import(${resolved}${options})`;
    const namespace = /^\*\s+as\s+(\w+)$/.exec(clause.trim());
    if (namespace) return `const ${namespace[1]} = ${target};`;
    const [, byDefault, named] = /^(\w+)?\s*,?\s*(?:\{([\s\S]*)\})?$/.exec(clause.trim()) ?? [];
    const names = (named ?? "").split(",").map((name) => name.trim()).filter((name) =>
      name && !name.startsWith("type ")
    )
      .map((name) => name.replace(/^(\w+)\s+as\s+(\w+)$/, "$1: $2"));
    if (byDefault) names.unshift(`default: ${byDefault}`);
    return `const { ${names.join(", ")} } = ${target};`;
  });
}

/** The test module of one source file's examples, or undefined when it has none. */
export function docTestModule(path: string, source: string, root: string): string | undefined {
  const examples = docExamples(source);
  if (!examples.length) return undefined;
  const from = pathToFileURL(path).href;
  const name = relative(root, path);
  return examples.map(({ line, code }) =>
    `Deno.test(${JSON.stringify(`${name}:${line}`)}, async () => {\n` +
    `${dynamicImports(code, from).replaceAll("import.meta.url", JSON.stringify(from))}\n});\n`
  ).join("\n");
}

/**
 * The folders whose tests take longest (lib/cli's run each command as a process; the others a few seconds each): their
 * modules start first, with the `notebook*_test.ts` ones. `deno test` starts modules in name order, and a long module
 * started last would leave a core idle at the end; so modules are named `0_…` (long), `1_…` (other tests) and `2_…`
 * (the examples, short).
 */
const LONG_TESTS = ["lib_cli", "lib_montecarlo", "lib_exact", "lib_web", "lib_html", "lib_figures", "lib_game"];

/** Every `.ts` file under `dir`, sorted. */
async function tsFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for await (const entry of Deno.readDir(dir)) {
    const path = join(dir, entry.name);
    if (entry.isDirectory && !entry.name.startsWith("_testdata")) found.push(...await tsFiles(path));
    else if (entry.isFile && entry.name.endsWith(".ts")) found.push(path);
  }
  return found.sort();
}

/**
 * Test files only `deno task test --thorough` runs (CI does): the runner stopped by each signal, by a failing cell or
 * a dead kernel, and writing to other file systems, each with real kernels (about 50 CPU-seconds); and the project's
 * kernel installed afresh and asked, at its start and after a restart, for names of cells not run (about 6). The
 * quick loop keeps the runner's other tests (a good run, other seeds, one notebook, bad input), and runs every
 * notebook through the project's kernel; the guard's own tests run in-process.
 */
export const THOROUGH_ONLY = [
  "lib/cli/notebooks_stop_test.ts",
  "lib/cli/notebooks_disk_test.ts",
  "lib/kernel/kernel_test.ts",
];

if (import.meta.main) {
  const thorough = Deno.args.includes("--thorough");
  const [out, ...rest] = Deno.args.filter((arg) => arg !== "--thorough");
  if (!out || rest.length) {
    console.error("usage: deno run --allow-all lib/cli/test_modules.ts OUT [--thorough]");
    Deno.exit(2);
  }
  await Deno.mkdir(out, { recursive: true });
  const root = Deno.cwd();
  const docs = new Map<string, string[]>(), tests = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, text: string) => map.set(key, [...(map.get(key) ?? []), text]);
  let examples = 0, testFiles = 0;
  for (const file of await tsFiles("lib")) {
    const folder = dirname(file).replace(/[/.]/g, "_");
    if (file.endsWith("_test.ts")) {
      if (!thorough && THOROUGH_ONLY.includes(file)) continue;
      testFiles++;
      const line = `import ${JSON.stringify(pathToFileURL(join(root, file)).href)};\n`;
      if (/(^|\/)notebook[^/]*_test\.ts$/.test(file) || folder === "lib_cli") {
        add(tests, `0_${file.replace(/[/.]/g, "_")}`, line);
      } else add(tests, `${LONG_TESTS.indexOf(folder) >= 0 ? 0 : 1}_${folder}_tests`, line);
    } else if (!file.endsWith("_bench.ts")) {
      const source = await Deno.readTextFile(file);
      const module = docTestModule(file, source, root);
      if (!module) continue;
      examples += docExamples(source).length;
      add(docs, `2_${folder}_examples`, module);
    }
  }
  for (const [name, parts] of [...docs, ...tests]) {
    await Deno.writeTextFile(join(out, `${name}_test.ts`), parts.join("\n"));
  }
  console.error(
    `test-modules: ${testFiles} test files and ${examples} examples in ${docs.size + tests.size} modules in ${out}`,
  );
}
