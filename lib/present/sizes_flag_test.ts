import { deepEqual, equal } from "node:assert/strict";
import { sizesFlag } from "./sizes_flag.ts";
import { sizesParam } from "../common/params.ts";

const read = sizesParam({ min: 3, max: 81, meaning: "sizes" }).read;

Deno.test("sizesFlag() writes runs as from-to and single sizes alone, increasing", () => {
  equal(sizesFlag([9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]), "9-21");
  equal(sizesFlag([21, 9, 10, 12]), "9-10,12,21");
  equal(sizesFlag([12, 12, 13]), "12-13");
  equal(sizesFlag([]), "");
});

Deno.test("sizesFlag() is read back by --sizes as the same sizes, for 500 random sets of sizes", () => {
  let state = 7;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let k = 0; k < 500; k++) {
    const sizes = Array.from({ length: 1 + Math.floor(next() * 20) }, () => 3 + Math.floor(next() * 79));
    deepEqual(read(sizesFlag(sizes)), [...new Set(sizes)].sort((a, b) => a - b));
  }
});
