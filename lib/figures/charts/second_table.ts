/**
 * The second table of a game, after the first SET is taken (notebook 5), exactly and in this run's games.
 * @module
 */
import { axisMargin, OKABE_ITO } from "../figure.ts";
import { type Chart, composedChart, type FigureInput } from "../chart.ts";
import { frame, type Look, rowMarks, swatch } from "./_marks.ts";
import { niceTicks } from "../_ticks.ts";
import { fixed, int, pct } from "../../present/format.ts";
import { SEPARATOR } from "../words.ts";
import type { Proportion } from "../../game/stats.ts";
import { POLICY_LOOK } from "./games.ts";

/** The input of {@link gameSecondTableChart}: exact P(no SET) of a first and second table, and in this run's games. */
export interface GameSecondTableInput extends FigureInput {
  exact: { fresh: number; conditional: number; overall: number };
  simulated: { conditional: Proportion; overall: Proportion; inPlay: Proportion };
}

const ROWS = ["fresh", "conditional", "overall", "inPlay"] as const;
type Row = (typeof ROWS)[number];

const en = {
  title: (ratio: string) =>
    `After the first SET is taken from 12 cards, the next 12 lack a SET ${ratio} times as often as a fresh deal ` +
    "(exact)",
  caption: (games: number) =>
    "The second table is the one after the first SET is taken. Diamonds: exact values; squares: this run's " +
    `${int(games)} games taking a random SET, with 95% intervals.`,
  row: {
    fresh: "a fresh deal of 12",
    conditional: "second table, a SET in the first 12",
    overall: "second table, every game",
    inPlay: "12-card tables while the deck lasts",
  } satisfies Record<Row, string>,
  axis: "P(no SET)",
  exact: "exact",
  simulated: "this run, a random SET taken",
  alt: (rows: string) => `Dot chart of how often 12 cards hold no SET: ${rows}.`,
  altRow: (row: string, exact: string | undefined, run: string | undefined) =>
    `${row}, ${[exact && `exact ${exact}`, run && `this run ${run}`].filter(Boolean).join(", ")}`,
};

const zhTW: typeof en = {
  title: (ratio) => `從 12 張牌取走第一組 SET 後，下一個 12 張桌面沒有 SET 的機率是重新發牌的 ${ratio} 倍（精確值）`,
  caption: (games) =>
    "第二個桌面：取走第一組 SET 之後的桌面。" +
    `菱形：精確值；方形：本次模擬 ${int(games)} 局（隨機取一組 SET）的比例與 95% 信賴區間。`,
  row: {
    fresh: "重新發 12 張",
    conditional: "第二個桌面，前 12 張有 SET",
    overall: "第二個桌面，所有遊戲",
    inPlay: "牌堆未空時的 12 張桌面",
  },
  axis: "沒有 SET 的機率",
  exact: "精確值",
  simulated: "本次模擬，隨機取一組 SET",
  alt: (rows) => `點圖：12 張牌沒有 SET 的機率：${rows}。`,
  altRow: (row, exact, run) =>
    `${row}，${[exact && `精確值 ${exact}`, run && `本次模擬 ${run}`].filter(Boolean).join("，")}`,
};

const TEXT = { en, "zh-TW": zhTW };

const EXACT_LOOK: Look = { stroke: OKABE_ITO.black, fill: OKABE_ITO.black, symbol: "diamond", r: 4 };
const RUN_LOOK: Look = POLICY_LOOK.random;

/**
 * P(no SET) on 12 cards, a row each, exact and in this run's games, each value beside its mark. Cost: O(1).
 *
 * @example
 * ```ts
 * import { gameSecondTableChart } from "./second_table.ts";
 * import { match } from "node:assert/strict";
 * const share = (p: number) => ({ count: p * 1e4, total: 1e4, p, lo: p - 0.004, hi: p + 0.004 });
 * const input = {
 *   exact: { fresh: 0.0323, conditional: 0.0444, overall: 0.0527 },
 *   simulated: { conditional: share(0.045), overall: share(0.053), inPlay: share(0.066) },
 *   parameters: { seed: "42", games: 10_000 },
 * };
 * match(gameSecondTableChart.draw(input, "en").title, /the next 12 lack a SET 1\.37 times as often/);
 * ```
 */
export const gameSecondTableChart: Chart<GameSecondTableInput> = composedChart({
  name: "game-second-table",
  uses: ["seed", "games"],
  compose({ exact, simulated, parameters }, lang) {
    const m = TEXT[lang];
    const exactRows = (["fresh", "conditional", "overall"] as const).map((row) => ({ row, p: exact[row] }));
    const runRows = (["conditional", "overall", "inPlay"] as const).map((row) => ({ row, ...simulated[row] }));
    const ticks = niceTicks(Math.max(...runRows.map((d) => d.hi), ...exactRows.map((d) => d.p)) * 1.2, 5);
    const digits = ticks[1] - ticks[0] >= 0.01 ? 0 : 1;
    const labels = ROWS.map((row) => m.row[row]);
    const height = 50 + 44 * ROWS.length;
    const y = (d: { row: Row }) => m.row[d.row];
    const at = { y, x: "p", x1: "lo", x2: "hi", text: (d: { p: number }) => pct(d.p) } as const;
    const plot = {
      ...frame(height, [10, 24, 40, axisMargin(labels, lang, { pad: 16 })]),
      x: { domain: [0, ticks.at(-1)!], ticks, tickFormat: (v: number) => pct(v, digits), grid: true, label: m.axis },
      y: { domain: labels, label: null, tickSize: 0 },
      marks: [
        ...rowMarks(runRows, RUN_LOOK, { ...at, dy: 7 }),
        ...rowMarks(exactRows, EXACT_LOOK, { ...at, textX: "p", dy: -7 }),
      ],
    };
    const exactText = (row: Row) => row === "inPlay" ? undefined : pct(exact[row]);
    const runText = (row: Row) => row === "fresh" ? undefined : pct(simulated[row].p);
    return {
      title: m.title(fixed(exact.conditional / exact.fresh, 2)),
      caption: m.caption(parameters.games!),
      alt: m.alt(ROWS.map((row) => m.altRow(m.row[row], exactText(row), runText(row))).join(SEPARATOR[lang].long)),
      data: [
        ...exactRows.map(({ row, p }) => ({ row, source: "exact", count: null, total: null, p, lo: null, hi: null })),
        ...runRows.map(({ row, count, total, p, lo, hi }) => ({ row, source: "this run", count, total, p, lo, hi })),
      ],
      legend: [
        { label: m.exact, swatch: [swatch.dot(EXACT_LOOK)] },
        { label: m.simulated, swatch: swatch.across(RUN_LOOK) },
      ],
      panels: [{ x: 0, y: 0, plot }],
    };
  },
});
