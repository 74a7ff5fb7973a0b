/**
 * Output for notebook cells: tables and sentences that Jupyter renders (and that read as plain
 * text anywhere else), the parameters a notebook runs with, and a progress line for long work.
 *
 * @module
 */
export * from "./show.ts";
export * from "./progress.ts";
export * from "./search_timing_rows.ts";
export * from "./simulation_progress.ts";
export * from "./beside_exact.ts";
export * from "./format.ts";
export * from "./intervals_beside.ts";
export * from "./command_line.ts";
export * from "./size_list.ts";
export * from "./cap_set_records.ts";
export * from "./rows.ts";
export * from "./agreement.ts";
export * from "./published_table.ts";
export * from "./agreement_sentence.ts";
export * from "./estimate_table.ts";
export * from "./coverage_summary.ts";
export * from "./deck_sentences.ts";
