/**
 * What the rerun widget draws besides a reader's estimates, worked out at export time: the exact P(no SET | n)
 * and the published fresh-deal figures, the same rows as the published figure of notebook 3 (`noSetRows`).
 *
 * @module
 */
import { noSetProbability } from "../exact/counts.ts";
import { NO_SET_REFERENCES } from "../data/references.ts";
import { noSetRows } from "../figures/charts/no_set.ts";
import { SOURCE_NAME } from "../figures/words.ts";

/** A published figure as the rerun's chart draws it. */
export interface PublishedPoint {
  n: number;
  /** Who published it, as the figure's legend says (e.g. "Norvig's notebook, 100,000 draws"). */
  label: string;
  p: number;
  lo?: number;
  hi?: number;
}

/** The rerun widget's data: the form's first values, and what its chart draws besides the reader's estimates. */
export interface RerunData {
  seed: string;
  trials: number;
  sizes: string;
  /** P(no SET | n) for n = 3..21, exactly (the nearest doubles). */
  exact: { n: number; p: number }[];
  published: PublishedPoint[];
}

/**
 * The rerun's data, its form filled with `seed`, `trials` and `sizes` (default `9-21`). Cost: the exact counts (computed
 * once per process, a fraction of a second).
 *
 * @example
 * ```ts
 * import { rerunData } from "./rerun_data.ts";
 * import { equal, ok } from "node:assert/strict";
 * const data = rerunData({ seed: "42", trials: 100_000 });
 * equal(data.exact.length, 19);
 * equal(data.exact.at(-1)!.p, 0);
 * ok(data.published.some((d) => d.n === 12 && /Norvig/.test(d.label)));
 * ```
 */
export function rerunData(
  { seed, trials, sizes = "9-21" }: { seed: string; trials: number; sizes?: string },
): RerunData {
  const exact = Array.from({ length: 19 }, (_, i) => ({ n: 3 + i, p: noSetProbability(3 + i).value }));
  const rowLabel = (source: string) => SOURCE_NAME.en[source] ?? source;
  const published = noSetRows({ exact: [], references: NO_SET_REFERENCES })
    .filter((row) => row.kind === "published")
    .map(({ n, source, p, lo, hi }) => ({ n, label: rowLabel(source), p, lo, hi }));
  return { seed, trials, sizes, exact, published };
}
