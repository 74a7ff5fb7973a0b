import { deepEqual, equal } from "node:assert/strict";
import { estimateTable } from "./estimate_table.ts";
import { noSetProbability } from "../exact/counts.ts";
import { plain, sis } from "../montecarlo/_estimate_testing.ts";
import type { Estimate } from "../montecarlo/estimate.ts";

Deno.test("estimateTable() gives one row per size, by increasing n, skipped importance sampling marked", () => {
  const rows = estimateTable([plain(20, 0), plain(12, 6400), sis(12, [0.0322, 0.0324])]);
  deepEqual(rows.map((r) => r.n), [12, 20]);
  deepEqual([rows[1]["SIS p"], rows[1]["SIS 95%"]], ["(skipped)", ""]);
});

Deno.test("estimateTable() writes Wald's [0, 0] at a zero count and the exact 0 at 21 cards", () => {
  const exact21: Estimate = { ...sis(21, [0, 0]), p: 0, trials: 0, ciMethod: "exact: no SET-free table of 21 cards" };
  const [row] = estimateTable([plain(21, 0), exact21]);
  deepEqual([row["Wald 95%"], row["SIS p"], row["SIS 95%"], row.exact], ["0 – 0", "0", "0 – 0", "0"]);
});

Deno.test("estimateTable() writes a row's intervals and exact value with digits that show every miss", () => {
  const exact = noSetProbability(16).value;
  const [row] = estimateTable([plain(16, 7), sis(16, [exact * 1.00002, exact * 1.002])]);
  const lo = Number(row["SIS 95%"].split(" – ")[0]);
  equal(lo > Number(row.exact), true, `${row["SIS 95%"]} vs ${row.exact}`);
});
