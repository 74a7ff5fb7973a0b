import { equal, ok } from "node:assert/strict";
import { CARD_NAME, CODE_KEY, METHOD_NAME, POLICY_NAME, PUZZLE_TITLE, SOURCE_NAME } from "./words.ts";
import { DECK } from "../core/card.ts";
import { NO_SET_REFERENCES } from "../data/references.ts";

Deno.test("card names: English as the core names them, Chinese number-colour-shading-shape, all 81 distinct", () => {
  for (const name of Object.values(CARD_NAME)) equal(new Set(DECK.map(name)).size, 81);
  equal(CARD_NAME["zh-TW"](80), "三個紫色空心波浪形");
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
