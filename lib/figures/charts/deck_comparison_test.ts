import { equal, match, ok, throws } from "node:assert/strict";
import { DECK_LOOK, deckComparisonChart } from "./deck_comparison.ts";
import { noSetProbability } from "../../exact/counts.ts";
import { textBoxes } from "../layout_check.ts";
import { assertGreyscaleApart, drawBoth } from "../_helpers_test.ts";

const sizes = Array.from({ length: 19 }, (_, i) => 3 + i);
const curve = (features: 3 | 4) => sizes.map((n) => ({ n, p: noSetProbability(n, { features }).value }));
const input = { full: curve(4), small: curve(3), parameters: {} };

Deno.test("deckComparisonChart keeps every exact value, drawing the zeros in the strip and the rest on the log axis", () => {
  const { en } = drawBoth(deckComparisonChart, input);
  equal(en.data.length, 2 * 19);
  const zeros = en.data.filter((d) => d.drawn_as === "zero");
  equal(zeros.filter((d) => d.deck === "small").map((d) => d.n).join(), "10,11,12,13,14,15,16,17,18,19,20,21");
  equal(zeros.filter((d) => d.deck === "full").map((d) => d.n).join(), "21");
  ok(en.data.every((d) => (d.drawn_as === "zero") === (d.p === 0)));
});

Deno.test("deckComparisonChart labels its log axis in powers of ten down to 10⁻¹⁴, and the strip 'exactly 0'", () => {
  const texts = textBoxes(deckComparisonChart.draw(input, "en").svg).map((b) => b.text);
  for (const label of ["1", "10⁻²", "10⁻¹⁴", "exactly 0", "12 cards dealt", "3", "21"]) {
    ok(texts.includes(label), label);
  }
  equal(texts.some((t) => /e-\d/.test(t)), false);
});

Deno.test("deckComparisonChart states in its title from how many cards each deck always holds a SET", () => {
  const { en, "zh-TW": zh } = drawBoth(deckComparisonChart, input);
  match(
    en.title,
    /Every 10 solid cards hold a SET, so an Easy Start table of 12 always has one; the full deck needs 21/,
  );
  match(zh.title, /任 10 張實心牌必有 SET.*整副牌要 21 張/);
  match(
    deckComparisonChart.draw({ ...input, deal: null }, "en").title,
    /^Every 10 solid cards hold a SET; the full deck needs 21$/,
  );
});

Deno.test("deckComparisonChart refuses a deck without points, and its decks stay apart in greyscale", () => {
  throws(() => deckComparisonChart.draw({ ...input, small: [] }, "en"), /no points for the small deck/);
  assertGreyscaleApart(DECK_LOOK);
});
