/**
 * Presentation: numbers as people read them, display in Jupyter, progress lines, and the tables and sentences printed.
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
