/**
 * The tables the notebooks and commands print, as rows: the exact table, a run's estimates beside the exact values,
 * the search times, the cap set records, and the published figures beside what they estimate.
 *
 * @module
 */
import { binomial, conditionalNoSet, noSetProbability, setFreeCounts } from "../exact/counts.ts";
import { deckOf, type GameFeatureCount } from "../core/card.ts";
import type { Estimate } from "../montecarlo/estimate.ts";
import { clopperPearson, type Interval, wald } from "../stats/intervals.ts";
import { intervalsBeside } from "./intervals_beside.ts";
import { int, odds, pct, sci } from "./format.ts";
import type { TableSearchTiming } from "../timing/search.ts";
import {
  CAP_SET_REFERENCES,
  type CapSetReferences,
  NO_SET_REFERENCES,
  type NoSetReference,
  referenceProbability,
  type Setting,
  settingCondition,
} from "../data/references.ts";

/** One row of the exact table: n, the n-card subsets holding no SET and all of them, P(no SET) reduced and as a float. */
export interface ExactRow {
  n: number;
  setFree: bigint;
  subsets: bigint;
  numerator: bigint;
  denominator: bigint;
  p: number;
  /** The odds against a SET-free table, (1 − P) / P to 1: 0 when P = 1, Infinity when P = 0. */
  oddsAgainst: number;
}

/**
 * The rows n = 0..81 of the exact table (0..27 for 3 features): SET-free tables, all tables, P and the odds against.
 *
 * @example Three cards: 84,240 of the 85,320 triples are not SETs, P = 78/79
 * ```ts
 * import { exactRows } from "./tables.ts";
 * import { equal } from "node:assert/strict";
 * const row = exactRows()[3];
 * equal(row.setFree, 84_240n);
 * equal(`${row.numerator}/${row.denominator}`, "78/79");
 * equal(row.oddsAgainst, 1 / 78);
 * ```
 */
export function exactRows(features: GameFeatureCount = 4): ExactRow[] {
  const size = deckOf(features).size;
  return setFreeCounts(features).map((setFree, n) => {
    const { numerator, denominator, value } = noSetProbability(n, { features });
    const oddsAgainst = numerator === 0n ? Infinity : Number(denominator - numerator) / Number(numerator);
    return { n, setFree, subsets: binomial(size, n), numerator, denominator, p: value, oddsAgainst };
  });
}

/**
 * One row per table size of a run's `results`: plain sampling's count and intervals, importance sampling's estimate
 * and interval, the exact value, with digits enough to show every miss.
 *
 * @throws {Error} naming a size without a plain estimate.
 * @example
 * ```ts
 * import { estimateTable } from "./tables.ts";
 * import { equal } from "node:assert/strict";
 * const [row] = estimateTable([
 *   { n: 12, method: "plain", trials: 200_000, p: 0.032, ci: [0.03123, 0.03278], ciMethod: "", noSet: 6400, seconds: 1 },
 *   { n: 12, method: "sis", trials: 200_000, p: 0.032322, ci: [0.0323036, 0.03234], ciMethod: "", seconds: 1 },
 * ]);
 * equal(row["plain: no SET / tables"], "6,400 / 200,000");
 * equal(row["SIS 95%"], "3.2304e-2 – 3.2340e-2");
 * equal(row.exact, "3.2302e-2");
 * ```
 */
export function estimateTable(results: readonly Estimate[]) {
  return [...new Set(results.map((r) => r.n))].sort((a, b) => a - b).map((n) => {
    const plain = results.find((r) => r.n === n && r.method === "plain");
    if (!plain || plain.noSet === undefined) throw new Error(`estimateTable: no plain-sampling count at ${n} cards`);
    const sis = results.find((r) => r.n === n && r.method === "sis");
    const exact = noSetProbability(n).value;
    const waldCi = wald(plain.noSet, plain.trials);
    const { digits } = intervalsBeside(exact, [plain.ci, waldCi, ...(sis ? [sis.ci] : [])], { digits: 3, format: sci });
    const text = ([lo, hi]: Interval) => `${sci(lo, digits)} – ${sci(hi, digits)}`;
    return {
      n,
      "plain: no SET / tables": `${int(plain.noSet)} / ${int(plain.trials)}`,
      "Clopper–Pearson 95%": text(plain.ci),
      "Wald 95%": text(waldCi),
      "SIS p": sis ? sci(sis.p) : "(skipped)",
      "SIS 95%": sis ? text(sis.ci) : "",
      exact: sci(exact, digits),
    };
  });
}

