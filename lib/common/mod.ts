/**
 * What every part of the project shares: seeded random streams, Web Worker pools, versions and result files, timing, escaping text, the published reference numbers, and reading our data files checked against their schemas.
 *
 * @module
 */
export * from "./random.ts";
export * from "./parallel.ts";
export * from "./versions.ts";
export * from "./files.ts";
export * from "./timing.ts";
export * from "./check.ts";
export * from "./params.ts";
export * from "./format.ts";
export * from "./intervals_beside.ts";
export * from "./escape.ts";
export * from "./lang.ts";
export * from "./progress.ts";
export * from "./references.ts";
export * from "./data_file.ts";
export * as schema from "./schema.ts";
export * from "./shell_word.ts";
export * from "./sizes_flag.ts";
export * from "./size_list.ts";
export * from "./cap_set_records.ts";
