/**
 * The library's layers (lib/README of the design: mathematics → data → config → presentation → run → figures →
 * pages → commands): a module imports only from its own layer or lower ones, and no import makes a cycle.
 */
import { equal } from "node:assert/strict";
import { dirname, join, relative } from "node:path";

const LIB = new URL(".", import.meta.url).pathname;

/** Each folder's (or top-level module's) layer: imports may go down or sideways, never up. */
const LAYERS: Record<string, number> = {
  common: 0,
  core: 1,
  stats: 1,
  exact: 2,
  montecarlo: 2,
  game: 2,
  timing: 2,
  data: 3,
  "config.ts": 4,
  present: 5,
  run: 6,
  figures: 7,
  web: 8,
  html: 9,
  kernel: 10,
  "set.ts": 10,
  "notebook.ts": 10,
  cli: 11,
};

const isTest = (path: string) => /(_test|_bench|_testing)\.ts$/.test(path) || path.includes("/_testdata/");

function modules(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of Deno.readDirSync(dir)) {
      const path = join(dir, entry.name);
      if (entry.isDirectory) walk(path);
      else if (entry.name.endsWith(".ts") && !isTest(path)) found.push(relative(LIB, path));
    }
  };
  walk(LIB);
  return found.sort();
}

/**
 * The library modules a module imports: static and dynamic imports and re-exports, and with `workers`, the modules
 * it starts as Web Workers by URL (a layer's rule holds for those too; a worker importing the module that starts it
 * is no cycle of the module graph).
 */
function importsOf(module: string, { workers = true } = {}): string[] {
  const text = Deno.readTextFileSync(join(LIB, module));
  const specifiers = [
    // Type-only imports are erased: they make no module depend on another at run time.
    ...text.matchAll(/^\s*(?:import|export)(?!\s+type\b)[^"';]*?from\s*["']([^"']+)["']/gm),
    ...text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
    ...(workers ? text.matchAll(/new URL\(\s*["'](\.{1,2}\/[^"']+\.ts)["']\s*,\s*import\.meta\.url/g) : []),
  ].map((match) => match[1]);
  return specifiers.filter((s) => s.startsWith(".")).map((s) => relative(LIB, join(LIB, dirname(module), s)))
    .filter((path) => !path.startsWith("..") && !isTest(path));
}

const layerOf = (module: string) => LAYERS[module.split("/")[0]];

Deno.test("every module of lib/ belongs to a layer", () => {
  equal(modules().filter((module) => layerOf(module) === undefined).join(", "), "");
});

Deno.test("no module imports from a higher layer", () => {
  const upward = modules().flatMap((module) =>
    importsOf(module).filter((target) => layerOf(target) > layerOf(module)).map((target) => `${module} → ${target}`)
  );
  equal(upward.join("\n"), "");
});

Deno.test("no import makes a cycle", () => {
  const graph = new Map(modules().map((module) => [module, importsOf(module, { workers: false })]));
  const state = new Map<string, "open" | "done">();
  const cycles: string[] = [];
  const visit = (module: string, path: string[]) => {
    if (state.get(module) === "done") return;
    if (state.get(module) === "open") {
      cycles.push([...path.slice(path.indexOf(module)), module].join(" → "));
      return;
    }
    state.set(module, "open");
    for (const next of graph.get(module) ?? []) visit(next, [...path, module]);
    state.set(module, "done");
  };
  for (const module of graph.keys()) visit(module, []);
  equal(cycles.join("\n"), "");
});
