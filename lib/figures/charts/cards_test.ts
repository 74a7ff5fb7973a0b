import { deepEqual, equal, match, ok } from "node:assert/strict";
import {
  completingCards,
  deckLayersFigure,
  layerMethodFigure,
  layerMethodParts,
  setFreeTableFigure,
  thirdCardFigure,
} from "./cards.ts";
import { drawBoth } from "../_helpers_test.ts";
import { type Card, DECK, parseCard, pointOf } from "../../core/card.ts";
import { isSet } from "../../core/rule.ts";
import { findSetFreeTable } from "../../exact/set_free_table.ts";
import { CODE_KEY } from "../words.ts";

Deno.test("thirdCardFigure names the cards in the edition's language, the third outlined", () => {
  const { en, "zh-TW": zh } = drawBoth(thirdCardFigure, {
    pair: [parseCard("RD1F"), parseCard("GO2T")],
    parameters: {},
  });
  match(en.svg, /three purple open squiggles/);
  match(zh.svg, /三個紫色空心波浪形/);
  equal(en.svg.match(/data-outline="PS3E"/g)?.length, 1);
  equal(en.svg.split(CODE_KEY.en.slice(0, 12)).length - 1, 1, "the code key, once");
});

Deno.test("deckLayersFigure draws the 81 cards in three layers of 27", () => {
  const { en } = drawBoth(deckLayersFigure, { parameters: {} });
  equal(en.svg.match(/data-card=/g)?.length, 81);
  deepEqual([...new Set(en.data.map((d) => d.role))], ["layer 0", "layer 1", "layer 2"]);
});

Deno.test("layerMethodFigure says its count is one example's, in both editions", () => {
  const parts = layerMethodParts(findSetFreeTable(20)!);
  const { en, "zh-TW": zh } = drawBoth(layerMethodFigure, { ...parts, parameters: {} });
  equal(
    en.title,
    "In this example, the solid and the striped layer of a SET-free table of 20 cards rule out 25 of the 27 open cards: 2 are left",
  );
  equal(
    zh.title,
    "以這個 20 張的無 SET 桌面為例：實心與條紋兩層各自沒有 SET，排除了空心層 27 張中的 25 張，只剩 2 張可選",
  );
  equal(en.svg.match(/data-outline=/g)?.length, parts.c2.length);
});

Deno.test("layerMethodParts() splits a table by shading and forbids exactly the open cards that complete a solid and a striped card", () => {
  for (const n of [12, 16, 20]) {
    const table = findSetFreeTable(n)!;
    const { c0, c1, c2, left, forbidden } = layerMethodParts(table);
    const shading = (card: Card) => pointOf(card)[3];
    deepEqual([c0, c1, c2], [0, 1, 2].map((s) => table.filter((card) => shading(card) === s)));
    const open = DECK.filter((card) => shading(card) === 2);
    // By the rule itself, not the third-card table: an open card is forbidden when it makes a SET with some a in C0, b in C1.
    const byRule = open.filter((c) => c0.some((a) => c1.some((b) => isSet(a, b, c))));
    deepEqual(forbidden, byRule);
    deepEqual(left, open.filter((c) => !byRule.includes(c)));
    ok(c2.every((card) => left.includes(card)), `${n}: the table's open cards are among those left`);
  }
});

Deno.test("completingCards() lists every card off the table that makes a SET with two of its cards, checked by brute force", () => {
  for (const table of [findSetFreeTable(20)!, findSetFreeTable(9)!, [0, 1]]) {
    const byTriples = DECK.filter((card) =>
      !table.includes(card) && table.some((a, i) => table.some((b, j) => j > i && isSet(a, b, card)))
    );
    deepEqual(completingCards(table), byTriples);
  }
});

Deno.test("setFreeTableFigure draws the table with each card's code and the code key once, in both editions", () => {
  const cards = findSetFreeTable(20)!;
  for (const fig of Object.values(drawBoth(setFreeTableFigure, { cards, completing: 61, parameters: {} }))) {
    equal(fig.svg.match(/data-card=/g)?.length, 20);
    equal(fig.svg.split(CODE_KEY[fig.lang].slice(0, 12)).length - 1, 1, fig.lang);
  }
});
