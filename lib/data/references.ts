/**
 * The numbers others published (data/references.json), typed, each with where exactly it can be
 * read: a URL or a file in `../shared/sources/`, and the section or output line.
 *
 * The sources: `"article"` (the article these notebooks serve), `"article-zh-TW"` (its Traditional Chinese
 * edition's footnote quoting Norvig's page), `"norvig-notebook"` (Norvig's
 * SET.ipynb in pytudes), `"rulebook"` (the official rules' odds note) and `"warne"` (Henrik Warne,
 * "SET® Probabilities Revisited", 2011: a **secondary** source, quoting the odds of Norvig's page
 * "The Odds of Finding a SET in The Card Game SET", which is cited only through that quotation).
 *
 * The file is checked when this module loads ({@link readReferences}): a malformed or
 * inconsistent file stops the import with one line naming the file, the field and the value.
 * It is loaded by a JSON import with a fixed specifier, which a bundler for the web follows
 * like a static one; unlike a static import, its failure can be caught and named.
 *
 * @module
 */
import * as schema from "./schema.ts";
import { parseDataFile, readDataFile } from "./data_file.ts";
import { dataFile, dataText } from "./_data_text.ts";

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
  /**
   * What was measured: `"fresh deal"`, `"game play, first SET taken"`, or a fresh deal whose first
   * cards held no SET, `"no SET in the first K cards"` (K < n; see {@link settingCondition}).
   */
  setting: string;
  n: number;
  draws?: number;
  noSet?: number;
  p?: number;
  halfWidth?: number;
  interval?: string;
  seed?: number;
  oddsAgainst?: number;
  /** What the draws were conditioned on, when they were: it names the same condition as `setting`. */
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

/**
 * Norvig's printed counts as he printed them, `[with a SET, without]`, by source, setting and n;
 * `about` says how they relate to the rows of `noSet` (draws = their sum, noSet = the second).
 */
export type PublishedAs = { about: string } & Record<string, string | Record<string, Record<string, [number, number]>>>;

/** The whole of data/references.json. */
export interface References {
  about: string;
  sources: Record<string, Source>;
  noSet: NoSetReference[];
  noSetPublishedAs: PublishedAs;
  timings: TimingReference[];
  capSets: CapSetReferences;
}

/** data/references.json. */
export const REFERENCES_FILE: URL = dataFile("references.json");

const SETTINGS = ["fresh deal", "game play, first SET taken"];
const CONDITION = /^no SET in the first (\d+) cards$/;

