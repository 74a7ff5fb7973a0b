/**
 * Practice puzzles (the article's generator): deal a table of n cards and
 * keep it only when it is the kind asked for, with at least one SET, exactly
 * one, or none ("is there a SET here?"); a hint is a pair and the card that
 * completes it.
 *
 * @module
 */
import { type Card, DECK_SIZE } from "../core/card.ts";
import { findSet, type Hint, scanTable, setsOnTable } from "../core/table.ts";
import { oneOf } from "../common/check.ts";
import type { Triple } from "../core/deck_sets.ts";

/** What a puzzle table holds: at least one SET, exactly one, or none. */
export type PuzzleKind = "some" | "one" | "none";

/** The puzzle kinds, in the order the command lists them. */
export const PUZZLE_KINDS: readonly PuzzleKind[] = ["some", "one", "none"];

/** A dealt puzzle and its answer. */
export interface Puzzle {
  kind: PuzzleKind;
  /** The table, in the order dealt. */
  cards: Card[];
  /** Every SET on the table (increasing ids, in lexicographic order): the answer. */
  sets: Triple[];
  /** The first SET's pair and completing card ({@link findSet}), undefined for a table without a SET. */
  hint?: Hint;
  /** Tables dealt to find this one (rejected ones included). */
  tries: number;
}

/** Options of {@link dealPuzzle}. */
export interface DealPuzzleOptions {
  /** Table size: 3..21 (1..20 for `none`: 21 cards always hold a SET). Default 12. */
  cards?: number;
  /** Default `"some"`. */
  kind?: PuzzleKind;
  /** Uniform numbers in [0, 1). */
  random: () => number;
  /** Give up after this many tables (default 10 million). */
  maxTries?: number;
}

/**
 * Throws unless a puzzle of `kind` on `cards` cards can exist.
 *
 * @throws {RangeError} naming the value.
 */
export function checkPuzzle(cards: number, kind: PuzzleKind): void {
  oneOf("kind", kind, PUZZLE_KINDS);
  const [lo, hi] = kind === "none" ? [1, 20] : [3, 21];
  if (!Number.isInteger(cards) || cards < lo || cards > hi) {
    throw new RangeError(
      `cards ${cards} is not an integer ${lo}..${hi} for kind ${kind}` +
        (kind === "none" && cards === 21 ? " (21 cards always hold a SET)" : ""),
    );
  }
}

// Deals `n` distinct cards into deck[0..n) by a partial Fisher–Yates over the whole deck (n random numbers).
function deal(deck: Uint8Array, n: number, random: () => number): void {
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (DECK_SIZE - i));
    const t = deck[i];
    deck[i] = deck[j];
    deck[j] = t;
  }
}

// The number of SETs on deck[0..n), counted up to `limit` (the shared pair-completion scan, early exit).
function countSets(deck: Uint8Array, n: number, slot: Uint8Array, found: Uint8Array, limit: number): number {
  for (let i = 0; i < n; i++) slot[deck[i]] = i + 1;
  const count = scanTable(deck, n, slot, found, limit);
  for (let i = 0; i < n; i++) slot[deck[i]] = 0;
  return count;
}

/**
 * Deals random tables of `cards` cards until one is of the `kind` asked for (rejection sampling, so the puzzle
 * is uniform among the tables of that kind). Cost per table: `cards` random numbers and up to C(n,2) look-ups
 * (66 for 12 cards); the expected number of tables is 1 / P(kind), e.g. about 31 for `none` on 12 cards.
 *
 * @returns The puzzle, its SETs, a hint and the tables it took.
 * @throws {RangeError} on a kind and size that cannot exist, or after `maxTries` tables.
 * @example A 12-card table with exactly one SET
 * ```ts
 * import { dealPuzzle, isSet } from "../set.ts";
 * import seedrandom from "seedrandom";
 * import { equal, ok } from "node:assert/strict";
 * const puzzle = dealPuzzle({ cards: 12, kind: "one", random: seedrandom.alea("doc") });
 * equal(puzzle.cards.length, 12);
 * equal(puzzle.sets.length, 1);
 * ok(isSet(...puzzle.hint!.pair, puzzle.hint!.third));
 * ```
 */
export function dealPuzzle({ cards = 12, kind = "some", random, maxTries = 10_000_000 }: DealPuzzleOptions): Puzzle {
  checkPuzzle(cards, kind);
  const deck = Uint8Array.from({ length: DECK_SIZE }, (_, i) => i);
  const slot = new Uint8Array(DECK_SIZE);
  const found = new Uint8Array(6);
  const limit = kind === "some" || kind === "none" ? 1 : 2;
  for (let tries = 1; tries <= maxTries; tries++) {
    deal(deck, cards, random);
    const count = countSets(deck, cards, slot, found, limit);
    if (kind === "some" ? count >= 1 : kind === "one" ? count === 1 : count === 0) {
      const table = Array.from(deck.subarray(0, cards));
      return { kind, cards: table, sets: setsOnTable(table), hint: findSet(table), tries };
    }
  }
  throw new RangeError(`no ${kind} puzzle on ${cards} cards in ${maxTries.toLocaleString("en-US")} tables`);
}

/** What rejection sampling cost over many puzzles. */
export interface RejectionCount {
  puzzles: number;
  /** Tables dealt in all. */
  tries: number;
  /** Tables rejected: `tries − puzzles`. */
  rejected: number;
  /** The share of tables rejected, `rejected / tries`. */
  rate: number;
}

/**
 * Deals `puzzles` puzzles and counts the tables rejected on the way. For `some` the rejection rate estimates
 * P(no SET | n); for `none` it estimates 1 − P(no SET | n).
 *
 * @example
 * ```ts
 * import { countRejections } from "./puzzle.ts";
 * import seedrandom from "seedrandom";
 * import { equal } from "node:assert/strict";
 * const { puzzles, tries, rejected } = countRejections({ puzzles: 10, kind: "none", random: seedrandom.alea("doc") });
 * equal(puzzles, 10);
 * equal(tries - rejected, 10);
 * ```
 */
export function countRejections(
  { puzzles, ...options }: DealPuzzleOptions & { puzzles: number },
): RejectionCount {
  let tries = 0;
  for (let i = 0; i < puzzles; i++) tries += dealPuzzle(options).tries;
  return { puzzles, tries, rejected: tries - puzzles, rate: (tries - puzzles) / tries };
}
