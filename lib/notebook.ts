/**
 * What a notebook imports: the mathematics of `lib/set.ts`, plus figures (charts, card
 * pictures, PNG export) and display in Jupyter (`lib/figures/`). Notebooks import this
 * module and nothing else from `lib/`.
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
export * from "./timing/mod.ts";
