/**
 * `deno task wasm`: compiles the AssemblyScript hot loops (lib/montecarlo/_assembly/) into
 * lib/montecarlo/_montecarlo.wasm (committed), after they are edited. The tests fail while
 * the committed binary is not what the sources compile to.
 *
 * @module
 */
import { compileHotLoops, HOT_LOOPS_WASM } from "../montecarlo/_asc.ts";
import { writeFileAtomic } from "../common/files.ts";
import { main } from "./args.ts";

await main("wasm", async () => {
  const binary = await compileHotLoops();
  const target = decodeURIComponent(HOT_LOOPS_WASM.pathname);
  await writeFileAtomic(target, binary);
  console.log(`wasm: wrote ${target} (${binary.length} bytes)`);
});
