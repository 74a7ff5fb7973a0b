/**
 * Practice puzzles: a table of n cards with at least one SET, exactly one, or none, uniform among the tables of its
 * kind (dealt by rejection, or built from the classes of SET-free tables when the kind is rare), and a hint.
 *
 * @module
 */
import { type Card, DECK_SIZE } from "../core/card.ts";
import { findSet, type Hint, scanTable, setsOnTable } from "../core/table.ts";
import { integerIn, oneOf } from "../common/check.ts";
import { deal, words } from "../common/random.ts";
import type { Triple } from "../core/rule.ts";
import type { CapClasses } from "../exact/classes.ts";
import {
  binomial,
  type ExactProbability,
  exactProbability,
  largestSetFree,
  noSetProbability,
} from "../exact/counts.ts";
import { oneSetTableSampler, setFreeTableSampler, type TableSampler } from "../exact/random_table.ts";

/** What a puzzle table holds: at least one SET, exactly one, or none. */
export type PuzzleKind = "some" | "one" | "none";

/** The puzzle kinds, in the order the command lists them. */
export const PUZZLE_KINDS: readonly PuzzleKind[] = ["some", "one", "none"];

/** How a puzzle is made: random tables dealt until one is of the kind, or built from the classes of SET-free tables. */
type PuzzleMethod = "rejection" | "classes";

/** The most tables rejection may expect to deal (1 / P(kind)), a tenth of a second; past it a puzzle is built. */
export const MAX_EXPECTED_TABLES = 100_000;

/** A puzzle: its table (as dealt, or shuffled when built), its SETs, a hint, how it was made and the tables dealt. */
export interface Puzzle {
  kind: PuzzleKind;
  cards: Card[];
  sets: Triple[];
  hint?: Hint;
  method: PuzzleMethod;
  tries: number;
}

/**
 * Options of {@link dealPuzzle}: table size (default 12), kind (default `"some"`), tables dealt before giving up
 * (default 10 million); `await capClasses(4)` for the kinds built, `exactlyOneSetCounts()` for the kind `"one"`.
 */
interface DealPuzzleOptions {
  cards?: number;
  kind?: PuzzleKind;
  random: () => number;
  maxTries?: number;
  classes?: CapClasses;
  exactlyOne?: readonly bigint[];
}

/** What {@link checkPuzzle} finds: the exact P(a random table is of the kind), and so how a puzzle of it is made. */
interface PuzzlePlan {
  probability: ExactProbability;
  method: PuzzleMethod;
}

const plans = new Map<string, PuzzlePlan>(); // by kind and size: every dealPuzzle asks

/**
 * Checks that a puzzle of `kind` on `cards` cards can exist (else throws saying why) and says how it is made: by
 * rejection when 1 / P(kind) ≤ {@link MAX_EXPECTED_TABLES}, else from the classes.
 *
 * @example Twelve cards: any kind is dealt; 20 cards without a SET are built; 20 with exactly one SET do not exist
 * ```ts
 * import { checkPuzzle } from "./puzzle.ts";
 * import { exactlyOneSetCounts } from "../data/exactly_one_counts.ts";
 * import { equal, throws } from "node:assert/strict";
 * const exactlyOne = exactlyOneSetCounts();
 * equal(checkPuzzle(12, "one", { exactlyOne }).method, "rejection");
 * equal(checkPuzzle(20, "none").method, "classes");
 * throws(() => checkPuzzle(20, "one", { exactlyOne }), /no 20-card table holds exactly one SET \(the largest that does has 19 cards\)/);
 * ```
 */
export function checkPuzzle(
  cards: number,
  kind: PuzzleKind,
  { exactlyOne }: { exactlyOne?: readonly bigint[] } = {},
): PuzzlePlan {
  oneOf("kind", kind, PUZZLE_KINDS);
  integerIn("cards", cards, 1, DECK_SIZE);
  if (kind === "one" && exactlyOne?.length !== DECK_SIZE + 1) {
    throw new TypeError(
      "a puzzle with exactly one SET needs exactlyOne: the 82 counts of tables holding exactly one SET " +
        "(exactlyOneSetCounts(), lib/data)",
    );
  }
  const key = `${kind}/${cards}`;
  if (!plans.has(key)) {
    let probability = kind === "one"
      ? exactProbability(exactlyOne![cards], binomial(DECK_SIZE, cards))
      : noSetProbability(cards);
    if (kind === "some") {
      probability = exactProbability(probability.denominator - probability.numerator, probability.denominator);
    }
    if (probability.numerator === 0n) throw new RangeError(impossible(cards, kind, exactlyOne));
    const rejection = probability.denominator <= BigInt(MAX_EXPECTED_TABLES) * probability.numerator; // 1 / p ≤ max
    plans.set(key, { probability, method: rejection ? "rejection" : "classes" });
  }
  const plan = plans.get(key)!;
  return { ...plan, probability: { ...plan.probability } };
}

