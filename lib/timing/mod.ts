/**
 * Timing done properly (warm-up, batches, interleaved rounds, medians and quartiles), and what
 * notebook 2 times with it: the two ways of finding SETs, in the deck and on tables.
 *
 * @module
 */
export * from "./measure.ts";
export * from "./search.ts";
