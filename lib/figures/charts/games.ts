/**
 * Notebook 5's figures of the table during this run's games, for both ways of taking a SET.
 * @module
 */
import * as Plot from "@observablehq/plot";
import { axisMargin, FONT_SIZE, type LegendItem, OKABE_ITO } from "../figure.ts";
import { type Chart, composedChart, type FigureInput } from "../chart.ts";
import { frame, lineDots, lineLook, type Look, ratioText, rowMarks, swatch } from "./_marks.ts";
import { logPercentTicks } from "../_ticks.ts";
import type { Lang } from "../../common/lang.ts";
import { int, pct, pctSig } from "../../present/format.ts";
import type { Policy } from "../../game/engine.ts";
import { clopperPearson } from "../../stats/intervals.ts";
import { POLICY_NAME, SEPARATOR } from "../words.ts";

/** A policy's share with its 95% interval: `count` of `total`. */
type Share = { policy: Policy; count: number; total: number; p: number; lo: number; hi: number };

/** One point of a by-round figure: a policy's P(no SET) with `deck` cards left in the deck. */
export type GameRoundRow = Share & { deck: number };

/** One bar of a share figure: a policy's share of games with the outcome `key` (a table size, or cards left). */
export type GameShareRow = Share & { key: number };

/** The input of {@link gameNoSetChart}: the rows, exact P(no SET) fresh (`given`: `conditionalNoSet`), Norvig's. */
export interface GameNoSetInput extends FigureInput {
  size: number;
  rows: GameRoundRow[];
  exact: number;
  given?: { cards: number; p: number };
  norvig?: number;
}

/** The input of {@link gameLargestChart} and {@link gameLeftoverChart}: each policy's share rows (`perPolicy`). */
export type GameShareInput = FigureInput & { rows: GameShareRow[] };

