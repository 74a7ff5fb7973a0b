/**
 * Checks that an estimate agrees with a known value, for assertions that must hold at every seed: an exact test
 * whose false-alarm rate is stated and tiny.
 *
 * @module
 */
import { binomialCdf } from "./distributions.ts";
import { checkCounts } from "./_counts.ts";
import { probabilityIn } from "../common/check.ts";

/**
 * Whether `count` in `total` is consistent with a known probability `p`: an exact binomial test, rejecting a count in
 * a tail of probability below `rate / 2` (default 10⁻⁷) on either side, which a correct simulation does with
 * probability at most `rate`. Cost: two binomial tail sums.
 *
 * @example 105 of 2,000 against p = 0.0323 (expected 64.6): improbable (P ≈ 1.6·10⁻⁶) but not impossibly so
 * ```ts
 * import { consistentWithBinomial } from "./checks.ts";
 * import { equal } from "node:assert/strict";
 * equal(consistentWithBinomial(105, 2000, 0.0323), true);
 * equal(consistentWithBinomial(130, 2000, 0.0323), false);
 * ```
 */
export function consistentWithBinomial(count: number, total: number, p: number, rate = 1e-7): boolean {
  checkCounts(count, total, ["count", "total"]);
  probabilityIn("p", p);
  const below = binomialCdf(count, total, p); // P(X ≤ count)
  const above = count === 0 ? 1 : 1 - binomialCdf(count - 1, total, p); // P(X ≥ count)
  return below > rate / 2 && above > rate / 2;
}
