/**
 * Monte Carlo estimates of P(no SET | n): plain sampling and sequential importance sampling, on Web Workers; and
 * random maximal SET-free tables, for decks of 2 to 6 features.
 *
 * @module
 */
export { sisPath, sisWeight } from "./sis.ts";
export { MAX_TRIALS, simulate, type SimulationResult, type SimulationRun } from "./simulate.ts";
export {
  checkSisTrials,
  MINIMUM_TRIALS,
  type MinimumTrials,
  SIS_MINIMUM_TRIALS,
  SIS_POPULATION,
  sisMinimumTrials,
  TooFewTrialsError,
} from "./minimum_trials.ts";
export { type Estimate, type EstimateMethod, SIS_MARGIN } from "./estimate.ts";
export * from "./coverage.ts";
export { MAX_RUNS, type MaximalCapsRun, randomMaximalCaps, randomMaximalCapsByDeck } from "./maximal_caps.ts";
export { DECK_CURVE_SIZES, type DeckEstimate, simulateDecks } from "./simulate_decks.ts";
export { type Crossing, crossing, curvePoints } from "./simulate_decks.ts";
