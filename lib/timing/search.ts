/**
 * How long the two ways of finding SETs take, measured properly (the harness of
 * measure.ts: batches, interleaved rounds, medians and quartiles): in the whole deck
 * and on tables of n cards, random or SET-free, with the candidates each method checks.
 * Notebook 2 calls one function per chart.
 *
 * @module
 */
import { range } from "d3-array";
import { measureInterleaved, type TimingCase } from "./measure.ts";
import { deal, uniformStream, words } from "../common/random.ts";
import { type Card, DECK } from "../core/card.ts";
import { isSet, THIRD } from "../core/rule.ts";
import { setsByPairs, setsByTriples } from "../core/deck_sets.ts";
import { hasSet, hasSetByTriples } from "../core/table.ts";

/** A search method of notebook 2: the triple scan or pair completion. */
export type SearchMethod = "triples" | "pairs";

/** One row of {@link timeDeckSearch}: milliseconds to find all 1,080 SETs of the deck. */
export interface DeckSearchTiming {
  method: SearchMethod;
  median: number;
  q1: number;
  q3: number;
  /** Candidates checked: 85,320 triples, or 3,240 pairs. */
  candidates: number;
  runs: number;
}

/**
 * Times finding all 1,080 SETs of the deck both ways, interleaved: `setsByTriples` (all 85,320
 * triples tested) and `setsByPairs` (the 3,240 pairs completed by reading the precomputed
 * third-card table `THIRD`, built once when the module loads, outside the timing). Cost: about
 * `rounds × 0.1 s`.
 *
 * @returns Milliseconds per search, one row per method.
 * @example
 * ```ts
 * import { timeDeckSearch } from "./search.ts";
 * import { equal, ok } from "node:assert/strict";
 * const [triples, pairs] = timeDeckSearch({ rounds: 3 });
 * equal(triples.candidates, 85320);
 * ok(pairs.median > 0 && pairs.q1 <= pairs.q3);
 * ```
 */
export function timeDeckSearch({ rounds = 30 }: { rounds?: number } = {}): DeckSearchTiming[] {
  const timings = measureInterleaved([
    { key: "triples", work: () => setsByTriples().length },
    { key: "pairs", work: () => setsByPairs().length },
  ], { rounds, sampleMs: 5 });
  return (["triples", "pairs"] as const).map((method) => {
    const t = timings.get(method)!;
    return {
      method,
      median: t.median,
      q1: t.q1,
      q3: t.q3,
      candidates: method === "triples" ? 85320 : 3240,
      runs: t.runs,
    };
  });
}

/**
 * The candidates a search checks on a table before it answers, in the order the library's
 * searches scan: for `"triples"` ({@link hasSetByTriples}) the triples i < j < k in lexicographic
 * order up to the first SET; for `"pairs"` ({@link hasSet}) the pairs i < j whose third card
 * could come after them, up to the first pair whose third card does. On a table without a SET:
 * C(n, 3) triples and C(n − 1, 2) pairs.
 *
 * @example
 * ```ts
 * import { candidatesChecked } from "./search.ts";
 * import { parseCard } from "../core/card.ts";
 * import { equal } from "node:assert/strict";
 * const table = ["RD1F", "GO2T", "PS3E", "RD2F"].map(parseCard); // the first three are a SET
 * equal(candidatesChecked(table, "triples"), 1);
 * equal(candidatesChecked(table, "pairs"), 1);
 * ```
 */
export function candidatesChecked(cards: readonly Card[], method: SearchMethod): number {
  const n = cards.length;
  let count = 0;
  if (method === "triples") {
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        for (let k = j + 1; k < n; k++) {
          count++;
          if (isSet(cards[i], cards[j], cards[k])) return count;
        }
      }
    }
    return count;
  }
  const place = new Map(cards.map((card, i) => [card, i]));
  for (let i = 0; i < n - 2; i++) {
    for (let j = i + 1; j < n - 1; j++) {
      count++;
      const k = place.get(THIRD[cards[i] * 81 + cards[j]]);
      if (k !== undefined && k > j) return count;
    }
  }
  return count;
}

/** One row of {@link timeTableSearch}. */
export interface TableSearchTiming {
  n: number;
  method: SearchMethod;
  /** Microseconds per table: median and quartiles over the rounds. */
  median: number;
  q1: number;
  q3: number;
  /** Candidates checked per table, on average ({@link candidatesChecked}). */
  candidates: number;
  /** Nanoseconds per candidate checked: the per-table times over `candidates`. */
  perCandidate: number;
  perCandidateQ1: number;
  perCandidateQ3: number;
  /** Tables timed of this size, and how many of them hold a SET. */
  tables: number;
  withSet: number;
  rounds: number;
}

