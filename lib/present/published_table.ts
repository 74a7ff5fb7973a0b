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

// How far a bare figure is from the exact value, as a share: "9%", "0.14%".
function off(ratio: number): string {
  const share = Math.abs(100 * (ratio - 1));
  return `${share < 1 ? share.toFixed(2) : share.toFixed(0)}%`;
}

/**
 * The published figures in a sentence: how many of those with an interval and an exact value
 * contain it (naming any that do not), and how far each figure given without an interval (bare
 * odds) lies from the exact probability, above or below. Cost: O(rows).
 *
 * @param rows Default: every figure of data/references.ts (`comparePublished()`).
 * @example
 * ```ts
 * import { publishedSentence } from "./published_table.ts";
 * import { match } from "node:assert/strict";
 * match(publishedSentence(), /^Of the \d+ published figures with an interval and an exact value, \*\*\d+\*\* contain it/);
 * match(publishedSentence(), /33 : 1 against at 12 cards states a probability 9% below the exact one/);
 * ```
 */
export function publishedSentence(rows: readonly PublishedComparison[] = comparePublished()): string {
  const checkable = rows.filter((r) => r.agrees !== undefined);
  const missing = checkable.filter((r) => !r.agrees);
  const bare = rows.filter((r) => r.ci === undefined && r.ratio !== undefined);
  const sentences = [
    `Of the ${checkable.length} published figures with an interval and an exact value, ` +
    `**${checkable.length - missing.length}** contain it` +
    (missing.length
      ? `; ${missing.map((r) => `${r.citation} at ${r.n} cards (${r.setting})`).join(", ")} do not.`
      : "."),
  ];
  if (bare.length) {
    const parts = bare.map((r, i) =>
      `${r.published} at ${r.n} cards ${i === 0 ? "states a probability" : "one"} ${off(r.ratio!)} ` +
      `${r.ratio! < 1 ? "below" : "above"}${i === 0 ? " the exact one" : ""}`
    );
    const list = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts[0];
    sentences.push(`Of the figures given without an interval, ${list}.`);
  }
  return sentences.join(" ");
}
