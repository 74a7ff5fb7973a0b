/**
 * The mathematics of the card game SET, for code that needs no pictures (commands, Web Workers); notebooks import
 * `lib/notebook.ts`, which adds figures and display. Cards are the points of (Z3)^4 (of (Z3)^d for d = 2..6), three
 * of them a SET when every coordinate sums to 0 mod 3. It re-exports `core/`, `stats/`, `exact/`, `montecarlo/`,
 * `game/` and the seeded random stream of `common/random.ts` (`uniformStream`).
 *
 * @example The third card and the 1,080 SETs
 * ```ts
 * import { cardName, parseCard, setsByPairs, setsByTriples, thirdCard } from "./set.ts";
 * import { equal } from "node:assert/strict";
 * equal(cardName(thirdCard(parseCard("RD1F"), parseCard("GO2T"))), "three purple open squiggles");
 * equal(setsByTriples().length, 1080);
 * equal(setsByPairs().length, 1080);
 * ```
 *
 * @module
 */
export * from "./core/mod.ts";
export * from "./stats/mod.ts";
export * from "./exact/mod.ts";
export * from "./montecarlo/mod.ts";
export * from "./game/mod.ts";
export { SEEDRANDOM, STREAM_GENERATOR, uniformStream } from "./common/random.ts";
