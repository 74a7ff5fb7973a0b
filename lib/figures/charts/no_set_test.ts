import { deepEqual, equal, match, ok } from "node:assert/strict";
import { noSetChart, noSetRows } from "./no_set.ts";
import { textBoxes } from "../layout_check.ts";
import { drawBoth } from "../_helpers_test.ts";
import { noSetProbability } from "../../exact/counts.ts";
import { NO_SET_REFERENCES } from "../../data/references.ts";
import type { SimulationResult } from "../../montecarlo/simulate.ts";

const exact = Array.from({ length: 19 }, (_, i) => ({ n: 3 + i, p: noSetProbability(3 + i).value }));
const at = (n: number) => exact.find((d) => d.n === n)!.p;
const result = (n: number, method: "plain" | "sis", p: number, ci: [number, number], noSet?: number) =>
  ({
    n,
    method,
    trials: 1e6,
    p,
    ci,
    ciMethod: "",
    seconds: 1,
    ...(noSet === undefined ? {} : { noSet }),
  }) as SimulationResult;
const results = [
  result(12, "plain", at(12), [at(12) * 0.9, at(12) * 1.1], 3),
  result(15, "sis", at(15), [at(15) * 0.9, at(15) * 1.1]),
  result(18, "plain", 0, [0, 3.8e-6], 0),
  result(18, "sis", 1.4e-8, [1.3e-8, 1.5e-8]),
];
const input = (extra: SimulationResult[] = []) => ({
  rows: noSetRows({ exact, results: [...results, ...extra], references: NO_SET_REFERENCES }),
  parameters: { seed: "42", trials: 1_000_000 },
});

Deno.test("noSetRows() gives counts a Clopper–Pearson interval, the article its half-width, and odds none", () => {
  const rows = noSetRows({ exact: [], references: NO_SET_REFERENCES });
  const row = (source: string, n: number) => rows.find((r) => r.source === source && r.n === n)!;
  ok(row("norvig-notebook", 12).lo! < 0.03156 && row("norvig-notebook", 12).hi! > 0.03156);
  deepEqual([row("article", 12).lo, row("article", 12).hi, row("article", 12).interval], [0.0309, 0.0325, "Wald"]);
  equal(row("rulebook", 15).lo, undefined);
  equal(row("warne", 12).p, 1 / 31);
  ok(rows.every((r) => r.kind === "published"), "only fresh deals, all published");
});

Deno.test("noSetChart draws a zero-event estimate as an upper bound with an arrow, and 21 cards as exactly 0", () => {
  const { en } = drawBoth(noSetChart, input());
  equal(en.data.find((d) => d.n === 18 && d.source === "plain")!.drawn_as, "upper bound");
  equal(en.data.find((d) => d.n === 21 && d.kind === "exact")!.drawn_as, "zero");
  ok(en.svg.includes('aria-label="arrow"'));
});

Deno.test("noSetChart runs its log axis 3 to 21 with powers of ten in superscript, in both editions", () => {
  for (const fig of Object.values(drawBoth(noSetChart, input()))) {
    const texts = textBoxes(fig.svg).map((b) => b.text);
    for (const tick of ["3", "21", "10⁻²", "10⁻¹⁴"]) ok(texts.includes(tick), `${fig.lang}: ${tick}`);
    equal(texts.some((t) => t === "0" || t === "22" || /\de-\d/.test(t)), false, fig.lang);
  }
});

Deno.test("noSetChart's caption names every published source drawn, the Chinese edition's quotation of Norvig's page too", () => {
  const { en, "zh-TW": zh } = drawBoth(noSetChart, input());
  match(en.caption, /every published figure drawn: the article \(200,000 deals, Wald interval\), Norvig's notebook/);
  match(
    en.caption,
    /Norvig's page as a footnote of the article's Traditional Chinese edition quotes it \(100,000 deals/,
  );
  match(en.caption, /the rulebook \(odds of 33:1 and 2,500:1 against, no interval\)/);
  match(en.caption, /Norvig's page as Warne quotes it \(odds of 30:1 against, no interval\)\./);
  match(zh.caption, /中文版註腳引述的 Norvig 網頁（抽樣 100,000 次，Clopper–Pearson 區間）/);
  const without = { ...input(), rows: input().rows.filter((d) => d.source !== "article-zh-TW") };
  equal(noSetChart.draw(without, "en").caption.includes("Traditional Chinese"), false);
});

Deno.test("noSetChart's alt text counts the intervals that contain the exact value and names those that miss, in both editions", () => {
  equal(
    noSetChart.draw(input(), "en").alt.includes("All 4 intervals of the two estimators contain the exact value."),
    true,
  );
  const miss = [result(12, "sis", at(12) * 1.01, [at(12) * 1.001, at(12) * 1.02])];
  match(
    noSetChart.draw(input(miss), "en").alt,
    /4 of the 5 intervals of the two estimators contain the exact value; importance sampling at 12 cards misses it/,
  );
  match(
    noSetChart.draw(input(miss), "zh-TW").alt,
    /兩種估計的 5 個信賴區間中有 4 個涵蓋精確值；沒有涵蓋的是重要性抽樣 12 張/,
  );
  match(noSetChart.draw(input(), "en").alt, /In this run plain sampling saw no SET-free table at 18 cards/);
});
