import { equal, ok } from "node:assert/strict";
import { agreementSummary, comparePublished } from "./agreement.ts";
import { knownNoSetProbability } from "../exact/small_tables.ts";
import { binomial, conditionalNoSet, noSetProbability, setFreeCounts } from "../exact/counts.ts";
import { pct } from "./format.ts";
import { NO_SET_REFERENCES } from "../data/references.ts";

Deno.test("comparePublished() sets every published figure beside what it estimates", () => {
  const rows = comparePublished();
  equal(rows.length, NO_SET_REFERENCES.length);
  for (const row of rows) {
    if (row.setting === "fresh deal") equal(row.exact, noSetProbability(row.n).value);
    else if (row.setting.startsWith("no SET in the first")) equal(row.exact, conditionalNoSet(row.n, row.n - 3).value);
    else equal(row.exact, undefined, "game play depends on how the game is played");
    if (row.setting.startsWith("no SET in the first")) equal(row.setting, `no SET in the first ${row.n - 3} cards`);
    if (row.ci) ok(row.ci[0] <= row.p && row.p <= row.ci[1], `${row.source} ${row.n}`);
    ok(row.citation.length > 0);
  }
  ok(rows.every((row) => row.source !== "norvig-odds"), "Norvig's page is cited only through Warne's quotation");
});

Deno.test("comparePublished() gives counts Clopper–Pearson intervals, estimates their half-width, and odds none", () => {
  const [count, half, bare] = comparePublished([
    { source: "norvig-notebook", setting: "fresh deal", n: 18, draws: 57, noSet: 0, where: "" },
    { source: "article", setting: "fresh deal", n: 12, p: 0.0317, halfWidth: 0.0008, where: "" },
    { source: "rulebook", setting: "fresh deal", n: 12, oddsAgainst: 33, where: "" },
  ]);
  equal(count.ci![0], 0);
  ok(count.ci![1] > 0.06 && count.ci![1] < 0.07); // 1 − 0.025^(1/57) = 0.0627
  ok(Math.abs(half.ci![1] - half.ci![0] - 2 * 0.0008) < 1e-15);
  equal(bare.ci, undefined);
});

// P(no SET | n) from the counts, not through noSetProbability() or conditionalNoSet().
const fromCounts = (n: number) => Number(setFreeCounts()[n]) / Number(binomial(81, n));

Deno.test("comparePublished() sets Norvig's 15 cards after 12 without a SET beside P15 / P12 = 1.129%, not P15 / P9", () => {
  const row = comparePublished().find((r) =>
    r.source === "norvig-notebook" && r.n === 15 && r.setting !== "fresh deal" &&
    !r.setting.startsWith("game")
  )!;
  equal(row.setting, "no SET in the first 12 cards");
  ok(Math.abs(row.exact! - fromCounts(15) / fromCounts(12)) < 1e-15);
  equal(pct(row.exact!, 3), "1.129%");
  equal(pct(fromCounts(15) / fromCounts(9), 3), "0.123%", "the baseline the old label named");
  equal(row.agrees, true);
});

Deno.test("comparePublished() sets Norvig's 12 cards after 9 without a SET beside P12 / P9 = 10.868%", () => {
  const row = comparePublished().find((r) =>
    r.source === "norvig-notebook" && r.setting === "no SET in the first 9 cards"
  )!;
  equal(row.n, 12);
  ok(Math.abs(row.exact! - fromCounts(12) / fromCounts(9)) < 1e-15);
  equal(pct(row.exact!, 3), "10.868%");
});

Deno.test("agreementSummary() sets an estimate of a named deck beside that deck's exact value, and skips sizes with none known", () => {
  const five = (n: number) => knownNoSetProbability(n, { features: 5 })!.value;
  const around = (p: number): [number, number] => [p * 0.999, p * 1.001];
  const summary = agreementSummary([
    { features: 5, n: 5, method: "plain", p: five(5), ci: around(five(5)), ciMethod: "test" },
    { features: 5, n: 20, method: "sis", p: 0.005, ci: [0.004, 0.006], ciMethod: "test" }, // no exact value known
    { features: 2, n: 4, method: "plain", p: 0.5, ci: [0.45, 0.55], ciMethod: "test" }, // exact 54/126 = 0.4286
    { n: 12, method: "plain", p: 0.0323, ci: around(noSetProbability(12).value), ciMethod: "test" }, // the full deck
  ]);
  equal(summary.checked, 3);
  equal(summary.inside, 2);
  equal(summary.misses[0].features, 2);
  ok(Math.abs(summary.misses[0].exact - 54 / 126) < 1e-15);
});
