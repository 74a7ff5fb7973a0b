/**
 * The mathematics of the card game SET: the one module the notebooks import.
 *
 * Cards are the 81 points of (Z3)^4, as ids 0..80. Three cards form a SET when
 * every coordinate sums to 0 (mod 3); any two cards determine the third.
 *
 * @example The third card and the 1,080 SETs
 * ```ts
 * import { cardName, parseCard, setsByPairs, setsByTriples, thirdCard } from "./set.ts";
 * import { equal } from "node:assert/strict";
 * equal(cardName(thirdCard(parseCard("1RSD"), parseCard("2GTO"))), "three purple open squiggles");
 * equal(setsByTriples().length, 1080);
 * equal(setsByPairs().length, 1080);
 * ```
 *
 * @module
 */
export * from "./card.ts";
export * from "./rule.ts";
export * from "./deck_sets.ts";
export * from "./table.ts";
export * from "./figure.ts";
export * from "./display.ts";
export * from "./card_svg.ts";
export * from "./exact_counts.ts";
export * from "./timing.ts";
export * from "./timing_charts.ts";
export * from "./references.ts";
export * from "./game.ts";
export * from "./game_stats.ts";
export * from "./play.ts";
export * from "./puzzle.ts";
export * from "./game_charts.ts";
export * from "./simulate.ts";
export * from "./intervals.ts";
