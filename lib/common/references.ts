/**
 * The numbers others published (data/references.json), typed, each with where exactly it can be
 * read: a URL or a file in `../shared/sources/`, and the section or output line.
 *
 * The sources: `"article"` (the article these notebooks serve), `"norvig-notebook"` (Norvig's
 * SET.ipynb in pytudes), `"rulebook"` (the official rules' odds note) and `"warne"` (Henrik Warne,
 * "SET® Probabilities Revisited", 2011: a **secondary** source, quoting the odds of Norvig's page
 * "The Odds of Finding a SET in The Card Game SET", which is cited only through that quotation).
 *
 * @module
 */
import references from "../../data/references.json" with { type: "json" };

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
  /** True when the source quotes another rather than publishing its own numbers. */
  secondary?: boolean;
  /** What a secondary source quotes. */
  quoting?: string;
}

/** A published P(no SET) figure: counts out of draws, an estimate with half-width, or odds against. */
export interface NoSetReference {
  /** The id of its {@link Source}. */
  source: string;
  /** `"fresh deal"`, `"game play, first SET taken"` or `"no SET in the first 9 cards"`. */
  setting: string;
  n: number;
  draws?: number;
  noSet?: number;
  p?: number;
  halfWidth?: number;
  interval?: string;
  seed?: number;
  oddsAgainst?: number;
  /** What the draws were conditioned on, when they were. */
  given?: string;
  /** The section or output line that states this number. */
  where?: string;
}

/** A published timing. */
export interface TimingReference {
  source: string;
  task: string;
  method: "triples" | "pairs";
  milliseconds: number;
  platform: string;
  where?: string;
}

/** The sources by id: `"article"`, `"norvig-notebook"`, `"rulebook"`, `"warne"`. */
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
 * equal(referenceProbability({ source: "norvig-notebook", setting: "fresh deal", n: 12, draws: 100000, noSet: 3156 }), 0.03156);
 * ```
 */
export function referenceProbability(reference: NoSetReference): number {
  if (reference.noSet !== undefined && reference.draws) return reference.noSet / reference.draws;
  if (reference.p !== undefined) return reference.p;
  if (reference.oddsAgainst !== undefined) return 1 / (reference.oddsAgainst + 1);
  throw new Error(`reference ${JSON.stringify(reference)} states no probability`);
}

/**
 * Where a source can be read, in one line: author, title, year, URL or file, and the place in it.
 *
 * @example
 * ```ts
 * import { citation, SOURCES } from "./references.ts";
 * import { match } from "node:assert/strict";
 * match(citation(SOURCES.warne), /^Henrik Warne, "SET® Probabilities Revisited" \(2011\), https:\/\/henrikwarne\.com/);
 * match(citation(SOURCES.warne), /secondary, quoting Peter Norvig/);
 * ```
 */
export function citation(source: Source): string {
  const place = [source.url, source.file].filter(Boolean).join("; ");
  return `${source.author}, "${source.title}"${source.year ? ` (${source.year})` : ""}, ${place}: ${source.where}` +
    (source.secondary ? ` [secondary, quoting ${source.quoting}]` : "");
}

/**
 * A source as a sentence names it: author and title (and year), without the address and place
 * that {@link citation} gives.
 *
 * @example
 * ```ts
 * import { shortCitation, SOURCES } from "./references.ts";
 * import { equal } from "node:assert/strict";
 * equal(shortCitation(SOURCES.warne), 'Henrik Warne, "SET® Probabilities Revisited" (2011)');
 * ```
 */
export function shortCitation(source: Source): string {
  return `${source.author}, "${source.title}"${source.year ? ` (${source.year})` : ""}`;
}

/** A paper or page behind a cap set number: a {@link Source} with its journal, arXiv number or DOI where it has them. */
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

/**
 * The cap set problem's numbers (data/references.json, `capSets`): the largest SET-free tables for 1 to 6
 * features (2, 4, 9, 20, 45, 112), the best known and an impossible size for 7 features (236, 289) and the best
 * known for 8 (512), and the growth bounds 2.756^d (Ellenberg–Gijswijt) and 2.218^d (Tyrrell), each with its source.
 *
 * @example
 * ```ts
 * import { CAP_SET_REFERENCES } from "./references.ts";
 * import { deepEqual, equal } from "node:assert/strict";
 * deepEqual(CAP_SET_REFERENCES.largest.map((r) => r.size), [2, 4, 9, 20, 45, 112]);
 * equal(CAP_SET_REFERENCES.sources[CAP_SET_REFERENCES.largest[5].source].author, "Aaron Potechin");
 * ```
 */
export const CAP_SET_REFERENCES: {
  about: string;
  sources: Record<string, CapSetSource>;
  largest: readonly LargestCapReference[];
  open: readonly OpenCapReference[];
  growth: readonly CapGrowthReference[];
} = references.capSets as typeof CAP_SET_REFERENCES;
