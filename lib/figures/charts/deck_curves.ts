/**
 * How fast a random table meets a SET in the decks of 2 to 6 features (notebook 7), on log scales.
 * @module
 */
import * as Plot from "@observablehq/plot";
import { FONT_SIZE, OKABE_ITO } from "../figure.ts";
import { type Chart, composedChart, type FigureInput } from "../chart.ts";
import { dotLook, lineDots, overZeroStrip, swatch, tidy, upperBoundMarks } from "./_marks.ts";
import { fixed, int, listAnd, pct, pctSig, sci } from "../../present/format.ts";
import { deckOf, FEATURE_COUNTS, type FeatureCount } from "../../core/card.ts";
import { knownNoSetProbability } from "../../exact/small_tables.ts";
import { crossing, curvePoints, type DeckEstimate } from "../../montecarlo/simulate_decks.ts";

/** One number of the chart: a deck's estimate at n with its 95% interval, its exact value, or where P is 0. */
export interface DeckCurveRow {
  features: FeatureCount;
  n: number;
  kind: "estimate" | "exact" | "zero";
  method?: "plain" | "sis";
  p: number;
  lo?: number;
  hi?: number;
  noSet?: number;
}

/** The input of {@link deckCurvesChart}: its rows, estimated with the run's `seed` and `trials`. */
export type DeckCurvesInput = FigureInput & { rows: DeckCurveRow[] };

/**
 * The chart's rows from `simulateDecks(...).results`: each deck's estimates, its exact values where known, and the
 * first size where P is 0. Cost: O(results), plus the exact counts' first call.
 * @example
 * ```ts
 * import { deckCurveRows } from "./deck_curves.ts";
 * import { deepEqual } from "node:assert/strict";
 * const rows = deckCurveRows([
 *   { features: 6, n: 5, method: "plain", trials: 10, p: 1, ci: [0.7, 1], ciMethod: "", noSet: 10, seconds: 0 },
 *   { features: 6, n: 6, method: "plain", trials: 10, p: 1, ci: [0.7, 1], ciMethod: "", noSet: 10, seconds: 0 },
 * ]);
 * deepEqual(rows.map((r) => `${r.kind} ${r.n}`), ["estimate 5", "exact 5", "estimate 6", "zero 113"]);
 * ```
 */
export function deckCurveRows(results: readonly DeckEstimate[]): DeckCurveRow[] {
  const rows: DeckCurveRow[] = [];
  for (const { features, n, method, p, ci: [lo, hi], noSet } of curvePoints(results)) {
    rows.push({ features, n, kind: "estimate", method, p, lo, hi, ...(noSet === undefined ? {} : { noSet }) });
    const exact = knownNoSetProbability(n, { features })?.value;
    if (exact !== undefined && exact > 0) rows.push({ features, n, kind: "exact", p: exact });
  }
  for (const features of FEATURE_COUNTS.filter((d) => rows.some((r) => r.features === d))) {
    rows.push({ features, n: deckOf(features).largestSetFree + 1, kind: "zero", p: 0 });
  }
  return rows;
}

/** What the alt text states of a deck's curve: its ends (exact where known), the sizes with only an upper bound, 50%. */
type CurveSummary = { features: FeatureCount; first: Point; last: Point; unseen: number[]; half?: number };
type Point = { n: number; p: number };

// A probability as the alt text says it: a percentage to three significant digits down to 0.01%, powers of ten below.
const probability = (p: number) => p < 1e-4 ? sci(p, 2) : pctSig(p, 3);

