/**
 * The mathematics of the card game SET: the entry for code that needs the math and no pictures
 * (the command-line tasks, the Web Workers, other programs). Notebooks import `lib/notebook.ts`,
 * which re-exports this module and adds figures and display.
 *
 * Cards are the points of (Z3)^4, as ids 0..80 (and of (Z3)^d for the decks of d = 2..6 features,
 * ids 0..3^d − 1, for the cap set problem). Three cards form a SET when every coordinate sums to 0
 * (mod 3); any two cards determine the third. The families, each a folder with its own entry (`mod.ts`):
 *
 * - `core/` — cards, the rule, the SETs of a deck, SETs on a table;
 * - `stats/` — confidence intervals and running moments;
 * - `exact/` — exact counts of SET-free tables, caps and their orbits;
 * - `montecarlo/` — plain and importance-sampling estimates of P(no SET);
 * - `game/` — games by the rules, their statistics, practice puzzles;
 * - from `common/`, what their users need with them: seeded random streams and dealing
 *   (`random.ts`) and the published numbers (`references.ts`).
 *
 * Files, parameters, worker pools, progress and timing are not mathematics: import them from
 * their own modules (`common/files.ts`, `common/params.ts`, `common/parallel.ts`, …, `timing/`).
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
export * from "./common/random.ts";
