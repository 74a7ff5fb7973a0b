/**
 * 圖表的繁體中文字串：標題、座標軸、圖例、圖說、替代文字與牌名，用語依照文章的中文版
 * （桌面、牌堆、三張列舉、兩張補全、查表、底紋、信賴區間……）。帶數字的訊息是數字的函式，
 * 以 lib/common/format.ts 格式輸出。結構與英文表（`en.ts`）相同。
 *
 * The Traditional Chinese message table, in the terms of the article's Chinese edition; same shape as `en.ts`.
 *
 * @module
 */
import { fixed, int, integerRuns, pct, pctSig, sci, timesPowerOfTen } from "../../present/format.ts";
import { type Card, featuresOf } from "../../core/card.ts";
import type { Lang } from "../../common/lang.ts";
import type { Messages } from "./en.ts";
import type { CapCaptionFacts, CapSizeFacts, DeckCurveSummary, MessageRow, RoundRates } from "./types.ts";

const COLOUR: Record<string, string> = { red: "紅色", green: "綠色", purple: "紫色" };
const SHAPE: Record<string, string> = { diamond: "菱形", oval: "橢圓形", squiggle: "波浪形" };
const SHADING: Record<string, string> = { solid: "實心", striped: "條紋", open: "空心" };
const COUNT = ["", "一個", "兩個", "三個"];

/** 牌名：數量、顏色、底紋、形狀，例如「兩個紅色條紋橢圓形」。 */
function cardName(card: Card): string {
  const { colour, shape, number, shading } = featuresOf(card);
  return `${COUNT[number]}${COLOUR[colour]}${SHADING[shading]}${SHAPE[shape]}`;
}

const SOURCE_ROWS: Record<string, string> = {
  plain: "直接抽樣（本筆記本）",
  sis: "重要性抽樣（本筆記本）",
  article: "原文，抽樣 200,000 次",
  "norvig-notebook": "Norvig 筆記本，抽樣 100,000 次",
  "article-zh-TW": "中文版註腳引述的 Norvig 網頁",
  rulebook: "規則書的賠率",
  warne: "Warne 引述的 Norvig 網頁",
};

// 「是重新發牌的 2.0 倍」「是……的 31 倍」，比值四捨五入為 1.0 時「與……相當」。
function timesOf(ratio: number, baseline: string): string {
  const shown = ratio >= 10 ? int(ratio) : fixed(ratio, 1);
  return shown === "1.0" ? `與${baseline}相當` : `是${baseline}的 ${shown} 倍`;
}

const POLICY = {
  first: "取第一組找到的 SET（Norvig 的模擬）",
  random: "隨機取一組 SET（假設真人如此）",
};

