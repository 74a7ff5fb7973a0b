import { equal, throws } from "node:assert/strict";
import { speedComparison } from "./speed_comparison.ts";

Deno.test("speedComparison() names the faster method and the ratio of the times, whichever is faster", () => {
  equal(speedComparison(0.9, 0.08), "pair completion is 11× as fast as the triple scan");
  equal(speedComparison(0.3, 0.75), "the triple scan is 2.5× as fast as pair completion");
});

Deno.test("speedComparison() calls times within 5% of each other about the same, either way round", () => {
  equal(speedComparison(1.049, 1), "the triple scan and pair completion take about the same time");
  equal(speedComparison(1, 1.049), "the triple scan and pair completion take about the same time");
  equal(speedComparison(1.06, 1), "pair completion is 1.1× as fast as the triple scan");
});

Deno.test("speedComparison() writes ratios from 10 on as whole numbers with separators, smaller ones with a decimal", () => {
  equal(speedComparison(9.94, 1), "pair completion is 9.9× as fast as the triple scan");
  equal(speedComparison(1, 1234.4), "the triple scan is 1,234× as fast as pair completion");
});

Deno.test("speedComparison() rejects a time that is zero, negative or not finite, naming it", () => {
  throws(() => speedComparison(0, 1), /triples 0 is not a positive finite time/);
  throws(() => speedComparison(1, -2), /pairs -2 is not a positive finite time/);
  throws(() => speedComparison(1, NaN), /pairs NaN is not a positive finite time/);
  throws(() => speedComparison(Infinity, 1), /triples Infinity is not a positive finite time/);
});
