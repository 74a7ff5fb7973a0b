import { equal, ok } from "node:assert/strict";
import { CARD_NAME, CODE_KEY, METHOD_NAME, POLICY_NAME, PUZZLE_TITLE, SOURCE_NAME } from "./words.ts";
import { DECK, parseCard } from "../core/card.ts";
import { NO_SET_REFERENCES } from "../data/references.ts";

Deno.test("card names: English as the core names them, Chinese number-colour-shading-shape, all 81 distinct", () => {
  for (const name of Object.values(CARD_NAME)) equal(new Set(DECK.map(name)).size, 81);
  equal(CARD_NAME["zh-TW"](80), "三個紫色空心波浪形");
  equal(CARD_NAME.en(parseCard("RO2T")), "two red striped ovals");
  equal(CARD_NAME["zh-TW"](parseCard("RO2T")), "兩個紅色條紋橢圓形");
});

Deno.test("PUZZLE_TITLE asks the question of the puzzle's kind, naming the number of cards", () => {
  equal(PUZZLE_TITLE.en("one", 12), "Practice puzzle: exactly one SET hides among these 12 cards");
  equal(PUZZLE_TITLE.en("none", 9), "Practice puzzle: is there a SET among these 9 cards?");
  equal(PUZZLE_TITLE.en("some", 12), "Practice puzzle: find a SET among these 12 cards");
});

Deno.test("every source of a published number has a name in both editions, and every Chinese word is Chinese", () => {
  for (const { source } of NO_SET_REFERENCES) ok(SOURCE_NAME.en[source] && SOURCE_NAME["zh-TW"][source], source);
  const chinese = [
    CODE_KEY["zh-TW"],
    ...Object.values(POLICY_NAME["zh-TW"]),
    ...Object.values(METHOD_NAME["zh-TW"]),
    ...Object.values(SOURCE_NAME["zh-TW"]),
    PUZZLE_TITLE["zh-TW"]("none", 12),
  ];
  for (const text of chinese) ok(/[\u4e00-\u9fff]/.test(text), text);
});
