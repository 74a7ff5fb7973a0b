/**
 * Presentation: numbers as people read them, display in Jupyter, progress lines, and the tables and sentences printed.
 * This is what a notebook uses; the commands' text tables and stderr progress are the modules' own.
 *
 * @module
 */
export { say, show, table } from "./show.ts";
export {
  commandLine,
  fixed,
  int,
  listAnd,
  odds,
  pct,
  pctSig,
  percentagePoints,
  plural,
  powerOfTen,
  sci,
  sizeList,
  sizesFlag,
  timesPowerOfTen,
} from "./format.ts";
export { notebookProgress, type Progress } from "./progress_line.ts";
export * from "./intervals_beside.ts";
export * from "./tables.ts";
export {
  agreementSentence,
  type AgreementSummary,
  agreementSummary,
  crossingStepSentence,
  crossingText,
} from "./sentences.ts";
export * from "./coverage_summary.ts";
