/**
 * Lists as an English sentence writes them: "12, 15 and 19", table sizes as "9–18 and 21".
 *
 * @module
 */
import { integerRuns } from "./format.ts";

/**
 * Items joined as a sentence lists them: "a", "a and b", "a, b and c".
 *
 * @example
 * ```ts
 * import { listAnd } from "./size_list.ts";
 * import { equal } from "node:assert/strict";
 * equal(listAnd([18, 19, 20]), "18, 19 and 20");
 * equal(listAnd(["plain"]), "plain");
 * equal(listAnd([]), "");
 * ```
 */
export function listAnd(items: readonly (string | number)[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * Table sizes as a reader writes them: increasing, runs of three or more as ranges ("15–20").
 *
 * @example
 * ```ts
 * import { sizeList } from "./size_list.ts";
 * import { equal } from "node:assert/strict";
 * equal(sizeList([21, 9, 10, 11, 12]), "9–12 and 21");
 * equal(sizeList([19, 20]), "19 and 20");
 * ```
 */
export function sizeList(sizes: readonly number[]): string {
  return listAnd(
    integerRuns(sizes).flatMap(([a, b]) => (a === b ? [`${a}`] : b === a + 1 ? [`${a}`, `${b}`] : [`${a}–${b}`])),
  );
}
