/**
 * `deno run --allow-all lib/cli/doc_tests.ts OUT [FILE ...]`: the documentation's examples as test modules, one per
 * source file, for `deno test --config deno.json --no-check OUT` (lib/cli/test.sh runs them so).
 *
 * `deno test --doc` runs every example as a module of its own, each loading the library afresh: 369 examples took
 * 2.5 minutes of the suite's wall time on two cores, most of it loading. Here each source file's examples become the
 * `Deno.test`s of one module (an example's imports become dynamic imports inside its test, resolved from the source
 * file, and `import.meta.url` is the source file's), so they load once per file and still run one by one, in order,
 * each named by its file and line. `deno check --doc` type-checks them as Deno sees them, in lib/cli/test.sh too.
 * Fences marked anything more than `ts` (as `ts ignore`) are left out, as `deno test --doc` leaves them.
 *
 * @module
 */
import { join, relative } from "node:path";
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
 * import { docExamples } from "./doc_tests.ts";
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
 * import { dynamicImports } from "./doc_tests.ts";
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

if (import.meta.main) {
  const [out, ...files] = Deno.args;
  if (!out || !files.length) {
    console.error("usage: deno run --allow-all lib/cli/doc_tests.ts OUT FILE ...");
    Deno.exit(2);
  }
  await Deno.mkdir(out, { recursive: true });
  let modules = 0, examples = 0;
  for (const file of files) {
    const source = await Deno.readTextFile(file);
    const module = docTestModule(file, source, Deno.cwd());
    if (!module) continue;
    modules++;
    examples += docExamples(source).length;
    await Deno.writeTextFile(join(out, `${file.replace(/[/.]/g, "_")}_doc_test.ts`), module);
  }
  console.error(`doc-tests: ${examples} examples of ${modules} files in ${out}`);
}
