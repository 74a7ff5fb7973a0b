import { deepEqual, match, ok } from "node:assert/strict";
import { bundleScripts } from "./bundle.ts";

Deno.test("bundleScripts() makes classic scripts, the worker with its WebAssembly inlined, needing no Node module", async () => {
  const scripts = await bundleScripts();
  deepEqual([...scripts.keys()].sort(), ["montecarlo-worker.js", "practice.js", "rerun.js", "third-card.js"]);
  for (const [name, text] of scripts) {
    ok(!/__require\(|\bimport\s*\(|^\s*import\s/m.test(text), `${name} is a classic script`);
    ok(!/Deno\.readFileSync/.test(text), `${name} reads no file`);
  }
  const worker = scripts.get("montecarlo-worker.js")!;
  match(worker, /^\/\/ The Monte Carlo worker/);
  match(worker, /AGFzbQ/); // "\0asm", the WebAssembly module's first bytes, in base64
});
