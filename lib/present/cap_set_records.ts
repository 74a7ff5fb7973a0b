/**
 * The cap set problem's numbers (data/references.ts, `capSets`) as the rows of a table.
 *
 * @module
 */
import { CAP_SET_REFERENCES, type CapSetReferences } from "../data/references.ts";

/** One number of the cap set problem: the features ("large d" for a growth rate), what is known, its sources' ids. */
export interface CapSetRecordRow {
  features: string;
  known: string;
  source: string;
}

/**
 * Every number of `capSets` (default data/references.ts's): the largest caps proved, the best known where unproved,
 * then the growth rates, each with its sources' ids.
 *
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
export function capSetRecordRows({ largest, open, growth }: CapSetReferences = CAP_SET_REFERENCES): CapSetRecordRow[] {
  return [
    ...largest.map((r) => ({ features: String(r.features), known: `${r.size} cards (the largest)`, source: r.source })),
    ...open.map((r) => ({
      features: String(r.features),
      known: `${r.bestKnown} cards found` + (r.noCapOf === undefined ? "" : `; none of ${r.noCapOf}`),
      source: [r.bestKnownSource, r.noCapOfSource].filter(Boolean).join(", "),
    })),
    ...growth.map((r) => ({ features: "large d", known: r.statement, source: r.source })),
  ];
}
