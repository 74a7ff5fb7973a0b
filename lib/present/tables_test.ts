import { deepEqual, equal, ok, throws } from "node:assert/strict";
import {
  capSetRecordRows,
  comparePublished,
  estimateTable,
  exactRows,
  type PublishedComparison,
  publishedTable,
  type SearchTiming,
  searchTimingRows,
} from "./tables.ts";
import { binomial, conditionalNoSet, noSetProbability, setFreeCounts } from "../exact/counts.ts";
import type { Estimate } from "../montecarlo/estimate.ts";
import { clopperPearson } from "../stats/intervals.ts";
import { CAP_SET_REFERENCES, NO_SET_REFERENCES } from "../data/references.ts";
import { pct } from "./format.ts";

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

// Made-up estimates: `noSet` SET-free tables of `trials` with their Clopper–Pearson interval, and an importance-sampling
// estimate with the interval `ci`, its p the middle.
const plain = (n: number, noSet: number, trials = 200_000): Estimate => ({
  n,
  method: "plain",
  trials,
  p: noSet / trials,
  ci: clopperPearson(noSet, trials),
  ciMethod: "Clopper–Pearson exact binomial 95%",
  noSet,
  seconds: 1,
});
const sis = (n: number, ci: [number, number]): Estimate => ({
  n,
  method: "sis",
  trials: 200_000,
  p: (ci[0] + ci[1]) / 2,
  ci,
  ciMethod: "Student t",
  seconds: 1,
});

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

Deno.test("capSetRecordRows() gives every number of capSets one row, with the ids of its sources", () => {
  const rows = capSetRecordRows();
  const { largest, open, growth, sources } = CAP_SET_REFERENCES;
  equal(rows.length, largest.length + open.length + growth.length);
  deepEqual(rows.slice(0, largest.length).map((r) => r.known), largest.map((r) => `${r.size} cards (the largest)`));
  equal(rows[largest.length].source, `${open[0].bestKnownSource}, ${open[0].noCapOfSource}`);
  equal(rows[largest.length + 1].source, open[1].bestKnownSource);
  deepEqual(rows.flatMap((r) => r.source.split(", ")).filter((id) => !sources[id]), []);
  deepEqual(rows.slice(-growth.length).map((r) => r.features), growth.map(() => "large d"));
});

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
