import { deepEqual, equal, ok, throws } from "node:assert/strict";
import {
  cardCode,
  cardLabel,
  cardName,
  checkCard,
  checkCards,
  checkFeatures,
  DECK,
  deckOf,
  FEATURE_COUNTS,
  FEATURES,
  featuresOf,
  GAME_FEATURE_COUNTS,
  parseCard,
  parseVectorCode,
  pointOf,
  VALUES,
  vectorCode,
} from "./card.ts";

Deno.test("checkCard() rejects non-integers, negatives and ids above 80, naming the value", () => {
  for (const [bad, shown] of [[-1, "-1"], [81, "81"], [1.5, "1.5"], [NaN, "NaN"], ["3", '"3"'], [null, "null"]]) {
    throws(() => checkCard(bad), new RegExp(`^RangeError: card id ${shown} is not an integer in 0\\.\\.80$`));
  }
});

Deno.test("checkCard() with 3 features accepts the 27 solid cards only", () => {
  for (const card of deckOf(3).cards) equal(checkCard(card, { features: 3 }), card);
  throws(() => checkCard(27, { features: 3 }), /card id 27 is not an integer in 0\.\.26/);
  ok(deckOf(3).cards.every((card) => featuresOf(card).shading === "solid"));
  throws(() => deckOf(7 as never), /features 7 is not one of 2, 3, 4, 5, 6/);
});

Deno.test("deckOf() gives the decks of 2 to 6 features, 3^d cards each, the ids 0..3^d − 1", () => {
  deepEqual(FEATURE_COUNTS.map((d) => deckOf(d).size), [9, 27, 81, 243, 729]);
  deepEqual(FEATURE_COUNTS.map((d) => deckOf(d).largestSetFree), [4, 9, 20, 45, 112]);
  for (const d of FEATURE_COUNTS) deepEqual(deckOf(d).cards, Array.from({ length: 3 ** d }, (_, i) => i));
  equal(deckOf().name, "the full deck");
  equal(deckOf(6).name, "the deck of 6 features (729 cards)");
  throws(() => checkFeatures(1), /^RangeError: features 1 is not one of 2, 3, 4, 5, 6$/);
  throws(() => checkFeatures(6, GAME_FEATURE_COUNTS), /^RangeError: features 6 is not one of 3, 4$/);
  throws(() => checkCard(729, { features: 6 }), /card id 729 is not an integer in 0\.\.728/);
  checkCards([728, 0, 400], { features: 6 });
  throws(() => checkCards([728, 0, 728], { features: 6 }), /card 728 appears twice on the table/);
});

Deno.test("pointOf(), vectorCode() and parseVectorCode() agree on every card of every deck, feature 0 first", () => {
  for (const d of FEATURE_COUNTS) {
    const codes = new Set<string>();
    for (const card of deckOf(d).cards) {
      const point = pointOf(card, { features: d });
      equal(point.length, d);
      const code = vectorCode(card, { features: d });
      equal(code, point.join(""));
      equal(parseVectorCode(code), card);
      codes.add(code);
    }
    equal(codes.size, 3 ** d);
  }
  deepEqual(pointOf(79, { features: 4 }), pointOf(79));
  equal(vectorCode(1, { features: 3 }), "100"); // colour green: feature 0 first
});

Deno.test("parseVectorCode() rejects anything but 2 to 6 digits 0..2, naming it", () => {
  for (const bad of ["", "0", "0123", "0000000", "01 2", "1e2", "x01"]) {
    throws(() => parseVectorCode(bad), new RegExp(`^SyntaxError: malformed vector code ${JSON.stringify(bad)}`));
  }
});

Deno.test("cardLabel() writes the decks SET is played with in card codes, the others in vectors", () => {
  for (const d of GAME_FEATURE_COUNTS) {
    for (const card of deckOf(d).cards) equal(cardLabel(card, { features: d }), cardCode(card));
  }
  equal(cardLabel(0, { features: 2 }), "00");
  equal(cardLabel(728, { features: 6 }), "222222");
  throws(() => cardLabel(243, { features: 5 }), /card id 243 is not an integer in 0\.\.242/);
});

Deno.test("checkCards() rejects a card twice, an id out of range, and a Set or string instead of an array", () => {
  throws(() => checkCards([1, 2, 1]), /card 1 appears twice on the table/);
  throws(() => checkCards([1, 99]), /card id 99 is not an integer in 0\.\.80/);
  throws(() => checkCards(new Set([0, 1, 2]) as never), /^TypeError: table a Set of 3 is not an array$/);
  throws(() => checkCards("012" as never), /table "012" is not an array/);
  checkCards(new Uint8Array([0, 1, 2]));
});

Deno.test("ids put the features in the article's order: colour, shape, number, shading", () => {
  deepEqual(FEATURES, ["colour", "shape", "number", "shading"]);
  deepEqual(featuresOf(1), { colour: "green", shape: "diamond", number: 1, shading: "solid" });
  deepEqual(featuresOf(3), { colour: "red", shape: "oval", number: 1, shading: "solid" });
  deepEqual(featuresOf(9), { colour: "red", shape: "diamond", number: 2, shading: "solid" });
  deepEqual(featuresOf(27), { colour: "red", shape: "diamond", number: 1, shading: "striped" });
});

Deno.test("featuresOf() gives every combination of values once, each value by its coordinate", () => {
  const seen = new Set<string>();
  for (const card of DECK) {
    const features = featuresOf(card);
    deepEqual(FEATURES.map((f) => (VALUES[f] as readonly unknown[]).indexOf(features[f])), pointOf(card));
    seen.add(FEATURES.map((f) => features[f]).join());
  }
  equal(seen.size, 3 ** 4);
});

Deno.test("cardName() uses the plural only for two and three symbols", () => {
  equal(
    cardName(parseCard("PS1E")),
    "one purple open squiggle",
  );
  equal(
    cardName(parseCard("GD3F")),
    "three green solid diamonds",
  );
  equal(new Set(DECK.map(cardName)).size, 81);
});

Deno.test("parseCard() reads back every code, ignoring case, surrounding spaces and the order of the symbols", () => {
  for (const card of DECK) {
    equal(parseCard(cardCode(card)), card);
    equal(parseCard(` ${cardCode(card).toLowerCase()} `), card);
    equal(parseCard([...cardCode(card)].reverse().join("")), card);
  }
});

Deno.test("card codes use one symbol per value, none shared between features, in coordinate order", () => {
  const symbols = new Set(DECK.flatMap((card) => [...cardCode(card)].map((symbol, i) => `${i}${symbol}`)));
  equal(symbols.size, 12);
  equal(new Set([...symbols].map((s) => s[1])).size, 12);
  equal(cardCode(2 + 3 * 2 + 9 * 2 + 27), "PS3T"); // purple, squiggle, three, striped
});

Deno.test("parseCard() rejects malformed codes, naming them", () => {
  for (const bad of ["", "RO2", "RO2TX", "RO4T", "XO2T", "RX2T", "RO2X", "RR2T", "RO12", "two red"]) {
    throws(() => parseCard(bad), new RegExp(`malformed card code ${JSON.stringify(bad)}`));
  }
});

Deno.test("VALUES lists three values for each of the four features", () => {
  deepEqual(FEATURES.map((f) => VALUES[f].length), [3, 3, 3, 3]);
});
