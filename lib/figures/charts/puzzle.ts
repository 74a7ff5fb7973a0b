/**
 * The practice puzzle of notebook 5 and `deno task puzzle`: the table, the hint and the answer, a figure each.
 * @module
 */
import { type Card, cardCode } from "../../core/card.ts";
import type { Hint } from "../../core/table.ts";
import type { Triple } from "../../core/rule.ts";
import type { Lang } from "../../common/lang.ts";
import type { PuzzleKind } from "../../game/puzzle.ts";
import { CONTENT_WIDTH } from "../figure.ts";
import { type Chart, composedChart, type FigureInput } from "../chart.ts";
import { cardGrid, type CardPicture, cardPicture } from "./_cards.ts";
import { CARD_NAME, CODE_KEY, PUZZLE_TITLE } from "../words.ts";

/** The input of {@link puzzleFigure}: the table, what it promises (default at least one SET), and a file name. */
export type PuzzleInput = FigureInput & { cards: Card[]; kind?: PuzzleKind; name?: string };

/** The input of {@link puzzleHintFigure} and {@link puzzleAnswerFigure}, which lists every SET on the table. */
export type PuzzleHintInput = PuzzleInput & { hint: Hint; sets?: Triple[] };

const en = {
  caption: (n: number) =>
    `${n} cards dealt for practice, numbered row by row; the hint and the answer are figures of their own.`,
  alt: (names: string) => `A table of SET cards, numbered row by row: ${names}.`,
  hint: {
    title: (a: number, b: number) => `Hint: cards ${a} and ${b} belong to a SET. Which card completes it?`,
    caption: "The two outlined cards are in a SET with one more card on the table; the answer is a separate figure.",
    alt: (a: string, b: string) => `The puzzle table with two cards outlined: ${a} and ${b}.`,
  },
  answer: {
    title: (a: number, b: number, c: number, code: string) => `Answer: cards ${a} and ${b} need card ${c}, ${code}`,
    caption: (sets: string, count: number) =>
      `The hinted SET outlined. The table holds ${count} SET${count === 1 ? "" : "s"}: ${sets}.`,
    alt: (a: string, b: string, c: string) => `The puzzle table with a SET outlined: ${a}, ${b} and ${c}.`,
  },
};

const zhTW: typeof en = {
  caption: (n) => `練習用的 ${n} 張牌，逐列編號；提示與答案各是另一張圖。`,
  alt: (names) => `一桌 SET 牌，逐列編號：${names}。`,
  hint: {
    title: (a, b) => `提示：第 ${a} 張與第 ${b} 張在同一組 SET 裡，第三張是哪一張？`,
    caption: "加框的兩張牌與桌面上另一張牌構成 SET；答案在另一張圖。",
    alt: (a, b) => `練習題桌面，加框標出兩張牌：${a}與${b}。`,
  },
  answer: {
    title: (a, b, c, code) => `答案：第 ${a} 張與第 ${b} 張需要第 ${c} 張，${code}`,
    caption: (sets, count) => `加框的是提示中的 SET。桌面上共有 ${count} 組 SET：${sets}。`,
    alt: (a, b, c) => `練習題桌面，加框標出一組 SET：${a}、${b}與${c}。`,
  },
};

const TEXT = { en, "zh-TW": zhTW };

type PuzzleTexts = Pick<CardPicture, "title" | "caption" | "alt" | "role"> & { outline: Card[] };

// A puzzle chart: the table, its cards numbered (four columns up to 12 cards, then three rows), with what `draw` says.
function puzzleChart<I extends PuzzleInput>(
  chart: string,
  draw: (input: I, lang: Lang, place: (card: Card) => number) => PuzzleTexts,
): Chart<I> {
  return composedChart({
    name: chart,
    uses: ["seed"],
    stem: ({ name }) => name ?? chart,
    compose(input, lang) {
      const { cards } = input;
      const { outline, ...texts } = draw(input, lang, (card) => cards.indexOf(card) + 1);
      const columns = cards.length <= 12 ? 4 : Math.ceil(cards.length / 3);
      const cardWidth = Math.min(140, Math.floor((CONTENT_WIDTH - (columns - 1) * 12) / columns));
      const x = 8 + (CONTENT_WIDTH - (columns * cardWidth + (columns - 1) * 12)) / 2;
      const labels = (card: Card, i: number) => [`${i + 1}. ${cardCode(card)}`];
      const grid = cardGrid(cards, { lang, columns, cardWidth, gap: 12, x, outline, labels });
      return cardPicture({ ...texts, lang, body: grid.svg, height: grid.height, cards, notes: [CODE_KEY[lang]] });
    },
  });
}

