import { deepEqual, equal, ok } from "node:assert/strict";
import { CAP_SET_REFERENCES } from "./references.ts";
import { deckOf, FEATURE_COUNTS } from "../core/card.ts";

Deno.test("every cap set number names a known source, and every source says where exactly it is stated", () => {
  const { sources, largest, open, growth } = CAP_SET_REFERENCES;
  for (const [id, source] of Object.entries(sources)) {
    ok(source.url && source.author && source.title, id);
    ok(source.where.length > 20, `${id} says where`);
    ok(source.year || id === "oeis-a090245", `${id} has a year`);
  }
  const ids = [
    ...largest.map((r) => r.source),
    ...open.flatMap((r) => [r.bestKnownSource, r.noCapOfSource].filter((id) => id !== undefined)),
    ...growth.map((r) => r.source),
  ];
  for (const id of ids) ok(sources[id!], `source ${id}`);
  for (const record of [...largest, ...open, ...growth]) ok(record.where.length > 5);
});

Deno.test("the published largest caps are the issue's 2, 4, 9, 20, 45, 112 and the decks' largestSetFree", () => {
  deepEqual(CAP_SET_REFERENCES.largest.map((r) => [r.features, r.size]), [[1, 2], [2, 4], [3, 9], [4, 20], [5, 45], [
    6,
    112,
  ]]);
  for (const features of FEATURE_COUNTS) {
    equal(CAP_SET_REFERENCES.largest.find((r) => r.features === features)!.size, deckOf(features).largestSetFree);
  }
  deepEqual(
    CAP_SET_REFERENCES.open.map((r) => [r.features, r.bestKnown, r.noCapOf]),
    [[7, 236, 289], [8, 512, undefined]],
  );
  deepEqual(CAP_SET_REFERENCES.growth.map((r) => [r.bound, r.base]), [["upper", 2.756], ["lower", 2.218]]);
});
