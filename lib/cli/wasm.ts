/**
 * `deno task wasm`: compiles lib/no_set_plain.wat to lib/no_set_plain.wasm (committed),
 * after the .wat is edited. The tests fail while the two disagree.
 *
 * @module
 */
import { compileWat } from "../wat.ts";
import { writeFileAtomic } from "../write_file_atomic.ts";
import { main } from "./args.ts";

await main("wasm", async () => {
  const source = new URL("../no_set_plain.wat", import.meta.url);
  const target = new URL("../no_set_plain.wasm", import.meta.url);
  const binary = await compileWat(source);
  await writeFileAtomic(decodeURIComponent(target.pathname), binary);
  console.log(`wasm: wrote ${decodeURIComponent(target.pathname)} (${binary.length} bytes)`);
});
