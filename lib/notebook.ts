/**
 * What a notebook imports, and all it imports from `lib/`: the mathematics of `lib/set.ts`, the data, presentation,
 * runs, figures, notebook 2's timing, the number of cores, and d3-array's `range` (`range(9, 22)` is 9..21).
 *
 * @example A card picture, a sentence and a list of table sizes, as a notebook makes them
 * ```ts
 * import { cardSvg, parseCard, range, say } from "./notebook.ts";
 * import { deepEqual, equal, match } from "node:assert/strict";
 * match(cardSvg(parseCard("RD3F")), /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
 * equal(String(say("The deck holds **1,080** SETs.")), "The deck holds 1,080 SETs.");
 * deepEqual(range(9, 12), [9, 10, 11]);
 * ```
 *
 * @module
 */
export * from "./set.ts";
export * from "./data/mod.ts";
export * from "./present/mod.ts";
export { type Run, start } from "./run/start.ts";
export * from "./figures/mod.ts";
export { range } from "d3-array";
export { timeDeckSearch, timeTableSearch } from "./timing/search.ts";
export { cores, maxWorkers } from "./common/parallel.ts";
