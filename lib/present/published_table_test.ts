import { deepEqual, equal } from "node:assert/strict";
import { publishedTable } from "./published_table.ts";
import { comparePublished, type PublishedComparison } from "./agreement.ts";
import { NO_SET_REFERENCES } from "../data/references.ts";

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
