import { deepEqual, equal, ok, throws } from "node:assert/strict";
import { findSetFreeTable, twoValueCap } from "./set_free_table.ts";
import { checkTable, hasSet, hasSetByTriples } from "../core/table.ts";
import { deckOf, FEATURE_COUNTS, pointOf } from "../core/card.ts";

Deno.test("findSetFreeTable() finds n distinct cards holding no SET for every n = 0..20", () => {
  for (let n = 0; n <= 20; n++) {
    const table = findSetFreeTable(n);
    ok(table !== undefined, `n = ${n}`);
    equal(table.length, n);
    checkTable(table);
    equal(hasSetByTriples(table), false, `n = ${n}`);
  }
});

Deno.test("findSetFreeTable() finds none of 21 cards or more", () => {
  for (const n of [21, 22, 40, 81]) equal(findSetFreeTable(n), undefined, `n = ${n}`);
});

Deno.test("findSetFreeTable() throws a RangeError naming n when n is not an integer in 0..81", () => {
  for (const n of [-1, 82, 2.5]) throws(() => findSetFreeTable(n), new RegExp(`n = ${n} is not an integer`));
});

Deno.test("twoValueCap() is the 2^d cards with features in {0, 1}, SET-free, for every deck of 2 to 6 features", () => {
  for (const features of FEATURE_COUNTS) {
    const cap = twoValueCap(features);
    equal(cap.length, 2 ** features);
    equal(cap.every((card) => pointOf(card, { features }).every((x) => x < 2)), true);
    equal(hasSet(cap, { features }), false);
  }
  deepEqual(twoValueCap(2), [0, 1, 3, 4]);
});

Deno.test("twoValueCap() is maximal: every other card completes a SET with two of its cards", () => {
  for (const features of FEATURE_COUNTS) {
    const cap = twoValueCap(features);
    const inCap = new Set(cap);
    for (const card of deckOf(features).cards) {
      if (!inCap.has(card)) equal(hasSet([...cap, card], { features }), true, `d = ${features}, card ${card}`);
    }
  }
});
