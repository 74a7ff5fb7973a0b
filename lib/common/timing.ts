/**
 * Timing done properly: warm-up runs first (so the JIT has compiled the code), then repeated
 * runs, each a batch of calls long enough for the clock, summarised by the median and the
 * interquartile range with simple-statistics.
 *
 * For comparisons ({@link measureInterleaved}) the cases are interleaved: every round times each
 * case once, in a rotating order, so that a burst of machine noise (another process, a garbage
 * collection, the CPU changing speed) falls on all cases alike instead of on one table size. The
 * SET searches of notebook 2 are timed by one call per chart: {@link timeDeckSearch} and
 * {@link timeTableSearch}, which also report the time per candidate checked.
 *
 * @module
 */
import { max, median, min, quantile } from "simple-statistics";
import { uniformStream } from "./random.ts";
import { type Card, DECK } from "../core/card.ts";
import { isSet, THIRD } from "../core/rule.ts";
import { setsByPairs, setsByTriples } from "../core/deck_sets.ts";
import { hasSet, hasSetByTriples } from "../core/table.ts";

/** Options of {@link measure}. */
export interface MeasureOptions {
  /** Calls per timed run; the time reported is per call. Default 1. */
  batch?: number;
  /** Untimed runs before timing. Default 5. */
  warmup?: number;
  /** Timed runs. Default 30. */
  runs?: number;
}

/** Times per call in milliseconds: median, quartiles and extremes over the runs. */
export interface Timing {
  median: number;
  q1: number;
  q3: number;
  min: number;
  max: number;
  runs: number;
  batch: number;
}

/** Keeps results alive so the engine cannot drop the work being timed. */
let sink = 0;

function summary(samples: number[], batch: number): Timing {
  return {
    median: median(samples),
    q1: quantile(samples, 0.25),
    q3: quantile(samples, 0.75),
    min: min(samples),
    max: max(samples),
    runs: samples.length,
    batch,
  };
}

/**
 * Times `work` per call. Its return value is consumed, so return something the
 * work computed (a count, a boolean) to keep the engine from skipping it.
 *
 * @returns Milliseconds per call over `runs` timed runs of `batch` calls each.
 * @example
 * ```ts
 * import { measure } from "./timing.ts";
 * import { ok } from "node:assert/strict";
 * const t = measure(() => [3, 1, 2].sort().length, { batch: 100, runs: 5 });
 * ok(t.q1 <= t.median && t.median <= t.q3);
 * ```
 */
export function measure(work: () => unknown, { batch = 1, warmup = 5, runs = 30 }: MeasureOptions = {}): Timing {
  const once = () => {
    for (let i = 0; i < batch; i++) sink ^= Number(work()) | 0;
  };
  for (let i = 0; i < warmup; i++) once();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    once();
    samples.push((performance.now() - start) / batch);
  }
  return summary(samples, batch);
}

/** The value the timed work fed into the sink (only so that it is observable). */
export function timingSink(): number {
  return sink;
}

/** One case of {@link measureInterleaved}: a key and the work of one call. */
export interface TimingCase {
  key: string;
  work: () => unknown;
}

/** Options of {@link measureInterleaved}. */
export interface InterleavedOptions {
  /** Timed rounds; each times every case once. Default 30. */
  rounds?: number;
  /** Untimed rounds first. Default 3. */
  warmup?: number;
  /** Each timed sample runs the work this long at least, in ms (the batch is set once per case). Default 2. */
  sampleMs?: number;
}

/**
 * Times several cases against each other robustly: each case's batch is sized once so that a
 * sample lasts at least `sampleMs`; then `warmup` untimed rounds and `rounds` timed rounds, each
 * round timing every case once, starting one case later each round (so no case is always first
 * or last). Cost: about `(rounds + warmup) × cases × sampleMs` plus the calibration.
 *
 * @returns Milliseconds per call for each key: median, quartiles, extremes over the rounds.
 * @example
 * ```ts
 * import { measureInterleaved } from "./timing.ts";
 * import { ok } from "node:assert/strict";
 * const t = measureInterleaved([
 *   { key: "short", work: () => [3, 1, 2].sort().length },
 *   { key: "long", work: () => Array.from({ length: 300 }, (_, i) => (i * 7) % 300).sort().length },
 * ], { rounds: 5, sampleMs: 0.5 });
 * ok(t.get("short")!.runs === 5 && t.get("long")!.q1 <= t.get("long")!.q3);
 * ```
 */
export function measureInterleaved(
  cases: readonly TimingCase[],
  { rounds = 30, warmup = 3, sampleMs = 2 }: InterleavedOptions = {},
): Map<string, Timing> {
  const batches = cases.map(({ work }) => {
    let batch = 1;
    for (;;) {
      const start = performance.now();
      for (let i = 0; i < batch; i++) sink ^= Number(work()) | 0;
      const elapsed = performance.now() - start;
      if (elapsed >= sampleMs || batch >= 1 << 24) {
        return Math.max(1, Math.ceil(batch * sampleMs / Math.max(elapsed, 1e-3)));
      }
      batch *= elapsed < sampleMs / 8 ? 8 : 2;
    }
  });
  const samples = cases.map(() => [] as number[]);
  for (let round = 0; round < warmup + rounds; round++) {
    for (let step = 0; step < cases.length; step++) {
      const c = (round + step) % cases.length;
      const { work } = cases[c];
      const batch = batches[c];
      const start = performance.now();
      for (let i = 0; i < batch; i++) sink ^= Number(work()) | 0;
      const elapsed = performance.now() - start;
      if (round >= warmup) samples[c].push(elapsed / batch);
    }
  }
  return new Map(cases.map(({ key }, c) => [key, summary(samples[c], batches[c])]));
}

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
 * import { timeDeckSearch } from "./timing.ts";
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
 * import { candidatesChecked } from "./timing.ts";
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

function shuffled(random: () => number): Card[] {
  const deck = [...DECK];
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  return deck;
}

/**
 * Tables of `n` cards with no SET: prefixes of SET-free sets built greedily from shuffled decks
 * (each card kept unless it completes a SET), which reach 16 cards or more nearly always.
 *
 * @throws {RangeError} when `n` is above 20 (no SET-free table is larger) or no such table turns up.
 */
export function setFreeTables(n: number, count: number, random: () => number): Card[][] {
  if (n > 20) throw new RangeError(`table size ${n} is not an integer in 3..20 (no SET-free table is larger)`);
  const tables: Card[][] = [];
  for (let tries = 0; tables.length < count; tries++) {
    if (tries > 100 * count) throw new RangeError(`no SET-free table of ${n} cards turned up in ${tries} tries`);
    const kept: Card[] = [];
    for (const card of shuffled(random)) {
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
 * import { timeTableSearch } from "./timing.ts";
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
  const sizes = options.sizes ?? (kind === "random" ? range(9, 21) : range(9, 16));
  const random = uniformStream(seed, "table-search", kind);
  const tablesBySize = new Map(sizes.map((n) => [
    n,
    kind === "random"
      ? Array.from({ length: count }, () => shuffled(random).slice(0, n))
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

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
