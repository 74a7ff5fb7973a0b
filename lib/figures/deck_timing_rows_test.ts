import { deepEqual, equal } from "node:assert/strict";
import { deckTimingRows } from "./deck_timing_rows.ts";
import { TIMING_REFERENCES } from "../data/references.ts";

Deno.test("deckTimingRows() puts the article's published times, as data/references.ts gives them, beside ours", () => {
  const published = TIMING_REFERENCES;
  const ours = [
    { method: "triples" as const, median: 9.8, q1: 9.1, q3: 10.2 },
    { method: "pairs" as const, median: 0.5, q1: 0.45, q3: 0.55 },
  ];
  const rows = deckTimingRows(ours);
  deepEqual(
    rows.filter((r) => r.source === "article"),
    published.map((r) => ({ method: r.method, source: "article", median: r.milliseconds })),
  );
  deepEqual(rows.filter((r) => r.source === "ours"), ours.map((r) => ({ ...r, source: "ours" })));
  equal(
    rows.filter((r) => r.source === "article" && r.q1 !== undefined).length,
    0,
    "a single published run has no quartiles",
  );
});
