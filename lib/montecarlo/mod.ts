/**
 * Monte Carlo estimates of P(no SET | n): plain sampling and sequential importance sampling, on Web Workers;
 * and random maximal SET-free tables, for decks of 2 to 6 features.
 *
 * @module
 */
export * from "./sis.ts";
export * from "./simulate.ts";
export * from "./minimum_trials.ts";
export * from "./chunks.ts";
export * from "./intervals.ts";
export * from "./estimate.ts";
export * from "./coverage.ts";
export * from "./random_maximal_cap.ts";
export * from "./maximal_caps.ts";
export * from "./simulate_decks.ts";
export * from "./deck_curves.ts";
