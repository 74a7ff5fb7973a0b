/**
 * Notebook 3's sentences about a run, phrased from its numbers so that they are true at every
 * seed and trial count: how importance sampling spends its trials ({@link sisPlanSentence}),
 * what the two estimators give at one size ({@link estimatesAt}), and where plain sampling saw
 * no SET-free table ({@link zeroCountSentence}).
 *
 * @module
 */
import type { Estimate } from "../montecarlo/estimate.ts";
import { sisMinimumTrials, sisPlan } from "../montecarlo/minimum_trials.ts";
import { noSetProbability } from "../exact/counts.ts";
import { intervalsBeside } from "./intervals_beside.ts";
import { int, pct, sci } from "./format.ts";
import { listAnd, sizeList } from "./size_list.ts";

/**
 * How importance sampling spends `trials` at each size: where it is skipped (fewer trials than it
 * needs there, with that minimum), where it resamples populations (how many, of how many paths),
 * and that the other sizes get single paths. Cost: O(sizes).
 *
 * @param sizes The table sizes of the run (3..81).
 * @param trials Paths per size.
 * @example
 * ```ts
 * import { sisPlanSentence } from "./estimate_sentences.ts";
 * import { equal } from "node:assert/strict";
 * const sizes = [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21];
 * equal(sisPlanSentence(sizes, 10_000), "With 10,000 trials importance sampling skips 19 and 20 cards (it needs at least 100,000 there); plain sampling runs at every size.");
 * equal(sisPlanSentence(sizes, 200_000), "With 200,000 trials importance sampling runs at 19 and 20 cards as 20 populations of 10,000 paths each and at 9–18 cards as 200,000 single paths; at 21 cards it has nothing to sample, since no SET-free table of 21 cards exists: its estimate is exactly 0.");
 * ```
 */
export function sisPlanSentence(sizes: readonly number[], trials: number): string {
  const skipped = sizes.filter((n) => trials < sisMinimumTrials(n));
  const minimums = [...new Set(skipped.map((n) => sisMinimumTrials(n)))].sort((a, b) => a - b);
  const head = `With ${int(trials)} trials importance sampling`;
  if (skipped.length) {
    const where = minimums.map((minimum) =>
      `${sizeList(skipped.filter((n) => sisMinimumTrials(n) === minimum))} cards (it needs at least ${
        int(minimum)
      } there)`
    );
    return `${head} skips ${listAnd(where)}; plain sampling runs at every size.`;
  }
  const none = sizes.filter((n) => noSetProbability(n).value === 0);
  const plans = sizes.filter((n) => !none.includes(n)).map((n) => ({ n, ...sisPlan(n, trials) }));
  const resampled = plans.filter((p) => p.population > 1);
  const single = plans.filter((p) => p.population === 1).map((p) => p.n);
  const parts = [
    ...(resampled.length
      ? [
        `at ${sizeList(resampled.map((p) => p.n))} cards as ${int(resampled[0].replicates)} populations of ` +
        `${int(resampled[0].population)} paths each`,
      ]
      : []),
    ...(single.length ? [`at ${sizeList(single)} cards as ${int(trials)} single paths`] : []),
  ];
  const nothing = none.length
    ? `; at ${sizeList(none)} cards it has nothing to sample, since no SET-free table of ${none[0]} cards exists: ` +
      "its estimate is exactly 0"
    : "";
  return `${head} runs ${listAnd(parts)}${nothing}.`;
}

// A probability as a sentence writes it: a percentage down to 0.01%, powers of ten below.
const writer = (p: number) => p >= 1e-4 ? (x: number, digits: number) => pct(x, digits) : sci;

