import { deepEqual, throws } from "node:assert/strict";
import { noSetSisWasm } from "./_sis_wasm.ts";
import { noSetSis } from "./_reference_test.ts";
import { randomStream } from "../common/random.ts";

Deno.test("noSetSisWasm() single paths: bit-identical moments to noSetSis() for every n, from 81 cards and from 27", () => {
  for (const deckSize of [81, 27]) {
    for (let n = 3; n <= deckSize; n++) {
      const stream = { seed: "wasm-test", method: "sis", n, chunk: n % 5 };
      const replicates = n <= 21 ? 2000 : 100;
      deepEqual(
        noSetSisWasm({ n, replicates, stream, deckSize }),
        noSetSis({ n, replicates, next: randomStream(stream), deckSize }),
        `n = ${n}, deck of ${deckSize}`,
      );
    }
  }
});

Deno.test("noSetSisWasm() resampled populations: bit-identical moments to noSetSis(), from 81 cards and from 27", () => {
  const cases = [
    // the simulation's sizes, a small population, one that grows the memory, one larger than any before
    ...[12, 18, 19, 20, 21, 22].map((n) => ({ n, population: 1000, replicates: 4, deckSize: 81 })),
    { n: 20, population: 7, replicates: 50, deckSize: 81 },
    { n: 19, population: 2, replicates: 200, deckSize: 81 },
    { n: 20, population: 3000, replicates: 2, deckSize: 81 },
    ...[5, 8, 9, 10, 27].map((n) => ({ n, population: 500, replicates: 10, deckSize: 27 })),
  ];
  for (const { n, population, replicates, deckSize } of cases) {
    const stream = { seed: "wasm-test", method: "sis", n, chunk: population };
    deepEqual(
      noSetSisWasm({ n, replicates, population, stream, deckSize }),
      noSetSis({ n, replicates, population, next: randomStream(stream), deckSize }),
      `n = ${n}, population ${population}, deck of ${deckSize}`,
    );
  }
});

Deno.test("noSetSisWasm() gives bit-identical moments to noSetSis() from the decks of 2, 5 and 6 features", () => {
  const cases = [
    ...[3, 4, 5, 9].map((n) => ({ n, deckSize: 9, replicates: 500, population: 1 })),
    ...[5, 20, 34, 46].map((n) => ({ n, deckSize: 243, replicates: 500, population: 1 })),
    ...[36, 40].map((n) => ({ n, deckSize: 243, replicates: 2, population: 300 })),
    ...[5, 30, 60, 113].map((n) => ({ n, deckSize: 729, replicates: 200, population: 1 })),
    ...[70, 80].map((n) => ({ n, deckSize: 729, replicates: 2, population: 100 })),
  ];
  for (const { n, deckSize, replicates, population } of cases) {
    const stream = { seed: "wasm-test", method: "sis", n, chunk: deckSize + population };
    deepEqual(
      noSetSisWasm({ n, replicates, population, stream, deckSize }),
      noSetSis({ n, replicates, population, next: randomStream(stream), deckSize }),
      `n = ${n}, population ${population}, deck of ${deckSize}`,
    );
  }
});

Deno.test("noSetSisWasm() starts each call afresh: the same key gives the same moments, whatever ran before", () => {
  const stream = { seed: "7", method: "sis", n: 19, chunk: 1 };
  const first = noSetSisWasm({ n: 19, replicates: 3, population: 300, stream });
  noSetSisWasm({ n: 9, replicates: 3, population: 400, stream, deckSize: 27 });
  noSetSisWasm({ n: 20, replicates: 100, stream });
  deepEqual(noSetSisWasm({ n: 19, replicates: 3, population: 300, stream }), first);
});

Deno.test("noSetSisWasm() rejects a size out of 3..deckSize, another deck size and bad counts, naming them", () => {
  const stream = { seed: "7", method: "sis", n: 12, chunk: 0 };
  throws(() => noSetSisWasm({ n: 2, replicates: 10, stream }), /table size 2 is not an integer in 3\.\.81/);
  throws(
    () => noSetSisWasm({ n: 28, replicates: 10, stream, deckSize: 27 }),
    /table size 28 is not an integer in 3\.\.27/,
  );
  throws(
    () => noSetSisWasm({ n: 12, replicates: 10, stream, deckSize: 80 }),
    /deck size 80 is not one of 9, 27, 81, 243, 729/,
  );
  throws(() => noSetSisWasm({ n: 12, replicates: 0, stream }), /replicates 0 is not a positive integer/);
  throws(() => noSetSisWasm({ n: 12, replicates: 1, population: 0, stream }), /population 0 is not a positive integer/);
  throws(() => noSetSisWasm({ n: 12, replicates: 1, population: 1e6 + 1, stream }), /population 1000001 is more than/);
  throws(
    () => noSetSisWasm({ n: 12, replicates: 1, population: 200_000, stream, deckSize: 729 }),
    /^RangeError: population 200000 is more than 183357 for 729 cards$/,
  );
});
