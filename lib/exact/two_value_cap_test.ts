import { deepEqual, equal } from "node:assert/strict";
import { twoValueCap } from "./two_value_cap.ts";
import { deckOf, FEATURE_COUNTS, pointOf } from "../core/card.ts";
import { hasSet } from "../core/table.ts";

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
