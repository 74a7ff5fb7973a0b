import { deepEqual, equal, throws } from "node:assert/strict";
import { shuffler } from "d3-array";
import seedrandom from "seedrandom";
import { type Card, DECK } from "./card.ts";
import { isSet } from "./rule.ts";
import { checkTable, findSet, hasSet, hasSetByTriples, setsOnTable } from "./table.ts";

function randomTable(n: number, random: () => number): Card[] {
  return shuffler(random)([...DECK]).slice(0, n);
}

function setsByBruteForce(cards: Card[]): number[][] {
  const sorted = [...cards].sort((a, b) => a - b);
  const sets: number[][] = [];
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length; j++) {
      for (let k = j + 1; k < sorted.length; k++) {
        if (isSet(sorted[i], sorted[j], sorted[k])) sets.push([sorted[i], sorted[j], sorted[k]]);
      }
    }
  }
  return sets;
}

Deno.test("setsOnTable(), hasSet() and hasSetByTriples() agree with brute force on 2,000 random tables of 3 to 21 cards", () => {
  const random = seedrandom("table-test");
  for (let t = 0; t < 2000; t++) {
    const table = randomTable(3 + (t % 19), random);
    const expected = setsByBruteForce(table);
    deepEqual(setsOnTable(table), expected);
    equal(hasSet(table), expected.length > 0);
    equal(hasSetByTriples(table), expected.length > 0);
  }
});

Deno.test("findSet() returns a pair from the table and the card on the table that completes it", () => {
  const random = seedrandom("hint-test");
  for (let t = 0; t < 500; t++) {
    const table = randomTable(12, random);
    const hint = findSet(table);
    if (!hint) continue;
    const [a, b] = hint.pair;
    equal(table.includes(a) && table.includes(b) && table.includes(hint.third), true);
    equal(isSet(a, b, hint.third), true);
  }
});

Deno.test("findSet() returns undefined on tables without a SET, including empty and tiny ones", () => {
  equal(findSet([]), undefined);
  equal(findSet([5]), undefined);
  equal(findSet([5, 6]), undefined);
  equal(findSet([0, 1, 3, 4]), undefined); // a square of AG(2,3): no three on a line
});

Deno.test("checkTable() rejects duplicates and bad ids, naming them, in every table function", () => {
  for (const f of [checkTable, findSet, hasSet, setsOnTable, hasSetByTriples]) {
    throws(() => f([1, 2, 1]), /card 1 appears twice on the table/);
    throws(() => f([1, 90]), /card id 90 is out of range 0\.\.80/);
  }
});
