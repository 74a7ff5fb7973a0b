import { deepEqual, equal, ok, throws } from "node:assert/strict";
import { consistentWithBinomial } from "../stats/distributions.ts";
import seedrandom from "seedrandom";
import { isSet } from "../core/rule.ts";
import { checkTable, setsOnTable } from "../core/table.ts";
import { uniformStream } from "../common/random.ts";
import { capClasses } from "../exact/classes.ts";
import {
  checkPuzzle,
  countRejections,
  dealPuzzle,
  MAX_EXPECTED_TABLES,
  PUZZLE_KINDS,
  type PuzzleKind,
} from "./puzzle.ts";
import { exactlyOneSetCounts } from "../data/exactly_one_counts.ts";

const exactlyOne = exactlyOneSetCounts();

Deno.test("dealPuzzle() deals tables of the kind asked for, with every SET and a hint", () => {
  const random = seedrandom.alea("puzzle");
  for (const kind of PUZZLE_KINDS) {
    for (const cards of [3, 6, 9, 12, 15]) {
      if (kind === "none" && cards === 15) continue;
      for (let i = 0; i < 20; i++) {
        const puzzle = dealPuzzle({ exactlyOne, cards, kind, random });
        checkTable(puzzle.cards);
        equal(puzzle.cards.length, cards);
        deepEqual(puzzle.sets, setsOnTable(puzzle.cards));
        const count = puzzle.sets.length;
        ok(kind === "some" ? count >= 1 : kind === "one" ? count === 1 : count === 0, `${kind} ${cards}: ${count}`);
        if (puzzle.hint) {
          const { pair: [a, b], third } = puzzle.hint;
          ok(isSet(a, b, third) && [a, b, third].every((c) => puzzle.cards.includes(c)));
        } else equal(count, 0);
        ok(puzzle.tries >= 1);
      }
    }
  }
});

Deno.test("dealPuzzle() gives the same puzzle for the same seed", () => {
  deepEqual(
    dealPuzzle({ kind: "none", random: seedrandom.alea("x") }),
    dealPuzzle({ kind: "none", random: seedrandom.alea("x") }),
  );
});

Deno.test("countRejections() for none on 3 cards rejects the SETs: 1 in 79 three-card tables (fixed seed, 5 sigma)", () => {
  const { tries, rejected, rate } = countRejections({
    puzzles: 20_000,
    cards: 3,
    kind: "none",
    random: seedrandom.alea("r"),
  });
  equal(rate, rejected / tries);
  const p = 1 / 79; // a pair determines its third card, one of the 79 left
  ok(Math.abs(rate - p) < 5 * Math.sqrt(p * (1 - p) / tries), `rate ${rate}`);
});

Deno.test("checkPuzzle() refuses the kinds and sizes no table has, saying why", () => {
  throws(
    () => checkPuzzle(21, "none"),
    /^RangeError: no 21-card table is SET-free: 21 cards always hold a SET \(the largest SET-free table has 20 cards\)$/,
  );
  throws(
    () => checkPuzzle(20, "one", { exactlyOne }),
    /^RangeError: no 20-card table holds exactly one SET \(the largest that does has 19 cards\)$/,
  );
  throws(() => checkPuzzle(21, "one", { exactlyOne }), /no 21-card table holds exactly one SET/);
  throws(() => checkPuzzle(2, "some"), /no 2-card table holds a SET: a SET is 3 cards/);
  throws(() => checkPuzzle(1, "one", { exactlyOne }), /no 1-card table holds exactly one SET: a SET is 3 cards/);
  throws(() => checkPuzzle(0, "none"), /cards 0 is not an integer in 1\.\.81/);
  throws(() => checkPuzzle(12.5, "none"), /cards 12\.5 is not an integer in 1\.\.81/);
  throws(() => checkPuzzle(12, "many" as "some"), /kind "many" is not one of some, one, none/);
  throws(() => checkPuzzle(12, "one"), { name: "TypeError", message: /needs exactlyOne: the 82 counts/ });
});

Deno.test("checkPuzzle() deals by rejection up to 100,000 expected tables and builds from the classes past that", () => {
  const methods = (kind: PuzzleKind) =>
    Array.from({ length: 21 }, (_, i) => {
      try {
        const { method, probability } = checkPuzzle(i + 1, kind, { exactlyOne });
        equal(method === "rejection", 1 / probability.value <= MAX_EXPECTED_TABLES);
        return method[0]; // r or c
      } catch {
        return "-";
      }
    }).join("");
  // cards:                  1   5    10   15   20
  equal(methods("none"), "rrrrrrrrrrrrrrrrcccc-");
  equal(methods("one"), "--rrrrrrrrrrrrrrrcc--");
  equal(methods("some"), "--rrrrrrrrrrrrrrrrrrr");
  equal(checkPuzzle(81, "some").probability.value, 1);
  deepEqual(checkPuzzle(3, "one", { exactlyOne }).probability, { numerator: 1n, denominator: 79n, value: 1 / 79 });
  deepEqual(checkPuzzle(3, "some").probability, checkPuzzle(3, "one", { exactlyOne }).probability);
});