const en = {
  byRound: {
    title: (size: number, ratio: number, given?: number) =>
      `In play, ${size} cards lacked a SET ` +
      (ratioText(ratio) === "1.0" ? "about as often as" : `${ratioText(ratio)} times as often as`) +
      ` ${given === undefined ? "in a fresh deal" : `fresh ones whose first ${given} hold none`} ` +
      "(this run's games, both policies pooled)",
    caption: (size: number, games: number, given?: number) =>
      `The share of ${size}-card tables without a SET in ${int(games)} simulated games per policy, by cards ` +
      "left in the deck (the deck empties from left to right), for the two ways of taking a SET; bars are 95% " +
      `Clopper–Pearson intervals, log scale. Dashed: the exact value for a fresh deal of ${size} cards` +
      (given === undefined ? "" : `; dash-dotted: the exact value for a fresh deal of ${size} whose first ${given} ` +
        `hold no SET, P(none in ${size}) / P(none in ${given}), the one to compare with, since the rules deal ` +
        `${size} cards only after ${given} without a SET`) +
      "; dotted: Norvig's notebook, in play (the first SET found taken).",
    axisDeck: "cards left in the deck",
    axisShare: "tables without a SET",
    legendExact: (p: number) => `fresh deal, exact (${p > 0.01 ? pct(p) : pctSig(p, 2)})`,
    legendGiven: (p: number, given: number) => `fresh, first ${given} without a SET, exact (${pct(p)})`,
    legendNorvig: (p: number) => `Norvig's notebook, in play (${pct(p)})`,
    altFirst: (size: number, first: number, exact: number, later: number) =>
      `Chart of how often a ${size}-card table holds no SET during a game, round by round, for two ways of taking ` +
      `a SET. In this run's first round, a fresh deal, it was ${pct(first)} (both policies pooled), beside the exact ` +
      `${pctSig(exact, 3)}; the later rounds average ${pct(later)}.`,
    altGiven: (size: number, given: { cards: number; p: number }, exact: number, later: number) =>
      `Chart of how often a ${size}-card table holds no SET during a game, round by round, for two ways of taking ` +
      `a SET. Such a table is dealt only after ${given.cards} cards without a SET; over this run's games it lacked ` +
      `one ${pct(later)} of the time (both policies pooled), beside ${pctSig(given.p, 3)} for a fresh deal whose ` +
      `first ${given.cards} hold none and ${pctSig(exact, 2)} for any fresh deal of ${size}.`,
  },
  largest: {
    title: (games: number, p15: number, p18: number, p21: number) =>
      `In this run's ${int(2 * games)} games (${int(games)} per policy), the table grew to 15 cards at most in ` +
      `${pct(p15, 0)}, to 18 in ${pct(p18, 1)}, and to 21 in ${p21 === 0 ? "none" : pctSig(p21, 1)}`,
    caption: (games: number) =>
      `The largest table each of ${int(games)} simulated games per policy needed (the rules deal 12 and add ` +
      "3 while there is no SET), as shares of games on a log scale, with 95% Clopper–Pearson intervals. Where no game " +
      "needed a size, an arrow down from the 95% upper bound stands for 0.",
    axis: "largest table in the game (cards)",
    alt: (games: number, shares: string) =>
      `Chart of the largest table a game needs, for two ways of taking a SET; in this run's ${int(2 * games)} ` +
      `games, both policies pooled: ${shares}.`,
    share: (size: number, p: string) => `${size} cards ${p}`,
  },
  leftover: {
    title: (games: number, p69: number, p0: number) =>
      `In this run's ${int(2 * games)} games, ${pct(p69, 0)} ended with 6 or 9 cards left and ${pct(p0, 1)} with ` +
      "none; 3 left is impossible",
    caption: (games: number) =>
      `The cards left on the table when the deck is empty and no SET remains, in ${int(games)} simulated ` +
      "games per policy, as shares of games on a log scale with 95% Clopper–Pearson intervals. Three cards can never be " +
      "left: the 81 cards sum to 0 in every feature (mod 3) and so does every SET taken, so three last cards " +
      "always form a SET.",
    axis: "cards left at the end",
    alt: (games: number, shares: string) =>
      `Chart of the cards left when a game ends, for two ways of taking a SET; in this run's ${int(2 * games)} ` +
      `games, both policies pooled: ${shares}; 3 cards is impossible.`,
    share: (cards: number, p: string) => `${cards} cards ${p}`,
  },
  axisShare: "share of games",
  none: (games: number) => `0 of ${int(games)}`,
  impossible: "impossible",
};

