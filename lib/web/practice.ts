/**
 * Practice as `play/*.html` plays it, with no DOM (browser/practice.ts draws it): a game of SET by the real rules,
 * and puzzles of three kinds (find a SET, find the only SET, is there a SET at all).
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
  /** Each feature with two values alike and one different, and the three values. */
  broken: { feature: Feature; values: [number, number, number] }[];
}

/**
 * Judges three different cards: a SET, or not and the features that are neither all the same nor all different.
 *
 * @throws {RangeError} naming a card id out of range or a card given twice.
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
 * One game of practice: 12 cards dealt from a deck shuffled by a seed; a SET taken is replaced from the deck while
 * the table has 12 cards or fewer (else the table closes up), "No SET?" deals 3 more (up to 21), and the game ends
 * when the deck is empty and no SET remains.
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

  /** Shuffles the deck with the stream `"SEED"/practice` and deals 12: the same seed, the same game. */
  constructor(readonly seed: string) {
    this.deck = shuffler(uniformStream(seed, "practice"))([...DECK]);
    this.table = this.deck.splice(0, 12);
    this.over = this.#ended();
  }

  /**
   * Takes three cards of the table if they form a SET (else the table stays); returns the verdict. Cost: a table scan.
   * @throws {RangeError} when a card is not on the table, or the game is over.
   */
  take(cards: [Card, Card, Card]): Verdict {
    if (this.over) throw new RangeError("the game is over");
    for (const card of cards) if (!this.table.includes(card)) throw new RangeError(`card ${card} is not on the table`);
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
   * "No SET?": 3 more cards dealt (none from an empty deck or onto 21), and whether a SET was there.
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

  /** A SET on the table, as a pair and the card completing it. */
  hint(): Hint | undefined {
    return findSet(this.table);
  }

  #ended(): boolean {
    return this.deck.length === 0 && !hasSet(this.table);
  }
}

const EXACTLY_ONE = exactlyOneSetCounts();

/** The share of "Is there a SET?" puzzles (kind `"none"`) that hold a SET: half, so the question gives nothing away. */
export const WITH_SET_SHARE = 0.5;

/**
 * Puzzles of each kind from a seed, each kind on its own stream, so the first is the one `deno task puzzle --seed
 * SEED --kind KIND` deals. "Is there a SET?" (`"none"`) holds a SET in {@link WITH_SET_SHARE} of its tables, dealt
 * on the stream `is-there-a-set`; its tables without a SET are the command's for `--kind none`, in order.
 */
export class PracticePuzzles {
  readonly #streams = new Map<string, () => number>();

  /** @param seed Any string: the same seed deals the same puzzles. */
  constructor(readonly seed: string, readonly cards = 12) {}

  /** The next puzzle of a kind; for `"none"`, its `kind` says whether it holds a SET. Cost: ~1 / P(kind) deals. */
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
