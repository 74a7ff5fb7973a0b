/**
 * Statistics for estimates: confidence intervals for proportions and means, their exact coverage, the distribution
 * functions behind them, and running moments.
 *
 * @module
 */
export * from "./intervals.ts";
export { exactCoverage } from "./exact_coverage.ts";
export * from "./distributions.ts";
export * from "./moments.ts";
export * from "./checks.ts";
