import { compileHotLoops } from "./_asc.ts";
import { ok } from "node:assert/strict";

Deno.test("compileHotLoops(): The binary is a WebAssembly module exporting the loops", async () => {
  const module = new WebAssembly.Module(await compileHotLoops());
  const names = WebAssembly.Module.exports(module).map((e) => e.name);
  ok(names.includes("countNoSet") && names.includes("populationEstimate"));
});
