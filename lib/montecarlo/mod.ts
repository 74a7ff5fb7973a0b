/**
 * Monte Carlo estimates of P(no SET | n): plain sampling and sequential importance sampling, on Web Workers.
 *
 * @module
 */
export * from "./sample_table.ts";
export * from "./plain.ts";
export * from "./sis.ts";
export * from "./simulate.ts";
export * from "./plan.ts";
export * from "./coverage.ts";
export * from "./read_coverage_study.ts";
export * from "./estimate_table.ts";
export * from "./estimate_sentences.ts";
export * from "./coverage_summary.ts";
export * from "./coverage_table.ts";
