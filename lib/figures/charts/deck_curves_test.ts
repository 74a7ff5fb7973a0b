import { deepEqual, equal, match, ok, throws } from "node:assert/strict";
import { deckCurveRows, deckCurvesChart, FEATURE_LOOK } from "./deck_curves.ts";
import { textBoxes } from "../layout_check.ts";
import { assertGreyscaleApart, drawBoth } from "../_helpers_test.ts";
import { knownNoSetProbability } from "../../exact/small_tables.ts";
import type { FeatureCount } from "../../core/card.ts";
import type { DeckEstimate } from "../../montecarlo/simulate_decks.ts";

const estimate = (features: FeatureCount, n: number, p: number, method: "plain" | "sis" = "sis"): DeckEstimate => ({
  features,
  n,
  method,
  trials: 10_000,
  p,
  ci: p === 0 ? [0, 3.7e-4] : [p * 0.97, p * 1.03],
  ciMethod: "",
  seconds: 0,
  ...(method === "plain" ? { noSet: Math.round(p * 10_000) } : {}),
});
// Estimates 0.4% above the exact value where it is known; made-up falling values beyond.
const near = (features: FeatureCount, n: number) =>
  estimate(features, n, knownNoSetProbability(n, { features })!.value * 1.004);
const results = [
  near(2, 3),
  near(2, 4),
  ...[3, 5, 7, 9].map((n) => near(3, n)),
  ...[3, 8, 12, 16, 20].map((n) => near(4, n)),
  near(5, 3),
  ...[[10, 0.6], [20, 0.05], [30, 1e-9], [37, 3.4e-21]].map(([n, p]) => estimate(5, n, p)),
  estimate(5, 40, 0, "plain"),
  near(6, 3),
  ...[[10, 0.85], [20, 0.2], [40, 1e-5], [58, 7.5e-22]].map(([n, p]) => estimate(6, n, p)),
  estimate(6, 70, 0, "plain"),
];
const input = { rows: deckCurveRows(results), parameters: { seed: "7", trials: 10_000 } };

Deno.test("deckCurveRows() keeps one estimate per deck and size, the exact values where known, and where each deck reaches 0", () => {
  const rows = deckCurveRows([
    estimate(2, 3, 0.8, "plain"),
    estimate(2, 3, 72 / 84),
    estimate(5, 5, 0.96),
    estimate(5, 20, 0.005),
  ]);
  deepEqual(rows.map((r) => `${r.features} ${r.n} ${r.kind} ${r.method ?? ""}`), [
    "2 3 estimate sis",
    "2 3 exact ",
    "5 5 estimate sis",
    "5 5 exact ",
    "5 20 estimate sis",
    "2 5 zero ",
    "5 46 zero ",
  ]);
  equal(rows[3].p, knownNoSetProbability(5, { features: 5 })!.value);
});

Deno.test("deckCurvesChart titles each deck's 50% point as this run's estimate, in both editions", () => {
  const { en, "zh-TW": zh } = drawBoth(deckCurvesChart, input);
  match(
    en.title,
    /^In this run's estimates, a random table is as likely as not to hold a SET at about [\d.]+, [\d.]+, [\d.]+, [\d.]+ and [\d.]+ cards with 2, 3, 4, 5 and 6 features$/,
  );
  match(zh.title, /^本次估計：隨機桌面有一半機會出現 SET 的張數，2、3、4、5、6 個特徵依序約/);
  match(en.caption, /10,000 paths or tables per size/);
});

Deno.test("deckCurvesChart's alt text gives the exact values where they are known, not the estimates", () => {
  const { en } = drawBoth(deckCurvesChart, input);
  const exact = (features: FeatureCount, n: number) => knownNoSetProbability(n, { features })!.value;
  equal((100 * exact(3, 9)).toFixed(4), "0.0449");
  match(en.alt, /3 features \(27 cards\): 96\.0% at 3 cards, 0\.0449% at 9/);
  match(en.alt, /4 features \(81 cards\): 98\.7% at 3 cards, 1\.45e-13 at 20/);
  match(
    en.alt,
    /5 features \(243 cards\): 99\.6% at 3 cards, 3\.40e-21 at 37, 50% at about [\d.]+; above that only upper bounds, at 40 cards/,
  );
});

Deno.test("deckCurvesChart draws plain sampling's zero counts as upper bounds, and marks where each deck reaches 0", () => {
  const { en } = drawBoth(deckCurvesChart, input);
  const bounds = en.data.filter((d) => d.drawn_as === "upper bound");
  deepEqual(bounds.map((d) => [d.features, d.n]), [[5, 40], [6, 70]]);
  ok(bounds.every((d) => d.method === "plain" && d.p === 0 && (d.hi as number) > 0));
  deepEqual(en.data.filter((d) => d.drawn_as === "zero").map((d) => d.n), [5, 10, 21, 46, 113]);
  const texts = textBoxes(en.svg).map((b) => b.text);
  for (const label of ["3", "6", "8", "15", "70", "112", "1", "10⁻²", "50%", "1%", "exactly 0 from"]) {
    ok(texts.includes(label), label);
  }
  throws(
    () => deckCurvesChart.draw({ ...input, rows: input.rows.filter((d) => d.kind !== "estimate") }, "en"),
    /no estimates/,
  );
});

Deno.test("the decks' looks stay apart in greyscale", () => assertGreyscaleApart(FEATURE_LOOK));
