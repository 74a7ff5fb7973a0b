/**
 * How a run's intervals fared against the exact values, in a sentence that is true at every seed.
 *
 * @module
 */
import type { AgreementSummary } from "./agreement.ts";
import { intervalsBeside } from "./intervals_beside.ts";
import { sci } from "./format.ts";
import { listAnd } from "./size_list.ts";

const METHOD: Record<string, string> = { plain: "plain sampling", sis: "importance sampling" };

/**
 * Says how many of a run's intervals contain the exact value, lists each miss (estimator, size,
 * estimate, interval and exact value, with digits enough that the miss shows: `intervalsBeside`), and
 * sets the count beside chance: the misses expected at nominal coverage, and how rarely more
 * than `allowedMisses` would happen (when fewer than all could). Cost: O(misses).
 *
 * @param summary From `agreementSummary(results)`.
 * @example
 * ```ts
 * import { agreementSentence } from "./agreement_sentence.ts";
 * import { agreementSummary } from "./agreement.ts";
 * import { equal } from "node:assert/strict";
 * const summary = agreementSummary([
 *   { n: 12, method: "plain", p: 0.032, ci: [0.0312, 0.0328], ciMethod: "Clopper–Pearson exact binomial 95%" },
 *   { n: 12, method: "sis", p: 0.032322, ci: [0.0323036, 0.03234], ciMethod: "Student t" },
 * ]);
 * equal(
 *   agreementSentence(summary),
 *   "**1** of the 2 intervals contains the exact value; 1 misses it: importance sampling at 12 cards " +
 *     "(estimate 3.2322e-2, interval 3.2304e-2 – 3.2340e-2, exact 3.2302e-2). About 0.1 misses are expected " +
 *     "by chance.",
 * );
 * ```
 */
export function agreementSentence(summary: AgreementSummary): string {
  const { checked, inside, misses } = summary;
  const head = misses.length === 0
    ? `All **${checked}** intervals contain the exact value`
    : `**${inside}** of the ${checked} intervals ${inside === 1 ? "contains" : "contain"} the exact value; ` +
      `${misses.length === 1 ? "1 misses" : `${misses.length} miss`} it: ` +
      listAnd(misses.map((m) => {
        const apart = intervalsBeside(m.exact, [m.ci], { digits: 3, format: sci });
        const deck = m.features === undefined ? "" : ` of ${m.features} features`;
        return `${METHOD[m.method] ?? m.method} at ${m.n} cards${deck} (estimate ${sci(m.p, apart.digits)}, interval ` +
          `${apart.bounds[0].join(" – ")}, exact ${apart.value})`;
      }));
  const rare = summary.allowedMisses < checked
    ? `; more than ${summary.allowedMisses} would happen by chance ${summary.rareness}`
    : "";
  return `${head}. About ${summary.expectedMisses.toFixed(1)} misses are expected by chance${rare}.`;
}