/** 繁體中文訊息表。 */
export const zhTW: Messages = {
  lang: "zh-TW" as Lang,

  card: {
    name: cardName,
    codeKey: "牌碼依序表示顏色（R 紅、G 綠、P 紫）、形狀（D 菱形、O 橢圓形、S 波浪形）、數量（1–3）與底紋" +
      "（F 實心、T 條紋、E 空心）：RO2T 是兩個紅色條紋橢圓形。",
    numbered: (place, code) => `${place}. ${code}`,
  },

  noSet: {
    title: (p12, p15) =>
      `隨機 12 張桌面有 ${p12 === undefined ? "約 3%" : pct(p12)} 沒有 SET，15 張只有 ` +
      `${p15 === undefined ? "極少數" : pctSig(p15, 2)}，21 張必有 SET`,
    caption: "從 81 張牌隨機抽出 n 張（n = 3 到 21）時沒有 SET 的機率（上圖為對數刻度）：精確值，以及兩種蒙地卡羅估計" +
      "與其 95% 信賴區間——直接抽樣（抽牌後檢查）和序貫重要性抽樣。直接抽樣完全沒遇到無 SET 桌面時，估計值為 0，" +
      "以從 95% 上界向下的箭頭表示。下方兩圖以線性刻度放大 12 張與 15 張，列出所有已發表的數字：原文（抽樣 200,000 " +
      "次，Wald 區間）、Norvig 筆記本（抽樣 100,000 次，Clopper–Pearson 區間）、規則書的賠率（33:1 與 2,500:1），以及 Warne " +
      "引述的 Norvig 網頁賠率（30:1），後兩者沒有區間。垂直線是精確值。",
    legendExact: "精確值",
    legendPlain: "直接抽樣，95% 信賴區間",
    legendUpperBound: "直接抽樣未遇到無 SET 桌面：上界",
    legendSis: "重要性抽樣，95% 信賴區間",
    legendPublished: "已發表的數字",
    axisCards: "桌面張數 n",
    axisProbability: "沒有 SET 的機率",
    exactZero: "恰為 0",
    rowLabel: (source) => SOURCE_ROWS[source] ?? source,
    detailHeading: (n, exact) =>
      `${n} 張${exact === undefined ? "" : `：精確值 ${n === 12 ? pct(exact, 3) : pctSig(exact, 3)}`}`,
    alt: (rows) => {
      const exact = (n: number) => rows.find((d) => d.kind === "exact" && d.n === n)?.p;
      const zeros = rows.filter((d) => d.kind === "estimate" && d.source === "plain" && d.p === 0).map((d) => d.n);
      const published = (n: number) =>
        rows.filter((d) => d.kind === "published" && d.n === n).map((d) =>
          `${SOURCE_ROWS[d.source] ?? d.source} ${n === 12 ? pct(d.p) : pctSig(d.p, 2)}`
        ).join("、");
      const [p3, p12, p15, p20] = [3, 12, 15, 20].map(exact);
      return [
        "對數刻度圖：隨機 n 張牌（n 從 3 到 21）沒有 SET 的機率。",
        p3 !== undefined && p20 !== undefined
          ? `精確值下降得越來越快，從 3 張的 ${pct(p3, 1)} 降到 20 張的 ${timesPowerOfTen(p20)}，21 張時為 0。`
          : "",
        intervals(rows),
        zeros.length ? `直接抽樣在 ${zeros.join("、")} 張時沒遇到無 SET 桌面，以箭頭標出上界。` : "",
        p12 !== undefined ? `12 張的精確值是 ${pct(p12, 3)}；已發表：${published(12)}。` : "",
        p15 !== undefined ? `15 張是 ${pctSig(p15, 3)}；已發表：${published(15)}。` : "",
      ].filter(Boolean).join("");
    },
  },

  game: {
    policy: POLICY,
    byRound: {
      title: (size: number, ratio: number): string =>
        `遊戲進行中，${size} 張桌面沒有 SET 的機率${timesOf(ratio, "重新發牌")}`,
      titleGiven: (size: number, ratio: number, given: number): string =>
        `遊戲進行中，${size} 張桌面沒有 SET 的機率${timesOf(ratio, `前 ${given} 張沒有 SET 的重新發牌`)}`,
      caption: (size: number, games: number, given?: number): string =>
        `每種取法模擬 ${int(games)} 局遊戲，按牌堆剩餘張數（由左到右牌堆漸空）統計 ${size} 張桌面沒有 SET 的比例；` +
        `誤差棒為 95% Clopper–Pearson 信賴區間，對數刻度。虛線：重新發 ${size} 張牌的精確值` +
        (given === undefined ? "" : `；點虛線：重新發 ${size} 張、其中前 ${given} 張沒有 SET 時的精確值，` +
          `即 P(${size} 張無 SET) / P(${given} 張無 SET)；規則只在 ${given} 張沒有 SET 時才加到 ${size} 張，` +
          "所以該和這個值比較") +
        "；點線：Norvig 筆記本的遊戲模擬（取第一組找到的 SET）。",
      axisDeck: "牌堆剩餘張數",
      axisShare: "沒有 SET 的桌面比例",
      legendExact: (p: number): string => `重新發牌的精確值（${p > 0.01 ? pct(p) : pctSig(p, 2)}）`,
      legendGiven: (p: number, given: number): string => `重新發牌且前 ${given} 張沒有 SET 的精確值（${pct(p)}）`,
      legendNorvig: (p: number): string => `Norvig 筆記本的遊戲模擬（${pct(p)}）`,
      alt: (size: number, { first, later, exact, given }: RoundRates): string =>
        `圖表：遊戲中每一輪 ${size} 張桌面沒有 SET 的比例，比較兩種取 SET 的方式。` +
        (given === undefined
          ? `第一輪是重新發牌，比例為 ${pct(first ?? NaN)}，精確值為 ${pctSig(exact, 3)}；之後各輪平均 ${pct(later)}。`
          : `${size} 張桌面只在 ${given.cards} 張沒有 SET 之後才出現；整局平均 ${pct(later)}，` +
            `前 ${given.cards} 張沒有 SET 的重新發牌為 ${pctSig(given.p, 3)}，不加條件的重新發 ${size} 張為 ` +
            `${pctSig(exact, 2)}。`),
    },
    largest: {
      title: (p15, p18, games, zero21) =>
        `${pct(p15, 0)} 的遊戲桌面最多加到 15 張，${pct(p18, 1)} 加到 18 張` +
        (zero21 ? `，${int(games)} 局中沒有一局加到 21 張` : ""),
      caption: (games) =>
        `每種取法模擬 ${int(games)} 局，統計每局桌面最多用到幾張（規則：先發 12 張，沒有 SET 就加 3 張），` +
        "以對數刻度畫出局數比例與 95% Clopper–Pearson 信賴區間。沒有任何一局用到的張數，以從 95% 上界向下的箭頭表示 0。",
      axisSize: "一局中桌面最多的張數",
      axisShare: "局數比例",
      none: (games) => `${int(games)} 局中 0 局`,
      alt: (shares) => `圖表：一局遊戲桌面最多需要幾張，比較兩種取 SET 的方式：${shares}。兩種取法一致。`,
      share: (size, p) => `${size} 張 ${p}`,
    },
    leftover: {
      title: (p0) => `多數遊戲結束時桌面剩 6 或 9 張；剩 0 張的有 ${pct(p0, 1)}，剩 3 張不可能`,
      caption: (games) =>
        `每種取法模擬 ${int(games)} 局，統計牌堆用完且桌面再無 SET 時剩下的張數，以對數刻度畫出局數比例與 95% ` +
        "Clopper–Pearson 信賴區間。不可能剩 3 張：81 張牌每個特徵的總和模 3 為 0，每取走一組 SET 也是如此，所以最後 3 張必成 SET。",
      axisLeft: "遊戲結束時桌面剩餘張數",
      axisShare: "局數比例",
      impossible: "不可能",
      none: (games) => `${int(games)} 局中 0 局`,
      alt: (shares) => `圖表：遊戲結束時桌面剩幾張，比較兩種取 SET 的方式：${shares}；剩 3 張不可能。`,
      share: (cards, p) => `剩 ${cards} 張 ${p}`,
    },
  },

  timing: {
    deck: {
      title: (ours: number, article: number): string =>
        `找出全部 1,080 組 SET，兩張補全（第三張預先算好）在這裡比三張列舉快 ${int(ours)} 倍；` +
        `原文的 Python 每對現算第三張，快 ${fixed(article, 1)} 倍`,
      caption: (runs: number): string =>
        "找出整副 81 張牌全部 1,080 組 SET 的耗時。三張列舉檢查全部 85,320 個三元組；兩張補全對 3,240 對牌各查一次" +
        "預先算好的 81 × 81 第三張表（只建一次，不計時）。兩個倍數並非同條件比較：原文兩張補全的耗時包含算出每對的第三張、" +
        "建立牌對清單與去重集合的時間。" +
        `本筆記本：交錯量測 ${runs} 輪的中位數（誤差棒為四分位距），` +
        "Deno，本機；原文：Mac 上的 Python 單次量測。對數刻度，單位毫秒。",
      axis: "找出全部 SET 的耗時（ms）",
      row: (method, source) =>
        `${method === "triples" ? "三張列舉" : "兩張補全"}，${
          source === "article" ? "原文（Python，Mac）" : "本筆記本（Deno）"
        }`,
      value: (ms) => `${ms >= 1 ? fixed(ms, ms >= 10 ? 0 : 1) : ms.toPrecision(2)} ms`,
      alt: (rows) => `點圖（對數刻度）：找出整副牌全部 SET 的耗時：${rows}。`,
    },
    table: {
      title: (kind, n, pairs, triples, pairCount, tripleCount) =>
        kind === "random"
          ? `隨機桌面上兩種方法找到第一組 SET 就停止：${n} 張時兩張補全 ${fixed(pairs, 2)} µs，三張列舉 ${
            fixed(triples, 2)
          } µs`
          : `沒有 SET 的桌面要查完所有候選：${n} 張時兩張補全查 ${int(pairCount)} 對用 ${fixed(pairs, 2)} µs，` +
            `三張列舉查 ${int(tripleCount)} 組用 ${fixed(triples, 2)} µs`,
      caption: (kind, tables, rounds) =>
        `判斷桌面有沒有 SET 的耗時：每種張數 ${int(tables)} 個${kind === "random" ? "隨機桌面" : "沒有 SET 的桌面"}，` +
        `張數與方法交錯量測 ${rounds} 輪取中位數（色帶為四分位距）。左：每個桌面；右：每個候選（檢查一個三元組，` +
        "或補全一對並查表）。兩張補全讀取預先算好的 81 × 81 第三張表（只建一次，不計時），並把桌面牌記入查表陣列（計時）。" +
        (kind === "random" ? "兩種方法都在找到第一組 SET 時停止。" : ""),
      legendTriples: "三張列舉",
      legendPairs: "兩張補全",
      axisCards: "桌面張數",
      axisPerTable: "每個桌面（µs）",
      axisPerCandidate: "每個候選（ns）",
      alt: (kind, summary) =>
        `兩張折線圖：${kind === "random" ? "隨機桌面" : "沒有 SET 的桌面"}上搜尋耗時與桌面張數的關係：${summary}。`,
    },
  },

  speed: {
    title: "兩種估計方法的速度與桌面張數",
    caption: "單核心每秒可抽的桌面數（直接抽樣）或重要性抽樣路徑數，對數刻度。這是本機的效能量測，不是文章的圖。",
    axisCards: "桌面張數 n",
    axisRate: "單核心每秒次數",
    method: (method) => method === "sis" ? "重要性抽樣" : "直接抽樣",
    alt: (summary) => `折線圖：每秒次數與桌面張數：${summary}。`,
  },

  coverage: {
    panel: (method) => method === "sis" ? "重要性抽樣（Student t 信賴區間）" : "直接抽樣（Clopper–Pearson 信賴區間）",
    axisCards: "桌面張數 n",
    axisCoverage: "信賴區間涵蓋精確值的種子比例",
    legendTrials: (trials) => `每次估計抽樣 ${int(trials)} 次`,
    legendNominal: (confidence) => `名目 ${pct(confidence, 0)}`,
    legendExact: "精確涵蓋率（直接抽樣）",
    legendRefused: "拒絕執行：低於最少抽樣次數",
    title: (
      { shortfalls, cells, confidence, lowest }: {
        shortfalls: number;
        cells: number;
        confidence: number;
        lowest: { coverage: number; seeds: number };
      },
    ): string =>
      shortfalls === 0
        ? `${int(cells)} 格中沒有一格的涵蓋率顯著低於 ${pct(confidence, 0)}；最低的估計值是 ` +
          `${pct(lowest.coverage, 1)}（${int(lowest.seeds)} 個種子）`
        : `${pct(confidence, 0)} 信賴區間在 ${int(cells)} 格中有 ${int(shortfalls)} 格涵蓋率顯著不足；` +
          `單憑機率約會有 ${fixed(cells * (1 - confidence) / 2, 1)} 格`,
    caption: (
      { deckSize, confidence, seeds, exact, refused, shortfalls, widest, lowest }: {
        deckSize: number;
        confidence: number;
        seeds: readonly { trials: number; seeds: number }[];
        exact?: readonly [number, number];
        refused: readonly { trials: number; sizes: readonly number[] }[];
        shortfalls: readonly { method: string; n: number; trials: number }[];
        widest: { seeds: number; width: number };
        lowest: readonly { method: string; n: number; trials: number; coverage: number; lo: number; hi: number }[];
      },
    ): string =>
      `兩種估計方法的 ${pct(confidence, 0)} 信賴區間涵蓋精確 P(no SET | n) 的頻率，` +
      `${deckSize === 27 ? "牌組為 27 張實心牌的小牌組" : "牌組為整副 81 張牌"}。每個點是研究中的一格：一種估計方法、` +
      "一種桌面張數與一種抽樣次數，以種子 1、2、… 各跑一次，做法與模擬完全相同（" +
      seeds.map((s) => `抽樣 ${int(s.trials)} 次用 ${int(s.seeds)} 個種子`).join("、") +
      `）；點是信賴區間涵蓋精確值的種子比例，誤差棒是這個比例的 95% Clopper–Pearson 信賴區間。不同抽樣次數左右稍微錯開；` +
      `虛線是名目 ${pct(confidence, 0)}。` +
      (exact
        ? `黑色短橫線：直接抽樣信賴區間的精確涵蓋率，由二項分布算出（${range(pct(exact[0], 1), pct(exact[1], 1))}）。`
        : "") +
      (refused.length
        ? `拒絕執行（×）：抽樣次數低於重要性抽樣在該張數的最少次數時不執行——${
          refused.map((r) => `抽樣 ${int(r.trials)} 次：${sizeList(r.sizes)} 張`).join("；")
        }。`
        : "") +
      (shortfalls.length
        ? `顯著不足（整條誤差棒低於 ${pct(confidence, 0)}）：${
          shortfalls.map((s) => `${METHOD[s.method] ?? s.method} ${s.n} 張、抽樣 ${int(s.trials)} 次`).join("；")
        }。`
        : `沒有一條誤差棒整條低於 ${pct(confidence, 0)}，這項研究能說明的也僅止於此：只有 ${int(widest.seeds)} ` +
          `個種子時，誤差棒長達 ${fixed(100 * widest.width, 0)} 個百分點，少幾個百分點的不足可能看不出來。`) +
      `最低的估計值：${
        lowest.map((c) =>
          `${METHOD[c.method] ?? c.method} ${pct(c.coverage, 1)}（${c.n} 張、抽樣 ${int(c.trials)} 次，` +
          `${pct(c.lo, 1)} 到 ${pct(c.hi, 1)}）`
        ).join("；")
      }。`,
    alt: (
      { deckSize, confidence, sizes, trials, plain, sis, shortfalls, refused }: {
        deckSize: number;
        confidence: number;
        sizes: readonly [number, number];
        trials: readonly number[];
        plain?: { min: number; max: number; cells: number };
        sis?: { min: number; max: number; cells: number };
        shortfalls: number;
        refused: number;
      },
    ): string =>
      [
        `兩張點圖：${deckSize === 27 ? "小牌組" : "整副牌"}在桌面 ${sizes[0]} 到 ${sizes[1]} 張時信賴區間的涵蓋率，` +
        `每種抽樣次數（${trials.map((t) => int(t)).join("、")}）一個系列，名目 ${pct(confidence, 0)} 畫成一條線。`,
        plain ? `直接抽樣：${int(plain.cells)} 格，涵蓋率 ${pct(plain.min, 1)} 到 ${pct(plain.max, 1)}。` : "",
        sis ? `重要性抽樣：${int(sis.cells)} 格，涵蓋率 ${pct(sis.min, 1)} 到 ${pct(sis.max, 1)}。` : "",
        shortfalls
          ? `有 ${int(shortfalls)} 格顯著低於 ${pct(confidence, 0)}。`
          : `沒有一格顯著低於 ${pct(confidence, 0)}。`,
        refused ? `重要性抽樣有 ${int(refused)} 格低於最少抽樣次數，拒絕執行。` : "",
      ].join(""),
  },

  classes: {
    title: (n, tables, classes, features) =>
      `${int(tables)} 個沒有 SET 的 ${n} 張${features === 3 ? "實心牌" : ""}桌面，重新標記後只有 ${classes} 種`,
    heading: (index) => `第 ${index} 類`,
    tables: (tables, share) => `${int(tables)} 個桌面（${share >= 0.01 ? pct(share, 0) : pctSig(share, 1)}）`,
    flat: (dimension, features, most) =>
      dimension <= 1
        ? "在一條線上"
        : dimension === 2
        ? "全部在一個 9 張牌的平面上"
        : dimension < features
        ? "全部在一副 27 張的小牌組裡"
        : features === 4
        ? `分散在整副牌；任一副小牌組最多有其中 ${most} 張`
        : `分散在整副小牌組；任一個平面最多有其中 ${most} 張`,
    planes: (quadruples) => quadruples === 0 ? "沒有 4 張牌在同一平面" : `${quadruples} 組 4 張牌在同一平面`,
    completes: (most, cards) =>
      most <= 1
        ? "桌面外沒有一張牌補全其中 2 對"
        : `桌面外有 ${cards} 張牌${cards === 1 ? "" : "各"}補全其中 ${most} 對`,
    sumsToZero: (n, zero) => zero ? `${n} 張牌每個特徵相加模 3 都是 0` : `${n} 張牌並非每個特徵相加模 3 都是 0`,
    symmetries: (stabilizer) => `${int(stabilizer)} 個對稱讓它保持不變`,
    caption: ({ n, features, group, zero, alike }) =>
      `${features === 3 ? "小牌組（27 張實心牌）" : ""}沒有 SET 的 ${n} 張桌面，每一類畫出一個。對稱是把牌重新標記、` +
      `讓每組 SET 仍是 SET 的方式（${features === 3 ? "小牌組" : "整副牌"}共有 ${
        int(group)
      } 個）；一類是對稱能互相變換的` +
      `所有桌面，所以有 s 個對稱讓它保持不變的桌面，代表 ${
        int(group)
      } / s 個桌面。平面是任兩張的第三張都在其中的 9 張牌，` +
      "例如 9 張紅色實心牌" +
      (features === 4 ? "；小牌組是這樣的 27 張牌，例如入門玩法用的 27 張實心牌" : "") +
      `；桌面外的牌是不在桌面上的 ${3 ** features - n} 張。a、b、c、d 四張牌在同一平面，就是 a + b = c + d，` +
      "也就是有一張桌面外的牌同時補全 a、b 與 c、d 兩對。" +
      (zero.length
        ? `n 是 3 的倍數時，每個特徵相加模 3 是否為 0 是整類共有的性質；遊戲結束時剩下的牌一定每個特徵相加為 0` +
          `（整副牌與每一組取走的 SET 相加都是 0），所以遊戲結束時剩下的 ${n} 張牌一定屬於第 ${zero.join(" 或 ")} 類。`
        : "") +
      alike.map((group) => `第 ${group.join("、")} 類只有對稱的個數不同。`).join(""),
    alt: (n, features, rows) =>
      `${rows.length} 列${features === 3 ? "實心" : ""}牌，每一類畫出一個沒有 SET 的 ${n} 張桌面：` +
      `${rows.map((facts) => facts.join("，")).join("；")}。`,
  },

  largestTables: {
    title: (full, small) => `最大的無 SET 桌面在對稱之下只有一種：整副牌 ${full} 張，小牌組 ${small} 張`,
    heading: (features, n, stabilizer) =>
      `${features === 4 ? "整副牌（81 張）" : "小牌組（27 張實心牌）"}：${n} 張，${int(stabilizer)} 個對稱讓它保持不變`,
    count: (features, n, group, stabilizer, tables) =>
      `${int(group)} 個對稱 ÷ ${int(stabilizer)} = ${int(tables)} 個桌面：所有沒有 SET 的 ${n} 張` +
      `${features === 4 ? "" : "實心牌"}桌面`,
    caption: (full, small) =>
      `最大的無 SET 桌面，各自只有一類：81 張牌中的 ${full.n} 張（上）與 27 張實心牌小牌組中的 ${small.n} 張（下），` +
      `各畫出一個。對稱是把牌重新標記、讓每組 SET 仍是 SET 的方式：整副牌有 ${int(full.group)} 個，小牌組有 ` +
      `${int(small.group)} 個。除以讓桌面保持不變的對稱個數，就是這一類的桌面數：${int(full.tables)} 個 ` +
      `${full.n} 張桌面與 ${int(small.tables)} 個 ${small.n} 張實心牌桌面，正是這兩種張數所有沒有 SET 的桌面。` +
      `${full.n + 1} 張牌、${small.n + 1} 張實心牌一定有 SET。`,
    alt: (full, small) =>
      `兩個沒有 SET 的桌面：整副牌的 ${full.n} 張，${int(full.stabilizer)} 個對稱讓它保持不變，所以有 ` +
      `${int(full.tables)} 個這樣的桌面；${small.n} 張實心牌，${int(small.stabilizer)} 個對稱讓它保持不變，所以有 ` +
      `${int(small.tables)} 個。`,
  },

  deckComparison: {
    title: (small, full, deal) =>
      small === undefined || full === undefined
        ? "小牌組與整副牌沒有 SET 的機率"
        : `任 ${small} 張實心牌必有 SET${
          deal && small <= deal ? `，入門玩法的 ${deal} 張桌面一定有 SET` : ""
        }；整副牌要 ${full} 張才必有`,
    legend: (deck) => deck === "full" ? "整副牌（81 張）" : "小牌組（27 張實心牌，入門玩法）",
    axisCards: "桌面張數 n",
    axisProbability: "沒有 SET 的機率",
    exactZero: "恰為 0",
    deal: (n) => `發 ${n} 張`,
    caption: (deal, fullAtDeal) =>
      "隨機發 n 張牌沒有 SET 的精確機率：規則書入門玩法的小牌組（27 張實心牌，共 C(27, n) 種桌面）與整副牌（共 " +
      "C(81, n) 種），對數刻度。牌組完全沒有無 SET 桌面時，機率恰為 0，對數刻度畫不出來，改在座標軸下方的橫條標出。" +
      (deal !== undefined && fullAtDeal !== undefined
        ? `點線：兩種玩法都發 ${deal} 張，整副牌有 ${pct(fullAtDeal)} 沒有 SET，小牌組一次也不會。`
        : ""),
    alt: (small, full) =>
      "對數刻度圖：兩副牌隨機 n 張沒有 SET 的機率。" +
      ([["小牌組", small], ["整副牌", full]] as const).map(([label, d]) =>
        `${label}從 ${d.first.n} 張的 ${pctSig(d.first.p, 2)}` +
        (d.last ? ` 降到 ${d.last.n} 張的 ${d.last.p < 1e-4 ? timesPowerOfTen(d.last.p) : pctSig(d.last.p, 2)}` : "") +
        (d.zero === undefined ? "。" : `，從 ${d.zero} 張起恰為 0。`)
      ).join(""),
  },

  deckCurves: {
    title: (halves: readonly { features: number; n: number }[]): string =>
      halves.length === 0
        ? "特徵越多，隨機桌面要更多張牌才會出現 SET"
        : `隨機桌面有一半機會出現 SET 的張數：${halves.map((h) => h.features).join("、")} 個特徵依序約 ` +
          `${halves.map((h) => fixed(h.n, 1)).join("、")} 張`,
    legend: (features: number, cards: number): string => `${features} 個特徵（${int(cards)} 張）`,
    legendExact: "精確值（已知處）",
    legendUpperBound: "未遇到無 SET 桌面：95% 上界",
    axisCards: "桌面張數 n（對數刻度）",
    axisProbability: "沒有 SET 的機率",
    exactZero: "從此恰為 0",
    level: (p: number): string => pct(p, 0),
    caption: (trials: number): string =>
      "從 d 個特徵的牌組（3^d 張，每張牌是 (Z₃)^d 的一個點）隨機發 n 張牌沒有 SET 的機率，d = 2 到 6，兩軸都是對數刻度。" +
      `每個點是重要性抽樣的估計，沒有執行重要性抽樣之處改用直接抽樣（每種張數 ${int(trials)} 條路徑或 ` +
      `${int(trials)} 個桌面），附 95% 信賴區間，多半比點還窄；叉號是已知的精確值（2 到 4 個特徵的每種張數；` +
      "5 與 6 個特徵的 3 到 5 張，以排容原理算出）。重要性抽樣沒有執行、直接抽樣又沒遇到無 SET 桌面之處，" +
      "以直接抽樣 95% 上界往下的箭頭代表估計值 0。座標軸下方以各牌組的符號標出機率恰為 0 的起點：比最大的無 SET " +
      "桌面多一張。點線：50% 與 1%。",
    alt: (decks: readonly DeckCurveSummary[]): string =>
      "圖表：隨機 n 張牌沒有 SET 的機率與 n 的關係，兩軸都是對數刻度，2 到 6 個特徵的牌組各一條下降曲線，" +
      "特徵越多越往右。" +
      decks.map((d) =>
        `${d.features} 個特徵（${int(d.cards)} 張）：${d.first.n} 張時 ${probability(d.first.p)}，` +
        `${d.last.n} 張時 ${probability(d.last.p)}` +
        (d.half === undefined ? "" : `，約 ${fixed(d.half, 1)} 張時為 50%`) +
        (d.unseen.length ? `；之後只有上界（${d.unseen.join("、")} 張）` : "") +
        `；從 ${d.zero} 張起恰為 0。`
      ).join(""),
  },

  capSizes: {
    title: (first: CapSizeFacts, last: CapSizeFacts): string =>
      `隨機建出的無 SET 桌面平均達到最大值的 ${pct(first.mean / first.largest, 0)}（${first.features} 個特徵），` +
      `到 ${last.features} 個特徵只剩 ${pct(last.mean / last.largest, 0)}`,
    legendRandom: "隨機建出、無法再加牌的無 SET 桌面：範圍與平均",
    legendLargest: "最大的無 SET 桌面（已證明）",
    legendBestKnown: "目前找到的最大值，以及可能的上限",
    legendTwoValue: "2ᵈ 張：每個特徵只取兩種值",
    legendGrowth: (base: number, bound: "upper" | "lower"): string =>
      `${fixed(base, 3)}ᵈ：${bound === "upper" ? "d 很大時，最大值比它小" : "d 很大時，有這麼大的無 SET 桌面"}`,
    axisFeatures: "特徵數 d",
    axisShare: "占最大值的比例",
    axisCards: "張數（對數刻度）",
    caption: (runs: number, facts: CapCaptionFacts): string =>
      `每種特徵數 d 各隨機建出 ${int(runs)} 個無法再加牌的無 SET 桌面（把牌組隨機排序後逐張發下，會與桌上兩張補成 ` +
      "SET 的牌就跳過，直到沒有牌能再放）：長條是張數的範圍，圓點是平均。旁邊是最大的無 SET 桌面，" +
      `d ≤ ${facts.proved} 已證明；${facts.open.map((o) => o.features).join("、")} 個特徵是目前找到的最大值` +
      facts.open.filter((o) => o.noCapOf !== undefined).map((o) =>
        `，${o.features} 個特徵已證明沒有 ${int(o.noCapOf!)} 張的無 SET 桌面，這就是可能的上限（中間的線段）`
      ).join("") +
      "；2ᵈ 張是每個特徵只取兩種值的牌，在每副牌組都沒有 SET；以及 d 很大時已證明的成長率：" +
      `${fixed(facts.lower, 3)}ᵈ（Tyrrell：存在至少這麼大的無 SET 桌面）與 ${fixed(facts.upper, 3)}ᵈ` +
      `（Ellenberg 與 Gijswijt：最大值是 o(${fixed(facts.upper, 3)}ᵈ)）。對數刻度下，cᵈ 是一條直線。` +
      `成長率對小的 d 沒有保證：${facts.lowerAt.features} 個特徵時 ${fixed(facts.lower, 3)}ᵈ 等於 ` +
      `${fixed(facts.lowerAt.value, 1)}，${facts.lowerAt.value > facts.lowerAt.largest ? "大於" : "小於"}最大值 ` +
      `${facts.lowerAt.largest}。`,
    alt: (
      runs: readonly CapSizeFacts[],
      records: readonly { features: number; size: number; proved: boolean }[],
      facts: CapCaptionFacts,
    ): string =>
      "對數刻度圖：無 SET 桌面的張數與特徵數的關係。" +
      runs.map((r) =>
        `${r.features} 個特徵：隨機建出的桌面有 ${r.min === r.max ? r.min : `${r.min} 到 ${r.max}`} 張，平均 ` +
        `${fixed(r.mean, 1)} 張；最大的有 ${r.largest} 張，{0, 1}ᵈ 有 ${int(2 ** r.features)} 張。`
      ).join("") + "最大的無 SET 桌面：" +
      records.map((r) => `${r.features} 個特徵 ${int(r.size)} 張${r.proved ? "" : "（目前找到）"}`).join("、") +
      `。成長率 ${fixed(facts.lower, 3)}ᵈ 與 ${fixed(facts.upper, 3)}ᵈ 是直線，比 2ᵈ 陡。`,
  },

  pictures: {
    thirdCard: {
      title: (a, b, c) => `任兩張牌恰好決定一張第三張：${a} 與 ${b} 需要 ${c}`,
      caption: (a, b, c) =>
        `${cardName(a)}與${cardName(b)}需要${cardName(c)}：每個特徵三張全部相同或全部不同，三個值相加模 3 為 0。`,
      alt: (a, b, c) => `三張 SET 牌並排：${cardName(a)}、${cardName(b)}，以及加框標出、補成一組的${cardName(c)}。`,
      pairLabel: "兩張牌",
      thirdLabel: "第三張",
    },
    deckLayers: {
      title: "81 張牌依底紋分成三層，每層 27 張",
      caption:
        "整副牌，每種底紋（實心、條紋、空心）一層；同一層內，顏色與形狀橫向變化，數量縱向變化。每一層都是一副小牌組 (Z₃)³。",
      alt: "全部 81 張 SET 牌分成三區，每區 27 張：實心、條紋、空心。",
      layer: (shading) => `${shading}（27 張）`,
      shading: ["實心", "條紋", "空心"],
    },
    layerMethod: {
      title: (forbidden, left) =>
        `兩層各自沒有 SET 時，第三層 27 張中有 ${forbidden} 張會補成 SET，只剩 ${left} 張可選`,
      caption: (c0, c1, c2) =>
        `一個沒有 SET 的桌面按底紋拆開：${c0} 張實心牌（C0）與 ${c1} 張條紋牌（C1），各自沒有 SET。能與一張 C0、` +
        `一張 C1 補成 SET 的空心牌都被排除；桌面上的 ${c2} 張空心牌（加框）來自剩下的牌。精確計數對每一種 C0、C1 重複這個步驟。`,
      alt: (c0, c1, left) => `三列牌：${c0} 張實心牌、${c1} 張條紋牌，以及仍可選的 ${left} 張空心牌。`,
      row0: (k) => `C0：${k} 張實心牌，彼此沒有 SET`,
      row1: (k) => `C1：${k} 張條紋牌，彼此沒有 SET`,
      row2: (left) => `仍可選的空心牌：27 張中的 ${left} 張（加框的是桌面上的）`,
    },
    setFreeTable: {
      title: (n) => `${n} 張沒有 SET 的桌面；21 張的桌面一定有 SET`,
      caption: (n, completing) =>
        `這 ${n} 張牌的所有三元組都不是 SET；其餘 ${completing} 張牌任一張加入都會形成 SET。沒有 21 張的無 SET 桌面，所以 21 張一定有 SET。`,
      alt: (codes) => `20 張彼此沒有 SET 的牌：${codes}。`,
    },
    puzzle: {
      title: (kind, n) =>
        kind === "one"
          ? `練習題：這 ${n} 張牌中恰好有一組 SET`
          : kind === "none"
          ? `練習題：這 ${n} 張牌中有沒有 SET？`
          : `練習題：在這 ${n} 張牌中找出一組 SET`,
      caption: (n) => `練習用的 ${n} 張牌，逐列編號；提示與答案各是另一張圖。`,
      alt: (names) => `一桌 SET 牌，逐列編號：${names}。`,
    },
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
  },
};

