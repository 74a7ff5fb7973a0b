/**
 * `deno run --allow-all lib/cli/test_modules.ts OUT [--thorough]`: the test suite as a few modules for `deno test
 * --parallel OUT` (lib/cli/test.sh), as `deno test` loads the library afresh for every test file and example. Per
 * folder of lib/, its examples (imports resolved from their file; fences marked more than `ts` left out, as `deno test
 * --doc` does) make one module and its test files another; the longest test files are modules of their own, first.
 *
 * @module
 */
import { readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { pathToFileURL } from "node:url";

/** One example: the line of its opening fence (from 1), and its code. */
interface DocExample {
  line: number;
  code: string;
}

/** The TypeScript examples (fenced, `ts`) in a file's JSDoc comments, without the comments' leading `*`. */
function docExamples(source: string): DocExample[] {
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

/** An example's static imports as dynamic ones, resolved from the file it is in (`type` imports dropped). */
function dynamicImports(code: string, from: string): string {
  return code.replace(IMPORT, (_all, onlyTypes: string | undefined, clause: string, quoted: string, attributes) => {
    if (onlyTypes) return "";
    const specifier = quoted.slice(1, -1);
    const resolved = JSON.stringify(specifier.startsWith(".") ? new URL(specifier, from).href : specifier);
    const options = attributes ? `, { ${attributes.trim()} }` : "";
    const target = `await import(${resolved}${options})`;
    const namespace = /^\*\s+as\s+(\w+)$/.exec(clause.trim());
    if (namespace) return `const ${namespace[1]} = ${target};`;
    const [, byDefault, named] = /^(\w+)?\s*,?\s*(?:\{([\s\S]*)\})?$/.exec(clause.trim()) ?? [];
    const names = (named ?? "").split(",").map((name) => name.trim().replace(/^(\w+)\s+as\s+(\w+)$/, "$1: $2"))
      .filter((name) => name && !name.startsWith("type "));
    if (byDefault) names.unshift(`default: ${byDefault}`);
    return `const { ${names.join(", ")} } = ${target};`;
  });
}

/** The test module of one source file's examples, or undefined when it has none. */
function docTestModule(path: string, source: string, root: string): string | undefined {
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
 * The folders whose tests take longest. `deno test` starts modules in name order, so that no long one starts last
 * they are named `0_…` (long), `1_…` (other tests) and `2_…` (examples).
 */
const LONG_TESTS = ["lib_cli", "lib_montecarlo", "lib_exact", "lib_web", "lib_html", "lib_figures", "lib_game"];

/** Test files only `deno task test --thorough` runs: the runner stopped or on other file systems, the kernel installed. */
const THOROUGH_ONLY = ["lib/cli/notebooks_stop_test.ts", "lib/cli/notebooks_disk_test.ts", "lib/kernel/kernel_test.ts"];

if (import.meta.main) {
  const thorough = Deno.args.includes("--thorough");
  const [out, ...rest] = Deno.args.filter((arg) => arg !== "--thorough");
  if (!out || rest.length) {
    console.error("usage: deno run --allow-all lib/cli/test_modules.ts OUT [--thorough]");
    Deno.exit(2);
  }
  await Deno.mkdir(out, { recursive: true });
  const root = Deno.cwd();
  const modules = new Map<string, string[]>();
  const add = (key: string, text: string) => modules.set(key, [...(modules.get(key) ?? []), text]);
  let examples = 0, testFiles = 0;
  const files = readdirSync("lib", { recursive: true }).map((file) => join("lib", String(file)));
  for (const file of files.filter((file) => file.endsWith(".ts") && !file.includes("/_testdata")).sort()) {
    const folder = dirname(file).replace(/[/.]/g, "_");
    if (file.endsWith("_test.ts")) {
      if (!thorough && THOROUGH_ONLY.includes(file)) continue;
      testFiles++;
      const line = `import ${JSON.stringify(pathToFileURL(join(root, file)).href)};\n`;
      if (/(^|\/)notebook[^/]*_test\.ts$/.test(file) || folder === "lib_cli") {
        add(`0_${file.replace(/[/.]/g, "_")}`, line);
      } else add(`${LONG_TESTS.indexOf(folder) >= 0 ? 0 : 1}_${folder}_tests`, line);
    } else if (!file.endsWith("_bench.ts")) {
      const source = await Deno.readTextFile(file);
      const module = docTestModule(file, source, root);
      if (!module) continue;
      examples += docExamples(source).length;
      add(`2_${folder}_examples`, module);
    }
  }
  for (const [name, parts] of modules) await Deno.writeTextFile(join(out, `${name}_test.ts`), parts.join("\n"));
  console.error(`test-modules: ${testFiles} test files and ${examples} examples in ${modules.size} modules in ${out}`);
}
