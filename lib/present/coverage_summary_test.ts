import { deepEqual, equal } from "node:assert/strict";
import { coverageSummary } from "./coverage_summary.ts";
import type { CoverageCell } from "../montecarlo/coverage.ts";
import { clopperPearson } from "../stats/intervals.ts";

// A cell run at `seeds` seeds of which `covered` contained the exact value.
function cell(method: "plain" | "sis", n: number, trials: number, covered: number, seeds: number): CoverageCell {
  return {
    method,
    n,
    trials,
    status: "run",
    minimumTrials: 1,
    seeds,
    covered,
    below: seeds - covered,
    above: 0,
    failed: 0,
    coverage: covered / seeds,
    coverageCi: clopperPearson(covered, seeds),
    trialsRun: trials,
    ciMethod: "test",
    relativeHalfWidth: null,
    ...(method === "plain" ? { exactCoverage: { clopperPearson: 0.96, wilson: 0.95, wald: 0.9 } } : {}),
    seconds: 0,
  };
}
const refused: CoverageCell = {
  ...cell("sis", 20, 1000, 0, 1),
  status: "refused",
  seeds: 0,
  covered: 0,
  below: 0,
  coverage: null,
  coverageCi: null,
};

Deno.test("coverageSummary() finds no shortfall when every cell's interval reaches 95%, and the lowest cell of each estimator", () => {
  const cells = [
    cell("plain", 12, 1000, 1900, 2000),
    cell("plain", 16, 1e6, 92, 100),
    cell("sis", 13, 1e6, 93, 100),
    cell("sis", 12, 1e4, 600, 632),
    refused,
  ];
  const summary = coverageSummary({ confidence: 0.95, cells });
  equal(summary.shortfalls.length, 0);
  equal(summary.run.length, 4);
  deepEqual(summary.seeds, [100, 2000]);
  deepEqual(summary.lowest.map((c) => [c.method, c.n]), [["plain", 16], ["sis", 13]]);
  equal(summary.widest.seeds, 100);
  deepEqual(coverageSummary({ confidence: 0.95, cells }, { methods: ["sis"] }).lowest.map((c) => c.n), [13]);
});
