import { deepEqual, equal, ok } from "node:assert/strict";
import { capSetRecordRows } from "./cap_set_records.ts";
import { CAP_SET_REFERENCES, shortCitation } from "../data/references.ts";

Deno.test("capSetRecordRows() gives every number of capSets one row, with its source's short citation", () => {
  const rows = capSetRecordRows();
  const { largest, open, growth, sources } = CAP_SET_REFERENCES;
  equal(rows.length, largest.length + open.length + growth.length);
  deepEqual(rows.slice(0, largest.length).map((r) => r.known), largest.map((r) => `${r.size} cards (the largest)`));
  equal(
    rows[largest.length].source,
    `${shortCitation(sources[open[0].bestKnownSource])}; ${shortCitation(sources[open[0].noCapOfSource!])}`,
  );
  ok(rows.every((r) => r.source.length > 0 && r.where.length > 0));
  deepEqual(rows.slice(-growth.length).map((r) => r.features), growth.map(() => "large d"));
});
