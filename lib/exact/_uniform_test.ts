import { uniformBelow } from "./_uniform.ts";
import { equal } from "node:assert/strict";

Deno.test("uniformBelow(): The highest 53-bit integers fall past the last whole run of 10 and are drawn again", () => {
  const values = [1 - 2 ** -32, 1 - 2 ** -21, 0.5, 0.25]; // 2^53 − 1, then 2^52 + 2^19 = 4,503,599,627,894,784
  equal(uniformBelow(10, () => values.shift()!), 4);
  equal(values.length, 0);
});
