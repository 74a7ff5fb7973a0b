/**
 * Statistics for estimates: intervals for proportions and means, their exact coverage, distributions, running moments.
 *
 * @module
 */
export { clopperPearson, exactCoverage, type Interval, normalQuantile, wald, wilson } from "./intervals.ts";
export { combineMoments, type Moments, pushMoment, studentInterval } from "./intervals.ts";
export { betaQuantile, binomialCdf, regularizedBeta, studentTQuantile } from "./distributions.ts";
export { consistentWithBinomial } from "./distributions.ts";
