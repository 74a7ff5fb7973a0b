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
}
