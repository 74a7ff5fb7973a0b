import { deepEqual, equal, match, throws } from "node:assert/strict";
import { coverageSentence, coverageSummary } from "./coverage_summary.ts";
import { coverageTable, exactCoverageTable } from "./coverage_table.ts";
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
  equal(summary.refused, 1);
  deepEqual(summary.seeds, [100, 2000]);
  deepEqual(summary.lowest.map((c) => [c.method, c.n]), [["plain", 16], ["sis", 13]]);
  equal(summary.widest.seeds, 100);
  deepEqual(coverageSummary({ confidence: 0.95, cells }, { methods: ["sis"] }).lowest.map((c) => c.n), [13]);
});

Deno.test("coverageSummary() counts a cell whose whole interval lies below 95% as short, and refuses a study with nothing run", () => {
  const summary = coverageSummary({
    confidence: 0.95,
    cells: [cell("sis", 12, 1000, 1850, 2000), cell("plain", 12, 1000, 1900, 2000)],
  });
  deepEqual(summary.shortfalls.map((c) => c.method), ["sis"]);
  match(
    coverageSentence(summary),
    /1 of the 2 cells falls significantly short of 95% \(importance sampling at 12 cards, 1,000 trials, 2,000 seeds: 92\.5%\)/,
  );
  throws(() => coverageSummary({ confidence: 0.95, cells: [refused] }), /no cell of plain or sis was run/);
});

Deno.test("coverageSentence() says what the study shows and what a cell of few seeds cannot show", () => {
  const sentence = coverageSentence(
    coverageSummary({
      confidence: 0.95,
      deckSize: 27,
      cells: [cell("sis", 5, 1e5, 185, 200), cell("sis", 6, 1000, 1907, 2000)],
    }),
  );
  match(
    sentence,
    /^In the small deck's study \(5 and 6 cards, 1,000 to 100,000 trials, 200 to 2,000 seeds a cell\), none of the 2 importance-sampling cells falls significantly short of 95%/,
  );
  match(
    sentence,
    /a cell of 200 seeds has an interval 8 points wide, so a shortfall of a few points there would go unseen/,
  );
  match(
    sentence,
    /The lowest estimate is importance sampling 92\.5% \(5 cards, 100,000 trials, 200 seeds; its interval 87\.9% to 95\.7%\)\.$/,
  );
});

Deno.test("coverageTable() lists the cells lowest first, and never shows a coverage or interval below 95% as reaching it", () => {
  const rows = coverageTable([{
    confidence: 0.95,
    cells: [cell("sis", 13, 1000, 1899, 2000), cell("plain", 12, 1000, 1940, 2000), refused],
  }]);
  deepEqual(rows.map((r) => r.n), [13, 12]);
  equal(rows[0].coverage, "94.95%");
  equal(rows[0]["reaches 95%"], "yes");
  equal(coverageTable([{ confidence: 0.95, cells: [cell("sis", 12, 1000, 1850, 2000)] }])[0]["reaches 95%"], "no");
  const shortByAHair = coverageTable([{
    confidence: 0.95,
    cells: [{ ...cell("sis", 12, 1000, 1880, 2000), coverageCi: [0.93, 0.94996] }],
  }]);
  equal(shortByAHair[0]["its 95% interval"], "93.000%–94.996%");
  equal(coverageTable([{ confidence: 0.95, cells: [cell("plain", 12, 1000, 1940, 2000)] }], { below: 0.95 }).length, 0);
});

Deno.test("exactCoverageTable() gives each interval's lowest exact coverage and the SET-free tables a run expects there", () => {
  const low = {
    ...cell("plain", 17, 1e5, 200, 200),
    exactCoverage: { clopperPearson: 0.99, wilson: 0.87, wald: 0.13 },
  };
  const rows = exactCoverageTable([{
    deckSize: 81,
    cells: [cell("plain", 12, 1000, 1900, 2000), low],
    exact: { "12": 0.0323, "17": 1.373e-6 },
  }]);
  deepEqual(rows.map((r) => [r.interval, r["lowest exact coverage"], r.n]), [
    ["Clopper–Pearson", "96.00%", 12],
    ["Wilson", "87.00%", 17],
    ["Wald (the article's)", "13.00%", 17],
  ]);
  equal(rows[1]["SET-free tables expected a run"], "0.14");
  equal(rows[0]["SET-free tables expected a run"], "32");
});
