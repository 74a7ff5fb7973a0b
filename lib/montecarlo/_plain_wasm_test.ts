import { deepEqual, equal, throws } from "node:assert/strict";
import { noSetPlainWasm } from "./_plain_wasm.ts";
import { noSetPlain } from "./plain.ts";
import { randomStream } from "../common/random.ts";
import { compileWat } from "./_wat.ts";

Deno.test("lib/no_set_plain.wasm is lib/no_set_plain.wat compiled (run `deno task wasm` after editing the .wat)", async () => {
  const compiled = await compileWat(new URL("./_plain.wat", import.meta.url));
  const committed = await Deno.readFile(new URL("./_plain.wasm", import.meta.url));
  deepEqual(committed, compiled);
});

Deno.test("noSetPlainWasm() counts the same tables as noSetPlain() on the same stream, for every n from 3 to 81", () => {
  for (let n = 3; n <= 81; n++) {
    const stream = { seed: "wasm-test", method: "plain", n, chunk: n % 7 };
    const trials = n <= 21 ? 3000 : 200;
    equal(noSetPlainWasm({ n, trials, stream }), noSetPlain({ n, trials, next: randomStream(stream) }), `n = ${n}`);
  }
});

Deno.test("noSetPlainWasm() starts each call afresh: the same key gives the same count", () => {
  const stream = { seed: "7", method: "plain", n: 12, chunk: 3 };
  equal(noSetPlainWasm({ n: 12, trials: 50_000, stream }), noSetPlainWasm({ n: 12, trials: 50_000, stream }));
  equal(noSetPlainWasm({ n: 12, trials: 0, stream }), 0);
});

Deno.test("noSetPlainWasm() rejects a size out of 3..81 and a bad trial count, naming them", () => {
  const stream = { seed: "7", method: "plain", n: 12, chunk: 0 };
  throws(() => noSetPlainWasm({ n: 2, trials: 10, stream }), /table size 2 is not in 3\.\.81/);
  throws(() => noSetPlainWasm({ n: 82, trials: 10, stream }), /table size 82 is not in 3\.\.81/);
  throws(() => noSetPlainWasm({ n: 12, trials: 1.5, stream }), /trials 1\.5 is not an integer/);
  throws(() => noSetPlainWasm({ n: 12, trials: 2 ** 31, stream }), /trials 2147483648 is not an integer/);
});
