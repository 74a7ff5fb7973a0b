import { deepEqual, equal } from "node:assert/strict";
import { capSetRecordRows } from "./cap_set_records.ts";
import { CAP_SET_REFERENCES } from "../data/references.ts";

Deno.test("capSetRecordRows() gives every number of capSets one row, with the ids of its sources", () => {
  const rows = capSetRecordRows();
  const { largest, open, growth, sources } = CAP_SET_REFERENCES;
  equal(rows.length, largest.length + open.length + growth.length);
  deepEqual(rows.slice(0, largest.length).map((r) => r.known), largest.map((r) => `${r.size} cards (the largest)`));
  equal(rows[largest.length].source, `${open[0].bestKnownSource}, ${open[0].noCapOfSource}`);
  equal(rows[largest.length + 1].source, open[1].bestKnownSource);
  deepEqual(rows.flatMap((r) => r.source.split(", ")).filter((id) => !sources[id]), []);
  deepEqual(rows.slice(-growth.length).map((r) => r.features), growth.map(() => "large d"));
});
