/**
 * The files of `data/`: the numbers others published, and the results of ours (exact counts, coverage studies), each
 * read and checked.
 *
 * @module
 */
export * from "./references.ts";
export * from "./readers.ts";
export * from "./exactly_one_counts.ts";
