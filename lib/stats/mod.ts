/**
 * Statistics for estimates: confidence intervals for proportions and means, and running moments.
 *
 * @module
 */
export * from "./intervals.ts";
export * from "./moments.ts";
export * from "./checks.ts";
