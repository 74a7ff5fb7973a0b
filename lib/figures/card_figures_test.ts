import { equal, match, ok } from "node:assert/strict";
import {
  puzzleAnswerFigure,
  puzzleFigure,
  puzzleHintFigure,
  setFreeTableFigure,
  thirdCardFigure,
} from "./card_figures.ts";
import { findSet, setsOnTable } from "../core/table.ts";
import { parseCard } from "../core/card.ts";
import { messages } from "./messages/mod.ts";

const table = ["RD3T", "GD2T", "GS1E", "GS3F", "RD1F", "GO2T", "RS1E", "GO1F", "RS3E", "GS2T", "PS2E", "PS1E"].map(
  parseCard,
);
const hint = findSet(table)!;

Deno.test("the hint outlines the pair only; the answer is a figure of its own that outlines the SET", () => {
  const hinted = puzzleHintFigure(table, hint);
  equal(hinted.svg.match(/data-outline=/g)?.length, 2);
  ok(!hinted.svg.includes(`data-outline="${hint.third}"`));
  equal(puzzleFigure(table).svg.includes("data-outline"), false);
  const answer = puzzleAnswerFigure(table, hint, setsOnTable(table));
  equal(answer.svg.match(/data-outline=/g)?.length, 3);
  equal(answer.name, "game-puzzle-answer");
});

Deno.test("pictures with card codes state the code key once, in the edition's language", () => {
  for (const lang of ["en", "zh-TW"] as const) {
    for (const fig of [puzzleFigure(table, { lang }), setFreeTableFigure(table, { lang, completing: 0 })]) {
      equal(fig.svg.split(messages(lang).card.codeKey.slice(0, 12)).length - 1, 1, `${lang}/${fig.name}`);
    }
  }
});

Deno.test("the third-card picture names the cards in the edition's language", () => {
  const pair = [parseCard("RD1F"), parseCard("GO2T")] as const;
  match(thirdCardFigure(pair).svg, /three purple open squiggles/);
  match(thirdCardFigure(pair, { lang: "zh-TW" }).svg, /三個紫色空心波浪形/);
});
