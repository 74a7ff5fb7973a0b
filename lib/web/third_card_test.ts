import { deepEqual, equal } from "node:assert/strict";
import { cardCode, DECK, parseCard, pointOf } from "../core/card.ts";
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

Deno.test("thirdCardSum() names each feature's step: red + green needs purple", () => {
  const { third, steps } = thirdCardSum(parseCard("RD1F"), parseCard("GO2T"));
  equal(cardCode(third), "PS3E");
  deepEqual(steps[0], { feature: "colour", first: 0, second: 1, sum: 1, third: 2 });
});
