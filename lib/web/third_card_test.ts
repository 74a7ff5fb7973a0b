import { deepEqual, equal } from "node:assert/strict";
import { DECK, pointOf } from "../core/card.ts";
import { isSet } from "../core/rule.ts";
import { thirdCardSum } from "./third_card.ts";

Deno.test("thirdCardSum() finds, for each of the 6,480 ordered pairs, the card its feature sums say", () => {
  for (const a of DECK) {
    for (const b of DECK) {
      if (a === b) continue;
      const { third, steps } = thirdCardSum(a, b);
      equal(isSet(a, b, third), true);
      deepEqual(steps.map((step) => step.third), [...pointOf(third)]);
      for (const { first, second, sum, third: value } of steps) {
        equal(sum, (first + second) % 3);
        equal((first + second + value) % 3, 0);
      }
    }
  }
});