// Why no table of `cards` cards is of the kind.
function impossible(cards: number, kind: PuzzleKind, exactlyOne?: readonly bigint[]): string {
  const what = kind === "one" ? "exactly one SET" : "a SET";
  if (kind !== "none" && cards < 3) return `no ${cards}-card table holds ${what}: a SET is 3 cards`;
  if (kind === "one") {
    const largest = exactlyOne!.findLastIndex((count) => count > 0n);
    return `no ${cards}-card table holds exactly one SET (the largest that does has ${largest} cards)`;
  }
  return `no ${cards}-card table is SET-free: ${cards} cards always hold a SET (the largest SET-free table has ` +
    `${largestSetFree()} cards)`;
}

/**
 * A puzzle of `kind` on `cards` cards, uniform among the tables of that kind, made as {@link checkPuzzle} says. Cost:
 * by rejection about 1 / P(kind) tables; from the classes, a millisecond for the first of a kind and size.
 *
 * @example A 12-card table with exactly one SET
 * ```ts
 * import { dealPuzzle, isSet } from "../set.ts";
 * import { exactlyOneSetCounts } from "../data/exactly_one_counts.ts";
 * import seedrandom from "seedrandom";
 * import { equal, ok } from "node:assert/strict";
 * const puzzle = dealPuzzle({ cards: 12, kind: "one", random: seedrandom.alea("doc"), exactlyOne: exactlyOneSetCounts() });
 * equal(puzzle.cards.length, 12);
 * equal(puzzle.sets.length, 1);
 * equal(puzzle.method, "rejection");
 * ok(isSet(...puzzle.hint!.pair, puzzle.hint!.third));
 * ```
 */
export function dealPuzzle(
  { cards = 12, kind = "some", random, maxTries = 10_000_000, classes, exactlyOne }: DealPuzzleOptions,
): Puzzle {
  const { method } = checkPuzzle(cards, kind, { exactlyOne });
  if (method === "classes") {
    const table = Uint8Array.from(samplerFor(classes, cards, kind)(random));
    return { kind, ...answer(Array.from(deal(table, cards - 1, words(random)))), method, tries: 0 };
  }
  const deck = Uint8Array.from({ length: DECK_SIZE }, (_, i) => i);
  const slot = new Uint8Array(DECK_SIZE);
  const found = new Uint8Array(6);
  const limit = kind === "some" || kind === "none" ? 1 : 2;
  const next = words(random);
  for (let tries = 1; tries <= maxTries; tries++) {
    deal(deck, cards, next);
    for (let i = 0; i < cards; i++) slot[deck[i]] = i + 1;
    const count = scanTable(deck, cards, slot, found, limit); // SETs on the table, up to `limit`
    for (let i = 0; i < cards; i++) slot[deck[i]] = 0;
    if (kind === "some" ? count >= 1 : kind === "one" ? count === 1 : count === 0) {
      return { kind, ...answer(Array.from(deck.subarray(0, cards))), method, tries };
    }
  }
  throw new RangeError(`no ${kind} puzzle on ${cards} cards in ${maxTries.toLocaleString("en-US")} tables`);
}

function answer(cards: Card[]): { cards: Card[]; sets: Triple[]; hint?: Hint } {
  return { cards, sets: setsOnTable(cards), hint: findSet(cards) };
}

// The samplers made so far, per classes object, by kind and size: setting one up is a pass over the classes.
const samplers = new WeakMap<CapClasses, Map<string, TableSampler>>();

function samplerFor(classes: CapClasses | undefined, cards: number, kind: PuzzleKind): TableSampler {
  if (classes?.features !== 4) {
    throw new TypeError(
      `dealPuzzle: a ${kind} puzzle on ${cards} cards is built from the classes of SET-free tables: ` +
        `pass classes: await capClasses(4)`,
    );
  }
  let made = samplers.get(classes);
  if (!made) samplers.set(classes, made = new Map());
  const key = `${kind}/${cards}`;
  let sampler = made.get(key);
  if (!sampler) {
    made.set(key, sampler = kind === "one" ? oneSetTableSampler(classes, cards) : setFreeTableSampler(classes, cards));
  }
  return sampler;
}

/**
 * Deals `puzzles` puzzles and counts the tables dealt and rejected (none when built), which estimates 1 − P(kind).
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
): { puzzles: number; method: PuzzleMethod; tries: number; rejected: number; rate: number } {
  const { method } = checkPuzzle(options.cards ?? 12, options.kind ?? "some", options);
  let tries = 0;
  for (let i = 0; i < puzzles; i++) tries += dealPuzzle(options).tries;
  if (method === "classes") return { puzzles, method, tries: 0, rejected: 0, rate: 0 };
  return { puzzles, method, tries, rejected: tries - puzzles, rate: (tries - puzzles) / tries };
}