/** Options of {@link timeTableSearch}. */
export interface TableSearchOptions {
  /** `"random"`: tables dealt at random; `"set-free"`: tables with no SET, where every candidate is checked. */
  kind: "random" | "set-free";
  /** Table sizes; default 9..21 for random tables, 9..16 for SET-free ones. */
  sizes?: readonly number[];
  /** Tables of each size. Default 500. */
  tables?: number;
  /** Seed of the tables (seedrandom). Default "42". */
  seed?: string;
  /** Timed rounds. Default 30. */
  rounds?: number;
}

/**
 * Tables of `n` cards with no SET: prefixes of SET-free sets built greedily from shuffled decks
 * (each card kept unless it completes a SET), which reach 16 cards or more nearly always.
 *
 * @throws {RangeError} when `n` is above 20 (no SET-free table is larger) or no such table turns up.
 */
export function setFreeTables(n: number, count: number, random: () => number): Card[][] {
  if (n > 20) throw new RangeError(`table size ${n} is not an integer in 3..20 (no SET-free table is larger)`);
  const next = words(random), deck = Uint8Array.from(DECK);
  const tables: Card[][] = [];
  for (let tries = 0; tables.length < count; tries++) {
    if (tries > 100 * count) throw new RangeError(`no SET-free table of ${n} cards turned up in ${tries} tries`);
    const kept: Card[] = [];
    for (const card of deal(deck, deck.length - 1, next)) {
      kept.push(card);
      if (hasSet(kept)) kept.pop();
      if (kept.length === n) break;
    }
    if (kept.length === n) tables.push(kept);
  }
  return tables;
}

/**
 * Times "is there a SET on this table?" both ways on the same tables, for every size, with sizes
 * and methods interleaved ({@link measureInterleaved}): the triple scan ({@link hasSetByTriples},
 * C(n, 3) triples at most) and pair completion ({@link hasSet}: each pair's third card read from
 * the precomputed `THIRD` table, built once and not timed, then looked up in an array marking the
 * table's cards, which is timed). Reports microseconds per table and nanoseconds per candidate
 * checked ({@link candidatesChecked}, counted outside the timing). Cost: about
 * `rounds × sizes × 2 × 2 ms`, plus building the tables.
 *
 * @example
 * ```ts
 * import { timeTableSearch } from "./search.ts";
 * import { equal, ok } from "node:assert/strict";
 * const rows = timeTableSearch({ kind: "set-free", sizes: [12], tables: 20, rounds: 3 });
 * equal(rows.length, 2);
 * equal(rows.find((r) => r.method === "triples")!.candidates, 220);
 * equal(rows.find((r) => r.method === "pairs")!.candidates, 55);
 * ok(rows.every((r) => r.median > 0 && r.withSet === 0));
 * ```
 */
export function timeTableSearch(options: TableSearchOptions): TableSearchTiming[] {
  const { kind, tables: count = 500, seed = "42", rounds = 30 } = options;
  const sizes = options.sizes ?? (kind === "random" ? range(9, 22) : range(9, 17));
  const random = uniformStream(seed, "table-search", kind);
  const deck = Uint8Array.from(DECK), next = words(random);
  const tablesBySize = new Map(sizes.map((n) => [
    n,
    kind === "random"
      ? Array.from({ length: count }, () => Array.from(deal(deck, n, next).subarray(0, n)))
      : setFreeTables(n, count, random),
  ]));
  const tests = { triples: hasSetByTriples, pairs: hasSet } as const;
  const cases: TimingCase[] = sizes.flatMap((n) =>
    (["triples", "pairs"] as const).map((method) => {
      const tables = tablesBySize.get(n)!;
      const test = tests[method];
      return {
        key: `${n}/${method}`,
        work: () => {
          let found = 0;
          for (let t = 0; t < tables.length; t++) found += test(tables[t]) ? 1 : 0;
          return found;
        },
      };
    })
  );
  const timings = measureInterleaved(cases, { rounds });
  return sizes.flatMap((n) =>
    (["triples", "pairs"] as const).map((method) => {
      const tables = tablesBySize.get(n)!;
      const t = timings.get(`${n}/${method}`)!;
      const candidates = tables.reduce((s, cards) => s + candidatesChecked(cards, method), 0) / tables.length;
      const perTable = (ms: number) => (ms / tables.length) * 1000;
      const perCandidate = (ms: number) => (perTable(ms) * 1000) / candidates;
      return {
        n,
        method,
        median: perTable(t.median),
        q1: perTable(t.q1),
        q3: perTable(t.q3),
        candidates,
        perCandidate: perCandidate(t.median),
        perCandidateQ1: perCandidate(t.q1),
        perCandidateQ3: perCandidate(t.q3),
        tables: tables.length,
        withSet: tables.filter((cards) => tests[method](cards)).length,
        rounds: t.runs,
      };
    })
  );
}