const zhTW: typeof en = {
  byRound: {
    title: (size, ratio, given) =>
      `本次模擬兩種取法合計，遊戲進行中 ${size} 張桌面沒有 SET 的機率` +
      (ratioText(ratio) === "1.0"
        ? `與${given === undefined ? "重新發牌" : `前 ${given} 張沒有 SET 的重新發牌`}相當`
        : `是${given === undefined ? "重新發牌" : `前 ${given} 張沒有 SET 的重新發牌`}的 ${ratioText(ratio)} 倍`),
    caption: (size, games, given) =>
      `每種取法模擬 ${int(games)} 局遊戲，按牌堆剩餘張數（由左到右牌堆漸空）統計 ${size} 張桌面沒有 SET 的比例；` +
      `誤差棒為 95% Clopper–Pearson 信賴區間，對數刻度。虛線：重新發 ${size} 張牌的精確值` +
      (given === undefined ? "" : `；點虛線：重新發 ${size} 張、其中前 ${given} 張沒有 SET 時的精確值，` +
        `即 P(${size} 張無 SET) / P(${given} 張無 SET)；規則只在 ${given} 張沒有 SET 時才加到 ${size} 張，` +
        "所以該和這個值比較") +
      "；點線：Norvig 筆記本的遊戲模擬（取第一組找到的 SET）。",
    axisDeck: "牌堆剩餘張數",
    axisShare: "沒有 SET 的桌面比例",
    legendExact: (p) => `重新發牌的精確值（${p > 0.01 ? pct(p) : pctSig(p, 2)}）`,
    legendGiven: (p, given) => `重新發牌且前 ${given} 張沒有 SET 的精確值（${pct(p)}）`,
    legendNorvig: (p) => `Norvig 筆記本的遊戲模擬（${pct(p)}）`,
    altFirst: (size, first, exact, later) =>
      `圖表：遊戲中每一輪 ${size} 張桌面沒有 SET 的比例，比較兩種取 SET 的方式。本次模擬第一輪是重新發牌，` +
      `兩種取法合計比例為 ${pct(first)}，精確值為 ${pctSig(exact, 3)}；之後各輪平均 ${pct(later)}。`,
    altGiven: (size, given, exact, later) =>
      `圖表：遊戲中每一輪 ${size} 張桌面沒有 SET 的比例，比較兩種取 SET 的方式。${size} 張桌面只在 ${given.cards} ` +
      `張沒有 SET 之後才出現；本次模擬兩種取法合計，整局平均 ${pct(later)}，` +
      `前 ${given.cards} 張沒有 SET 的重新發牌為 ${pctSig(given.p, 3)}，` +
      `不加條件的重新發 ${size} 張為 ${pctSig(exact, 2)}。`,
  },
  largest: {
    title: (games, p15, p18, p21) =>
      `本次模擬 ${int(2 * games)} 局（每種取法 ${int(games)} 局）：${pct(p15, 0)} 的遊戲桌面最多加到 15 張，` +
      `${pct(p18, 1)} 加到 18 張，${p21 === 0 ? "沒有一局加到 21 張" : `${pctSig(p21, 1)} 加到 21 張`}`,
    caption: (games) =>
      `每種取法模擬 ${int(games)} 局，統計每局桌面最多用到幾張（規則：先發 12 張，沒有 SET 就加 3 張），` +
      "以對數刻度畫出局數比例與 95% Clopper–Pearson 信賴區間。沒有任何一局用到的張數，以從 95% 上界向下的箭頭表示 0。",
    axis: "一局中桌面最多的張數",
    alt: (games, shares) =>
      `圖表：一局遊戲桌面最多需要幾張，比較兩種取 SET 的方式；本次模擬 ${int(2 * games)} 局，兩種取法合計：${shares}。`,
    share: (size, p) => `${size} 張 ${p}`,
  },
  leftover: {
    title: (games, p69, p0) =>
      `本次模擬 ${int(2 * games)} 局：${pct(p69, 0)} 結束時桌面剩 6 或 9 張，${pct(p0, 1)} 剩 0 張；剩 3 張不可能`,
    caption: (games) =>
      `每種取法模擬 ${int(games)} 局，統計牌堆用完且桌面再無 SET 時剩下的張數，以對數刻度畫出局數比例與 95% ` +
      "Clopper–Pearson 信賴區間。不可能剩 3 張：81 張牌每個特徵的總和模 3 為 0，每取走一組 SET 也是如此，所以最後 3 張必成 SET。",
    axis: "遊戲結束時桌面剩餘張數",
    alt: (games, shares) =>
      `圖表：遊戲結束時桌面剩幾張，比較兩種取 SET 的方式；本次模擬 ${int(2 * games)} 局，兩種取法合計：${shares}；` +
      "剩 3 張不可能。",
    share: (cards, p) => `剩 ${cards} 張 ${p}`,
  },
  axisShare: "局數比例",
  none: (games) => `${int(games)} 局中 0 局`,
  impossible: "不可能",
};

const TEXT = { en, "zh-TW": zhTW };

/** The two policies' looks: apart in colour, shape, fill and dash. */
export const POLICY_LOOK = {
  first: { stroke: OKABE_ITO.vermillion, fill: OKABE_ITO.vermillion, symbol: "circle", r: 3, dash: "none" },
  random: { stroke: OKABE_ITO.blue, fill: "white", symbol: "square", r: 3, dash: "5,3" },
} as const;

