/**
 * Statistics for estimates: confidence intervals for proportions and means, their exact coverage, the distribution
 * functions behind them, and running moments.
 *
 * @module
 */
export {
  clopperPearson,
  exactCoverage,
  type Interval,
  normalQuantile,
  studentInterval,
  wald,
  wilson,
} from "./intervals.ts";
export {
  betaQuantile,
  binomialCdf,
  consistentWithBinomial,
  regularizedBeta,
  studentTQuantile,
} from "./distributions.ts";
export { combineMoments, type Moments, pushMoment } from "./intervals.ts";
