import { deepEqual } from "node:assert/strict";
import { compileHotLoops, HOT_LOOPS_WASM } from "./_asc.ts";

Deno.test("_montecarlo.wasm is _assembly/ compiled today (run `deno task wasm` after editing the AssemblyScript)", async () => {
  deepEqual(await Deno.readFile(HOT_LOOPS_WASM), await compileHotLoops());
});
