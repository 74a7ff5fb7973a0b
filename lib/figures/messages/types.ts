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

/** What the alt text of `deckCurvesChart` states of one deck's curve. */
export interface DeckCurveSummary {
  features: number;
  /** 3^features. */
  cards: number;
  /** The first and the last point drawn with P > 0. */
  first: { n: number; p: number };
  last: { n: number; p: number };
  /** The first n with P exactly 0 (one card more than the largest SET-free table). */
  zero: number;
  /** Sizes where plain sampling saw no SET-free table and importance sampling did not run: only an upper bound. */
  unseen: number[];
  /** The 50% point, interpolated, when the curve crosses it between two sizes drawn. */
  half?: number;
}

/** What the messages of `capSizesChart` state of one deck's random maximal tables. */
export interface CapSizeFacts {
  features: number;
  runs: number;
  mean: number;
  min: number;
  max: number;
  /** The largest SET-free table of the deck. */
  largest: number;
}

/** The numbers the caption of `capSizesChart` states, from data/references.ts. */
export interface CapCaptionFacts {
  /** The growth rates' bases: some table at least lower^d, the largest o(upper^d), for large d. */
  lower: number;
  upper: number;
  /** Up to how many features the largest is proved. */
  proved: number;
  /** The feature counts where it is not: the best found, and a size proved impossible when there is one. */
  open: readonly { features: number; bestKnown: number; noCapOf?: number }[];
  /** lower^d at the last deck drawn, beside that deck's largest table. */
  lowerAt: { features: number; value: number; largest: number };
}
