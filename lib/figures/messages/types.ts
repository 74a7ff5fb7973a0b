/**
 * Types shared by the message tables.
 *
 * @module
 */

/** What a message needs of a row of the headline figure (see `NoSetRow`). */
export interface MessageRow {
  n: number;
  kind: string;
  source: string;
  p: number;
  /** The 95% interval, when there is one. */
  lo?: number;
  hi?: number;
}

/** The facts of a largest SET-free table the messages state (see `uniqueLargestFigure`). */
export interface LargestFacts {
  n: number;
  stabilizer: number;
  /** The symmetries of the deck. */
  group: number;
  tables: number;
}

/** The ends of a deck's curve the alt text of `deckComparisonChart` states. */
export interface DeckSummary {
  first: { n: number; p: number };
  /** The largest n with P(no SET) above 0. */
  last?: { n: number; p: number };
  /** The first n with P(no SET) exactly 0. */
  zero?: number;
}

/** The rates the alt text of `gameNoSetChart` states. */
export interface RoundRates {
  /** P(no SET) in the first round (a fresh deal), when the size occurs there. */
  first?: number;
  /** P(no SET) pooled over the later rounds. */
  later: number;
  /** The exact P(no SET) of a fresh deal of that size. */
  exact: number;
  /** The exact P(no SET) of a fresh deal whose first `cards` hold none, when the size follows a table without a SET. */
  given?: { cards: number; p: number };
}
