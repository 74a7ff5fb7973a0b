import { hotLoops, seedStream } from "./_wasm_module.ts";
import { equal, ok } from "node:assert/strict";
import { fileURLToPath as fromFileUrl } from "node:url";

const root = new URL("../../", import.meta.url);
const wasm = new URL("./_montecarlo.wasm", import.meta.url);

// Imports `module` in a fresh Deno allowed everything but reading the .wasm; returns its exit code and stderr.
async function importWithoutWasm(module: URL): Promise<{ code: number; stderr: string }> {
  const script = await Deno.makeTempFile({ suffix: ".ts" });
  try {
    await Deno.writeTextFile(script, `await import(${JSON.stringify(module.href)});\n`);
    const { code, stderr } = await new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        `--config=${fromFileUrl(new URL("deno.json", root))}`,
        "--allow-all",
        `--deny-read=${fromFileUrl(wasm)}`,
        script,
      ],
      stdout: "null",
      stderr: "piped",
    }).output();
    return { code, stderr: new TextDecoder().decode(stderr) };
  } finally {
    await Deno.remove(script);
  }
}

Deno.test("importing lib/set.ts or lib/notebook.ts does not load the WebAssembly: only the workers do", async () => {
  for (const entry of ["lib/set.ts", "lib/notebook.ts"]) {
    const { code, stderr } = await importWithoutWasm(new URL(entry, root));
    equal(code, 0, `${entry}: ${stderr}`);
  }
  // The check can fail: a module that loads the loops cannot be imported so.
  const { code } = await importWithoutWasm(new URL("./_chunk.ts", import.meta.url));
  equal(code === 0, false);
});

Deno.test("seedStream(): The single-path loop, seeded, gives a weight", () => {
  seedStream({ seed: "42", method: "sis", n: 12, chunk: 0 });
  hotLoops.resetPath(81);
  const weight = hotLoops.sisWeight(12, 81);
  ok(weight >= 0 && weight < 1);
});
