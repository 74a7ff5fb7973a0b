/**
 * The tables holding exactly one SET, counted for the two decks SET is played with, from `data/` read as it loads.
 *
 * @module
 */
import { checkFeatures, GAME_FEATURE_COUNTS, type GameFeatureCount } from "../core/card.ts";
import { dataDocument } from "./_data_text.ts";

// The `exactlyOne` column of a deck's file, one count per n.
function stored(features: GameFeatureCount): readonly bigint[] {
  const name = features === 4 ? "exact-counts.json" : "exact-counts-small-deck.json";
  const { features: kept, counts } = dataDocument(name) as { features: number; counts: { exactlyOne: string }[] };
  if (kept !== features) throw new Error(`data/${name}: features ${kept} is not ${features}, the deck it is kept for`);
  return counts.map((row) => BigInt(row.exactlyOne));
}

const STORED: Record<GameFeatureCount, readonly bigint[]> = { 4: stored(4), 3: stored(3) };

/**
 * The n-card subsets holding exactly one SET, a fresh array by n = 0..81 (0..27 for the small deck, `features` 3).
 *
 * @throws {RangeError} naming the value when features is not 3 or 4.
 * @example Three cards: the 1,080 SETs; four: a SET and any one of the 78 other cards
 * ```ts
 * import { exactlyOneSetCounts } from "./exactly_one_counts.ts";
 * import { equal } from "node:assert/strict";
 * const counts = exactlyOneSetCounts();
 * equal(counts[3], 1_080n);
 * equal(counts[4], 1_080n * 78n);
 * equal(counts[20], 0n);
 * ```
 */
export function exactlyOneSetCounts(features: GameFeatureCount = 4): bigint[] {
  checkFeatures(features, GAME_FEATURE_COUNTS);
  return [...STORED[features]];
}
