/**
 * The cap set problem's numbers (data/references.ts, `capSets`) as a table a notebook shows:
 * one row per number, what it says and who proved or found it.
 *
 * @module
 */
import { CAP_SET_REFERENCES, type CapSetReferences, shortCitation } from "../data/references.ts";

/** One number of the cap set problem, with its source. */
export interface CapSetRecordRow {
  /** The number of features, or "large d" for a growth rate. */
  features: string;
  /** What is known, e.g. "112 cards (the largest)", "236 cards found; none of 289", or a growth rate's statement. */
  known: string;
  /** Who showed it ({@link shortCitation}), several joined by "; ". */
  source: string;
  /** Where exactly in the source. */
  where: string;
}

/**
 * Every number of `capSets`: the largest SET-free table for each number of features where it is
 * proved, the best known (and a size proved impossible) where it is not, and the growth rates,
 * each with its source. Cost: O(rows).
 *
 * @param references Default: data/references.ts's `capSets`.
 * @example
 * ```ts
 * import { capSetRecordRows } from "./cap_set_records.ts";
 * import { equal } from "node:assert/strict";
 * const rows = capSetRecordRows();
 * equal(rows[5].known, "112 cards (the largest)");
 * equal(rows[6].known, "236 cards found; none of 289");
 * equal(rows.at(-1)!.known, "for every large d some cap of $(\\mathbb{Z}_3)^d$ has at least $2.218^d$ cards");
 * ```
 */
export function capSetRecordRows(references: CapSetReferences = CAP_SET_REFERENCES): CapSetRecordRow[] {
  const cite = (id: string) => shortCitation(references.sources[id]);
  return [
    ...references.largest.map((r) => ({
      features: String(r.features),
      known: `${r.size} cards (the largest)`,
      source: cite(r.source),
      where: r.where,
    })),
    ...references.open.map((r) => ({
      features: String(r.features),
      known: `${r.bestKnown} cards found` + (r.noCapOf === undefined ? "" : `; none of ${r.noCapOf}`),
      source: [r.bestKnownSource, ...(r.noCapOfSource ? [r.noCapOfSource] : [])].map(cite).join("; "),
      where: r.where,
    })),
    ...references.growth.map((r) => ({
      features: "large d",
      known: r.statement,
      source: cite(r.source),
      where: r.where,
    })),
  ];
}
