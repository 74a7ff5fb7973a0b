import { deepEqual, equal, ok, throws } from "node:assert/strict";
import seedrandom from "seedrandom";
import { isSet } from "../core/rule.ts";
import { checkTable, setsOnTable } from "../core/table.ts";
import { checkPuzzle, countRejections, dealPuzzle, PUZZLE_KINDS } from "./puzzle.ts";

Deno.test("dealPuzzle() deals tables of the kind asked for, with every SET and a hint", () => {
  const random = seedrandom.alea("puzzle");
  for (const kind of PUZZLE_KINDS) {
    for (const cards of [3, 6, 9, 12, 15]) {
      if (kind === "none" && cards === 15) continue;
      for (let i = 0; i < 20; i++) {
        const puzzle = dealPuzzle({ cards, kind, random });
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

Deno.test("dealPuzzle() and checkPuzzle() reject sizes and kinds that cannot exist, and give up after maxTries", () => {
  throws(
    () => checkPuzzle(21, "none"),
    /cards 21 is not an integer 1..20 for kind none \(21 cards always hold a SET\)/,
  );
  throws(() => checkPuzzle(2, "some"), /cards 2 is not an integer 3..21 for kind some/);
  throws(() => checkPuzzle(12, "many" as "some"), /kind "many" is not one of some, one, none/);
  throws(
    () => dealPuzzle({ cards: 20, kind: "none", random: seedrandom.alea("t"), maxTries: 100 }),
    /no none puzzle on 20 cards in 100 tables/,
  );
});
