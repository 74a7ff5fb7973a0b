/**
 * Speed of the core checks and searches: the SET test, the third card, and the table searches on
 * 12 cards. Their checks (ids in range, no card twice) are part of what is timed, since every
 * caller pays for them; notebook 2 times the same functions (lib/timing/search.ts).
 */
import { isSet, setsByPairs, setsByTriples, thirdCard } from "./rule.ts";
import { findSet, hasSet, hasSetByTriples, setsOnTable } from "./table.ts";

// Twelve cards without a SET (three squares of AG(2,3) without a line): every search looks at every candidate.
const SET_FREE_12 = [0, 1, 3, 4, 9, 10, 12, 13, 36, 37, 39, 40];

let sink = 0;

Deno.bench({
  name: "isSet: 1,000 triples",
  group: "rule",
  fn() {
    for (let i = 0; i < 1000; i++) sink += isSet(i % 79, (i % 79) + 1, (i % 79) + 2) ? 1 : 0;
  },
});
Deno.bench({
  name: "thirdCard: 1,000 pairs",
  group: "rule",
  fn() {
    for (let i = 0; i < 1000; i++) sink += thirdCard(i % 80, (i % 80) + 1);
  },
});
Deno.bench({
  name: "setsByTriples: all 85,320 triples of the deck",
  group: "deck",
  fn() {
    sink += setsByTriples().length;
  },
});
Deno.bench({
  name: "setsByPairs: all 3,240 pairs of the deck",
  group: "deck",
  fn() {
    sink += setsByPairs().length;
  },
});
Deno.bench({
  name: "hasSet: 1,000 SET-free tables of 12",
  group: "table",
  fn() {
    for (let i = 0; i < 1000; i++) sink += hasSet(SET_FREE_12) ? 1 : 0;
  },
});
Deno.bench({
  name: "findSet: 1,000 SET-free tables of 12",
  group: "table",
  fn() {
    for (let i = 0; i < 1000; i++) sink += findSet(SET_FREE_12) ? 1 : 0;
  },
});
Deno.bench({
  name: "setsOnTable: 1,000 SET-free tables of 12",
  group: "table",
  fn() {
    for (let i = 0; i < 1000; i++) sink += setsOnTable(SET_FREE_12).length;
  },
});
Deno.bench({
  name: "hasSetByTriples: 1,000 SET-free tables of 12",
  group: "table",
  fn() {
    for (let i = 0; i < 1000; i++) sink += hasSetByTriples(SET_FREE_12) ? 1 : 0;
  },
});

globalThis.addEventListener("unload", () => {
  if (sink < 0) console.log(sink);
});
