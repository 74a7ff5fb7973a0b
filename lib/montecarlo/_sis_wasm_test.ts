import { deepEqual, throws } from "node:assert/strict";
import { noSetSisWasm } from "./_sis_wasm.ts";
import { noSetSis } from "./sis.ts";
import { randomStream } from "../common/random.ts";
import { compileWat } from "./_wat.ts";

Deno.test("lib/no_set_sis.wasm is lib/no_set_sis.wat compiled (run `deno task wasm` after editing the .wat)", async () => {
  const compiled = await compileWat(new URL("./_sis.wat", import.meta.url));
  deepEqual(await Deno.readFile(new URL("./_sis.wasm", import.meta.url)), compiled);
});

Deno.test("noSetSisWasm() gives bit-identical moments to noSetSis() on the same stream, for every n from 3 to 81", () => {
  for (let n = 3; n <= 81; n++) {
    const stream = { seed: "wasm-test", method: "sis", n, chunk: n % 5 };
    const replicates = n <= 21 ? 2000 : 100;
    deepEqual(
      noSetSisWasm({ n, replicates, stream }),
      noSetSis({ n, replicates, next: randomStream(stream) }),
      `n = ${n}`,
    );
  }
});

Deno.test("noSetSisWasm() rejects a size out of 3..81 and a bad replicate count, naming them", () => {
  const stream = { seed: "7", method: "sis", n: 12, chunk: 0 };
  throws(() => noSetSisWasm({ n: 2, replicates: 10, stream }), /table size 2 is not in 3\.\.81/);
  throws(() => noSetSisWasm({ n: 12, replicates: 0, stream }), /replicates 0 is not a positive integer/);
});
