import { deepEqual, equal, throws } from "node:assert/strict";
import {
  cardCode,
  cardFromFeatures,
  cardName,
  cardOf,
  checkCard,
  DECK,
  FEATURES,
  featuresOf,
  parseCard,
  pointOf,
  VALUES,
} from "./card.ts";

Deno.test("checkCard() rejects non-integers, negatives and ids above 80, naming the value", () => {
  for (const bad of [-1, 81, 1.5, NaN, "3", null]) {
    throws(() => checkCard(bad), new RegExp(`card id ${String(bad)} is out of range 0\\.\\.80`));
  }
});

Deno.test("pointOf() and cardOf() are inverse over the whole deck", () => {
  for (const card of DECK) equal(cardOf(pointOf(card)), card);
  equal(new Set(DECK.map((card) => pointOf(card).join())).size, 81);
});

Deno.test("cardOf() rejects coordinates outside 0..2", () => {
  throws(() => cardOf([0, 3, 0, 0]), /point \[0, 3, 0, 0\] is not four coordinates in 0\.\.2/);
  throws(() => cardOf([0, 0, 0]), /is not four coordinates/);
});

Deno.test("featuresOf() and cardFromFeatures() are inverse, and every combination of values occurs once", () => {
  const seen = new Set<string>();
  for (const card of DECK) {
    const features = featuresOf(card);
    equal(cardFromFeatures(features), card);
    seen.add(FEATURES.map((f) => features[f]).join());
  }
  equal(seen.size, 3 ** 4);
});

Deno.test("cardFromFeatures() names a value that is not one of the feature's three", () => {
  throws(
    () => cardFromFeatures({ colour: "blue", shape: "oval", shading: "open", number: 1 } as never),
    /colour "blue" is not one of red, green, purple/,
  );
});

Deno.test("cardName() uses the plural only for two and three symbols", () => {
  equal(
    cardName(cardFromFeatures({ colour: "purple", shape: "squiggle", shading: "open", number: 1 })),
    "one purple open squiggle",
  );
  equal(
    cardName(cardFromFeatures({ colour: "green", shape: "diamond", shading: "solid", number: 3 })),
    "three green solid diamonds",
  );
  equal(new Set(DECK.map(cardName)).size, 81);
});

Deno.test("parseCard() reads back every code, ignoring case and surrounding spaces", () => {
  for (const card of DECK) {
    equal(parseCard(cardCode(card)), card);
    equal(parseCard(` ${cardCode(card).toLowerCase()} `), card);
  }
});

Deno.test("parseCard() rejects malformed codes, naming them", () => {
  for (const bad of ["", "2RT", "2RTOX", "0RSD", "2XSD", "2RXD", "2RSX", "two red"]) {
    throws(() => parseCard(bad), new RegExp(`malformed card code ${JSON.stringify(bad)}`));
  }
});

Deno.test("VALUES lists three values for each of the four features", () => {
  deepEqual(FEATURES.map((f) => VALUES[f].length), [3, 3, 3, 3]);
});
