import { equal, match, ok } from "node:assert/strict";
import { puzzleAnswerFigure, puzzleFigure, puzzleHintFigure } from "./puzzle.ts";
import { PUZZLE_TITLE } from "../words.ts";
import { drawBoth } from "../_helpers_test.ts";
import { findSet, setsOnTable } from "../../core/table.ts";
import { parseCard } from "../../core/card.ts";

const cards = ["RD3T", "GD2T", "GS1E", "GS3F", "RD1F", "GO2T", "RS1E", "GO1F", "RS3E", "GS2T", "PS2E", "PS1E"].map(
  parseCard,
);
const hint = findSet(cards)!;
const parameters = { seed: "7" };

Deno.test("the puzzle outlines nothing, the hint the pair only, and the answer, a figure of its own, the whole SET", () => {
  equal(drawBoth(puzzleFigure, { cards, parameters }).en.svg.includes("data-outline"), false);
  const hinted = drawBoth(puzzleHintFigure, { cards, hint, parameters }).en;
  equal(hinted.svg.match(/data-outline=/g)?.length, 2);
  ok(!hinted.svg.includes(`data-outline="${hint.third}"`));
  const answer = drawBoth(puzzleAnswerFigure, { cards, hint, sets: setsOnTable(cards), parameters });
  equal(answer.en.svg.match(/data-outline=/g)?.length, 3);
  equal(answer.en.name, "game-puzzle-answer");
  match(answer["zh-TW"].caption, /桌面上共有 \d+ 組 SET/);
});

Deno.test("a puzzle's figures take the name its input gives, as deno task puzzle names them", () => {
  const fig = puzzleFigure.draw({ cards, kind: "one", name: "puzzle_seed-7", parameters }, "zh-TW");
  equal(fig.name, "puzzle_seed-7");
  equal(fig.title, PUZZLE_TITLE["zh-TW"]("one", 12));
});
