/**
 * What a notebook imports: the mathematics of `lib/set.ts`, plus figures (charts, card
 * pictures, PNG export), display in Jupyter, notebook 2's timing, the number of cores and
 * numbers as people read them. Notebooks import this module and nothing else from `lib/`.
 *
 * @example A card picture and a sentence, as a notebook shows them
 * ```ts
 * import { cardSvg, parseCard, say } from "./notebook.ts";
 * import { equal, match } from "node:assert/strict";
 * match(cardSvg(parseCard("RD3F")), /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
 * equal(String(say("The deck holds **1,080** SETs.")), "The deck holds **1,080** SETs.");
 * ```
 *
 * @module
 */
export * from "./set.ts";
export * from "./display/mod.ts";
export * from "./figures/mod.ts";
export { timeDeckSearch, timeTableSearch } from "./timing/search.ts";
export { cores, maxWorkers } from "./common/parallel.ts";
export { duration, int, integerRuns, odds, onceIn, pct, pctInterval, plural, sci } from "./common/format.ts";
