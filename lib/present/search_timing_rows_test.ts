import { deepEqual, throws } from "node:assert/strict";
import { type SearchTiming, searchTimingRows } from "./search_timing_rows.ts";

const row = (n: number, method: SearchTiming["method"], median: number, candidates: number): SearchTiming => ({
  n,
  method,
  median,
  candidates,
  tables: 200,
  withSet: n > 9 ? 200 : 150,
});

Deno.test("searchTimingRows() gives one row per table size, in increasing order, the two methods side by side", () => {
  const rows = searchTimingRows([
    row(12, "pairs", 0.08, 13.1),
    row(9, "triples", 0.7, 50.8),
    row(12, "triples", 0.9, 68.8),
    row(9, "pairs", 0.09, 15.1),
  ]);
  deepEqual(rows.map((r) => r.n), [9, 12]);
  deepEqual(rows.map((r) => r["tables with a SET"]), ["150 / 200", "200 / 200"]);
  deepEqual([rows[1]["triples checked"], rows[1]["pairs checked"]], ["68.8", "13.1"]);
  deepEqual([rows[1]["triples (µs per table)"], rows[1]["pairs (µs per table)"]], ["0.900", "0.0800"]);
});

Deno.test("searchTimingRows() writes whole counts without decimals and times from 100 on as whole numbers", () => {
  const [r] = searchTimingRows([row(16, "triples", 123.4, 560), row(16, "pairs", 0.4, 105)]);
  deepEqual([r["triples checked"], r["pairs checked"], r["triples (µs per table)"]], ["560", "105", "123"]);
});

Deno.test("searchTimingRows() refuses a size that lacks a method, naming it", () => {
  throws(() => searchTimingRows([row(12, "triples", 1, 220)]), /no pairs timing for tables of 12 cards/);
  throws(() => searchTimingRows([row(12, "pairs", 1, 55)]), /no triples timing for tables of 12 cards/);
});
