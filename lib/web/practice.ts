/**
 * Practice as the pages `play/*.html` play it, with no DOM (browser/practice.ts draws it; the tests play it in Deno):
 * a game of SET by the real rules against the clock, and puzzles of three kinds (find a SET, find the only SET, is
 * there a SET at all).
 *
 * @module
 */
import { shuffler } from "d3-array";
import { type Card, DECK, type Feature, FEATURES, pointOf } from "../core/card.ts";
import { isSet } from "../core/rule.ts";
import { findSet, hasSet, type Hint } from "../core/table.ts";
import { MAX_TABLE } from "../game/engine.ts";
import { dealPuzzle, type Puzzle, type PuzzleKind } from "../game/puzzle.ts";
import { uniformStream } from "../common/random.ts";
import { exactlyOneSetCounts } from "../data/exactly_one_counts.ts";

/** The three cards a player picked, judged: a SET, or not and why. */
export interface Verdict {
  result: "set" | "not-set";
  cards: [Card, Card, Card];
  /** For a triple that is not a SET: each feature with two values alike and one different, and the three values. */
  broken: { feature: Feature; values: [number, number, number] }[];
}

/**
 * Judges three different cards: a SET when every feature is all the same or all different; else the features
 * that are neither. Cost: O(features).
 *
 * @throws {RangeError} naming a card id out of range or a card given twice.
 * @example Two red and one purple
 * ```ts
 * import { judge } from "./practice.ts";
 * import { parseCard } from "../core/card.ts";
 * import { deepEqual, equal } from "node:assert/strict";
 * const verdict = judge(["RD1F", "RO2T", "PS3E"].map(parseCard) as [number, number, number]);
 * equal(verdict.result, "not-set");
 * deepEqual(verdict.broken, [{ feature: "colour", values: [0, 0, 2] }]);
 * equal(judge(["RD1F", "GO2T", "PS3E"].map(parseCard) as [number, number, number]).result, "set");
 * ```
 */
export function judge(cards: [Card, Card, Card]): Verdict {
  const set = isSet(...cards);
  const points = cards.map(pointOf);
  const broken = set ? [] : FEATURES.flatMap((feature, i) => {
    const values = points.map((point) => point[i]) as [number, number, number];
    return new Set(values).size === 2 ? [{ feature, values }] : [];
  });
  return { result: set ? "set" : "not-set", cards, broken };
}

/**
 * One game of practice. A deck shuffled from a seed, 12 cards dealt. Three cards that form a SET are taken: while
 * fewer than 12 cards would lie on the table and the deck has cards, new cards take their places, else the table
 * closes up. "No SET?" deals 3 more (never past 21: 21 cards always hold a SET) and says whether a SET was there.
 * The game ends when the deck is empty and no SET remains, the rules' end (lib/game/engine.ts).
 *
 * @example A game played to its end by taking the SET the hint finds, saying "No SET?" when there is none
 * ```ts
 * import { PracticeGame } from "./practice.ts";
 * import { findSet } from "../core/table.ts";
 * import { ok } from "node:assert/strict";
 * const game = new PracticeGame("42");
 * while (!game.over) {
 *   const set = findSet(game.table);
 *   if (set) game.take([...set.pair, set.third]);
 *   else game.noSet();
 * }
 * ok(game.found.length >= 20 && game.deck.length === 0);
 * ```
 */
export class PracticeGame {
  /** The cards not dealt yet, next first. */
  readonly deck: Card[];
  /** The cards on the table, in their places. */
  readonly table: Card[];
  /** The SETs taken, in order. */
  readonly found: [Card, Card, Card][] = [];
  /** The deck is empty and the table holds no SET. */
  over = false;

  /**
   * Shuffles the deck with the stream `"SEED"/practice` (d3's shuffle, seedrandom's xorwow) and deals 12.
   *
   * @param seed Any string: the same seed deals the same game.
   */
  constructor(readonly seed: string) {
    this.deck = shuffler(uniformStream(seed, "practice"))([...DECK]);
    this.table = this.deck.splice(0, 12);
    this.over = this.#ended();
  }

