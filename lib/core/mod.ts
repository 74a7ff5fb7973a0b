/**
 * The core of SET: cards as points of (Z3)^d, the mod-3 rule, the SETs of a deck, and SETs on a table.
 *
 * @module
 */
export * from "./card.ts";
export * from "./arithmetic.ts";
export * from "./rule.ts";
export * from "./table.ts";
