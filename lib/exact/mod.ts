/**
 * Exact counts: SET-free tables of every size, counted by layers and the deck's affine symmetry; caps and their orbits.
 *
 * @module
 */
export * from "./counts.ts";
export { type AffineSpace, affineSpace, capsBySize } from "./affine_caps.ts";
export { affineOrbits, type Orbit, translationClasses } from "./affine_caps.ts";
export * from "./set_free_table.ts";
export * from "./symmetries.ts";
export { type CapClass, type CapClasses, capClasses, classCounts } from "./classes.ts";
export { type ClassDescription, describeClass } from "./classes.ts";
export { exactlyOneSetCountsOf } from "./exactly_one_set.ts";
export { oneSetTableSampler, setFreeTableSampler, type TableSampler } from "./random_table.ts";
export { knownNoSetProbability, setCount } from "./small_tables.ts";
export { firstTableSizes, secondTable, secondTableByBruteForce } from "./second_table.ts";
