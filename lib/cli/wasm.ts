/**
 * `deno task wasm`: compiles each lib/*.wat (the hot loops) to the lib/*.wasm beside it
 * (committed), after a .wat is edited. The tests fail while the two disagree.
 *
 * @module
 */
import { compileWat } from "../montecarlo/_wat.ts";
import { writeFileAtomic } from "../common/files.ts";
import { command } from "./_command.ts";

await command("wasm", "usage: deno task wasm", {}, async () => {
  const lib = new URL("../montecarlo/", import.meta.url);
  for await (const entry of Deno.readDir(lib)) {
    if (!entry.isFile || !entry.name.endsWith(".wat")) continue;
    const binary = await compileWat(new URL(entry.name, lib));
    const target = decodeURIComponent(new URL(entry.name.replace(/\.wat$/, ".wasm"), lib).pathname);
    await writeFileAtomic(target, binary);
    console.log(`wasm: wrote ${target} (${binary.length} bytes)`);
  }
});