/** What {@link searchTimingRows} reads of a row of `timeTableSearch`. */
export type SearchTiming = Pick<TableSearchTiming, "n" | "method" | "median" | "candidates" | "tables" | "withSet">;

// A count whole when it is, else with one decimal; a time to three significant digits, whole from 100 on.
const count = (x: number) => Number.isInteger(x) ? x.toLocaleString("en-US") : x.toFixed(1);
const time = (x: number) => x >= 100 ? x.toFixed(0) : x.toPrecision(3);

/**
 * One row per table size: the tables holding a SET, and each method's mean candidates and median µs per table.
 *
 * @throws {RangeError} when a size lacks either method.
 * @example
 * ```ts
 * import { searchTimingRows } from "./tables.ts";
 * import { deepEqual } from "node:assert/strict";
 * const rows = searchTimingRows([
 *   { n: 12, method: "triples", median: 3.621, candidates: 220, tables: 200, withSet: 0 },
 *   { n: 12, method: "pairs", median: 0.2134, candidates: 55, tables: 200, withSet: 0 },
 * ]);
 * deepEqual(rows, [{
 *   n: 12, "tables with a SET": "0 / 200", "triples checked": "220", "pairs checked": "55",
 *   "triples (µs per table)": "3.62", "pairs (µs per table)": "0.213",
 * }]);
 * ```
 */
export function searchTimingRows(rows: readonly SearchTiming[]): Record<string, string | number>[] {
  return [...new Set(rows.map((r) => r.n))].sort((a, b) => a - b).map((n) => {
    const [triples, pairs] = (["triples", "pairs"] as const).map((method) => {
      const row = rows.find((r) => r.n === n && r.method === method);
      if (!row) throw new RangeError(`no ${method} timing for tables of ${n} cards`);
      return row;
    });
    return {
      n,
      "tables with a SET": `${count(pairs.withSet)} / ${count(pairs.tables)}`,
      "triples checked": count(triples.candidates),
      "pairs checked": count(pairs.candidates),
      "triples (µs per table)": time(triples.median),
      "pairs (µs per table)": time(pairs.median),
    };
  });
}

/** One number of the cap set problem: the features ("large d" for a growth rate), what is known, its sources' ids. */
export interface CapSetRecordRow {
  features: string;
  known: string;
  source: string;
}

/**
 * Every number of `capSets` (default data/references.ts's): the largest caps proved, the best known where unproved,
 * then the growth rates, each with its sources' ids.
 *
 * @example
 * ```ts
 * import { capSetRecordRows } from "./tables.ts";
 * import { equal } from "node:assert/strict";
 * const rows = capSetRecordRows();
 * equal(rows[5].known, "112 cards (the largest)");
 * equal(rows[6].known, "236 cards found; none of 289");
 * equal(rows.at(-1)!.known, "for every large d some cap of $(\\mathbb{Z}_3)^d$ has at least $2.218^d$ cards");
 * ```
 */
export function capSetRecordRows({ largest, open, growth }: CapSetReferences = CAP_SET_REFERENCES): CapSetRecordRow[] {
  return [
    ...largest.map((r) => ({ features: String(r.features), known: `${r.size} cards (the largest)`, source: r.source })),
    ...open.map((r) => ({
      features: String(r.features),
      known: `${r.bestKnown} cards found` + (r.noCapOf === undefined ? "" : `; none of ${r.noCapOf}`),
      source: [r.bestKnownSource, r.noCapOfSource].filter(Boolean).join(", "),
    })),
    ...growth.map((r) => ({ features: "large d", known: r.statement, source: r.source })),
  ];
}