const REFERENCE_LOOK = {
  exact: { stroke: OKABE_ITO.black, dash: "7,4", strokeWidth: 1.2 },
  given: { stroke: OKABE_ITO.purple, dash: "9,3,2,3", strokeWidth: 1.6 },
  norvig: { stroke: OKABE_ITO.green, dash: "1.5,3", strokeWidth: 2 },
} satisfies Record<string, Look>;

const POLICIES = ["first", "random"] as const;

const policyLegend = (lang: Lang, withLines: boolean): LegendItem[] =>
  POLICIES.map((policy) => ({
    label: POLICY_NAME[lang][policy],
    swatch: withLines ? swatch.series(POLICY_LOOK[policy], 1.2) : swatch.across(POLICY_LOOK[policy], 1.2),
  }));

// The share of all games (or tables) in `rows`, both policies pooled.
const pooled = (rows: readonly Share[]) =>
  rows.reduce((s, d) => s + d.count, 0) / Math.max(1, rows.reduce((s, d) => s + d.total, 0));

/**
 * P(no SET) on the `size`-card tables of each round by cards left in the deck, both policies, beside the exact values
 * and Norvig's. Named `game-no-set-SIZE`. Cost: O(rows).
 *
 * @example
 * ```ts
 * import { gameNoSetChart } from "./games.ts";
 * import { match } from "node:assert/strict";
 * const row = { count: 60, total: 1000, p: 0.06, lo: 0.047, hi: 0.077 };
 * const rows = [{ policy: "first", deck: 69, ...row }, { policy: "random", deck: 33, ...row }] as const;
 * const input = { size: 12, rows: [...rows], exact: 0.0323, norvig: 0.0639, parameters: { seed: "42", games: 1000 } };
 * match(gameNoSetChart.draw(input, "en").title, /12 cards lacked a SET 1\.9 times as often as in a fresh deal/);
 * ```
 */
export const gameNoSetChart: Chart<GameNoSetInput> = composedChart({
  name: "game-no-set",
  uses: ["seed", "games"],
  stem: ({ size }) => `game-no-set-${size}`,
  compose({ size, rows, exact, given, norvig, parameters }, lang) {
    const m = TEXT[lang].byRound;
    const x = (d: GameRoundRow) => d.deck + (d.policy === "first" ? 0.6 : -0.6);
    const references: { kind: keyof typeof REFERENCE_LOOK; value: number; label: string; series: string }[] = [
      { kind: "exact", value: exact, label: m.legendExact(exact), series: "exact fresh deal" },
    ];
    if (given) {
      const series = `exact fresh deal, no SET in the first ${given.cards}`;
      references.push({ kind: "given", value: given.p, label: m.legendGiven(given.p, given.cards), series });
    }
    if (norvig !== undefined) {
      references.push({ kind: "norvig", value: norvig, label: m.legendNorvig(norvig), series: "Norvig in play" });
    }
    const values = [...rows.flatMap((d) => [d.lo, d.hi]).filter((v) => v > 0), ...references.map((r) => r.value)];
    const domain = [Math.min(...values) / 1.6, Math.max(...values) * 1.25];
    const ticks = logPercentTicks(domain[0], domain[1]);
    const tickLabel = (v: number) => pctSig(v, 1).replace(/^(\d+)\.0%$/, "$1%");
    const later = pooled(rows.filter((d) => d.deck < 69));
    const plot = {
      ...frame(300, [22, 16, 36, axisMargin(ticks.map(tickLabel), lang)]),
      x: { domain: [71, -2], ticks: [69, 60, 48, 36, 24, 12, 0], tickFormat: "d", label: m.axisDeck },
      y: { type: "log", domain, ticks, tickFormat: tickLabel, grid: true, label: m.axisShare },
      marks: [
        ...references.map(({ kind, value }) => Plot.ruleY([value], lineLook(REFERENCE_LOOK[kind]))),
        ...POLICIES.flatMap((policy) => {
          const data = rows.filter((d) => d.policy === policy && d.p > 0);
          return [
            Plot.ruleX(data, { x, y1: "lo", y2: "hi", stroke: POLICY_LOOK[policy].stroke, strokeOpacity: 0.75 }),
            ...lineDots(data, POLICY_LOOK[policy], { x, strokeWidth: 1.2 }),
          ];
        }),
      ],
    } satisfies Plot.PlotOptions;
    return {
      title: m.title(size, later / (given?.p ?? exact), given?.cards),
      caption: m.caption(size, parameters.games!, given?.cards),
      alt: given
        ? m.altGiven(size, given, exact, later)
        : m.altFirst(size, pooled(rows.filter((d) => d.deck === 69)), exact, later),
      data: [
        ...rows.map(({ policy, deck, count, total, p, lo, hi }) => ({ series: policy, deck, count, total, p, lo, hi })),
        ...references.map((r) => ({ series: r.series, p: r.value })),
      ],
      legend: [
        ...policyLegend(lang, true),
        ...references.map(({ kind, label }) => ({ label, swatch: [swatch.line(REFERENCE_LOOK[kind])] })),
      ],
      panels: [{ x: 0, y: 0, plot }],
    };
  },
});

