import { equal, throws } from "node:assert/strict";
import { noSetPlainWasm } from "./_plain_wasm.ts";
import { noSetPlain } from "./_reference_test.ts";
import { randomStream } from "../common/random.ts";

Deno.test("noSetPlainWasm() counts the same tables as noSetPlain() on the same stream, for every n, from 81 cards and from 27", () => {
  for (const deckSize of [81, 27]) {
    for (let n = 3; n <= deckSize; n++) {
      const stream = { seed: "wasm-test", method: "plain", n, chunk: n % 7 };
      const trials = n <= 21 ? 3000 : 200;
      equal(
        noSetPlainWasm({ n, trials, stream, deckSize }),
        noSetPlain({ n, trials, next: randomStream(stream), deckSize }),
        `n = ${n}, deck of ${deckSize}`,
      );
    }
  }
});

Deno.test("noSetPlainWasm() counts the same tables as noSetPlain() from the decks of 2, 5 and 6 features", () => {
  const cases: [number, number[]][] = [[9, [3, 4, 5, 9]], [243, [3, 5, 10, 20, 30, 40, 46, 243]], [
    729,
    [3, 5, 12, 25, 40, 60, 113, 729],
  ]];
  for (const [deckSize, sizes] of cases) {
    for (const n of sizes) {
      const stream = { seed: "wasm-test", method: "plain", n, chunk: deckSize };
      const trials = n <= 40 ? 3000 : 100;
      equal(
        noSetPlainWasm({ n, trials, stream, deckSize }),
        noSetPlain({ n, trials, next: randomStream(stream), deckSize }),
        `n = ${n}, deck of ${deckSize}`,
      );
    }
  }
});

Deno.test("noSetPlainWasm() starts each call afresh: the same key gives the same count, whatever ran before", () => {
  const stream = { seed: "7", method: "plain", n: 12, chunk: 3 };
  const first = noSetPlainWasm({ n: 12, trials: 50_000, stream });
  noSetPlainWasm({ n: 9, trials: 1000, stream, deckSize: 27 });
  equal(noSetPlainWasm({ n: 12, trials: 50_000, stream }), first);
  equal(noSetPlainWasm({ n: 12, trials: 0, stream }), 0);
});

Deno.test("noSetPlainWasm() rejects a size out of 3..deckSize, another deck size and a bad trial count (above 2^31 − 2 the stamps wrap), naming them", () => {
  const stream = { seed: "7", method: "plain", n: 12, chunk: 0 };
  throws(() => noSetPlainWasm({ n: 2, trials: 10, stream }), /table size 2 is not an integer in 3\.\.81/);
  throws(() => noSetPlainWasm({ n: 82, trials: 10, stream }), /table size 82 is not an integer in 3\.\.81/);
  throws(
    () => noSetPlainWasm({ n: 28, trials: 10, stream, deckSize: 27 }),
    /table size 28 is not an integer in 3\.\.27/,
  );
  throws(() => noSetPlainWasm({ n: 10, trials: 10, stream, deckSize: 9 }), /table size 10 is not an integer in 3\.\.9/);
  throws(
    () => noSetPlainWasm({ n: 5, trials: 10, stream, deckSize: 64 }),
    /deck size 64 is not one of 9, 27, 81, 243, 729/,
  );
  throws(() => noSetPlainWasm({ n: 12, trials: 1.5, stream }), /trials 1\.5 is not an integer/);
  throws(() => noSetPlainWasm({ n: 12, trials: 2 ** 31, stream }), /trials 2147483648 is not an integer/);
  // 2^31 − 1 would wrap the loop's 32-bit stamp (an endless loop): refused, naming the value and the limit
  throws(
    () => noSetPlainWasm({ n: 12, trials: 2 ** 31 - 1, stream }),
    /^RangeError: trials 2147483647 is not an integer in 0\.\.2147483646$/,
  );
});
