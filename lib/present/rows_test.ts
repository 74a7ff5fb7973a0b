import { equal, ok } from "node:assert/strict";
import { exactRows } from "./rows.ts";
import { binomial, setFreeCounts } from "../exact/counts.ts";

Deno.test("exactRows() has a row for every n = 0..81 consistent with the counts", () => {
  const rows = exactRows();
  const counts = setFreeCounts();
  equal(rows.length, 82);
  rows.forEach((row, n) => {
    equal(row.n, n);
    equal(row.setFree, counts[n]);
    equal(row.subsets, binomial(81, n));
    equal(row.numerator * row.subsets, row.setFree * row.denominator);
    if (row.setFree === 0n) equal(row.oddsAgainst, Infinity);
    else ok(Math.abs(row.oddsAgainst - (1 - row.p) / row.p) <= 1e-9 * Math.max(1, row.oddsAgainst));
  });
  equal(rows[2].oddsAgainst, 0);
});

Deno.test("exactRows(3) has a row for every n = 0..27 of the small deck, none SET-free from 10 cards on", () => {
  const rows = exactRows(3);
  equal(rows.length, 28);
  equal(rows[27].subsets, 1n);
  ok(rows.slice(10).every((row) => row.setFree === 0n && row.oddsAgainst === Infinity));
  ok(rows[9].setFree > 0n);
});
