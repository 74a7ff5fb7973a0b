/**
 * The types of the numbers others published (`data/references.ts`), and the checks types cannot make, run on load.
 *
 * @module
 */
import { REFERENCES } from "../../data/references.ts";

/** Where a reference number comes from, and where exactly it can be read. */
export interface Source {
  title: string;
  author: string;
  year?: number;
  /** Where it is published. */
  url?: string;
  /** A copy in this workspace, e.g. `../shared/sources/rulebook.txt`. */
  file?: string;
  /** The section, table or output line that holds the numbers. */
  where: string;
  /** A secondary source quotes another (`quoting`) rather than publishing its own numbers. */
  secondary?: boolean;
  quoting?: string;
}

/** What a P(no SET) figure measured: a fresh deal, game play, or a deal whose first K < n cards held no SET. */
export type Setting = "fresh deal" | "game play, first SET taken" | `no SET in the first ${number} cards`;

/** A published P(no SET) figure: counts out of draws, an estimate with half-width, or odds against. */
export interface NoSetReference {
  /** The id of its {@link Source}. */
  source: string;
  setting: Setting;
  n: number;
  draws?: number;
  noSet?: number;
  /** The counts as the source printed them, `[with a SET, without]`: their sum is `draws`, the second `noSet`. */
  printed?: [number, number];
  p?: number;
  halfWidth?: number;
  interval?: string;
  seed?: number;
  oddsAgainst?: number;
  /** What the draws were conditioned on, when they were: it names the same condition as `setting`. */
  given?: string;
  /** The section or output line that states this number. */
  where: string;
}

/** A published timing. */
export interface TimingReference {
  source: string;
  task: string;
  method: "triples" | "pairs";
  milliseconds: number;
  platform: string;
  where: string;
}

/** A paper or page behind a cap set number. */
export interface CapSetSource extends Source {
  /** Journal, volume, year and pages, as far as known. */
  journal?: string;
  arxiv?: string;
  doi?: string;
  /** Where this project read the citation, when it did not read the paper itself. */
  readVia?: string;
}

/** The largest SET-free table (cap) of the deck of `features` features, proved. */
export interface LargestCapReference {
  features: number;
  size: number;
  /** The id of its {@link CapSetSource}. */
  source: string;
  where: string;
}

/** A number of features where the largest cap is unknown: the best known, and a size proved impossible. */
export interface OpenCapReference {
  features: number;
  bestKnown: number;
  bestKnownSource: string;
  /** No cap of this many cards exists (so the largest is below it), when proved. */
  noCapOf?: number;
  noCapOfSource?: string;
  where: string;
}

/** How the largest cap grows with d: at most about `base`^d (upper) or at least `base`^d for large d (lower). */
export interface CapGrowthReference {
  bound: "upper" | "lower";
  base: number;
  statement: string;
  source: string;
  where: string;
}

/** The cap set problem's numbers: the sources, and the numbers by kind. */
export interface CapSetReferences {
  about: string;
  sources: Record<string, CapSetSource>;
  largest: readonly LargestCapReference[];
  open: readonly OpenCapReference[];
  growth: readonly CapGrowthReference[];
}

/** The whole of `data/references.ts`. */
export interface References {
  about: string;
  sources: Record<string, Source>;
  noSet: readonly NoSetReference[];
  timings: readonly TimingReference[];
  capSets: CapSetReferences;
}

const CONDITION = /^no SET in the first (\d+) cards$/;

/**
 * K for the setting `"no SET in the first K cards"`, undefined for a fresh deal or game play.
 */
export function settingCondition(setting: string): number | undefined {
  const match = CONDITION.exec(setting);
  return match ? Number(match[1]) : undefined;
}

// The decimals a number is written with (0.0317: 4; 2.5e-7: 8), for how much rounding it carries.
function decimals(x: number): number {
  const [mantissa, exponent = "0"] = String(x).split("e");
  return Math.max(0, (mantissa.split(".")[1]?.length ?? 0) - Number(exponent));
}

// The probabilities a row states, each with the interval its rounding allows (to half its last decimal).
function statedProbabilities(r: NoSetReference): { p: number; lo: number; hi: number; as: string }[] {
  const stated = [];
  if (r.noSet !== undefined && r.draws !== undefined) {
    const p = r.noSet / r.draws;
    stated.push({ p, lo: p, hi: p, as: `noSet / draws = ${r.noSet} / ${r.draws}` });
  }
  if (r.p !== undefined) {
    const half = 0.5 * 10 ** -decimals(r.p);
    stated.push({ p: r.p, lo: r.p - half, hi: r.p + half, as: `p ${r.p}` });
  }
  if (r.oddsAgainst !== undefined) {
    const half = 0.5 * 10 ** -decimals(r.oddsAgainst);
    const [lo, hi] = [1 / (r.oddsAgainst + half + 1), 1 / Math.max(1, r.oddsAgainst - half + 1)];
    stated.push({ p: 1 / (r.oddsAgainst + 1), lo, hi, as: `oddsAgainst ${r.oddsAgainst}` });
  }
  return stated;
}

