/**
 * How long the two ways of finding SETs take (measure.ts): in the whole deck, and on tables of n cards, random or
 * SET-free, with the candidates each checks.
 *
 * @module
 */
import { range } from "d3-array";
import { measureInterleaved, type TimingCase } from "./measure.ts";
import { deal, uniformStream, words } from "../common/random.ts";
import { candidatesChecked, setFreeTables } from "./_tables.ts";
import { DECK } from "../core/card.ts";
import { setsByPairs, setsByTriples } from "../core/rule.ts";
import { hasSet, hasSetByTriples } from "../core/table.ts";

/** A search method of notebook 2: the triple scan or pair completion. */
export type SearchMethod = "triples" | "pairs";

/**
 * Times finding all 1,080 SETs of the deck both ways, interleaved, in milliseconds: `setsByTriples` (85,320 triples
 * tested) and `setsByPairs` (3,240 pairs completed, the third-card table built outside the timing). Cost: about
 * `rounds × 0.1 s`.
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
  return (["triples", "pairs"] as const).map((method) => {
    const { median, q1, q3, runs } = timings.get(method)!;
    return { method, median, q1, q3, candidates: method === "triples" ? 85320 : 3240, runs };
  });
}

/**
 * One row of {@link timeTableSearch}: microseconds per table (median, quartiles), candidates checked per table on
 * average, nanoseconds per candidate, the tables timed and those holding a SET.
 */
export interface TableSearchTiming {
  n: number;
  method: SearchMethod;
  median: number;
  q1: number;
  q3: number;
  candidates: number;
  perCandidate: number;
  perCandidateQ1: number;
  perCandidateQ3: number;
  tables: number;
  withSet: number;
  rounds: number;
}

/**
 * Times "is there a SET on this table?" both ways on the same tables, interleaved: the triple scan (`hasSetByTriples`)
 * and pair completion (`hasSet`), on `tables` (default 500) random or SET-free tables of each size (default 9..21 and
 * 9..16) from `seed` (default "42"). Cost: about `rounds × sizes × 4 ms`, plus building the tables.
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
}): TableSearchTiming[] {
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