/**
 * The number of first cards a setting says held no SET: K for `"no SET in the first K cards"`
 * (Norvig's "no SETs before the last 3 cards dealt"), undefined for a fresh deal or game play.
 *
 * @example
 * ```ts
 * import { settingCondition } from "./references.ts";
 * import { equal } from "node:assert/strict";
 * equal(settingCondition("no SET in the first 12 cards"), 12);
 * equal(settingCondition("fresh deal"), undefined);
 * ```
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

// The probabilities a row states, each with the interval its rounding allows: a count exactly,
// p to half its last decimal, odds a:1 against as 1/(a + 1) with a to half its last decimal.
function statedProbabilities(
  r: NoSetReference,
): { field: string; value: number; p: number; lo: number; hi: number; as: string }[] {
  const stated = [];
  if (r.noSet !== undefined && r.draws !== undefined) {
    const p = r.noSet / r.draws;
    stated.push({ field: "noSet", value: r.noSet, p, lo: p, hi: p, as: `noSet / draws = ${r.noSet} / ${r.draws}` });
  }
  if (r.p !== undefined) {
    const half = 0.5 * 10 ** -decimals(r.p);
    stated.push({ field: "p", value: r.p, p: r.p, lo: r.p - half, hi: r.p + half, as: `p ${r.p}` });
  }
  if (r.oddsAgainst !== undefined) {
    const half = 0.5 * 10 ** -decimals(r.oddsAgainst);
    const [lo, hi] = [1 / (r.oddsAgainst + half + 1), 1 / Math.max(1, r.oddsAgainst - half + 1)];
    const p = 1 / (r.oddsAgainst + 1);
    stated.push({ field: "oddsAgainst", value: r.oddsAgainst, p, lo, hi, as: `oddsAgainst ${r.oddsAgainst}` });
  }
  return stated;
}

const setting: schema.Schema<string> = {
  expected: `one of ${SETTINGS.join(", ")}, no SET in the first K cards`,
  optional: false,
  check(value, path = "") {
    if (typeof value !== "string" || !(SETTINGS.includes(value) || CONDITION.test(value))) {
      schema.invalid(path, value, this.expected);
    }
    return value;
  },
};

const noSetReference = schema.refine(
  schema.object<NoSetReference>({
    source: schema.text(),
    setting,
    n: schema.integer(3, 81),
    draws: schema.optional(schema.positiveInteger()),
    noSet: schema.optional(schema.count()),
    p: schema.optional(schema.probability()),
    halfWidth: schema.optional(schema.nonNegative()),
    interval: schema.optional(schema.text()),
    seed: schema.optional(schema.count()),
    oddsAgainst: schema.optional(schema.nonNegative()),
    given: schema.optional(schema.text()),
    where: schema.text(),
  }),
  (r, path) => {
    const field = (name: string) => schema.at(path, name);
    const condition = settingCondition(r.setting);
    if (condition !== undefined && condition >= r.n) {
      schema.invalid(field("setting"), r.setting, `a condition on fewer than its n = ${r.n} cards`);
    }
    if (r.given !== undefined) {
      const given = /no SET in the first (\d+) cards/.exec(r.given);
      if (condition === undefined || !given || Number(given[1]) !== condition) {
        schema.invalid(field("given"), r.given, `the condition its setting ${JSON.stringify(r.setting)} names`);
      }
    }
    if (r.noSet !== undefined && r.draws === undefined) {
      schema.invalid(field("noSet"), r.noSet, "a count with its draws");
    }
    if (r.noSet !== undefined && r.noSet > r.draws!) {
      schema.invalid(field("noSet"), r.noSet, `at most draws (${r.draws})`);
    }
    if (r.halfWidth !== undefined && r.p === undefined) {
      schema.invalid(field("halfWidth"), r.halfWidth, "a half-width of a p");
    }
    if (r.interval !== undefined && r.halfWidth === undefined) {
      schema.invalid(field("interval"), r.interval, "the name of an interval given by its halfWidth");
    }
    const stated = statedProbabilities(r);
    if (stated.length === 0) {
      throw new schema.SchemaError(path, "states no probability (noSet of draws, p, or oddsAgainst)");
    }
    for (const a of stated) {
      for (const b of stated) {
        if (a !== b && a.lo > b.hi * (1 + 1e-12)) {
          schema.invalid(
            field(a.field),
            a.value,
            `consistent with ${b.as} (P ${b.lo === b.hi ? "=" : "≈"} ${b.p.toPrecision(4)})`,
          );
        }
      }
    }
  },
);

// The fields every source has, and the check of its URL: for the P(no SET) sources and the cap set ones.
const SOURCE_FIELDS = {
  title: schema.text(),
  author: schema.text(),
  year: schema.optional(schema.integer(1900, 2100)),
  url: schema.optional(schema.text()),
  file: schema.optional(schema.text()),
  where: schema.text(),
  secondary: schema.optional(schema.boolean()),
  quoting: schema.optional(schema.text()),
};
const checkUrl = (s: Source, path: string) => {
  if (s.url !== undefined && !/^https?:\/\/\S+$/.test(s.url)) {
    schema.invalid(schema.at(path, "url"), s.url, "an http(s) URL");
  }
};

const source = schema.refine(
  schema.object<Source>(SOURCE_FIELDS),
  (s, path) => {
    if (s.url === undefined && s.file === undefined) throw new schema.SchemaError(path, "has neither url nor file");
    checkUrl(s, path);
    if (s.secondary && s.quoting === undefined) throw new schema.SchemaError(path, "is secondary but has no quoting");
    if (s.quoting !== undefined && !s.secondary) {
      schema.invalid(schema.at(path, "quoting"), s.quoting, "said of a secondary source");
    }
  },
);

const timing = schema.object<TimingReference>({
  source: schema.text(),
  task: schema.text(),
  method: schema.oneOf(["triples", "pairs"] as const),
  milliseconds: schema.positive(),
  platform: schema.text(),
  where: schema.text(),
});

const withAndWithout: schema.Schema<[number, number]> = {
  expected: "a pair [with a SET, without] of non-negative integers",
  optional: false,
  check(value, path = "") {
    if (!Array.isArray(value) || value.length !== 2) schema.invalid(path, value, this.expected);
    return value.map((count, i) => schema.count().check(count, schema.at(path, i))) as [number, number];
  },
};
const bySetting = schema.record(schema.record(withAndWithout, { key: schema.digits() }), { key: setting });

// `about`, then the counts by source id.
const publishedAs: schema.Schema<PublishedAs> = {
  expected: "an object",
  optional: false,
  check(value, path = "") {
    if (typeof value !== "object" || value === null || Array.isArray(value)) schema.invalid(path, value, "an object");
    const { about, ...bySource } = value as Record<string, unknown>;
    const out: Record<string, unknown> = { about: schema.text().check(about, schema.at(path, "about")) };
    for (const [id, settings] of Object.entries(bySource)) out[id] = bySetting.check(settings, schema.at(path, id));
    return out as PublishedAs;
  },
};

const capSetSource = schema.refine(
  schema.object<CapSetSource>({
    ...SOURCE_FIELDS,
    journal: schema.optional(schema.text()),
    arxiv: schema.optional(schema.text()),
    doi: schema.optional(schema.text()),
    readVia: schema.optional(schema.text()),
  }),
  checkUrl,
);

const capSets = schema.refine(
  schema.object<CapSetReferences>({
    about: schema.text(),
    sources: schema.record(capSetSource),
    largest: schema.array(
      schema.object<LargestCapReference>({
        features: schema.integer(1, 20),
        size: schema.positiveInteger(),
        source: schema.text(),
        where: schema.text(),
      }),
      { minLength: 1 },
    ),
    open: schema.array(
      schema.object<OpenCapReference>({
        features: schema.integer(1, 20),
        bestKnown: schema.positiveInteger(),
        bestKnownSource: schema.text(),
        noCapOf: schema.optional(schema.positiveInteger()),
        noCapOfSource: schema.optional(schema.text()),
        where: schema.text(),
      }),
    ),
    growth: schema.array(
      schema.object<CapGrowthReference>({
        bound: schema.oneOf(["upper", "lower"] as const),
        base: schema.refine(schema.nonNegative(), (b, path) => {
          if (!(b > 1 && b < 3)) schema.invalid(path, b, "a base between 1 and 3 (a cap has fewer than 3^d cards)");
        }),
        statement: schema.text(),
        source: schema.text(),
        where: schema.text(),
      }),
    ),
  }),
  (caps, path) => {
    const known = (id: string, where: string) => {
      if (!Object.hasOwn(caps.sources, id)) {
        schema.invalid(where, id, `the id of a source (${Object.keys(caps.sources).join(", ")})`);
      }
    };
    caps.largest.forEach((r, i) => {
      const at = schema.at(schema.at(path, "largest"), i);
      known(r.source, schema.at(at, "source"));
      if (r.features !== i + 1) {
        schema.invalid(schema.at(at, "features"), r.features, `${i + 1}, its place in the list`);
      }
      if (r.size > 3 ** r.features) schema.invalid(schema.at(at, "size"), r.size, `at most 3^${r.features}`);
      if (i > 0 && r.size <= caps.largest[i - 1].size) {
        schema.invalid(schema.at(at, "size"), r.size, `more than the ${caps.largest[i - 1].size} of one feature fewer`);
      }
    });
    caps.open.forEach((r, i) => {
      const at = schema.at(schema.at(path, "open"), i);
      known(r.bestKnownSource, schema.at(at, "bestKnownSource"));
      if (r.noCapOfSource !== undefined) known(r.noCapOfSource, schema.at(at, "noCapOfSource"));
      if (r.noCapOf !== undefined && r.noCapOf <= r.bestKnown) {
        schema.invalid(schema.at(at, "noCapOf"), r.noCapOf, `more than the best known, ${r.bestKnown}`);
      }
    });
    caps.growth.forEach((r, i) => known(r.source, schema.at(schema.at(schema.at(path, "growth"), i), "source")));
  },
);

/** The schema of data/references.json: shapes and ranges, then every row checked against the others. */
export const REFERENCES_SCHEMA: schema.Schema<References> = schema.refine(
  schema.object<References>({
    about: schema.text(),
    sources: schema.record(source),
    noSet: schema.array(noSetReference, { minLength: 1 }),
    noSetPublishedAs: publishedAs,
    timings: schema.array(timing),
    capSets,
  }),
  (refs, path) => {
    const known = (id: string, where: string) => {
      if (!Object.hasOwn(refs.sources, id)) {
        schema.invalid(where, id, `the id of a source (${Object.keys(refs.sources).join(", ")})`);
      }
    };
    const row = (i: number) => schema.at(schema.at(path, "noSet"), i);
    refs.noSet.forEach((r, i) => known(r.source, schema.at(row(i), "source")));
    refs.timings.forEach((r, i) => known(r.source, schema.at(schema.at(schema.at(path, "timings"), i), "source")));
    // The printed counts and the rows agree both ways, for every source with printed counts.
    const printed = schema.at(path, "noSetPublishedAs");
    for (const [id, entry] of Object.entries(refs.noSetPublishedAs)) {
      if (id === "about") continue;
      known(id, schema.at(printed, id));
      const settings = entry as Record<string, Record<string, [number, number]>>;
      for (const [name, byN] of Object.entries(settings)) {
        for (const [n, [withSet, without]] of Object.entries(byN)) {
          const twin = refs.noSet.find((r) => r.source === id && r.setting === name && r.n === Number(n));
          if (!twin || twin.draws !== withSet + without || twin.noSet !== without) {
            schema.invalid(
              schema.at(schema.at(schema.at(printed, id), name), n),
              [withSet, without],
              `a row of noSet (source ${id}, setting ${JSON.stringify(name)}, n ${n}, ` +
                `draws ${withSet + without}, noSet ${without})`,
            );
          }
        }
      }
      refs.noSet.forEach((r, i) => {
        if (r.source === id && r.noSet !== undefined && settings[r.setting]?.[String(r.n)] === undefined) {
          throw new schema.SchemaError(row(i), `has no printed counts in noSetPublishedAs["${id}"]`);
        }
      });
    }
  },
);

