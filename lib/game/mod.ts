/**
 * Games of SET played by the rules, their statistics, and practice puzzles.
 *
 * @module
 */
export { type GameTally, largestTableGames, MAX_TABLE, mergeTally, newTally } from "./engine.ts";
export { playGames, POLICIES, type Policy, secondTableGames } from "./engine.ts";
export * from "./stats.ts";
export { CHUNK_GAMES, GAME_GENERATOR, MAX_GAMES, perPolicy, playMany, playPolicies } from "./play.ts";
export * from "./puzzle.ts";
export * from "./puzzle_costs.ts";
