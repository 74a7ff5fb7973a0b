/**
 * Monte Carlo: P(no SET | n) by plain and importance sampling, on Web Workers; random maximal SET-free tables.
 *
 * @module
 */
export { sisPath, sisWeight } from "./sis.ts";
export { MAX_TRIALS, type RunInfo, simulate, type SimulationResult, type SimulationRun } from "./simulate.ts";
export { checkSisTrials, MINIMUM_TRIALS, type MinimumTrials, SIS_MINIMUM_TRIALS } from "./minimum_trials.ts";
export { SIS_POPULATION, sisMinimumTrials, TooFewTrialsError } from "./minimum_trials.ts";
export { type Estimate, type EstimateMethod, SIS_MARGIN } from "./estimate.ts";
export * from "./coverage.ts";
export { MAX_RUNS, type MaximalCapsRun, randomMaximalCaps, randomMaximalCapsByDeck } from "./maximal_caps.ts";
export { DECK_CURVE_SIZES, type DeckEstimate, simulateDecks } from "./simulate_decks.ts";
export { type Crossing, crossing, curvePoints } from "./simulate_decks.ts";
