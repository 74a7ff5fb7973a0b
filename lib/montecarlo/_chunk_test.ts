import { simulateChunk } from "./_chunk.ts";
import { noSetPlainWasm } from "./_plain_wasm.ts";
import { equal } from "node:assert/strict";

Deno.test("simulateChunk(): The same task gives the same count; the small deck its own", () => {
  const task = { seed: "42", method: "plain", n: 6, chunk: 0, trials: 1000, replicates: 0, population: 0 } as const;
  equal(simulateChunk(task).noSet, simulateChunk(task).noSet);
  const small = simulateChunk({ ...task, deckSize: 27 }).noSet;
  const stream = { seed: "42", method: "plain-27", n: 6, chunk: 0 };
  equal(small, noSetPlainWasm({ n: 6, trials: 1000, stream, deckSize: 27 }));
});
