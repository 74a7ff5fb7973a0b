/**
 * Games of SET played by the rules, their statistics, and practice puzzles.
 *
 * @module
 */
export * from "./engine.ts";
export * from "./stats.ts";
export * from "./play.ts";
export * from "./puzzle.ts";
export * from "./policies.ts";
export * from "./pool_rounds.ts";
export * from "./puzzle_costs.ts";