const KEYS = { largest: [12, 15, 18, 21], leftover: [0, 3, 6, 9, 12, 15, 18] } as const;
const IMPOSSIBLE = { largest: [] as number[], leftover: [3] };

// Shares of games by an outcome: the largest table a game needed, or the cards left at its end.
function shareChart(kind: "largest" | "leftover"): Chart<GameShareInput> {
  const name = kind === "largest" ? "game-largest-table" : "game-leftover";
  return composedChart({
    name,
    uses: ["seed", "games"],
    compose({ rows, parameters }, lang) {
      const games = parameters.games!;
      const t = TEXT[lang];
      const m = t[kind];
      const keys: number[] = [...KEYS[kind]];
      const impossible = IMPOSSIBLE[kind];
      const [zeroLo, zeroHi] = clopperPearson(0, games);
      const filled = keys.filter((key) => !impossible.includes(key)).flatMap((key) =>
        POLICIES.map((policy): GameShareRow =>
          rows.find((d) => d.key === key && d.policy === policy && d.count > 0) ??
            { policy, key, count: 0, total: games, p: 0, lo: zeroLo, hi: zeroHi }
        )
      );
      const positive = filled.filter((d) => d.count > 0);
      const zeros = filled.filter((d) => d.count === 0);
      const low = Math.min(...positive.map((d) => d.lo).filter((v) => v > 0), ...zeros.map((d) => d.hi / 8));
      const domain = [10 ** Math.floor(Math.log10(low)), 1];
      const ticks = Array.from({ length: -Math.log10(domain[0]) + 1 }, (_, i) => 10 ** -i);
      const y = (d: GameShareRow) => `${d.key}`;
      const height = 62 + 40 * keys.length;
      const small = { textAnchor: "start", fontSize: FONT_SIZE.small } as const,
        italic = { fontStyle: "italic", ...small };
      const shareText = (d: GameShareRow) => d.p >= 0.1 ? pct(d.p, 0) : pctSig(d.p, 2);
      const plot = {
        ...frame(height, [24, 24, 40, axisMargin(keys.map(String), lang)]),
        x: { type: "log", domain, ticks, tickFormat: (v: number) => pctSig(v, 1), grid: true, label: t.axisShare },
        y: { domain: keys.map(String), label: null, tickSize: 0 },
        marks: [
          ...POLICIES.flatMap((policy) => {
            const look = POLICY_LOOK[policy];
            const zero = zeros.filter((d) => d.policy === policy);
            const at = { y, dy: policy === "first" ? -7 : 7 };
            const line = { stroke: look.stroke, strokeWidth: 1.2 }, arrow = { headLength: 5, ...line };
            const bars = { ...at, x: "p", x1: "lo", x2: "hi", text: shareText, dx: 6 };
            return [
              ...rowMarks(positive.filter((d) => d.policy === policy), { ...look, r: look.r + 0.5 }, bars),
              Plot.arrow(zero, { x1: "hi", x2: (d: GameShareRow) => d.hi / 8, y1: y, y2: y, dy: at.dy, ...arrow }),
              Plot.tickX(zero, { x: "hi", ...at, ...line, inset: 13 }),
              Plot.text(zero, { x: "hi", ...at, text: () => t.none(games), dx: 8, ...small }),
            ];
          }),
          Plot.text(impossible.map(String), { x: domain[0], y: String, text: () => t.impossible, dx: 6, ...italic }),
        ],
      } satisfies Plot.PlotOptions;
      const share = (key: number) => pooled(filled.filter((d) => d.key === key));
      const shares = keys.filter((k) => !impossible.includes(k)).map((k) => m.share(k, pctSig(share(k), 2)));
      const none = { count: 0, total: games, p: 0, lo: null, hi: null, note: "impossible" };
      return {
        title: kind === "largest"
          ? t.largest.title(games, share(15), share(18), share(21))
          : t.leftover.title(games, share(6) + share(9), share(0)),
        caption: m.caption(games),
        alt: m.alt(games, shares.join(SEPARATOR[lang].short)),
        data: [
          ...filled.map(({ policy, key, count, total, p, lo, hi }) => ({ policy, key, count, total, p, lo, hi })),
          ...impossible.map((key) => ({ policy: "both", key, ...none })),
        ],
        legend: policyLegend(lang, false),
        panels: [{ x: 0, y: 0, plot }],
        labels: [{ x: 8, y: 14, text: m.axis }],
      };
    },
  });
}

