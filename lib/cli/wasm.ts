/**
 * `deno task wasm [--check]`: compiles lib/montecarlo/_assembly/ into the committed `_montecarlo.wasm`, or checks it.
 *
 * @module
 */
import { writeFileAtomic } from "../common/files.ts";
import { command, runCommand } from "./_command.ts";
import { switchParam } from "../common/params.ts";

/** `deno task wasm`. */
export const WASM = command({
  name: "wasm",
  summary: "Compiles the AssemblyScript hot loops into the committed lib/montecarlo/_montecarlo.wasm.",
  flags: { check: switchParam("only check that the committed binary is what the sources compile to") },
  async run({ check }) {
    // The compiler loads only once the flags are read: a bad one is refused at once.
    const { compileHotLoops, HOT_LOOPS_WASM } = await import("../montecarlo/_asc.ts");
    const binary = await compileHotLoops();
    const target = decodeURIComponent(HOT_LOOPS_WASM.pathname);
    if (check) {
      const committed = await Deno.readFile(HOT_LOOPS_WASM);
      if (committed.length !== binary.length || committed.some((byte, i) => byte !== binary[i])) {
        throw new Error(`${target} is not what lib/montecarlo/_assembly/ compiles to: run \`deno task wasm\``);
      }
      console.log(`wasm: ${target} is up to date (${binary.length} bytes)`);
      return;
    }
    await writeFileAtomic(target, binary);
    console.log(`wasm: wrote ${target} (${binary.length} bytes)`);
  },
});

if (import.meta.main) await runCommand(WASM);