/**
 * What both estimators give at n cards, beside the exact value: plain sampling's count, estimate
 * and Clopper–Pearson interval (its upper bound when it saw none), importance sampling's estimate
 * and interval (or why it did not run), and the exact value, in percent down to 0.01% and in
 * powers of ten below, each interval with digits enough that a miss reads as one (`intervalsBeside`).
 * Cost: O(results).
 *
 * @param results A run's estimates (`simulate(...).results`), with a plain estimate at n.
 * @param n The table size.
 * @throws {Error} when the run has no plain-sampling estimate at n.
 * @example
 * ```ts
 * import { estimatesAt } from "./estimate_sentences.ts";
 * import { equal } from "node:assert/strict";
 * const plain = { n: 12, method: "plain", trials: 200_000, p: 0.032, ci: [0.03123, 0.03278], ciMethod: "", noSet: 6400, seconds: 1 } as const;
 * equal(
 *   estimatesAt([{ ...plain, ci: [0.03123, 0.03278] }], 12),
 *   "At 12 cards plain sampling found **6,400** of 200,000 tables without a SET, **3.20%** (Clopper–Pearson 3.12%–3.28%); importance sampling did not run (it needs at least 1,000 trials there); the exact value is **3.230%**.",
 * );
 * ```
 */
export function estimatesAt(results: readonly Estimate[], n: number): string {
  const plain = results.find((r) => r.n === n && r.method === "plain");
  if (!plain || plain.noSet === undefined) throw new Error(`estimatesAt: no plain-sampling count at ${n} cards`);
  const sis = results.find((r) => r.n === n && r.method === "sis");
  const exact = noSetProbability(n).value;
  const write = writer(exact || plain.ci[1]);
  const beside = (ci: readonly [number, number], digits: number) => {
    const shown = intervalsBeside(exact, [ci], { digits, format: write });
    return { digits: shown.digits, lo: shown.bounds[0][0], hi: shown.bounds[0][1] };
  };
  const plainText = beside(plain.ci, 2);
  const sisText = sis ? beside(sis.ci, 3) : undefined;
  const digits = Math.max(plainText.digits, sisText?.digits ?? 3);
  const found = plain.noSet === 0
    ? `found none of ${int(plain.trials)} tables without a SET (Clopper–Pearson upper bound ${
      write(plain.ci[1], plainText.digits)
    })`
    : `found **${int(plain.noSet)}** of ${int(plain.trials)} tables without a SET, ` +
      `**${write(plain.p, plainText.digits)}** (Clopper–Pearson ${plainText.lo}–${plainText.hi})`;
  const other = !sis
    ? `importance sampling did not run (it needs at least ${int(sisMinimumTrials(n))} trials there)`
    : `importance sampling gives **${write(sis.p, sisText!.digits)}** (${sisText!.lo}–${sisText!.hi})`;
  return `At ${n} cards plain sampling ${found}; ${other}; the exact value is **${write(exact, digits)}**.`;
}

/**
 * Where plain sampling saw no SET-free table: the sizes, its 95% upper bound there (the same at
 * every such size: 1 − 0.025^(1/T) for T tables), and the exact values it stands for. Cost: O(results).
 *
 * @param results A run's estimates (`simulate(...).results`).
 * @example
 * ```ts
 * import { zeroCountSentence } from "./estimate_sentences.ts";
 * import { equal } from "node:assert/strict";
 * const zero = (n: number) => ({ n, method: "plain", trials: 200_000, p: 0, ci: [0, 1.844e-5], ciMethod: "", noSet: 0, seconds: 1 } as const);
 * equal(
 *   zeroCountSentence([19, 20, 21].map((n) => ({ ...zero(n), ci: [0, 1.844e-5] }))),
 *   "Plain sampling saw no SET-free table at 19–21 cards; its 95% upper bound there is **1.844e-5**, while the exact values are 9.012e-12 at 19 cards, 1.454e-13 at 20 cards and exactly 0 at 21 cards.",
 * );
 * ```
 */
export function zeroCountSentence(results: readonly Estimate[]): string {
  const zeros = results.filter((r) => r.method === "plain" && r.noSet === 0).sort((a, b) => a.n - b.n);
  if (zeros.length === 0) return "Plain sampling found a SET-free table at every size.";
  const bounds = [...new Set(zeros.map((r) => sci(r.ci[1])))];
  const exact = zeros.map((r) => {
    const p = noSetProbability(r.n).value;
    return `${p === 0 ? "exactly 0" : sci(p)} at ${r.n} cards`;
  });
  return `Plain sampling saw no SET-free table at ${
    sizeList(zeros.map((r) => r.n))
  } cards; its 95% upper bound there ` +
    `is **${listAnd(bounds)}**, while the exact ${zeros.length === 1 ? "value is" : "values are"} ${listAnd(exact)}.`;
}
