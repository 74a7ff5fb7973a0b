import { checkDeckSize, checkTableSize, deckSizeOf, featuresOfDeck } from "./_deck.ts";
import { equal, throws } from "node:assert/strict";

Deno.test("checkDeckSize() works as its doc says", () => {
  equal(checkDeckSize(27), 27);
  throws(() => checkDeckSize(64), /deck size 64 is not one of 9, 27, 81, 243, 729/);
});

Deno.test("deckSizeOf() works as its doc says", () => {
  equal(deckSizeOf(6), 729);
  equal(featuresOfDeck(243), 5);
});

Deno.test("checkTableSize() works as its doc says", () => {
  checkTableSize(27, 27);
  throws(() => checkTableSize(28, 27), /table size 28 is not an integer in 3\.\.27/);
});
