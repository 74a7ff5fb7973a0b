import { equal, match, ok } from "node:assert/strict";
import { bundleScripts, WEB_ASSETS } from "./bundle.ts";

Deno.test("bundleScripts() makes classic scripts, the worker with its WebAssembly inlined, needing no Node module", async () => {
  const scripts = await bundleScripts();
  equal(scripts.size, WEB_ASSETS.length - 1); // all but the stylesheet
  for (const [name, text] of scripts) {
    ok(!/__require\(|\bimport\s*\(|^\s*import\s/m.test(text), `${name} is a classic script`);
    ok(!/Deno\.readFileSync/.test(text), `${name} reads no file`);
  }
  const worker = scripts.get("montecarlo-worker.js")!;
  match(worker, /^\/\/ The Monte Carlo worker/);
  match(worker, /AGFzbQ/); // "\0asm", the WebAssembly module's first bytes, in base64
});
