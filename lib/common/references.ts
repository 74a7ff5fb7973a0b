/**
 * The numbers others published (data/references.json), typed, with their sources.
 *
 * @module
 */
import references from "../../data/references.json" with { type: "json" };

/** Where a reference number comes from. */
export interface Source {
  title: string;
  author: string;
  where: string;
}

/** A published P(no SET) figure: counts out of draws, an estimate with half-width, or rulebook odds. */
export interface NoSetReference {
  source: string;
  setting: string;
  n: number;
  draws?: number;
  noSet?: number;
  p?: number;
  halfWidth?: number;
  interval?: string;
  seed?: number;
  oddsAgainst?: number;
}

/** A published timing. */
export interface TimingReference {
  source: string;
  task: string;
  method: "triples" | "pairs";
  milliseconds: number;
  platform: string;
}

/** The sources by id ("article", "norvig-odds", "norvig-notebook", "rulebook"). */
export const SOURCES: Record<string, Source> = references.sources;

/** Every published P(no SET) figure. */
export const NO_SET_REFERENCES: readonly NoSetReference[] = references.noSet;

/** The published timings (the article's Python on a Mac). */
export const TIMING_REFERENCES: readonly TimingReference[] = references.timings as TimingReference[];

/**
 * The probability a reference states: `noSet / draws`, or `p`, or `1 / (odds + 1)` for odds against.
 *
 * @example
 * ```ts
 * import { referenceProbability } from "./references.ts";
 * import { equal } from "node:assert/strict";
 * equal(referenceProbability({ source: "rulebook", setting: "fresh deal", n: 12, oddsAgainst: 33 }), 1 / 34);
 * equal(referenceProbability({ source: "x", setting: "fresh deal", n: 12, draws: 100000, noSet: 3299 }), 0.03299);
 * ```
 */
export function referenceProbability(reference: NoSetReference): number {
  if (reference.noSet !== undefined && reference.draws) return reference.noSet / reference.draws;
  if (reference.p !== undefined) return reference.p;
  if (reference.oddsAgainst !== undefined) return 1 / (reference.oddsAgainst + 1);
  throw new Error(`reference ${JSON.stringify(reference)} states no probability`);
}
