/**
 * Presentation for notebooks: numbers as people read them, display in Jupyter, progress lines, and the few tables
 * and computed sentences the notebooks print.
 *
 * @module
 */
export * from "./show.ts";
export * from "./format.ts";
export * from "./progress_line.ts";
export * from "./intervals_beside.ts";
export * from "./tables.ts";
export * from "./sentences.ts";
export * from "./coverage_summary.ts";
