/**
 * Exact counts: SET-free tables of every size, counted by layers and the deck's affine symmetry; caps and their orbits.
 *
 * @module
 */
export * from "./counts.ts";
export * from "./affine_caps.ts";
export * from "./cap_orbits.ts";
export * from "./set_free_table.ts";
export * from "./symmetries.ts";
export * from "./classes.ts";
export * from "./exactly_one_set.ts";
export * from "./renaming_classes.ts";
export * from "./random_affine_map.ts";
export * from "./random_table.ts";
export * from "./small_tables.ts";
export * from "./two_value_cap.ts";
export * from "./second_table.ts";
