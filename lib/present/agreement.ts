/**
 * Estimates set beside the exact P(no SET): does each interval contain the exact value? The
 * numbers others published (data/references.ts), each with the exact value of what it
 * estimates, a fresh deal or a fresh deal whose first cards held no SET ({@link comparePublished}),
 * and how a run's own intervals fare ({@link agreementSummary}).
 *
 * @module
 */
import { conditionalNoSet, noSetProbability } from "../exact/counts.ts";
import { clopperPearson, type Interval } from "../stats/intervals.ts";
import {
  NO_SET_REFERENCES,
  type NoSetReference,
  referenceProbability,
  settingCondition,
  shortCitation,
  SOURCES,
} from "../data/references.ts";
import { int, odds, onceIn, pct } from "./format.ts";
import { binomialCdf } from "../stats/distributions.ts";
import type { FeatureCount } from "../core/card.ts";
import { knownNoSetProbability } from "../exact/small_tables.ts";

// A published figure's 95% interval: Clopper–Pearson's exact binomial interval for a count out of draws, the
// published half-width for an estimate that gives one (as the article's Wald interval), none for bare odds.
function publishedInterval(reference: NoSetReference): { ci?: Interval; method?: string } {
  if (reference.noSet !== undefined && reference.draws) {
    return { ci: clopperPearson(reference.noSet, reference.draws), method: "Clopper–Pearson 95% on the count" };
  }
  if (reference.halfWidth !== undefined && reference.p !== undefined) {
    return {
      ci: [reference.p - reference.halfWidth, reference.p + reference.halfWidth],
      method: `${reference.interval ?? "published"} ± ${reference.halfWidth}`,
    };
  }
  return {};
}

/** A published number beside the exact value of what it estimates: a row of {@link comparePublished}. */
export interface PublishedComparison {
  /** The source's id in data/references.ts, and how a sentence names it. */
  source: string;
  citation: string;
  /** What was measured: `"fresh deal"`, `"game play, first SET taken"`, `"no SET in the first K cards"`. */
  setting: string;
  n: number;
  /** The number as published: a count out of draws, a percentage with its half-width, or odds. */
  published: string;
  /** The probability it states. */
  p: number;
  /** Its 95% interval, when the figure allows one, and how it was made. */
  ci?: Interval;
  ciMethod?: string;
  /** The exact value of what it estimates, when there is one (game play depends on how it is played: none). */
  exact?: number;
  /** Whether the interval contains the exact value (undefined without either). */
  agrees?: boolean;
  /** The published probability over the exact one. */
  ratio?: number;
}

/**
 * Every published P(no SET) figure beside the exact value of what it estimates: a fresh deal of
 * n cards (`noSetProbability`), or, for Norvig's "no SET before the last 3 cards were dealt"
 * (setting `"no SET in the first K cards"`), n cards whose first K held no SET
 * (`conditionalNoSet`); game-play figures depend on how
 * the game is played and get no exact value (notebook 5 compares them with simulated games).
 * Counts get Clopper–Pearson intervals, estimates their published half-width, odds none.
 *
 * @param references Default: every figure of data/references.ts.
 * @example The rulebook's 33:1 at 12 cards is a probability 9% below the exact one; Norvig's 3,156 SET-free deals of 100,000 agree
 * ```ts
 * import { comparePublished } from "./agreement.ts";
 * import { equal, ok } from "node:assert/strict";
 * const rulebook = comparePublished().find((r) => r.source === "rulebook" && r.n === 12)!;
 * equal(rulebook.published, "33 : 1 against");
 * equal(rulebook.agrees, undefined);
 * ok(Math.abs(rulebook.ratio! - 0.91) < 0.01);
 * const [norvig] = comparePublished([{ source: "norvig-notebook", setting: "fresh deal", n: 12, draws: 100000, noSet: 3156, where: "" }]);
 * ok(norvig.ci![0] < 0.0323 && 0.0323 < norvig.ci![1]);
 * equal(norvig.agrees, true);
 * ```
 */
export function comparePublished(references: readonly NoSetReference[] = NO_SET_REFERENCES): PublishedComparison[] {
  return references.map((reference) => {
    const p = referenceProbability(reference);
    const { ci, method } = publishedInterval(reference);
    const condition = settingCondition(reference.setting);
    const exact = reference.setting === "fresh deal"
      ? noSetProbability(reference.n).value
      : condition !== undefined
      ? conditionalNoSet(reference.n, condition).value
      : undefined;
    const published = reference.noSet !== undefined && reference.draws
      ? `${int(reference.noSet)} / ${int(reference.draws)}`
      : reference.oddsAgainst !== undefined
      ? `${odds(reference.oddsAgainst)} against`
      : `${pct(reference.p!)} ± ${pct(reference.halfWidth ?? 0)}`;
    return {
      source: reference.source,
      citation: shortCitation(SOURCES[reference.source]),
      setting: reference.setting,
      n: reference.n,
      published,
      p,
      ...(ci ? { ci, ciMethod: method } : {}),
      ...(exact === undefined ? {} : {
        exact,
        ratio: p / exact,
        ...(ci ? { agrees: ci[0] <= exact && exact <= ci[1] } : {}),
      }),
    };
  });
}

