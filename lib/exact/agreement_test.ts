import { equal, ok } from "node:assert/strict";
import { comparePublished } from "./agreement.ts";
import { conditionalNoSet, noSetProbability } from "./counts.ts";
import { NO_SET_REFERENCES } from "../common/references.ts";

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
