/**
 * The files of `data/`: the numbers others published and our results (exact counts, coverage studies), checked.
 * This is what a notebook reads; the checks of the files are the modules' own.
 *
 * @module
 */
export {
  CAP_SET_REFERENCES,
  type CapSetReferences,
  NO_SET_REFERENCES,
  type NoSetReference,
  referenceProbability,
  REFERENCES,
  type Source,
  SOURCES,
  TIMING_REFERENCES,
  type TimingReference,
} from "./references.ts";
export * from "./readers.ts";
export { exactlyOneSetCounts } from "./exactly_one_counts.ts";