Deno.test("dealPuzzle() at 12 cards and the rare kinds it still deals gives the same puzzles as before, at a fixed seed", () => {
  const deal = (kind: PuzzleKind, cards: number) => {
    const { cards: table, tries, method } = dealPuzzle({
      exactlyOne,
      cards,
      kind,
      random: uniformStream("42", "puzzle", kind, cards),
    });
    equal(method, "rejection");
    return { table, tries };
  };
  deepEqual(deal("some", 12), { table: [77, 32, 17, 15, 22, 9, 34, 69, 4, 40, 60, 20], tries: 1 });
  deepEqual(deal("one", 12), { table: [11, 33, 30, 13, 6, 37, 0, 52, 7, 80, 2, 5], tries: 2 });
  deepEqual(deal("none", 12), { table: [2, 36, 64, 16, 30, 27, 5, 78, 0, 31, 70, 65], tries: 1 });
  deepEqual(deal("none", 16), {
    table: [46, 36, 2, 17, 51, 20, 69, 28, 59, 14, 64, 66, 16, 13, 22, 77],
    tries: 3_770,
  });
  deepEqual(deal("one", 17), {
    table: [56, 4, 43, 38, 70, 67, 51, 23, 55, 52, 26, 22, 48, 37, 24, 63, 66],
    tries: 8_730,
  });
});

Deno.test("dealPuzzle() builds the kinds too rare to deal from the classes: no SET on 17–20 cards, one on 18–19", async () => {
  const classes = await capClasses(4);
  const cases: [PuzzleKind, number][] = [["none", 17], ["none", 18], ["none", 19], ["none", 20], ["one", 18], [
    "one",
    19,
  ]];
  for (const [kind, cards] of cases) {
    for (let i = 0; i < 10; i++) {
      const random = uniformStream("built", kind, cards, i);
      const puzzle = dealPuzzle({ exactlyOne, cards, kind, random, classes });
      checkTable(puzzle.cards);
      equal(puzzle.cards.length, cards);
      equal(puzzle.method, "classes");
      equal(puzzle.tries, 0);
      deepEqual(puzzle.sets, setsOnTable(puzzle.cards));
      equal(puzzle.sets.length, kind === "one" ? 1 : 0);
      equal(puzzle.hint === undefined, kind === "none");
      deepEqual(
        dealPuzzle({ exactlyOne, cards, kind, random: uniformStream("built", kind, cards, i), classes }),
        puzzle,
      );
    }
  }
});

Deno.test("dealPuzzle() shuffles a built table: the one SET's cards are in any 3 of the places alike", async () => {
  // Built, a table with one SET is a SET-free table plus a card completing one of its pairs, that card last; dealt
  // in a shuffled order, each place holds a card of the SET with chance 3/19 (fixed seed, exact binomial tests).
  const classes = await capClasses(4), random = uniformStream("places");
  const inSet = new Array<number>(19).fill(0);
  for (let i = 0; i < 2_000; i++) {
    const { cards, sets: [set] } = dealPuzzle({ exactlyOne, cards: 19, kind: "one", random, classes });
    cards.forEach((card, place) => inSet[place] += set.includes(card) ? 1 : 0);
  }
  for (const count of inSet) ok(consistentWithBinomial(count, 2_000, 3 / 19, 1e-9), `${count} of 2,000`);
});

Deno.test("dealPuzzle() needs the classes to build a puzzle, and gives up after maxTries when dealing", () => {
  throws(
    () => dealPuzzle({ cards: 20, kind: "none", random: seedrandom.alea("t") }),
    /^TypeError: dealPuzzle: a none puzzle on 20 cards is built from the classes of SET-free tables: pass classes/,
  );
  throws(
    () => dealPuzzle({ cards: 16, kind: "none", random: seedrandom.alea("t"), maxTries: 100 }),
    /no none puzzle on 16 cards in 100 tables/,
  );
});

Deno.test("countRejections() of puzzles built from the classes: none dealt, none rejected", async () => {
  const classes = await capClasses(4);
  deepEqual(
    countRejections({ exactlyOne, puzzles: 5, cards: 19, kind: "one", random: seedrandom.alea("c"), classes }),
    {
      puzzles: 5,
      method: "classes",
      tries: 0,
      rejected: 0,
      rate: 0,
    },
  );
  equal(countRejections({ exactlyOne, puzzles: 5, kind: "one", random: seedrandom.alea("c") }).method, "rejection");
});