/**
 * The largest table each game needed as shares of games, both policies, on a log axis; a size no game needed as
 * "0 of N" with an arrow down from its upper bound. Cost: O(rows).
 *
 * @example
 * ```ts
 * import { gameLargestChart } from "./games.ts";
 * import { match } from "node:assert/strict";
 * const share = (key: number, count: number) => ({ key, count, total: 1000, p: count / 1000, lo: count / 1100, hi: count / 900 });
 * const rows = (["first", "random"] as const).flatMap((policy) =>
 *   [share(12, 330), share(15, 655), share(18, 15)].map((r) => ({ policy, ...r })));
 * const fig = gameLargestChart.draw({ rows, parameters: { seed: "42", games: 1000 } }, "en");
 * match(fig.title, /^In this run's 2,000 games \(1,000 per policy\), the table grew to 15 cards at most in 66%/);
 * ```
 */
export const gameLargestChart: Chart<GameShareInput> = shareChart("largest");

/**
 * The cards left when a game ends, drawn as {@link gameLargestChart} draws sizes; 3 marked "impossible". O(rows).
 *
 * @example
 * ```ts
 * import { gameLeftoverChart } from "./games.ts";
 * import { match } from "node:assert/strict";
 * const share = (key: number, count: number) => ({ key, count, total: 1000, p: count / 1000, lo: count / 1100, hi: count / 900 });
 * const rows = (["first", "random"] as const).flatMap((policy) =>
 *   [share(0, 14), share(6, 480), share(9, 430), share(12, 70), share(15, 6)].map((r) => ({ policy, ...r })));
 * const fig = gameLeftoverChart.draw({ rows, parameters: { seed: "42", games: 1000 } }, "en");
 * match(fig.title, /91% ended with 6 or 9 cards left and 1\.4% with none; 3 left is impossible$/);
 * ```
 */
export const gameLeftoverChart: Chart<GameShareInput> = shareChart("leftover");