const en = {
  title: (halves: readonly { features: number; n: number }[]) =>
    halves.length === 0
      ? "The more features, the more cards a random table holds before it meets a SET"
      : "In this run's estimates, a random table is as likely as not to hold a SET at about " +
        `${listAnd(halves.map((h) => fixed(h.n, 1)))} cards with ${listAnd(halves.map((h) => h.features))} features`,
  legend: (features: number, cards: number) => `${features} features (${int(cards)} cards)`,
  legendExact: "exact value, where known",
  legendUpperBound: "no SET-free table seen: 95% upper bound",
  axisCards: "cards on the table, n (log scale)",
  exactZero: "exactly 0 from",
  caption: (trials: number) =>
    "The probability that n cards dealt at random from the deck of d features (3ᵈ cards, every card a point of " +
    "(Z₃)ᵈ) hold no SET, for d = 2 to 6, both axes on log scales. Each point is importance sampling's estimate " +
    `where it ran, plain sampling's elsewhere (${int(trials)} paths or tables per size), with its 95% interval, ` +
    "mostly narrower than the point; a cross marks the exact value where it is known (every n for 2 to 4 features; " +
    "3 to 5 cards for 5 and 6, by inclusion–exclusion). Where importance sampling does not run and plain sampling " +
    "saw no table without a SET, an arrow down from plain sampling's 95% upper bound stands for its estimate 0. " +
    "Under the axis, each deck's symbol marks where P becomes exactly 0: one card more than its largest SET-free " +
    "table. Dotted lines: 50% and 1%.",
  alt: (decks: readonly CurveSummary[]) =>
    "Chart of the probability that n random cards hold no SET against n, both on log scales, one falling curve " +
    "for each deck of 2 to 6 features, each further right than the last; exact values where they are known, this " +
    "run's estimates elsewhere. " +
    decks.map((d) =>
      `${d.features} features (${int(3 ** d.features)} cards): ${probability(d.first.p)} at ${d.first.n} cards, ` +
      `${probability(d.last.p)} at ${d.last.n}` +
      (d.half === undefined ? "" : `, 50% at about ${fixed(d.half, 1)}`) +
      (d.unseen.length ? `; above that only upper bounds, at ${listAnd(d.unseen)} cards` : "") +
      `; exactly 0 from ${deckOf(d.features).largestSetFree + 1} cards.`
    ).join(" "),
};

const zhTW: typeof en = {
  title: (halves) =>
    halves.length === 0
      ? "特徵越多，隨機桌面要更多張牌才會出現 SET"
      : `本次估計：隨機桌面有一半機會出現 SET 的張數，${halves.map((h) => h.features).join("、")} 個特徵依序約 ` +
        `${halves.map((h) => fixed(h.n, 1)).join("、")} 張`,
  legend: (features, cards) => `${features} 個特徵（${int(cards)} 張）`,
  legendExact: "精確值（已知處）",
  legendUpperBound: "未遇到無 SET 桌面：95% 上界",
  axisCards: "桌面張數 n（對數刻度）",
  exactZero: "從此恰為 0",
  caption: (trials) =>
    "從 d 個特徵的牌組（3ᵈ 張，每張牌是 (Z₃)ᵈ 的一個點）隨機發 n 張牌沒有 SET 的機率，d = 2 到 6，兩軸都是對數刻度。" +
    `每個點是重要性抽樣的估計，沒有執行重要性抽樣之處改用直接抽樣（每種張數 ${int(trials)} 條路徑或 ` +
    `${int(trials)} 個桌面），附 95% 信賴區間，多半比點還窄；叉號是已知的精確值（2 到 4 個特徵的每種張數；` +
    "5 與 6 個特徵的 3 到 5 張，以排容原理算出）。重要性抽樣沒有執行、直接抽樣又沒遇到無 SET 桌面之處，" +
    "以直接抽樣 95% 上界往下的箭頭代表估計值 0。座標軸下方以各牌組的符號標出機率恰為 0 的起點：比最大的無 SET " +
    "桌面多一張。點線：50% 與 1%。",
  alt: (decks) =>
    "圖表：隨機 n 張牌沒有 SET 的機率與 n 的關係，兩軸都是對數刻度，2 到 6 個特徵的牌組各一條下降曲線，" +
    "特徵越多越往右；已知處為精確值，其餘為本次估計。" +
    decks.map((d) =>
      `${d.features} 個特徵（${int(3 ** d.features)} 張）：${d.first.n} 張時 ${probability(d.first.p)}，` +
      `${d.last.n} 張時 ${probability(d.last.p)}` +
      (d.half === undefined ? "" : `，約 ${fixed(d.half, 1)} 張時為 50%`) +
      (d.unseen.length ? `；之後只有上界（${d.unseen.join("、")} 張）` : "") +
      `；從 ${deckOf(d.features).largestSetFree + 1} 張起恰為 0。`
    ).join(""),
};

