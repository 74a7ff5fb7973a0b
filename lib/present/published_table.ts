/**
 * The published P(no SET) figures as notebooks show them: a table of every figure beside the
 * exact value of what it estimates ({@link publishedTable}), and the sentence that reads it
 * ({@link publishedSentence}). Notebook 3 shows the fresh deals its chart draws, notebook 4 all.
 *
 * @module
 */
import { comparePublished, type PublishedComparison } from "./agreement.ts";
import { intervalsBeside } from "./intervals_beside.ts";
import { pct } from "./format.ts";

/** A row of {@link publishedTable}, keyed by column heading (a type, not an interface, so that `table()` takes it). */
export type PublishedTableRow = {
  source: string;
  setting: string;
  n: number;
  published: string;
  P: string;
  "95% interval": string;
  exact: string;
  "contains exact": "yes" | "no" | "";
};

/**
 * One row per published figure: its source, what was measured (the setting, e.g. `"no SET in the
 * first 12 cards"`), n, the figure as published, the probability it states, its 95% interval (when
 * the figure allows one), the exact value of what it estimates (none for game play, which depends
 * on how the game is played) and whether the interval contains it. Interval and exact value are
 * written with digits enough that a miss reads as one (`intervalsBeside`). Cost: O(rows).
 *
 * @param rows Default: every figure of data/references.ts (`comparePublished()`).
 * @returns Rows for `table()`, keyed by column heading.
 * @example Norvig's 15 cards whose first 12 held no SET, against P15 / P12
 * ```ts
 * import { publishedTable } from "./published_table.ts";
 * import { equal } from "node:assert/strict";
 * const row = publishedTable().find((r) => r.n === 15 && r.setting !== "fresh deal" && !r.setting.startsWith("game"))!;
 * equal(row.setting, "no SET in the first 12 cards");
 * equal(row.exact, "1.129%");
 * equal(row["contains exact"], "yes");
 * ```
 */
export function publishedTable(
  rows: readonly PublishedComparison[] = comparePublished(),
): PublishedTableRow[] {
  return rows.map((r) => {
    const apart = r.ci && r.exact !== undefined ? intervalsBeside(r.exact, [r.ci], { digits: 3 }) : undefined;
    return {
      source: r.citation,
      setting: r.setting,
      n: r.n,
      published: r.published,
      P: pct(r.p, 3),
      "95% interval": apart ? apart.bounds[0].join("–") : r.ci ? `${pct(r.ci[0], 3)}–${pct(r.ci[1], 3)}` : "–",
      exact: apart ? apart.value : r.exact === undefined ? "– (depends on play)" : pct(r.exact, 3),
      "contains exact": r.agrees === undefined ? "" : r.agrees ? "yes" : "no",
    };
  });
}
