import { deepEqual, equal, ok } from "node:assert/strict";
import { comparePublished, type PublishedComparison, publishedTable } from "./published.ts";
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
  deepEqual([count.published, half.published, bare.published], ["0 / 57", "3.17% ± 0.08%", "33 : 1 against"]);
});

// P(no SET | n) from the counts, not through noSetProbability() or conditionalNoSet().
const fromCounts = (n: number) => Number(setFreeCounts()[n]) / Number(binomial(81, n));

Deno.test("comparePublished() sets Norvig's 15 cards after 12 without a SET beside P15 / P12 = 1.129%, not P15 / P9", () => {
  const row = comparePublished().find((r) =>
    r.source === "norvig-notebook" && r.n === 15 && r.setting === "no SET in the first 12 cards"
  )!;
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

Deno.test("publishedTable() has one row per published figure, with the same columns in every row", () => {
  const rows = publishedTable();
  equal(rows.length, NO_SET_REFERENCES.length);
  for (const row of rows) {
    deepEqual(Object.keys(row), [
      "source",
      "setting",
      "n",
      "published",
      "P",
      "95% interval",
      "exact",
      "contains exact",
    ]);
  }
  ok(rows.some((r) => r.exact === "– (depends on play)" && r["95% interval"] !== "–"), "game play: an interval");
});

Deno.test("publishedTable() shows Norvig's conditional rows with their condition and exact values P12/P9 and P15/P12", () => {
  const conditional = publishedTable().filter((r) => r.setting.startsWith("no SET in the first"));
  deepEqual(conditional.map((r) => [r.n, r.setting, r.exact]), [
    [12, "no SET in the first 9 cards", "10.868%"],
    [15, "no SET in the first 12 cards", "1.129%"],
  ]);
});

Deno.test("publishedTable() writes an interval that misses the exact value with digits enough to show the miss", () => {
  const [row] = comparePublished([{
    source: "article",
    setting: "fresh deal",
    n: 12,
    p: 0.0323,
    halfWidth: 0,
    where: "",
  }]);
  const missing: PublishedComparison = { ...row, ci: [row.exact! + 1e-7, row.exact! + 2e-5], agrees: false };
  const [shown] = publishedTable([missing]);
  equal(shown["contains exact"], "no");
  const [lo] = shown["95% interval"].split("–").map((text) => Number(text.replace("%", "")));
  equal(lo > Number(shown.exact.replace("%", "")), true, `${shown["95% interval"]} vs ${shown.exact}`);
});