const isCount = (x: unknown) => Number.isSafeInteger(x) && (x as number) >= 0;

// What is wrong with a P(no SET) row on its own, or undefined.
function rowError(r: NoSetReference): string | undefined {
  const condition = settingCondition(r.setting);
  if (!["fresh deal", "game play, first SET taken"].includes(r.setting) && condition === undefined) {
    return `setting ${JSON.stringify(r.setting)} is not a fresh deal, game play or a condition`;
  }
  if (!Number.isInteger(r.n) || r.n < 3 || r.n > 81) return `n ${r.n} is not an integer in 3..81`;
  if (condition !== undefined && condition >= r.n) return `its condition is not on fewer than its ${r.n} cards`;
  if (r.given !== undefined && Number(/no SET in the first (\d+) cards/.exec(r.given)?.[1]) !== condition) {
    return `given ${JSON.stringify(r.given)} does not name the condition of its setting`;
  }
  for (const name of ["draws", "noSet", "seed"] as const) {
    if (r[name] !== undefined && !isCount(r[name])) return `${name} ${r[name]} is not a non-negative integer`;
  }
  if (r.draws === 0) return "draws 0 is not positive";
  if (r.noSet !== undefined && (r.draws === undefined || r.noSet > r.draws)) {
    return `noSet ${r.noSet} is not a count of its draws (${r.draws})`;
  }
  if (r.printed && (r.printed[0] + r.printed[1] !== r.draws || r.printed[1] !== r.noSet)) {
    return `printed [${r.printed}] is not [draws − noSet, noSet] = [${r.draws! - r.noSet!}, ${r.noSet}]`;
  }
  if (r.p !== undefined && !(r.p >= 0 && r.p <= 1)) return `p ${r.p} is not a probability in [0, 1]`;
  for (const name of ["halfWidth", "oddsAgainst"] as const) {
    const value = r[name];
    if (value !== undefined && !(value >= 0 && value < Infinity)) return `${name} ${value} is not ≥ 0`;
  }
  if (r.halfWidth !== undefined && r.p === undefined) return "halfWidth is not the half-width of a p";
  if (r.interval !== undefined && r.halfWidth === undefined) return "interval names no halfWidth";
  const stated = statedProbabilities(r);
  if (stated.length === 0) return "states no probability (noSet of draws, p, or oddsAgainst)";
  for (const a of stated) {
    const b = stated.find((b) => a.lo > b.hi * (1 + 1e-12));
    if (b) return `${a.as} is not consistent with ${b.as} (P ${b.lo === b.hi ? "=" : "≈"} ${b.p.toPrecision(4)})`;
  }
}

function sourceError(s: Source, fromData: boolean): string | undefined {
  for (const name of ["title", "author", "where"] as const) if (!s[name]?.trim()) return `has no ${name}`;
  if (s.url !== undefined && !/^https?:\/\/\S+$/.test(s.url)) return `url ${JSON.stringify(s.url)} is not http(s)`;
  if (s.year !== undefined && !(Number.isInteger(s.year) && s.year >= 1900 && s.year <= 2100)) {
    return `year ${s.year} is not a year`;
  }
  if (!fromData) return;
  if (s.url === undefined && s.file === undefined) return "has neither url nor file";
  if (Boolean(s.secondary) !== (s.quoting !== undefined)) return "says what it quotes if and only if secondary";
}

/**
 * Checks what types cannot: sources known and complete, counts as printed, a row's count, p and odds agreeing to
 * their rounding, no row twice, the cap set records in order and in range. Returns the references.
 *
 * @throws {Error} one line naming the file and the row: `data/references.ts: noSet[2] (norvig-notebook, fresh deal,
 *   12 cards): p 0.05 is not consistent with noSet / draws = 3156 / 100000 (P = 0.03156)`.
 */
