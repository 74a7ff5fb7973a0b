/**
 * The files of `data/`: the numbers others published and our results (exact counts, coverage studies), checked.
 *
 * @module
 */
export * from "./references.ts";
export * from "./readers.ts";
export * from "./exactly_one_counts.ts";