  /**
   * Takes three cards of the table if they form a SET, refilling as the rules say. Cost: a scan of the table.
   *
   * @returns The verdict; the table changes only for a SET.
   * @throws {RangeError} when a card is not on the table, or the game is over.
   */
  take(cards: [Card, Card, Card]): Verdict {
    if (this.over) throw new RangeError("the game is over");
    for (const card of cards) {
      if (!this.table.includes(card)) throw new RangeError(`card ${card} is not on the table`);
    }
    const verdict = judge(cards);
    if (verdict.result === "set") {
      this.found.push(cards);
      const places = cards.map((card) => this.table.indexOf(card)).sort((a, b) => a - b);
      if (this.table.length <= 12 && this.deck.length > 0) {
        for (const place of places) this.table[place] = this.deck.shift()!;
      } else {
        for (const place of places.reverse()) this.table.splice(place, 1);
      }
      this.over = this.#ended();
    }
    return verdict;
  }

  /**
   * The player says the table holds no SET: 3 more cards are dealt (none when the deck is empty or the table has
   * 21), and the answer says whether a SET was there. Cost: a scan of the table.
   *
   * @throws {RangeError} when the game is over.
   */
  noSet(): { wasSet: boolean; dealt: number } {
    if (this.over) throw new RangeError("the game is over");
    const wasSet = hasSet(this.table);
    const dealt = this.deck.length > 0 && this.table.length < MAX_TABLE ? 3 : 0;
    this.table.push(...this.deck.splice(0, dealt));
    this.over = this.#ended();
    return { wasSet, dealt };
  }

  /** A SET on the table, as a pair and the card completing it (the hint shows its cards one at a time). */
  hint(): Hint | undefined {
    return findSet(this.table);
  }

  #ended(): boolean {
    return this.deck.length === 0 && !hasSet(this.table);
  }
}

// The tables holding exactly one SET, by size: what a puzzle of that kind is dealt by.
const EXACTLY_ONE = exactlyOneSetCounts();

/**
 * The share of "Is there a SET?" puzzles (the kind `"none"` of the pages) that hold a SET: half, so that the
 * question does not give the answer away.
 */
export const WITH_SET_SHARE = 0.5;

/**
 * Puzzles of each kind, one after another, from a seed. "At least one SET" and "exactly one SET" are the kinds
 * `deno task puzzle --seed SEED --kind KIND` deals: the first is the command's (the stream `"SEED"/puzzle/KIND/12`),
 * the next ones follow on the same stream. "Is there a SET?" (the kind `"none"`) holds a SET in
 * {@link WITH_SET_SHARE} of its tables, chosen with the stream `"SEED"/puzzle/is-there-a-set/12`, which deals those
 * tables too (uniform among the tables with a SET); its tables without a SET are the ones `deno task puzzle --kind
 * none` deals, in order.
 *
 * @example
 * ```ts
 * import { PracticePuzzles } from "./practice.ts";
 * import { equal, ok } from "node:assert/strict";
 * const puzzles = new PracticePuzzles("42");
 * equal(puzzles.next("one").sets.length, 1);
 * const answers = Array.from({ length: 20 }, () => puzzles.next("none").sets.length > 0);
 * ok(answers.includes(true) && answers.includes(false));
 * ```
 */
export class PracticePuzzles {
  readonly #streams = new Map<string, () => number>();

  /** @param seed Any string: the same seed deals the same puzzles. */
  constructor(readonly seed: string, readonly cards = 12) {}

  /**
   * The next puzzle of a kind. Cost: about 1 / P(kind) tables dealt (31 for no SET on 12 cards).
   *
   * @returns The puzzle; for the kind `"none"` its `kind` says whether it holds a SET (`"some"`) or not.
   */
  next(kind: PuzzleKind): Puzzle {
    const deal = (kind: PuzzleKind, stream: string) =>
      dealPuzzle({ cards: this.cards, kind, random: this.#stream(stream), exactlyOne: EXACTLY_ONE });
    if (kind === "none" && this.#stream("is-there-a-set")() < WITH_SET_SHARE) return deal("some", "is-there-a-set");
    return deal(kind, kind);
  }

  #stream(name: string): () => number {
    let random = this.#streams.get(name);
    if (!random) this.#streams.set(name, random = uniformStream(this.seed, "puzzle", name, this.cards));
    return random;
  }
}
