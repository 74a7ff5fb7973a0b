import { equal, match, ok, throws } from "node:assert/strict";
import { coverageChart, type CoverageInput, TRIALS_LOOK } from "./coverage.ts";
import { textBoxes } from "../layout_check.ts";
import { drawBoth } from "../_helpers_test.ts";
import type { CoverageCell } from "../../montecarlo/coverage.ts";
import { clopperPearson } from "../../stats/intervals.ts";

// A study as coverageStudy() makes it: plain sampling everywhere, importance sampling refused below 10,000 trials at 15.
function cell(method: "plain" | "sis", n: number, trials: number, covered: number, seeds: number): CoverageCell {
  const refused = seeds === 0;
  return {
    method,
    n,
    trials,
    status: refused ? "refused" : "run",
    minimumTrials: method === "plain" ? 1 : n >= 15 ? 10_000 : 1_000,
    seeds,
    covered,
    below: 0,
    above: seeds - covered,
    failed: 0,
    coverage: refused ? null : covered / seeds,
    coverageCi: refused ? null : clopperPearson(covered, seeds),
    trialsRun: refused ? 0 : trials,
    ciMethod: "",
    relativeHalfWidth: null,
    seconds: 0,
    ...(method === "plain" ? { exactCoverage: { clopperPearson: 0.955, wilson: 0.95, wald: 0.94 } } : {}),
  };
}

const study = (cells: CoverageCell[], deckSize?: 27 | 81): CoverageInput => ({
  confidence: 0.95,
  cells,
  ...(deckSize ? { deckSize } : {}),
  parameters: {},
});
const grid = [12, 13, 14, 15].flatMap((n) =>
  [1_000, 10_000].flatMap((trials) => [
    cell("plain", n, trials, trials === 1_000 ? 1_912 : 604, trials === 1_000 ? 2_000 : 632),
    n >= 15 && trials < 10_000
      ? cell("sis", n, trials, 0, 0)
      : cell("sis", n, trials, trials === 1_000 ? 1_897 : 601, trials === 1_000 ? 2_000 : 632),
  ])
);

Deno.test("coverageChart keeps a row for every cell: the cells run as points, the refused ones as refused", () => {
  const { en } = drawBoth(coverageChart, study(grid));
  equal(en.data.length, grid.length);
  equal(en.data.filter((d) => d.drawn_as === "refused").length, 1);
  equal(en.data.find((d) => d.drawn_as === "refused")!.method, "sis");
  equal(en.data.find((d) => d.method === "plain" && d.n === 12 && d.trials === 1_000)!.exact_coverage, 0.955);
  match(en.caption, /Refused \(×\): .*1,000 trials at 15 cards/);
});

Deno.test("coverageChart runs its axis from 85% to 100% when every interval lies above, and lower when one does not", () => {
  const ticks = (input: CoverageInput) =>
    textBoxes(coverageChart.draw(input, "en").svg).map((b) => b.text).filter((t) => /%$/.test(t));
  const high = ticks(study(grid));
  ok(high.includes("85%") && high.includes("100%") && !high.includes("80%"), high.join(" "));
  const low = ticks(study([...grid, cell("sis", 12, 100_000, 160, 200)]));
  ok(low.includes("70%") && low.includes("100%"), low.join(" ")); // the interval of 160 of 200 reaches down to 74%
});

Deno.test("coverageChart counts in its title the cells whose whole interval lies below the nominal 95%", () => {
  match(
    coverageChart.draw(study(grid), "en").title,
    /^None of the 15 cells is significantly below 95% coverage; the lowest estimate is 94\.9%, from 2,000 seeds$/,
  );
  const { en } = drawBoth(coverageChart, study([...grid, cell("sis", 12, 100_000, 170, 200)], 27));
  match(en.title, /short in 1 of 16 cells/);
  match(en.caption, /Significantly short .*importance sampling at 12 cards, 100,000 trials/);
});

Deno.test("coverageChart names the deck: the small deck's study becomes coverage-small-deck", () => {
  const { en, "zh-TW": zh } = drawBoth(coverageChart, study(grid, 27));
  equal(en.name, "coverage-small-deck");
  match(zh.caption, /27 張實心牌的小牌組/);
  match(coverageChart.draw(study(grid), "en").caption, /81-card deck/);
});

Deno.test("coverageChart refuses more trial counts than it has looks for", () => {
  const many = [1, 2, 3, 4, 5, 6, 7].map((k) => cell("plain", 12, 1_000 * k, 95, 100));
  throws(() => coverageChart.draw(study(many), "en"), /7 trial counts/);
  equal(new Set(TRIALS_LOOK.map((look) => look.symbol)).size, TRIALS_LOOK.length);
  TRIALS_LOOK.slice(1).forEach((look, i) => ok((look.fill === "white") !== (TRIALS_LOOK[i].fill === "white")));
});

Deno.test("coverageChart's caption states how wide the bars of the cells with fewest seeds are, from the data, and the lowest cells", () => {
  const few = [cell("sis", 13, 1_000_000, 93, 100), cell("plain", 14, 1_000_000, 99, 100)];
  const { en, "zh-TW": zh } = drawBoth(coverageChart, study([...grid, ...few]));
  const width = (c: CoverageCell) => (100 * (c.coverageCi![1] - c.coverageCi![0])).toFixed(1);
  equal(width(few[1]), "5.4");
  equal(width(few[0]), "11.0");
  match(
    en.caption,
    /No bar lies wholly below 95%, and that is all the study shows: with 100 seeds a cell's bar spans 5\.4 to 11\.0 points/,
  );
  match(en.caption, /importance sampling 93\.0% at 13 cards and 1,000,000 trials \(86\.1% to 97\.1%\)\.$/);
  match(zh.caption, /只有 100 個種子時，一格的誤差棒長 5\.4 到 11\.0 個百分點/);
  match(zh.title, /^17 格中沒有一格的涵蓋率顯著低於 95%；最低的估計值是 93\.0%（100 個種子）$/);
});