/** An estimate that missed the exact value: its size, method, estimate, interval and the exact value. */
export interface Miss {
  /** The deck, when the estimate named it (see {@link agreementSummary}). */
  features?: FeatureCount;
  n: number;
  method: string;
  p: number;
  ci: Interval;
  exact: number;
}

/** How a run's intervals fare against the exact values: see {@link agreementSummary}. */
export interface AgreementSummary {
  /** Intervals checked (those not known exactly). */
  checked: number;
  /** How many contain the exact value. */
  inside: number;
  misses: Miss[];
  /** Misses expected by chance at nominal coverage: checked × 0.05. */
  expectedMisses: number;
  /** The most misses chance allows except in rare runs: more happen in under one run in a million. */
  allowedMisses: number;
  /** How rare more than `allowedMisses` misses would be, in words ("once in 4.2 million runs"). */
  rareness: string;
}

/**
 * Counts how many of a run's intervals contain the exact P(no SET | n), and how many misses
 * chance can explain. An estimate that names its deck (`features`, 2..6; default the full deck)
 * is set beside that deck's exact value (`knownNoSetProbability`); where none is known (above 5
 * cards of 5 and 6 features) it is not checked. Intervals known exactly, whose `ciMethod` starts
 * with `"exact:"` (importance sampling below 5 cards or above the largest SET-free table: see
 * `sisInterval`), are not checked either. If every interval has at least its
 * nominal 95% coverage, the misses are at most Binomial(checked, 0.05), so more than
 * `allowedMisses` of them happen in fewer than one run in a million: a check that a notebook can
 * assert at any seed, stating its rate.
 *
 * @param results Estimates with their intervals and how each was made (`simulate`'s results).
 * @example Two estimates, one missing
 * ```ts
 * import { agreementSummary } from "./agreement.ts";
 * import { equal } from "node:assert/strict";
 * const summary = agreementSummary([
 *   { n: 12, method: "plain", p: 0.032, ci: [0.022, 0.045], ciMethod: "Clopper–Pearson exact binomial 95%" },
 *   { n: 12, method: "sis", p: 0.040, ci: [0.035, 0.045], ciMethod: "Student t at 95.5% for a nominal 95%" },
 *   { n: 4, method: "sis", p: 0.9, ci: [0.9, 0.9], ciMethod: "exact: every path to 4 cards has the same weight" },
 * ]);
 * equal(summary.checked, 2);
 * equal(summary.inside, 1);
 * equal(summary.misses[0].method, "sis");
 * equal(summary.allowedMisses, 2);
 * ```
 * @example Decks of other feature counts: 5 cards of 6 features are checked, 6 cards are not (no exact value known)
 * ```ts
 * import { agreementSummary } from "./agreement.ts";
 * import { equal } from "node:assert/strict";
 * const summary = agreementSummary([
 *   { features: 6, n: 5, method: "plain", p: 0.9, ci: [0.8, 0.95], ciMethod: "Clopper–Pearson exact binomial 95%" },
 *   { features: 6, n: 6, method: "plain", p: 0.9, ci: [0.8, 0.95], ciMethod: "Clopper–Pearson exact binomial 95%" },
 * ]);
 * equal(summary.checked, 1);
 * equal(summary.misses[0].features, 6); // the exact value at 5 cards is 98.6%
 * ```
 */
export function agreementSummary(
  results: readonly { features?: FeatureCount; n: number; method: string; p: number; ci: Interval; ciMethod: string }[],
): AgreementSummary {
  const known = results
    .filter((r) => !r.ciMethod.startsWith("exact:"))
    .map((r) => ({ r, exact: knownNoSetProbability(r.n, { features: r.features ?? 4 })?.value }))
    .filter((k): k is { r: typeof k.r; exact: number } => k.exact !== undefined);
  const checked = known.map(({ r }) => r);
  const misses: Miss[] = [];
  for (const { r, exact } of known) {
    if (exact < r.ci[0] || exact > r.ci[1]) {
      const deck = r.features === undefined ? {} : { features: r.features };
      misses.push({ ...deck, n: r.n, method: r.method, p: r.p, ci: r.ci, exact });
    }
  }
  const q = 0.05, rate = 1e-6; // 95% intervals; a false alarm in fewer than one run in a million
  let allowedMisses = 0;
  while (allowedMisses < checked.length && 1 - binomialCdf(allowedMisses, checked.length, q) > rate) allowedMisses++;
  const tail = 1 - binomialCdf(allowedMisses, checked.length, q);
  return {
    checked: checked.length,
    inside: checked.length - misses.length,
    misses,
    expectedMisses: checked.length * q,
    allowedMisses,
    rareness: tail > 0 ? onceIn(tail) + " runs" : "never",
  };
}
