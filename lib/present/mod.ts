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
export * from "./command_line.ts";
export * from "./size_list.ts";
export * from "./rows.ts";
export * from "./published.ts";
export * from "./agreement.ts";
export * from "./estimate_table.ts";
export * from "./coverage_summary.ts";
export * from "./search_timing_rows.ts";
export * from "./cap_set_records.ts";
export * from "./deck_sentences.ts";
