import { equal, match, ok, throws } from "node:assert/strict";
import { capSizesChart } from "./cap_sizes.ts";
import { textBoxes } from "../layout_check.ts";
import { drawBoth } from "../_helpers_test.ts";
import { CAP_SET_REFERENCES } from "../../data/references.ts";

const run = (features: number, mean: number, min: number, max: number, largestSetFree: number) => ({
  features,
  runs: 1_000,
  mean,
  min,
  max,
  largestSetFree,
});
const runs = [
  run(2, 4, 4, 4, 4),
  run(3, 8.3, 8, 9, 9),
  run(4, 17.2, 16, 20, 20),
  run(5, 35.6, 33, 39, 45),
  run(6, 70, 66, 77, 112),
];
const input = { runs, parameters: { seed: "7", caps: 1_000 } };

Deno.test("capSizesChart draws every record of data/references.ts, and the random tables' range and mean", () => {
  const { en } = drawBoth(capSizesChart, input);
  for (const r of CAP_SET_REFERENCES.largest) {
    ok(en.data.some((d) => d.kind === "largest (proved)" && d.features === r.features && d.cards === r.size));
  }
  for (const r of CAP_SET_REFERENCES.open) {
    ok(en.data.some((d) => d.kind === "largest found" && d.features === r.features && d.cards === r.bestKnown));
  }
  ok(en.data.some((d) => d.kind === "no table of" && d.features === 7 && d.cards === 289));
  for (const r of runs) {
    equal(en.data.find((d) => d.kind === "random: mean" && d.features === r.features)!.cards, r.mean);
  }
  const texts = textBoxes(en.svg).map((b) => b.text);
  for (const label of ["2", "5", "50", "500", "112", "236", "512", "100%"]) ok(texts.includes(label), label);
});

Deno.test("capSizesChart states this run's shares of the largest, and that 2.218^d overshoots at 6", () => {
  const { en, "zh-TW": zh } = drawBoth(capSizesChart, input);
  equal(
    en.title,
    "In this run, SET-free tables built at random reached on average 100% of the largest at 2 features and 63% at 6",
  );
  match(en.caption, /at 6 features 2\.218ᵈ is 119\.1, above the largest, 112\./);
  match(zh.title, /^本次隨機建出的無 SET 桌面平均達到最大值的 100%（2 個特徵），到 6 個特徵只剩 63%$/);
  throws(() => capSizesChart.draw({ ...input, runs: [] }, "en"), /no runs/);
});

Deno.test("capSizesChart's alt text gives the random tables' extremes as this run's", () => {
  const { en, "zh-TW": zh } = drawBoth(capSizesChart, input);
  match(
    en.alt,
    /4 features: this run's tables built at random had 16 to 20 cards, 17\.2 on average; the largest has 20/,
  );
  match(zh.alt, /4 個特徵：本次隨機建出的桌面有 16 到 20 張/);
});
