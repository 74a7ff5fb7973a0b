import { equal, match, ok, throws } from "node:assert/strict";
import { capSizesChart } from "./cap_sizes_chart.ts";
import { layoutProblems, textBoxes } from "./layout_check.ts";
import { readMoreFeaturesTestData } from "./article.ts";
import { LANGS } from "../common/lang.ts";
import { CAP_SET_REFERENCES } from "../data/references.ts";

const samples = await readMoreFeaturesTestData();

Deno.test("capSizesChart() lays out in both editions, at notebook 7's default and smallest parameters, with no text off the canvas or overlapping", () => {
  for (const sample of ["default", "smallest"] as const) {
    for (const lang of LANGS) {
      const problems: string[] = layoutProblems(capSizesChart(samples[sample].caps, { lang })).map((p) => p.message);
      equal(problems.join("\n"), "", `${sample}, ${lang}`);
    }
  }
});

Deno.test("capSizesChart() draws every record of data/references.ts, and the random tables' range and mean", () => {
  const fig = capSizesChart(samples.default.caps);
  for (const r of CAP_SET_REFERENCES.largest) {
    ok(fig.data.some((d) => d.kind === "largest (proved)" && d.features === r.features && d.cards === r.size));
  }
  for (const r of CAP_SET_REFERENCES.open) {
    ok(fig.data.some((d) => d.kind === "largest found" && d.features === r.features && d.cards === r.bestKnown));
  }
  ok(fig.data.some((d) => d.kind === "no table of" && d.features === 7 && d.cards === 289));
  for (const run of samples.default.caps) {
    equal(fig.data.find((d) => d.kind === "random: mean" && d.features === run.features)!.cards, run.mean);
  }
  const texts = textBoxes(fig.svg).map((b) => b.text);
  for (const label of ["2", "5", "50", "500", "112", "236", "512", "100%"]) ok(texts.includes(label), label);
});

Deno.test("capSizesChart() states the random tables' share of the largest at the first and last deck, and that 2.218^d overshoots at 6", () => {
  const runs = [
    { features: 2, runs: 100, mean: 4, min: 4, max: 4, largestSetFree: 4 },
    { features: 6, runs: 100, mean: 70, min: 66, max: 77, largestSetFree: 112 },
  ];
  const fig = capSizesChart(runs);
  equal(
    fig.title,
    "On average a SET-free table built at random reaches 100% of the largest at 2 features and 63% at 6",
  );
  match(fig.caption, /at 6 features 2\.218ᵈ is 119\.1, above the largest, 112\./);
  match(capSizesChart(runs, { lang: "zh-TW" }).title, /平均達到最大值的 100%（2 個特徵），到 6 個特徵只剩 63%/);
  throws(() => capSizesChart([]), /no runs/);
});
