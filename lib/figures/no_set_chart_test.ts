import { deepEqual, equal, ok } from "node:assert/strict";
import { noSetChart, noSetRows } from "./no_set_chart.ts";
import { textBoxes } from "./layout_check.ts";
import { NO_SET_REFERENCES } from "../data/references.ts";
import type { SimulationResult } from "../montecarlo/simulate.ts";

const exact = Array.from({ length: 19 }, (_, i) => ({ n: 3 + i, p: i === 18 ? 0 : 0.99 * 10 ** (-0.7 * i) }));
const result = (n: number, method: "plain" | "sis", p: number, ci: [number, number], noSet?: number) =>
  ({
    n,
    method,
    trials: 1e6,
    p,
    ci,
    ciMethod: "Wilson",
    seconds: 1,
    ...(noSet === undefined ? {} : { noSet }),
  }) as SimulationResult;
const results = [
  result(12, "plain", 0.0323, [0.032, 0.0326], 32300),
  result(18, "plain", 0, [0, 3.8e-6], 0),
  result(18, "sis", 1.3e-8, [1.2e-8, 1.4e-8]),
];

Deno.test("noSetRows() gives counts a Wilson interval, the article its half-width, and odds none", () => {
  const rows = noSetRows({ exact: [], references: NO_SET_REFERENCES });
  const at = (source: string, n: number) => rows.find((r) => r.source === source && r.n === n)!;
  ok(at("norvig-notebook", 12).lo! < 0.03156 && at("norvig-notebook", 12).hi! > 0.03156);
  deepEqual([at("article", 12).lo, at("article", 12).hi], [0.0317 - 0.0008, 0.0317 + 0.0008]);
  equal(at("rulebook", 15).lo, undefined);
  equal(at("warne", 12).p, 1 / 31);
  ok(rows.every((r) => r.kind === "published"), "only fresh deals, all published");
});

Deno.test("noSetChart() draws a zero-event estimate as an upper bound with an arrow, not as a bar down to the axis", () => {
  const fig = noSetChart(noSetRows({ exact, results }));
  equal(fig.data.find((d) => d.n === 18 && d.source === "plain")!.drawn_as, "upper bound");
  equal(fig.data.find((d) => d.n === 21 && d.kind === "exact")!.drawn_as, "zero");
  ok(fig.svg.includes('aria-label="arrow"'));
});

Deno.test("noSetChart() runs its log axis 3 to 21 with powers of ten in superscript, in both editions", () => {
  for (const lang of ["en", "zh-TW"] as const) {
    const texts = textBoxes(noSetChart(noSetRows({ exact, results }), { lang }).svg).map((b) => b.text);
    for (const tick of ["3", "21", "10⁻²", "10⁻¹⁴"]) ok(texts.includes(tick), `${lang}: ${tick}`);
    equal(texts.some((t) => t === "0" || t === "22" || /\de-\d/.test(t)), false, lang);
  }
});

Deno.test("noSetChart()'s alt text counts the intervals that contain the exact value and names those that miss, in both editions", () => {
  const at = (n: number) => exact.find((d) => d.n === n)!.p;
  const inside = [result(12, "plain", at(12), [at(12) * 0.9, at(12) * 1.1], 3), result(18, "plain", 0, [0, 3.8e-6], 0)];
  const miss = result(12, "sis", at(12) * 1.01, [at(12) * 1.001, at(12) * 1.02]);
  equal(
    noSetChart(noSetRows({ exact, results: inside })).alt.includes(
      "All 2 intervals of the two estimators contain the exact value.",
    ),
    true,
  );
  const alt = noSetChart(noSetRows({ exact, results: [...inside, miss] })).alt;
  ok(
    alt.includes(
      "2 of the 3 intervals of the two estimators contain the exact value; importance sampling at 12 cards misses it",
    ),
    alt,
  );
  ok(!alt.includes("lie on the exact curve"));
  const zh = noSetChart(noSetRows({ exact, results: [...inside, miss] }), { lang: "zh-TW" }).alt;
  ok(zh.includes("兩種估計的 3 個信賴區間中有 2 個涵蓋精確值；沒有涵蓋的是重要性抽樣 12 張"), zh);
});
