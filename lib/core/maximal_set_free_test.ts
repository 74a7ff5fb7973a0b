import { equal, throws } from "node:assert/strict";
import { shuffler } from "d3-array";
import seedrandom from "seedrandom";
import { type Card, DECK, deckOf } from "./card.ts";
import { hasSet } from "./table.ts";
import { isMaximalSetFree } from "./maximal_set_free.ts";
import { capClasses } from "../exact/classes.ts";

/** The definition, by brute force: no SET, and every other card of the deck would make one. */
function maximalByDefinition(cards: readonly Card[], deck: readonly Card[] = DECK): boolean {
  return !hasSet(cards) && deck.every((card) => cards.includes(card) || hasSet([...cards, card]));
}

/** Keeps each card of a shuffled deck that makes no SET with those kept: a maximal SET-free table. */
function greedyTable(random: () => number): Card[] {
  const kept: Card[] = [];
  for (const card of shuffler(random)([...DECK])) if (!hasSet([...kept, card])) kept.push(card);
  return kept;
}

Deno.test("isMaximalSetFree() agrees with the definition on greedy tables, with a card removed, and on their prefixes", () => {
  const random = seedrandom.alea("maximal");
  for (let t = 0; t < 100; t++) {
    const table = greedyTable(random);
    equal(isMaximalSetFree(table), true, `table ${table}`);
    equal(maximalByDefinition(table), true);
    const fewer = table.slice(1);
    equal(isMaximalSetFree(fewer), false, "the card removed could join again");
    const prefix = table.slice(0, 3 + Math.floor(random() * (table.length - 3)));
    equal(isMaximalSetFree(prefix), maximalByDefinition(prefix), `prefix ${prefix}`);
  }
});

Deno.test("isMaximalSetFree() agrees with the definition on every class of SET-free tables of the small deck", async () => {
  const small = deckOf(3).cards;
  for (const classes of (await capClasses(3)).bySize) {
    for (const { points } of classes) {
      equal(isMaximalSetFree(points, { features: 3 }), maximalByDefinition(points, small), `class ${points}`);
    }
  }
});

Deno.test("isMaximalSetFree() finds no table of solid cards maximal in the full deck: two solid cards need a solid third", async () => {
  const [largest] = (await capClasses(3)).bySize[9];
  equal(isMaximalSetFree(largest.points, { features: 3 }), true);
  equal(isMaximalSetFree(largest.points), false);
});

Deno.test("isMaximalSetFree() is false for a table holding a SET, and rejects bad ids and repeated cards", () => {
  equal(isMaximalSetFree([0, 1, 2]), false);
  throws(() => isMaximalSetFree([0, 81]), /card id 81 is not an integer in 0\.\.80/);
  throws(() => isMaximalSetFree([30], { features: 3 }), /card id 30 is not an integer in 0\.\.26/);
  throws(() => isMaximalSetFree([4, 4]), /card 4 appears twice on the table/);
});
