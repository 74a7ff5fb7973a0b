import { equal, match, ok } from "node:assert/strict";
import { gameSecondTableChart } from "./second_table.ts";
import { textBoxes } from "../layout_check.ts";
import { drawBoth } from "../_helpers_test.ts";
import { proportion } from "../../game/stats.ts";

const input = {
  exact: { fresh: 0.03230, conditional: 0.04436, overall: 0.05266 },
  simulated: { conditional: proportion(86, 1_935), overall: proportion(107, 2_000), inPlay: proportion(3_050, 46_000) },
  parameters: { seed: "7", games: 2_000 },
};

Deno.test("gameSecondTableChart states the exact ratio to a fresh deal in its title, in both editions", () => {
  const { en, "zh-TW": zh } = drawBoth(gameSecondTableChart, input);
  equal(
    en.title,
    "After the first SET is taken from 12 cards, the next 12 lack a SET 1.37 times as often as a fresh deal (exact)",
  );
  match(zh.title, /重新發牌的 1\.37 倍（精確值）$/);
  match(en.caption, /this run's 2,000 games taking a random SET/);
  match(zh.caption, /本次模擬 2,000 局/);
});

Deno.test("gameSecondTableChart draws three exact values and three of this run, each written beside its mark", () => {
  const { en } = drawBoth(gameSecondTableChart, input);
  equal(en.data.filter((d) => d.source === "exact").length, 3);
  equal(en.data.filter((d) => d.source === "this run").length, 3);
  const texts = textBoxes(en.svg).map((b) => b.text);
  for (const value of ["3.23%", "4.44%", "5.27%", "4.44%", "5.35%", "6.63%"]) ok(texts.includes(value), value);
  match(en.alt, /second table, a SET in the first 12, exact 4\.44%, this run 4\.44%/);
  match(en.alt, /a fresh deal of 12, exact 3\.23%;/);
});