/**
 * A practice table, its cards numbered row by row with their codes; no card outlined.
 *
 * @example
 * ```ts
 * import { puzzleFigure } from "./puzzle.ts";
 * import { equal, match } from "node:assert/strict";
 * const fig = puzzleFigure.draw({ cards: [0, 1, 5, 9, 13, 20, 30, 40, 50, 60, 70, 80], parameters: { seed: "42" } }, "en");
 * match(fig.title, /find a SET among these 12 cards/);
 * equal(fig.svg.includes("data-outline"), false);
 * ```
 */
export const puzzleFigure: Chart<PuzzleInput> = puzzleChart("game-puzzle", ({ cards, kind = "some" }, lang) => ({
  outline: [],
  title: PUZZLE_TITLE[lang](kind, cards.length),
  caption: TEXT[lang].caption(cards.length),
  alt: TEXT[lang].alt(cards.map((card, i) => `${i + 1}. ${CARD_NAME[lang](card)}`).join("; ")),
  role: () => "table",
}));

/**
 * The hint: the puzzle table with the hinted pair outlined; the card that completes it is the answer's.
 *
 * @example
 * ```ts
 * import { puzzleHintFigure } from "./puzzle.ts";
 * import { findSet } from "../../core/table.ts";
 * import { equal } from "node:assert/strict";
 * const cards = [0, 1, 2, 9, 13, 20, 30, 40, 50, 60, 70, 80];
 * const fig = puzzleHintFigure.draw({ cards, hint: findSet(cards)!, parameters: { seed: "42" } }, "en");
 * equal(fig.name, "game-puzzle-hint");
 * equal(fig.svg.match(/data-outline/g)?.length, 2);
 * ```
 */
export const puzzleHintFigure: Chart<PuzzleHintInput> = puzzleChart("game-puzzle-hint", ({ hint }, lang, place) => {
  const m = TEXT[lang].hint;
  const [a, b] = hint.pair;
  return {
    outline: [a, b],
    title: m.title(place(a), place(b)),
    caption: m.caption,
    alt: m.alt(CARD_NAME[lang](a), CARD_NAME[lang](b)),
    role: (card) => (card === a || card === b ? "hint pair" : "table"),
  };
});

/**
 * The answer: the puzzle table with the hinted SET outlined, and every SET of the table in the caption.
 *
 * @example
 * ```ts
 * import { puzzleAnswerFigure } from "./puzzle.ts";
 * import { findSet, setsOnTable } from "../../core/table.ts";
 * import { equal, match } from "node:assert/strict";
 * const cards = [0, 1, 2, 9, 13, 20, 30, 40, 50, 60, 70, 80];
 * const input = { cards, hint: findSet(cards)!, sets: setsOnTable(cards), parameters: { seed: "42" } };
 * const fig = puzzleAnswerFigure.draw(input, "en");
 * equal(fig.svg.match(/data-outline/g)?.length, 3);
 * match(fig.caption, /The table holds \d+ SETs?:/);
 * ```
 */
export const puzzleAnswerFigure: Chart<PuzzleHintInput> = puzzleChart("game-puzzle-answer", (input, lang, place) => {
  const m = TEXT[lang].answer;
  const { pair: [a, b], third: c } = input.hint;
  const sets = input.sets ?? [];
  const listed = sets.map((set) =>
    [...set].sort((x, y) => place(x) - place(y)).map((card) => `${place(card)} ${cardCode(card)}`).join(" + ")
  ).join("; ");
  const name = CARD_NAME[lang];
  return {
    outline: [a, b, c],
    title: m.title(place(a), place(b), place(c), cardCode(c)),
    caption: m.caption(listed, sets.length),
    alt: m.alt(name(a), name(b), name(c)),
    role: (card) => ([a, b, c].includes(card) ? "answer" : "table"),
  };
});
