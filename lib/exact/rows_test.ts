import { equal, ok } from "node:assert/strict";
import { exactRows, formatOdds } from "./rows.ts";
import { binomial, setFreeCounts } from "./counts.ts";

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

Deno.test("formatOdds() writes r : 1 with four significant digits, exponents from 10^9, and never for Infinity", () => {
  equal(formatOdds(0), "0 : 1");
  equal(formatOdds(0.012820512), "0.01282 : 1");
  equal(formatOdds(29.9575), "29.96 : 1");
  equal(formatOdds(728_531.4), "728,500 : 1");
  equal(formatOdds(6.88e12), "6.880e12 : 1");
  equal(formatOdds(Infinity), "never");
});
