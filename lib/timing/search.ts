/**
 * How long the two ways of finding SETs take (measure.ts), in the whole deck and on random or SET-free tables.
 *
 * @module
 */
import { range } from "d3-array";
import { measureInterleaved } from "./measure.ts";
import { deal, uniformStream, words } from "../common/random.ts";
import { type Card, DECK } from "../core/card.ts";
import { isSet, setsByPairs, setsByTriples, THIRD } from "../core/rule.ts";
import { hasSet, hasSetByTriples } from "../core/table.ts";

/** A search method of notebook 2: the triple scan or pair completion. */
export type SearchMethod = "triples" | "pairs";

const METHODS = ["triples", "pairs"] as const;

/**
 * Times finding all 1,080 SETs of the deck both ways, interleaved, in milliseconds: `setsByTriples` (85,320 triples)
 * and `setsByPairs` (3,240 pairs, the third-card table built outside the timing). Cost: about `rounds × 0.1 s`.
 *
 * @example
 * ```ts
 * import { timeDeckSearch } from "./search.ts";
 * import { equal } from "node:assert/strict";
 * const [triples] = timeDeckSearch({ rounds: 3 });
 * equal(triples.candidates, 85320);
 * ```
 */
export function timeDeckSearch(
  { rounds = 30 }: { rounds?: number } = {},
): { method: SearchMethod; median: number; q1: number; q3: number; candidates: number; runs: number }[] {
  const timings = measureInterleaved([
    { key: "triples", work: () => setsByTriples().length },
    { key: "pairs", work: () => setsByPairs().length },
  ], { rounds, sampleMs: 5 });
  return METHODS.map((method) => {
    const { median, q1, q3, runs } = timings.get(method)!;
    return { method, median, q1, q3, candidates: method === "triples" ? 85320 : 3240, runs };
  });
}

/** One row of {@link timeTableSearch}. */
export type TableSearchTiming = ReturnType<typeof timeTableSearch>[number];

/**
 * Times "is there a SET on this table?" both ways on the same tables, interleaved: the triple scan (`hasSetByTriples`)
 * and pair completion (`hasSet`), on `tables` (default 500) random or SET-free tables of each size (default 9..21 and
 * 9..16) from `seed` (default "42"). A row per size and method: microseconds per table (median, quartiles), candidates
 * checked per table on average, nanoseconds per candidate, the tables timed and those holding a SET. Cost: about
 * `rounds × sizes × 4 ms`, plus building the tables.
 *
 * @example
 * ```ts
 * import { timeTableSearch } from "./search.ts";
 * import { deepEqual } from "node:assert/strict";
 * const rows = timeTableSearch({ kind: "set-free", sizes: [12], tables: 20, rounds: 3 });
 * deepEqual(rows.map((r) => [r.method, r.candidates, r.withSet]), [["triples", 220, 0], ["pairs", 55, 0]]);
 * ```
 */
export function timeTableSearch(options: {
  kind: "random" | "set-free";
  sizes?: readonly number[];
  tables?: number;
  seed?: string;
  rounds?: number;
}) {
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
  const cases = sizes.flatMap((n) =>
    METHODS.map((method) => {
      const tables = tablesBySize.get(n)!, test = tests[method];
      const work = () => {
        let found = 0;
        for (let t = 0; t < tables.length; t++) found += test(tables[t]) ? 1 : 0;
        return found;
      };
      return { key: `${n}/${method}`, work };
    })
  );
  const timings = measureInterleaved(cases, { rounds });
  return sizes.flatMap((n) =>
    METHODS.map((method) => {
      const tables = tablesBySize.get(n)!;
      const t = timings.get(`${n}/${method}`)!;
      const candidates = tables.reduce((s, cards) => s + candidatesChecked(cards, method), 0) / tables.length;
      // Microseconds per table, and nanoseconds per candidate.
      const [median, q1, q3] = [t.median, t.q1, t.q3].map((ms) => (ms / tables.length) * 1000);
      const [perCandidate, perCandidateQ1, perCandidateQ3] = [median, q1, q3].map((us) => (us * 1000) / candidates);
      const withSet = tables.filter((cards) => tests[method](cards)).length;
      const per = { perCandidate, perCandidateQ1, perCandidateQ3 };
      return { n, method, median, q1, q3, candidates, ...per, tables: tables.length, withSet, rounds: t.runs };
    })
  );
}

/**
 * The candidates a search checks before it answers, in the library's scan order: the triples up to the first SET
 * (`hasSetByTriples`), or the pairs up to the first whose third card comes after them (`hasSet`).
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

/** `count` SET-free tables of `n` cards (at most 20), built greedily from shuffled decks, retried if one stops short. */
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