/**
 * Reads data/references.json (or another file, for tests), checked against
 * {@link REFERENCES_SCHEMA}: sources with a URL or a file; each row's source known, its setting
 * one of three and its `given` naming the same condition, counts non-negative integers no larger
 * than their draws, probabilities in [0, 1], p, counts and odds against agreeing to their
 * rounding where a row gives several; Norvig's printed counts equal to the rows. Read once
 * (this module reads it as it loads), then cached.
 *
 * @param file Default data/references.json, read as this module loads (the pages' bundle holds
 *   its text instead); a path or `file:` URL is read from disk.
 * @throws {DataFileError} one line, `data/references.json: noSet[0].p: -0.3 is not a probability in [0, 1]`,
 *   or `…: not valid JSON (WHY)`.
 * @example
 * ```ts
 * import { readReferences } from "./references.ts";
 * import { rejects } from "node:assert/strict";
 * const dir = await Deno.makeTempDir();
 * const refs = await readReferences();
 * await Deno.writeTextFile(`${dir}/references.json`, JSON.stringify({ ...refs, about: "" }));
 * await rejects(readReferences(`${dir}/references.json`), { message: `${dir}/references.json: about: "" is not a non-empty string` });
 * await Deno.remove(dir, { recursive: true });
 * ```
 */
export function readReferences(file?: string | URL): Promise<References> {
  return file === undefined ? Promise.resolve(references) : readDataFile(file, REFERENCES_SCHEMA);
}

const references: References = parseDataFile(REFERENCES_FILE, dataText("references.json"), REFERENCES_SCHEMA);

/** The sources by id: `"article"`, `"article-zh-TW"`, `"norvig-notebook"`, `"rulebook"`, `"warne"`. */
export const SOURCES: Record<string, Source> = references.sources;

/** Every published P(no SET) figure. */
export const NO_SET_REFERENCES: readonly NoSetReference[] = references.noSet;

/** The published timings (the article's Python on a Mac). */
export const TIMING_REFERENCES: readonly TimingReference[] = references.timings;

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
export const CAP_SET_REFERENCES: CapSetReferences = references.capSets;

/** data/references.json's `capSets`: the sources, and the numbers by kind. */
export interface CapSetReferences {
  about: string;
  sources: Record<string, CapSetSource>;
  largest: readonly LargestCapReference[];
  open: readonly OpenCapReference[];
  growth: readonly CapGrowthReference[];
}
