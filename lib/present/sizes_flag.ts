/**
 * Table sizes written as a command's `--sizes` flag reads them (`sizesParam`): the inverse of
 * reading `9-18,21`.
 *
 * @module
 */
import { integerRuns } from "./format.ts";

/**
 * Table sizes as the value of a `--sizes` flag: runs of consecutive sizes as `from-to`, single
 * sizes as themselves, increasing and comma-separated. `sizesParam(...).read()` reads it back as
 * the same sizes, sorted and without repeats. Cost: O(k log k) for k sizes.
 *
 * @param sizes Table sizes, in any order, repeats allowed.
 * @returns The flag's value, e.g. `"9-18,21"`; `""` for no sizes.
 * @example
 * ```ts
 * import { sizesFlag } from "./sizes_flag.ts";
 * import { equal } from "node:assert/strict";
 * equal(sizesFlag([9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 21]), "9-18,21");
 * equal(sizesFlag([15, 12]), "12,15");
 * ```
 */
export function sizesFlag(sizes: readonly number[]): string {
  return integerRuns([...new Set(sizes)]).map(([from, to]) => from === to ? `${from}` : `${from}-${to}`).join(",");
}