const TEXT = { en, "zh-TW": zhTW };

/** Each deck's look: apart in colour, symbol, fill and dash; 3 and 4 features as notebook 6 draws the two decks. */
export const FEATURE_LOOK = {
  2: { stroke: OKABE_ITO.orange, fill: OKABE_ITO.orange, symbol: "triangle", dash: "1.5,2.5" },
  3: { stroke: OKABE_ITO.vermillion, fill: "white", symbol: "square", dash: "5,3" },
  4: { stroke: OKABE_ITO.blue, fill: OKABE_ITO.blue, symbol: "circle", dash: "none" },
  5: { stroke: OKABE_ITO.skyBlue, fill: "white", symbol: "diamond", dash: "8,3,2,3" },
  6: { stroke: OKABE_ITO.green, fill: OKABE_ITO.green, symbol: "star", dash: "12,4" },
} as const satisfies Record<FeatureCount, { stroke: string; fill: string; symbol: string; dash: string }>;

const EXACT = { stroke: OKABE_ITO.black, symbol: "times", r: 3 } as const;
const LEVELS = [0.5, 0.01] as const;
const X_TICKS = [3, 4, 5, 6, 8, 10, 15, 20, 30, 45, 70, 112];
const look = (features: FeatureCount) => ({ ...FEATURE_LOOK[features], r: 3.2, strokeWidth: 1.3 });

/**
 * P(no SET | n) for the decks of 2 to 6 features on log scales, estimated, exact where known, and where each reaches
 * 0 in a strip under the axis. Cost: O(rows); two Plot renders.
 *
 * @throws {RangeError} when no row is an estimate.
 * @example
 * ```ts
 * import { deckCurvesChart } from "./deck_curves.ts";
 * import { match } from "node:assert/strict";
 * const rows = [
 *   { features: 2, n: 3, kind: "estimate", method: "sis", p: 72 / 84, lo: 72 / 84, hi: 72 / 84 },
 *   { features: 2, n: 4, kind: "estimate", method: "sis", p: 54 / 126, lo: 54 / 126, hi: 54 / 126 },
 *   { features: 2, n: 5, kind: "zero", p: 0 },
 * ] as const;
 * const fig = deckCurvesChart.draw({ rows: [...rows], parameters: { seed: "42", trials: 1000 } }, "en");
 * match(fig.title, /as likely as not to hold a SET at about 3\.8 cards with 2 features/);
 * ```
 */
