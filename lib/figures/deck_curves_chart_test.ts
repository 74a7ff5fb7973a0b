import { deepEqual, equal, match, ok, throws } from "node:assert/strict";
import { deckCurveRows, deckCurvesChart, FEATURE_LOOK } from "./deck_curves_chart.ts";
import { layoutProblems, textBoxes } from "./layout_check.ts";
import { MORE_FEATURES_SAMPLES, readMoreFeaturesTestData } from "./article.ts";
import { LANGS } from "../common/lang.ts";
import { knownNoSetProbability } from "../exact/small_tables.ts";
import type { DeckEstimate } from "../montecarlo/simulate_decks.ts";

const samples = await readMoreFeaturesTestData();

Deno.test("deckCurvesChart() lays out in both editions, at notebook 7's default and smallest parameters, with no text off the canvas or overlapping", () => {
  for (const sample of ["default", "smallest"] as const) {
    const { curves, trials } = samples[sample];
    equal(trials, MORE_FEATURES_SAMPLES[sample].trials);
    for (const lang of LANGS) {
      const problems: string[] = layoutProblems(deckCurvesChart(curves, { lang, trials })).map((p) => p.message);
      equal(problems.join("\n"), "", `${sample}, ${lang}`);
    }
  }
});

Deno.test("deckCurveRows() keeps one estimate per deck and size, the exact values where known, and where each deck reaches 0", () => {
  const estimate = (features: 2 | 5, n: number, method: "plain" | "sis", p: number): DeckEstimate => ({
    features,
    n,
    method,
    trials: 10,
    p,
    ci: [p, p],
    ciMethod: "",
    seconds: 0,
  });
  const rows = deckCurveRows([
    estimate(2, 3, "plain", 0.8),
    estimate(2, 3, "sis", 72 / 84),
    estimate(5, 5, "sis", 0.96),
    estimate(5, 20, "sis", 0.005),
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

Deno.test("deckCurvesChart() titles each deck's 50% point, interpolated, and draws plain sampling's zero counts as upper bounds", () => {
  const { curves, trials } = samples.smallest;
  const fig = deckCurvesChart(curves, { trials });
  match(
    fig.title,
    /^A random table is as likely as not to hold a SET at about [\d.]+, [\d.]+, [\d.]+, [\d.]+ and [\d.]+ cards with 2, 3, 4, 5 and 6 features$/,
  );
  match(
    deckCurvesChart(curves, { trials, lang: "zh-TW" }).title,
    /^隨機桌面有一半機會出現 SET 的張數：2、3、4、5、6 個特徵依序約/,
  );
  const bounds = fig.data.filter((d) => d.drawn_as === "upper bound");
  ok(bounds.length > 0 && bounds.every((d) => d.method === "plain" && d.p === 0 && (d.hi as number) > 0));
  deepEqual(fig.data.filter((d) => d.drawn_as === "zero").map((d) => d.n), [5, 10, 21, 46, 113]);
  throws(() => deckCurvesChart(curves.filter((d) => d.kind !== "estimate"), { trials }), /no estimates/);
});

Deno.test("deckCurvesChart() labels every tick of its log n axis, and its P axis in powers of ten", () => {
  const { curves, trials } = samples.default;
  const texts = textBoxes(deckCurvesChart(curves, { trials }).svg).map((b) => b.text);
  for (const label of ["3", "6", "8", "15", "70", "112", "1", "10⁻²", "50%", "1%", "exactly 0 from"]) {
    ok(texts.includes(label), label);
  }
});

Deno.test("the decks' looks stay apart in greyscale: any two differ in symbol and dash, and in fill or lightness", () => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const looks = Object.values(FEATURE_LOOK);
  for (const [i, a] of looks.entries()) {
    for (const b of looks.slice(i + 1)) {
      ok(a.symbol !== b.symbol && a.dash !== b.dash, `${a.stroke} ${b.stroke}`);
      ok(a.fill !== b.fill || Math.abs(luminance(a.stroke) - luminance(b.stroke)) > 0.1, `${a.stroke} ${b.stroke}`);
    }
  }
});
