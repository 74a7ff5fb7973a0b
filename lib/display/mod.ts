/**
 * Output for notebook cells: tables and sentences that Jupyter renders (and that read as plain
 * text anywhere else), the parameters a notebook runs with, and a progress line for long work.
 *
 * @module
 */
export * from "./show.ts";
export * from "./progress.ts";
export * from "./parameters.ts";
export * from "./speed_comparison.ts";
export * from "./search_timing_rows.ts";
export * from "./simulation_progress.ts";
export * from "./beside_exact.ts";
