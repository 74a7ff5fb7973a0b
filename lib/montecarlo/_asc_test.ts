import { compileHotLoops } from "./_asc.ts";
import { ok } from "node:assert/strict";
import { thoroughTest } from "../common/_quick_loop_test.ts";

thoroughTest("compileHotLoops(): The binary is a WebAssembly module exporting the loops", async () => {
  const module = new WebAssembly.Module(await compileHotLoops());
  const names = WebAssembly.Module.exports(module).map((e) => e.name);
  ok(names.includes("countNoSet") && names.includes("populationEstimate"));
});
