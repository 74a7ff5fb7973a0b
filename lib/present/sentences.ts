/**
 * The few sentences the notebooks and commands compute, each true at every seed: how a run's intervals fare against
 * the exact values, how the decks' curves cross a level, and why too few trials are refused.
 *
 * @module
 */
import type { Interval } from "../stats/intervals.ts";
import { binomialCdf } from "../stats/distributions.ts";
import type { FeatureCount } from "../core/card.ts";
import { knownNoSetProbability } from "../exact/small_tables.ts";
import { int, listAnd, sci } from "./format.ts";
import { intervalsBeside } from "./intervals_beside.ts";
import type { Crossing } from "../montecarlo/simulate_decks.ts";
import type { DeckSize } from "../montecarlo/_deck.ts";
import { checkSisTrials, TooFewTrialsError } from "../montecarlo/minimum_trials.ts";

/** Of the intervals `checked`, those `inside`, the misses, those expected and allowed by chance, how rare more are. */
export interface AgreementSummary {
  checked: number;
  inside: number;
  misses: { n: number; method: string; p: number; ci: Interval; exact: number }[];
  expectedMisses: number;
  allowedMisses: number;
  rareness: string;
}

// How rare a chance is, as people say it: "once in 31", "once in 1.7 million", "once in 5.1 billion".
function onceIn(p: number): string {
  const n = 1 / p;
  if (n >= 1e9) return `once in ${(n / 1e9).toPrecision(2)} billion`;
  if (n >= 1e6) return `once in ${Number((n / 1e6).toPrecision(2))} million`;
  return `once in ${int(Number(n.toPrecision(2)))}`;
}

/**
 * Counts how many of a run's 95% intervals contain the exact P(no SET | n) of their deck (intervals `"exact:"` and
 * sizes without an exact value aside), and the `allowedMisses` more than which happen in under one run in a million.
 *
 * @example Two estimates, one missing
 * ```ts
 * import { agreementSummary } from "./sentences.ts";
 * import { equal } from "node:assert/strict";
 * const summary = agreementSummary([
 *   { n: 12, method: "plain", p: 0.032, ci: [0.022, 0.045], ciMethod: "Clopper–Pearson exact binomial 95%" },
 *   { n: 12, method: "sis", p: 0.040, ci: [0.035, 0.045], ciMethod: "Student t at 95.5% for a nominal 95%" },
 *   { n: 4, method: "sis", p: 0.9, ci: [0.9, 0.9], ciMethod: "exact: every path to 4 cards has the same weight" },
 *   { features: 6, n: 6, method: "plain", p: 0.9, ci: [0.8, 0.95], ciMethod: "no exact value known" },
 * ]);
 * equal(summary.checked, 2);
 * equal(summary.inside, 1);
 * equal(summary.misses[0].method, "sis");
 * equal(summary.allowedMisses, 2);
 * ```
 */
export function agreementSummary(
  results: readonly { features?: FeatureCount; n: number; method: string; p: number; ci: Interval; ciMethod: string }[],
): AgreementSummary {
  const checked = results.flatMap(({ n, method, p, ci, ciMethod, features = 4 }) => {
    const exact = ciMethod.startsWith("exact:") ? undefined : knownNoSetProbability(n, { features });
    return exact ? [{ n, method, p, ci, exact: exact.value }] : [];
  });
  const misses = checked.filter((r) => r.exact < r.ci[0] || r.exact > r.ci[1]);
  const q = 0.05, rate = 1e-6; // 95% intervals; a false alarm in under one run in a million
  const tail = (k: number) => 1 - binomialCdf(k, checked.length, q);
  let allowedMisses = 0;
  while (allowedMisses < checked.length && tail(allowedMisses) > rate) allowedMisses++;
  return {
    checked: checked.length,
    inside: checked.length - misses.length,
    misses,
    expectedMisses: checked.length * q,
    allowedMisses,
    rareness: tail(allowedMisses) > 0 ? `${onceIn(tail(allowedMisses))} runs` : "never",
  };
}

const METHOD: Record<string, string> = { plain: "plain sampling", sis: "importance sampling" };

