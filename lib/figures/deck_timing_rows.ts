/**
 * The rows of the deck timing figure: our measured times beside the article's published ones.
 *
 * @module
 */
import { TIMING_REFERENCES } from "../data/references.ts";
import type { DeckTimingRow } from "./timing_charts.ts";

/** What this module reads of a row of `timeDeckSearch`: a method's median and quartiles in ms. */
export interface DeckTiming {
  method: "triples" | "pairs";
  median: number;
  q1: number;
  q3: number;
}

/**
 * The rows {@link deckTimingChart} draws: the article's published times (data/references.ts,
 * one run each, no quartiles), then ours with their quartiles. Cost: O(rows).
 *
 * @param ours From `timeDeckSearch`, one row per method.
 * @example
 * ```ts
 * import { deckTimingRows } from "./deck_timing_rows.ts";
 * import { deepEqual } from "node:assert/strict";
 * const rows = deckTimingRows([{ method: "pairs", median: 0.5, q1: 0.4, q3: 0.6 }]);
 * deepEqual(rows.map((r) => `${r.source} ${r.method}`), ["article triples", "article pairs", "ours pairs"]);
 * ```
 */
export function deckTimingRows(ours: readonly DeckTiming[]): DeckTimingRow[] {
  return [
    ...TIMING_REFERENCES.map((r) => ({ method: r.method, source: "article" as const, median: r.milliseconds })),
    ...ours.map(({ method, median, q1, q3 }) => ({ method, source: "ours" as const, median, q1, q3 })),
  ];
}
