import { deepEqual, equal, throws } from "node:assert/strict";
import seedrandom from "seedrandom";
import { type Card, DECK, deckOf, type FeatureCount } from "./card.ts";
import { deal, words } from "../common/random.ts";
import { isSet } from "./rule.ts";
import { checkTable, findSet, hasSet, hasSetByTriples, scanTable, setsOnTable } from "./table.ts";

function randomTable(n: number, random: () => number): Card[] {
  return Array.from(deal(Uint8Array.from(DECK), n, words(random)).subarray(0, n));
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
    throws(() => f([1, 90]), /card id 90 is not an integer in 0\.\.80/);
    throws(() => f(new Set([0, 1, 2]) as never), /table a Set of 3 is not an array/);
  }
});

Deno.test("a table rejected half-way leaves no card marked for the next search", () => {
  // The third card of 1 and 2 is 0: were 0 still marked at place 4 by the rejected table, [1, 2, 6, 7] would hold a SET.
  for (const bad of [[3, 4, 5, 0, 90], [3, 4, 5, 0, 3], [3, 4, 5, 0, 1.5]]) {
    throws(() => hasSet(bad), RangeError);
    equal(hasSet([1, 2, 6, 7]), false);
    equal(findSet([1, 2, 6, 7]), undefined);
  }
});

Deno.test("findSet() gives the SET of the first pair, in table order, whose third card is on the table", () => {
  const random = seedrandom("first-pair");
  for (let t = 0; t < 300; t++) {
    const table = randomTable(15, random);
    let expected: [number, number, number] | undefined;
    search: for (let i = 0; i < table.length; i++) {
      for (let j = i + 1; j < table.length; j++) {
        const k = table.findIndex((card) => card !== table[i] && card !== table[j] && isSet(table[i], table[j], card));
        if (k >= 0) {
          expected = [table[i], table[j], table[k]];
          break search;
        }
      }
    }
    const hint = findSet(table);
    deepEqual(hint && [...hint.pair, hint.third], expected);
  }
});

Deno.test("scanTable() ignores cards marked at places beyond n, and stops at the limit", () => {
  const table = [0, 1, 3, 2, 4, 5]; // 0, 1, 2 is a SET, but 2 lies at place 3
  const slot = new Uint8Array(81);
  table.forEach((card, place) => (slot[card] = place + 1));
  const found = new Uint8Array(3 * 10);
  equal(scanTable(table, 3, slot, found, 10), 0);
  equal(scanTable(table, 6, slot, found, 10), setsOnTable(table).length);
  equal(scanTable(table, 6, slot, found, 1), 1);
});

Deno.test("setsOnTable() and hasSet() agree with brute force on random tables of the decks of 2, 5 and 6 features", () => {
  const random = seedrandom("table-test-d");
  for (const d of [2, 5, 6] as FeatureCount[]) {
    for (let t = 0; t < 200; t++) {
      const n = 3 + (t % Math.min(40, deckOf(d).size - 2));
      const table = Array.from(deal(Uint16Array.from(deckOf(d).cards), n, words(random)).subarray(0, n));
      const sorted = [...table].sort((a, b) => a - b);
      const expected: number[][] = [];
      for (let i = 0; i < n; i++) {
        for (let j = i + 1; j < n; j++) {
          for (let k = j + 1; k < n; k++) {
            if (isSet(sorted[i], sorted[j], sorted[k], { features: d })) {
              expected.push([sorted[i], sorted[j], sorted[k]]);
            }
          }
        }
      }
      deepEqual(setsOnTable(table, { features: d }), expected);
      equal(hasSet(table, { features: d }), expected.length > 0);
      const hint = findSet(table, { features: d });
      equal(hint !== undefined && isSet(...hint.pair, hint.third, { features: d }), expected.length > 0);
    }
  }
  equal(setsOnTable(deckOf(6).cards, { features: 6 }).length, (729 * 728) / 6);
  throws(() => hasSet([0, 243], { features: 5 }), /card id 243 is not an integer in 0\.\.242/);
});