/**
 * A published figure as printed, its probability and 95% interval (when it allows one), the exact value of what it
 * estimates (none for game play), whether the interval contains it, and the ratio of the two.
 */
export interface PublishedComparison {
  source: string;
  setting: Setting;
  n: number;
  published: string;
  p: number;
  ci?: Interval;
  exact?: number;
  agrees?: boolean;
  ratio?: number;
}

/**
 * Every published P(no SET) figure (default all of data/references.ts) beside the exact value of what it estimates;
 * counts get Clopper–Pearson intervals, estimates their published half-width, odds none.
 *
 * @example The rulebook's 33:1 at 12 cards is 9% below the exact value; Norvig's 3,156 SET-free deals of 100,000 agree
 * ```ts
 * import { comparePublished } from "./tables.ts";
 * import { equal, ok } from "node:assert/strict";
 * const rulebook = comparePublished().find((r) => r.source === "rulebook" && r.n === 12)!;
 * equal(rulebook.published, "33 : 1 against");
 * equal(rulebook.agrees, undefined);
 * ok(Math.abs(rulebook.ratio! - 0.91) < 0.01);
 * const [norvig] = comparePublished([{ source: "norvig-notebook", setting: "fresh deal", n: 12, draws: 100000, noSet: 3156, where: "" }]);
 * equal(norvig.agrees, true);
 * ```
 */
export function comparePublished(references: readonly NoSetReference[] = NO_SET_REFERENCES): PublishedComparison[] {
  return references.map((r) => {
    const p = referenceProbability(r);
    const counted = r.noSet !== undefined && r.draws;
    const ci: Interval | undefined = counted
      ? clopperPearson(r.noSet!, r.draws!)
      : r.halfWidth !== undefined && r.p !== undefined
      ? [r.p - r.halfWidth, r.p + r.halfWidth]
      : undefined;
    const condition = settingCondition(r.setting);
    const exact = r.setting === "fresh deal"
      ? noSetProbability(r.n).value
      : condition !== undefined
      ? conditionalNoSet(r.n, condition).value
      : undefined;
    const published = counted
      ? `${int(r.noSet!)} / ${int(r.draws!)}`
      : r.oddsAgainst !== undefined
      ? `${odds(r.oddsAgainst)} against`
      : `${pct(r.p!)} ± ${pct(r.halfWidth ?? 0)}`;
    return {
      source: r.source,
      setting: r.setting,
      n: r.n,
      published,
      p,
      ...(ci ? { ci } : {}),
      ...(exact === undefined
        ? {}
        : { exact, ratio: p / exact, ...(ci ? { agrees: ci[0] <= exact && exact <= ci[1] } : {}) }),
    };
  });
}

/**
 * One row per published figure (default `comparePublished()`): as published, its P and interval beside the exact
 * value, with digits enough that a miss reads as one.
 *
 * @example Norvig's 15 cards whose first 12 held no SET, against P15 / P12
 * ```ts
 * import { publishedTable } from "./tables.ts";
 * import { equal } from "node:assert/strict";
 * const row = publishedTable().find((r) => r.n === 15 && r.setting === "no SET in the first 12 cards")!;
 * equal(row.exact, "1.129%");
 * equal(row["contains exact"], "yes");
 * ```
 */
export function publishedTable(rows: readonly PublishedComparison[] = comparePublished()) {
  return rows.map((r) => {
    const apart = r.ci && intervalsBeside(r.exact ?? r.p, [r.ci], { digits: 3 });
    return {
      source: r.source,
      setting: r.setting,
      n: r.n,
      published: r.published,
      P: pct(r.p, 3),
      "95% interval": apart ? apart.bounds[0].join("–") : "–",
      exact: r.exact === undefined ? "– (depends on play)" : apart ? apart.value : pct(r.exact, 3),
      "contains exact": r.agrees === undefined ? "" : r.agrees ? "yes" : "no",
    };
  });
}