export const deckCurvesChart: Chart<DeckCurvesInput> = composedChart({
  name: "no-set-by-features",
  uses: ["seed", "trials"],
  compose({ rows, parameters }, lang) {
    const m = TEXT[lang];
    const estimates = rows.filter((d) => d.kind === "estimate");
    if (estimates.length === 0) throw new RangeError("deckCurvesChart: no estimates to draw");
    const decks = FEATURE_COUNTS.filter((d) => rows.some((r) => r.features === d));
    const positive = estimates.filter((d) => d.p > 0);
    const unseen = estimates.filter((d) => d.p === 0 && (d.hi ?? 0) > 0);
    const exact = rows.filter((d) => d.kind === "exact");
    const lowest = Math.min(...positive.map((d) => d.lo! > 0 ? d.lo! : d.p), ...unseen.map((d) => d.hi! / 12));
    const bottom = Math.floor(Math.log10(lowest));
    const step = Math.max(1, Math.ceil(-bottom / 11));
    const floor = 10 ** bottom / 2;
    const xDomain = [2.8, Math.max(...rows.map((d) => d.n)) * 1.12];
    const xTicks = X_TICKS.filter((t) => t <= xDomain[1]);
    const own = (features: FeatureCount) => positive.filter((d) => d.features === features).sort((a, b) => a.n - b.n);
    const halves = decks.flatMap((features) => {
      const half = crossing(own(features), 0.5);
      return half?.n === undefined ? [] : [{ features, n: half.n }];
    });
    const exactOr = (d: DeckCurveRow) => ({
      n: d.n,
      p: exact.find((e) => e.features === d.features && e.n === d.n)?.p ?? d.p,
    });
    const summaries: CurveSummary[] = decks.flatMap((features) => {
      const points = own(features);
      const half = halves.find((h) => h.features === features)?.n;
      return points.length === 0 ? [] : [{
        features,
        first: exactOr(points[0]),
        last: exactOr(points.at(-1)!),
        unseen: unseen.filter((d) => d.features === features).map((d) => d.n).sort((a, b) => a - b),
        ...(half === undefined ? {} : { half }),
      }];
    });
    const small = { textAnchor: "start", dx: 4, fontSize: FONT_SIZE.small } as const;
    return {
      title: m.title(halves.length === decks.length ? halves : []),
      caption: m.caption(parameters.trials!),
      alt: m.alt(summaries),
      data: tidy(rows, ["features", "n", "kind", "method", "p", "lo", "hi", "noSet"]).map((row, i) => ({
        ...row,
        drawn_as: rows[i].kind === "zero" ? "zero" : rows[i].p === 0 ? "upper bound" : "point",
      })),
      legend: [
        ...decks.map((d) => ({ label: m.legend(d, deckOf(d).size), swatch: swatch.series(look(d), 1.5) })),
        { label: m.legendExact, swatch: [swatch.dot({ ...EXACT, fill: "none", strokeWidth: 1.3 })] },
        { label: m.legendUpperBound, swatch: swatch.upperBound("#555555") },
      ],
      ...overZeroStrip(lang, {
        height: 340,
        stripHeight: 70,
        marginRight: 34,
        powers: Array.from({ length: Math.floor(-bottom / step) + 1 }, (_, i) => 10 ** (-step * i)),
        floor,
        zeroLabel: m.exactZero,
        x: { type: "log", domain: xDomain, ticks: xTicks },
        marks: [
          Plot.ruleY(LEVELS, { stroke: "#555555", strokeDasharray: "1.5,3", strokeWidth: 1 }),
          Plot.text(LEVELS, { x: xDomain[1], y: (p: number) => p, text: (p: number) => pct(p, 0), ...small }),
          ...decks.flatMap((features) => {
            const { stroke } = FEATURE_LOOK[features];
            const [line, dots] = lineDots(own(features), look(features), { strokeWidth: 1.3 });
            const y1 = (d: DeckCurveRow) => Math.max(d.lo!, floor);
            const bars = own(features).filter((d) => d.hi! > d.lo!);
            return [
              line,
              Plot.ruleX(bars, { x: "n", y1, y2: "hi", stroke, strokeWidth: 1.2 }),
              dots,
              ...upperBoundMarks(
                unseen.filter((d) => d.features === features),
                { x: (d) => d.n, x0: (d) => d.n / 1.03, x1: (d) => d.n * 1.03, stroke },
              ),
            ];
          }),
          Plot.dot(exact, { x: "n", y: "p", ...EXACT, strokeWidth: 1.1 }),
        ],
        strip: {
          x: { type: "log", domain: xDomain },
          y: { domain: [0, 1], axis: null },
          marks: [
            // An explicit axis mark: a log axis's own labels would skip the ticks between powers of ten.
            Plot.axisX(xTicks, { text: String, label: m.axisCards }),
            ...rows.filter((d) => d.kind === "zero").map((d) =>
              Plot.dot([d], { x: "n", y: 0.5, ...dotLook(look(d.features)) })
            ),
          ],
        },
      }),
    };
  },
});
