import { equal, match, ok, throws } from "node:assert/strict";
import { deckComparisonChart, type ExactPoint } from "./deck_comparison_chart.ts";
import { noSetProbability } from "../exact/counts.ts";
import { layoutProblems, textBoxes } from "./layout_check.ts";
import { LANGS } from "../common/lang.ts";

const sizes = Array.from({ length: 19 }, (_, i) => 3 + i);
const decks = {
  full: sizes.map((n) => ({ n, p: noSetProbability(n).value })),
  small: sizes.map((n) => ({ n, p: noSetProbability(n, { features: 3 }).value })),
};

Deno.test("deckComparisonChart() keeps every exact value, drawing the zeros in the strip and the rest on the log axis", () => {
  const fig = deckComparisonChart(decks);
  equal(fig.data.length, 2 * 19);
  const zeros = fig.data.filter((d) => d.drawn_as === "zero");
  equal(zeros.filter((d) => d.deck === "small").map((d) => d.n).join(), "10,11,12,13,14,15,16,17,18,19,20,21");
  equal(zeros.filter((d) => d.deck === "full").map((d) => d.n).join(), "21");
  ok(fig.data.every((d) => (d.drawn_as === "zero") === (d.p === 0)));
});

Deno.test("deckComparisonChart() labels its log axis in powers of ten down to 10⁻¹⁴, and the strip 'exactly 0'", () => {
  const texts = textBoxes(deckComparisonChart(decks).svg).map((b) => b.text);
  for (const label of ["1", "10⁻²", "10⁻¹⁴", "exactly 0", "12 cards dealt", "3", "21"]) {
    ok(texts.includes(label), label);
  }
  equal(texts.some((t) => /e-\d/.test(t)), false);
});

Deno.test("deckComparisonChart() states in its title from how many cards each deck always holds a SET", () => {
  match(
    deckComparisonChart(decks).title,
    /Every 10 solid cards hold a SET, so an Easy Start table of 12 always has one; the full deck needs 21/,
  );
  match(deckComparisonChart(decks, { lang: "zh-TW" }).title, /任 10 張實心牌必有 SET.*整副牌要 21 張/);
  match(deckComparisonChart(decks, { deal: null }).title, /^Every 10 solid cards hold a SET; the full deck needs 21$/);
});

Deno.test("deckComparisonChart() lays out in both editions with no text off the canvas or overlapping", () => {
  for (const lang of LANGS) {
    equal(layoutProblems(deckComparisonChart(decks, { lang })).map((p) => p.message).join("\n"), "", lang);
  }
});

Deno.test("deckComparisonChart() refuses a deck without points", () => {
  throws(() => deckComparisonChart({ full: decks.full, small: [] as ExactPoint[] }), /no points for the small deck/);
});