const METHOD: Record<string, string> = { plain: "直接抽樣", sis: "重要性抽樣" };

/** 兩種估計的信賴區間有幾個涵蓋精確值（精確值大於 0 之處），哪些沒有涵蓋。 */
function intervals(rows: readonly MessageRow[]): string {
  const exact = (n: number) => rows.find((d) => d.kind === "exact" && d.n === n)?.p ?? 0;
  const checked = rows.filter((d) =>
    d.kind === "estimate" && d.lo !== undefined && d.hi !== undefined && exact(d.n) > 0
  );
  if (checked.length === 0) return "";
  const misses = checked.filter((d) => exact(d.n) < d.lo! || exact(d.n) > d.hi!);
  if (misses.length === 0) return `兩種估計的 ${int(checked.length)} 個信賴區間都涵蓋精確值。`;
  return `兩種估計的 ${int(checked.length)} 個信賴區間中有 ${int(checked.length - misses.length)} 個涵蓋精確值；` +
    `沒有涵蓋的是${misses.map((d) => `${METHOD[d.source] ?? d.source} ${d.n} 張`).join("、")}` +
    "（95% 信賴區間本來就約有二十分之一的機會沒有涵蓋）。";
}

/** 張數清單：連續三個以上寫成範圍「15–20」，其餘以頓號列出。 */
function sizeList(sizes: readonly number[]): string {
  return integerRuns(sizes).map(([a, b]) => (a === b ? `${a}` : b === a + 1 ? `${a}、${b}` : `${a}–${b}`)).join("、");
}

function range(lo: string, hi: string): string {
  return lo === hi ? lo : `${lo} 到 ${hi}`;
}

// 圖說寫機率的方式：0.01% 以上寫成三位有效數字的百分比，以下寫成 10 的次方。
function probability(p: number): string {
  return p < 1e-4 ? sci(p, 2) : pctSig(p, 3);
}
