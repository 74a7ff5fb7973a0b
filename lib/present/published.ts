/**
 * The published P(no SET) figures (data/references.ts) beside the exact value of what each estimates.
 *
 * @module
 */
import { conditionalNoSet, noSetProbability } from "../exact/counts.ts";
import { clopperPearson, type Interval } from "../stats/intervals.ts";
import {
  NO_SET_REFERENCES,
  type NoSetReference,
  referenceProbability,
  type Setting,
  settingCondition,
} from "../data/references.ts";
import { int, odds, pct } from "./format.ts";
import { intervalsBeside } from "./intervals_beside.ts";

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
 * import { comparePublished } from "./published.ts";
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
 * import { publishedTable } from "./published.ts";
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
