/**
 * The words several figures share, in both editions; the rest lives in each chart.
 * @module
 */
import { type Card, cardName, featuresOf } from "../core/card.ts";
import type { Lang } from "../common/lang.ts";
import type { Policy } from "../game/engine.ts";
import type { PuzzleKind } from "../game/puzzle.ts";

const ZH = {
  colour: { red: "紅色", green: "綠色", purple: "紫色" },
  shape: { diamond: "菱形", oval: "橢圓形", squiggle: "波浪形" },
  shading: { solid: "實心", striped: "條紋", open: "空心" },
  number: ["", "一個", "兩個", "三個"],
} as const;

/** How a person names a card in each edition: "two red striped ovals", 「兩個紅色條紋橢圓形」. */
export const CARD_NAME: Record<Lang, (card: Card) => string> = {
  en: cardName,
  "zh-TW": (card) => {
    const { colour, shape, number, shading } = featuresOf(card);
    return `${ZH.number[number]}${ZH.colour[colour]}${ZH.shading[shading]}${ZH.shape[shape]}`;
  },
};

/** The card-code key, stated once under every picture that shows codes. */
export const CODE_KEY: Record<Lang, string> = {
  en: "Card codes give colour (R red, G green, P purple), shape (D diamond, O oval, S squiggle), number (1–3) " +
    "and shading (F filled, i.e. solid; T striped; E empty, i.e. open), in that order: RO2T is two red striped ovals.",
  "zh-TW": "牌碼依序表示顏色（R 紅、G 綠、P 紫）、形狀（D 菱形、O 橢圓形、S 波浪形）、數量（1–3）與底紋" +
    "（F 實心、T 條紋、E 空心）：RO2T 是兩個紅色條紋橢圓形。",
};

/** The axes the charts of P(no SET | n) share: the table size, the probability, and where it is exactly 0. */
export const AXIS: Record<Lang, { cards: string; probability: string; exactZero: string }> = {
  en: { cards: "cards on the table, n", probability: "P(no SET)", exactZero: "exactly 0" },
  "zh-TW": { cards: "桌面張數 n", probability: "沒有 SET 的機率", exactZero: "恰為 0" },
};

/** How the texts join a list: long items (`"; "`) and short ones (`", "`); and sentences (a space, none in Chinese). */
export const SEPARATOR: Record<Lang, { long: string; short: string; sentence: string }> = {
  en: { long: "; ", short: ", ", sentence: " " },
  "zh-TW": { long: "；", short: "、", sentence: "" },
};

/** The two ways of taking a SET the games are played with. */
export const POLICY_NAME: Record<Lang, Record<Policy, string>> = {
  en: {
    first: "takes the first SET found (Norvig's simulation)",
    random: "takes a random SET (as we assume people do)",
  },
  "zh-TW": { first: "取第一組找到的 SET（Norvig 的模擬）", random: "隨機取一組 SET（假設真人如此）" },
};

/** The two estimators of P(no SET). */
export const METHOD_NAME: Record<Lang, Record<string, string>> = {
  en: { plain: "plain sampling", sis: "importance sampling" },
  "zh-TW": { plain: "直接抽樣", sis: "重要性抽樣" },
};

/** The sources of the numbers beside ours, as a chart's rows name them: our estimators and data/references.ts's. */
export const SOURCE_NAME: Record<Lang, Record<string, string>> = {
  en: {
    plain: "plain sampling (ours)",
    sis: "importance sampling (ours)",
    article: "the article, 200,000 deals",
    "norvig-notebook": "Norvig's notebook, 100,000 deals",
    "article-zh-TW": "Norvig's page as quoted by the Chinese edition",
    rulebook: "the rulebook's odds",
    warne: "Norvig's page as quoted by Warne",
  },
  "zh-TW": {
    plain: "直接抽樣（本筆記本）",
    sis: "重要性抽樣（本筆記本）",
    article: "原文，抽樣 200,000 次",
    "norvig-notebook": "Norvig 筆記本，抽樣 100,000 次",
    "article-zh-TW": "中文版註腳引述的 Norvig 網頁",
    rulebook: "規則書的賠率",
    warne: "Warne 引述的 Norvig 網頁",
  },
};

/** The question a puzzle asks, in each edition (the practice pages ask it too). */
export const PUZZLE_TITLE: Record<Lang, (kind: PuzzleKind, n: number) => string> = {
  en: (kind, n) =>
    kind === "one"
      ? `Practice puzzle: exactly one SET hides among these ${n} cards`
      : kind === "none"
      ? `Practice puzzle: is there a SET among these ${n} cards?`
      : `Practice puzzle: find a SET among these ${n} cards`,
  "zh-TW": (kind, n) =>
    kind === "one"
      ? `練習題：這 ${n} 張牌中恰好有一組 SET`
      : kind === "none"
      ? `練習題：這 ${n} 張牌中有沒有 SET？`
      : `練習題：在這 ${n} 張牌中找出一組 SET`,
};
