/**
 * Every word of the practice pages, one table per edition: the English table defines the shape, the Traditional
 * Chinese one uses the article's Chinese terms. Card names and questions are the figures' (lib/figures/words.ts).
 *
 * @module
 */
import { type Card, cardCode, type Feature, VALUES } from "../core/card.ts";
import { checkLang, type Lang } from "../common/lang.ts";
import { int } from "../present/format.ts";
import { CARD_NAME, PUZZLE_TITLE } from "../figures/words.ts";
import type { PuzzleKind } from "../game/puzzle.ts";

const NUMBER = ["one symbol", "two symbols", "three symbols"];
const SHAPES = ["diamonds", "ovals", "squiggles"];
const A_SHAPE = ["a diamond", "an oval", "a squiggle"];
const HALF = { en: "Half the tables of this kind hold a SET, half none.", "zh-TW": "這類題目一半有 SET，一半沒有。" };

const clock = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, "0")}`;

/** Features of three cards that are neither all the same nor all different, with the three values. */
type Broken = readonly { feature: Feature; values: readonly number[] }[];

/** The value two of three cards share, and the odd one. */
const pairAndOdd = (values: readonly number[]) => {
  const odd = values.find((v) => values.indexOf(v) === values.lastIndexOf(v))!;
  return [values.find((v) => v !== odd)!, odd];
};

const en = {
  /** The language's own name, for the link from the other edition. */
  languageName: "English",
  title: "Practice: play SET",
  intro: "A game by the real rules: 12 cards dealt from a shuffled deck. Pick three cards that form a SET (in every " +
    "feature all the same or all different) and they are taken and replaced; anything else is shaken off. When you " +
    "see no SET, press “No SET?”: 3 more cards are dealt, and you are told whether one was there. The game ends " +
    "when the deck is empty and no SET remains.",
  /** Shown when script is off, above the first deal of a seed. */
  noScript: (seed: string) =>
    `The game needs JavaScript, which is off: the table below is the first deal of the seed ${seed}.`,
  siteLink: "The mathematics of SET, in notebooks",
  /** After the name of an English-only page linked from this edition. */
  inEnglish: "",
  tabs: { game: "Game", puzzles: "Puzzles" },
  seed: "Seed",
  newGame: "New game",
  noSet: "No SET?",
  hint: "Hint",
  found: "SETs found",
  time: "Time",
  deckLeft: "Cards left in the deck",
  tableLabel: "The table",
  cardLabel: (card: Card) => `${CARD_NAME.en(card)} (${cardCode(card)})`,
  set: (cards: readonly Card[]) => `SET! ${cards.map(cardCode).join(", ")}.`,
  notSet: (broken: Broken) =>
    `Not a SET: ${
      broken.map(({ feature, values }) => {
        const [pair, odd] = pairAndOdd(values);
        return feature === "number"
          ? `number, two have ${NUMBER[pair]} and one has ${NUMBER[odd]}`
          : feature === "shape"
          ? `shape, two are ${SHAPES[pair]} and one is ${A_SHAPE[odd]}`
          : `${feature}, two are ${VALUES[feature][pair]} and one is ${VALUES[feature][odd]}`;
      }).join("; ")
    }.`,
  /** "No SET?" answered: whether a SET was there, how many cards were dealt, and the table's size now. */
  noSetAnswer: ({ wasSet, dealt, size }: { wasSet: boolean; dealt: number; size: number }) =>
    (wasSet ? "There was a SET on the table." : "Right: the table held no SET.") +
    (dealt ? ` 3 more cards dealt: ${size} on the table.` : size >= 21 ? " 21 cards always hold a SET." : ""),
  hintOne: "The outlined card is in a SET.",
  hintTwo: "The two outlined cards are in a SET: which card completes it?",
  hintNone: "No SET on the table: press “No SET?”.",
  /** The end of a game: SETs found, the time, the cards left and whether they hold a SET. */
  gameOver: (found: number, seconds: number, left: number, hasSet: boolean) =>
    `Game over: ${found} SET${found === 1 ? "" : "s"} found in ${clock(seconds)}. ${left} card${
      left === 1 ? "" : "s"
    } left, ${hasSet ? "holding a SET" : "no SET among them"}.`,
  kinds: { some: "At least one SET", one: "Exactly one SET", none: "Is there a SET?" } as Record<PuzzleKind, string>,
  newPuzzle: "New puzzle",
  /** A puzzle's question; for "Is there a SET?" it says how often the answer is yes. */
  question: (kind: PuzzleKind, cards: number) => PUZZLE_TITLE.en(kind, cards) + (kind === "none" ? ` ${HALF.en}` : ""),
  puzzleSet: (cards: readonly Card[]) => `SET! ${cards.map(cardCode).join(", ")}. Solved!`,
  /** "No SET?" pressed on a puzzle: right when the table holds no SET. */
  puzzleNoSet: (hasSet: boolean): string =>
    hasSet ? "There is a SET here: look again." : "Right: this table holds no SET. Solved!",
  clock,
};

/** The words of a practice page: the English table's shape. */
export type PracticeMessages = typeof en;

const ZH_VALUE: Record<Feature, string[]> = {
  colour: ["紅色", "綠色", "紫色"],
  shape: ["菱形", "橢圓形", "波浪形"],
  number: ["一個圖案", "兩個圖案", "三個圖案"],
  shading: ["實心", "條紋", "空心"],
};
const FEATURE: Record<Feature, string> = { colour: "顏色", shape: "形狀", number: "數量", shading: "底紋" };

const zhTW: PracticeMessages = {
  languageName: "繁體中文",
  title: "練習：玩 SET",
  intro: "照真正的規則玩一局：從洗好的牌堆發 12 張到桌面。選出三張構成 SET 的牌（每個特徵都全部相同或全部不同），" +
    "它們會被取走並補上新牌；不是 SET 就會被彈開。看不到 SET 時按「沒有 SET？」：再發 3 張，並告訴你剛才有沒有 SET。" +
    "牌堆發完、桌面上再也沒有 SET 時，這局結束。",
  noScript: (seed) => `這個遊戲需要 JavaScript，但它目前關閉：下面是亂數種子 ${seed} 的第一手牌。`,
  siteLink: "SET 的數學：筆記本",
  inEnglish: "（英文）",
  tabs: { game: "遊戲", puzzles: "練習題" },
  seed: "亂數種子",
  newGame: "新的一局",
  noSet: "沒有 SET？",
  hint: "提示",
  found: "找到的 SET",
  time: "時間",
  deckLeft: "牌堆剩餘張數",
  tableLabel: "桌面",
  cardLabel: (card) => `${CARD_NAME["zh-TW"](card)}（${cardCode(card)}）`,
  set: (cards) => `SET！${cards.map(cardCode).join("、")}。`,
  notSet: (broken) =>
    `不是 SET。${
      broken.map(({ feature, values }) => {
        const [pair, odd] = pairAndOdd(values);
        return `${FEATURE[feature]}：兩張${ZH_VALUE[feature][pair]}，一張${ZH_VALUE[feature][odd]}`;
      }).join("；")
    }。`,
  noSetAnswer: ({ wasSet, dealt, size }) =>
    (wasSet ? "剛才桌面上有 SET。" : "沒錯：剛才桌面上沒有 SET。") +
    (dealt ? `再發 3 張，桌面現在有 ${size} 張。` : size >= 21 ? "21 張牌一定有 SET。" : ""),
  hintOne: "加框的這張牌在一組 SET 裡。",
  hintTwo: "加框的兩張牌在同一組 SET 裡，第三張是哪一張？",
  hintNone: "桌面上沒有 SET：請按「沒有 SET？」。",
  gameOver: (found, seconds, left, hasSet) =>
    `這局結束：${clock(seconds)} 內找到 ${int(found)} 組 SET。桌面剩 ${int(left)} 張，${
      hasSet ? "其中還有 SET" : "其中沒有 SET"
    }。`,
  kinds: { some: "至少一組 SET", one: "恰好一組 SET", none: "有沒有 SET？" },
  newPuzzle: "下一題",
  question: (kind, cards) => PUZZLE_TITLE["zh-TW"](kind, cards) + (kind === "none" ? HALF["zh-TW"] : ""),
  puzzleSet: (cards) => `SET！${cards.map(cardCode).join("、")}。答對了！`,
  puzzleNoSet: (hasSet) => hasSet ? "這裡有 SET，再找找看。" : "沒錯：桌上沒有 SET。答對了！",
  clock,
};

const TABLES: Record<Lang, PracticeMessages> = { en, "zh-TW": zhTW };

/**
 * The words of a practice page in an edition.
 * @throws {RangeError} for a language other than `en` and `zh-TW`.
 */
export function practiceMessages(lang: Lang): PracticeMessages {
  return TABLES[checkLang(lang)];
}