export function checkReferences(references: References, file = "data/references.ts"): References {
  const { sources, noSet, timings, capSets } = references;
  // Throws `FILE: WHERE: WHY` when there is a why.
  const fail = (where: string, why: string | undefined) => {
    if (why) throw new Error(`${file}: ${where}: ${why}`);
  };
  const known = (ids: Record<string, unknown>, id: string, where: string) => {
    if (!Object.hasOwn(ids, id)) {
      fail(where, `source ${JSON.stringify(id)} is not one of ${Object.keys(ids).join(", ")}`);
    }
  };
  for (const [id, s] of Object.entries(sources)) fail(`sources["${id}"]`, sourceError(s, true));
  const seen = new Map<string, number>();
  noSet.forEach((r, i) => {
    const where = `noSet[${i}] (${r.source}, ${r.setting}, ${r.n} cards)`;
    known(sources, r.source, where);
    fail(where, rowError(r));
    const key = JSON.stringify([r.source, r.setting, r.n, r.draws]);
    if (seen.has(key)) fail(where, `is noSet[${seen.get(key)}] again`);
    seen.set(key, i);
  });
  timings.forEach((t, i) => {
    known(sources, t.source, `timings[${i}]`);
    if (!(t.milliseconds > 0 && t.milliseconds < Infinity)) fail(`timings[${i}]`, `${t.milliseconds} ms is not > 0`);
  });
  for (const [id, s] of Object.entries(capSets.sources)) fail(`capSets.sources["${id}"]`, sourceError(s, false));
  capSets.largest.forEach((r, i) => {
    const where = `capSets.largest[${i}]`;
    known(capSets.sources, r.source, where);
    if (r.features !== i + 1) fail(where, `features ${r.features} is not ${i + 1}, its place in the list`);
    if (!Number.isInteger(r.size) || r.size > 3 ** r.features) fail(where, `size ${r.size} is not at most 3^d`);
    if (i > 0 && r.size <= capSets.largest[i - 1].size) fail(where, `size ${r.size} is not more than d − 1's`);
  });
  capSets.open.forEach((r, i) => {
    const where = `capSets.open[${i}]`;
    known(capSets.sources, r.bestKnownSource, where);
    if (r.noCapOfSource !== undefined) known(capSets.sources, r.noCapOfSource, where);
    if (r.noCapOf !== undefined && r.noCapOf <= r.bestKnown) fail(where, `noCapOf ${r.noCapOf} is not > bestKnown`);
  });
  capSets.growth.forEach((r, i) => {
    known(capSets.sources, r.source, `capSets.growth[${i}]`);
    if (!(r.base > 1 && r.base < 3)) fail(`capSets.growth[${i}]`, `base ${r.base} is not between 1 and 3`);
  });
  return references;
}

export { REFERENCES };
checkReferences(REFERENCES);

/** The sources by id: `"article"`, `"article-zh-TW"`, `"norvig-notebook"`, `"rulebook"`, `"warne"`. */
export const SOURCES: Record<string, Source> = REFERENCES.sources;

/** Every published P(no SET) figure. */
export const NO_SET_REFERENCES: readonly NoSetReference[] = REFERENCES.noSet;

/** The published timings (the article's Python on a Mac). */
export const TIMING_REFERENCES: readonly TimingReference[] = REFERENCES.timings;

/**
 * The cap set problem's numbers: the largest SET-free tables for 1 to 6 features, what is known for 7 and 8, and
 * the growth bounds, each with its source.
 *
 * @example
 * ```ts
 * import { CAP_SET_REFERENCES } from "./references.ts";
 * import { deepEqual, equal } from "node:assert/strict";
 * deepEqual(CAP_SET_REFERENCES.largest.map((r) => r.size), [2, 4, 9, 20, 45, 112]);
 * equal(CAP_SET_REFERENCES.sources[CAP_SET_REFERENCES.largest[5].source].author, "Aaron Potechin");
 * ```
 */
export const CAP_SET_REFERENCES: CapSetReferences = REFERENCES.capSets;

/**
 * The probability a reference states: `noSet / draws`, or `p`, or `1 / (odds + 1)` for odds against.
 *
 * @example
 * ```ts
 * import { referenceProbability } from "./references.ts";
 * import { equal } from "node:assert/strict";
 * equal(referenceProbability({ source: "rulebook", setting: "fresh deal", n: 12, oddsAgainst: 33, where: "" }), 1 / 34);
 * equal(referenceProbability({ source: "norvig-notebook", setting: "fresh deal", n: 12, draws: 100000, noSet: 3156, where: "" }), 0.03156);
 * ```
 */
export function referenceProbability(reference: NoSetReference): number {
  if (reference.noSet !== undefined && reference.draws) return reference.noSet / reference.draws;
  if (reference.p !== undefined) return reference.p;
  if (reference.oddsAgainst !== undefined) return 1 / (reference.oddsAgainst + 1);
  throw new Error(`reference ${JSON.stringify(reference)} states no probability`);
}