/**
 * Says how many intervals contain the exact value, lists each miss (digits enough to show it), and compares to chance.
 *
 * @example
 * ```ts
 * import { agreementSentence, agreementSummary } from "./sentences.ts";
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
export function agreementSentence({ checked, inside, misses, ...summary }: AgreementSummary): string {
  const head = misses.length === 0
    ? `All **${checked}** intervals contain the exact value`
    : `**${inside}** of the ${checked} intervals ${inside === 1 ? "contains" : "contain"} the exact value; ` +
      `${misses.length === 1 ? "1 misses" : `${misses.length} miss`} it: ` +
      listAnd(misses.map((m) => {
        const apart = intervalsBeside(m.exact, [m.ci], { digits: 3, format: sci });
        return `${METHOD[m.method] ?? m.method} at ${m.n} cards (estimate ${sci(m.p, apart.digits)}, interval ` +
          `${apart.bounds[0].join(" – ")}, exact ${apart.value})`;
      }));
  const rare = summary.allowedMisses < checked
    ? `; more than ${summary.allowedMisses} would happen by chance ${summary.rareness}`
    : "";
  return `${head}. About ${summary.expectedMisses.toFixed(1)} misses are expected by chance${rare}.`;
}

/**
 * A crossing as a table cell: the interpolated size and the sizes around it (or just the sizes), or "not reached".
 *
 * @example
 * ```ts
 * import { crossingText } from "./sentences.ts";
 * import { equal } from "node:assert/strict";
 * equal(crossingText({ features: 4, level: 0.5, from: 7, to: 8, n: 7.734 }), "7.73 (between 7 and 8)");
 * equal(crossingText({ features: 2, level: 0.01, from: 4, to: 5 }), "between 4 and 5 (P = 0 at 5)");
 * equal(crossingText(undefined), "not reached");
 * ```
 */
export function crossingText(crossing: Crossing | undefined): string {
  if (!crossing) return "not reached";
  const { from, to, n } = crossing;
  return n === undefined ? `between ${from} and ${to} (P = 0 at ${to})` : `${n.toFixed(2)} (between ${from} and ${to})`;
}

/**
 * How far a level's crossing moves from each deck to the next (crossings by increasing features), beside 3^(1/3).
 *
 * @throws {RangeError} when fewer than two crossings are given or one has no interpolated size.
 * @example
 * ```ts
 * import { crossingStepSentence } from "./sentences.ts";
 * import { equal } from "node:assert/strict";
 * const at = (features: 2 | 3 | 4, n: number) => ({ features, level: 0.5, from: Math.floor(n), to: Math.ceil(n), n });
 * equal(
 *   crossingStepSentence([at(2, 3.78), at(3, 5.43), at(4, 7.73)]),
 *   "From one deck to the next the 50% point moves to **1.42 to 1.44** times as many cards ($3^{1/3} = 1.442$).",
 * );
 * ```
 */
export function crossingStepSentence(crossings: readonly Crossing[]): string {
  if (crossings.length < 2) throw new RangeError("crossingStepSentence: needs the crossings of at least two decks");
  const sizes = crossings.map((c) => {
    if (c.n === undefined) throw new RangeError(`crossingStepSentence: no interpolated size at ${c.features} features`);
    return c.n;
  });
  const factors = sizes.slice(1).map((n, i) => n / sizes[i]);
  const [low, high] = [Math.min(...factors), Math.max(...factors)].map((x) => x.toFixed(2));
  const range = low === high ? low : `${low} to ${high}`;
  return `From one deck to the next the ${+(100 * crossings[0].level).toFixed(4)}% point moves to **${range}** ` +
    `times as many cards ($3^{1/3} = ${Math.cbrt(3).toFixed(3)}$).`;
}

/**
 * What `deno task simulate` answers when `trials` is below importance sampling's minimum at some of `sizes` (deck of
 * `deckSize` cards, default 81), or `undefined`.
 *
 * @throws {RangeError} when a size is not in 3..deckSize or trials is not a positive integer.
 */
export function tooFewTrialsSentence(
  sizes: readonly number[],
  trials: number,
  deckSize: DeckSize = 81,
): string | undefined {
  try {
    checkSisTrials(sizes, trials, deckSize);
    return undefined;
  } catch (error) {
    if (!(error instanceof TooFewTrialsError)) throw error;
    const what = error.message.replace(/^importance sampling /, "").replace(/, got [\d,]+$/, "");
    return error.minimum === Infinity
      ? `importance sampling ${what} (use --method plain there)`
      : `--trials ${int(trials)} is too few for importance sampling: it ${what} (or use --method plain)`;
  }
}
