import { deepEqual, equal, notDeepEqual, ok, throws } from "node:assert/strict";
import { type Card, cardCode, DECK, parseCard } from "../core/card.ts";
import { isSet } from "../core/rule.ts";
import { findSet, hasSet } from "../core/table.ts";
import { PUZZLE_KINDS } from "../game/puzzle.ts";
import { judge, PracticeGame, PracticePuzzles, WITH_SET_SHARE } from "./practice.ts";

/** The first seed, counting from 0, whose first deal holds no SET (about one deal in 31 does). */
function seedWithoutSet(): string {
  for (let seed = 0;; seed++) {
    if (!hasSet(new PracticeGame(String(seed)).table)) return String(seed);
  }
}

Deno.test("PracticeGame deals 12 cards from a deck shuffled by its seed: the same seed, the same game", () => {
  const game = new PracticeGame("42");
  equal(game.table.length, 12);
  equal(game.deck.length, 69);
  deepEqual([...game.table, ...game.deck].sort((a, b) => a - b), [...DECK]);
  deepEqual(new PracticeGame("42").table, game.table);
  notDeepEqual(new PracticeGame("43").table, game.table);
});

Deno.test("PracticeGame.take() takes a SET from 12 cards and deals the next cards into its places", () => {
  const game = new PracticeGame("7");
  const set = findSet(game.table)!;
  const cards: [Card, Card, Card] = [...set.pair, set.third];
  const places = cards.map((card) => game.table.indexOf(card)).sort((a, b) => a - b);
  const [before, next] = [[...game.table], game.deck.slice(0, 3)];
  equal(game.take(cards).result, "set");
  deepEqual(places.map((place) => game.table[place]), next);
  deepEqual(game.table.filter((_, i) => !places.includes(i)), before.filter((_, i) => !places.includes(i)));
  deepEqual(game.found, [cards]);
  equal(game.deck.length, 66);
});

Deno.test("PracticeGame.take() leaves the game as it was for three cards that are not a SET, saying why", () => {
  const game = new PracticeGame("7");
  const [a, b] = game.table;
  const c = game.table.find((card) => card !== a && card !== b && !isSet(a, b, card))!;
  const before = [...game.table];
  const verdict = game.take([a, b, c]);
  equal(verdict.result, "not-set");
  ok(verdict.broken.length >= 1);
  for (const { values } of verdict.broken) equal(new Set(values).size, 2);
  deepEqual(game.table, before);
  deepEqual(game.found, []);
});

Deno.test("PracticeGame.take() refuses a card that is not on the table", () => {
  const game = new PracticeGame("7");
  const away = game.deck[0];
  throws(() => game.take([game.table[0], game.table[1], away]), /is not on the table/);
});

Deno.test("PracticeGame.noSet() deals 3 more cards and says whether a SET was there, up to 21 cards", () => {
  const empty = new PracticeGame(seedWithoutSet());
  deepEqual(empty.noSet(), { wasSet: false, dealt: 3 });
  equal(empty.table.length, 15);
  const game = new PracticeGame("7");
  ok(hasSet(game.table));
  deepEqual([1, 2, 3, 4].map(() => game.noSet()), [
    { wasSet: true, dealt: 3 },
    { wasSet: true, dealt: 3 },
    { wasSet: true, dealt: 3 },
    { wasSet: true, dealt: 0 }, // 21 cards always hold a SET: no more are dealt
  ]);
  equal(game.table.length, 21);
});

Deno.test("PracticeGame.take() from more than 12 cards closes the table up to 12", () => {
  const game = new PracticeGame(seedWithoutSet());
  game.noSet();
  const set = findSet(game.table)!;
  game.take([...set.pair, set.third]);
  equal(game.table.length, 12);
  equal(game.deck.length, 66);
});

Deno.test("a practice game played by its hints deals every card once and ends when the deck is empty and no SET is left", () => {
  for (const seed of ["1", "2", "3"]) {
    const game = new PracticeGame(seed);
    let moves = 0;
    while (!game.over) {
      const hint = game.hint();
      if (hint) game.take([...hint.pair, hint.third]);
      else game.noSet();
      ok(++moves < 100);
    }
    equal(game.deck.length, 0);
    ok(!hasSet(game.table));
    ok(game.found.length >= 20);
    const seen = [...game.found.flat(), ...game.table];
    equal(seen.length, 81);
    equal(new Set(seen).size, 81);
    throws(() => game.noSet(), /the game is over/);
  }
});

Deno.test("judge() names every feature that is neither all the same nor all different", () => {
  const verdict = judge(["RD1F", "RD2T", "GO3F"].map(parseCard) as [Card, Card, Card]);
  deepEqual(verdict.broken.map((b) => b.feature), ["colour", "shape", "shading"]);
  equal(judge(["RD1F", "RD2F", "RD3F"].map(parseCard) as [Card, Card, Card]).broken.length, 0);
  const twoRed = judge(["RD1F", "RO2T", "PS3E"].map(parseCard) as [Card, Card, Card]);
  equal(twoRed.result, "not-set");
  deepEqual(twoRed.broken, [{ feature: "colour", values: [0, 0, 2] }]);
  equal(judge(["RD1F", "GO2T", "PS3E"].map(parseCard) as [Card, Card, Card]).result, "set");
});

Deno.test('PracticePuzzles: the first puzzle of each kind is the one `deno task puzzle` deals for the seed (for "Is there a SET?", the first without one)', async () => {
  const dir = await Deno.makeTempDir();
  try {
    for (const kind of PUZZLE_KINDS) {
      const { code, stdout } = await new Deno.Command(Deno.execPath(), {
        args: [
          "run",
          "--allow-all",
          "lib/cli/puzzle.ts",
          "--seed",
          "42",
          "--kind",
          kind,
          "--out-dir",
          `${dir}/p`,
          "--force",
        ],
        cwd: new URL("../../", import.meta.url),
        env: { NO_COLOR: "1" },
      }).output();
      equal(code, 0);
      const printed = [...new TextDecoder().decode(stdout).matchAll(/^\s+\d+\. ([RGP][DOS][123][FTE]) /gm)]
        .map((m) => m[1]);
      const puzzles = new PracticePuzzles("42");
      let puzzle = puzzles.next(kind);
      while (kind === "none" && puzzle.sets.length > 0) puzzle = puzzles.next(kind);
      deepEqual(puzzle.cards.map(cardCode), printed, kind);
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("PracticePuzzles deals puzzles of the kind asked for, one after another", () => {
  const puzzles = new PracticePuzzles("5");
  const [first, second] = [puzzles.next("one"), puzzles.next("one")];
  equal(first.sets.length, 1);
  equal(second.sets.length, 1);
  notDeepEqual(first.cards, second.cards);
  ok(puzzles.next("some").sets.length >= 1);
});

Deno.test('PracticePuzzles: "Is there a SET?" holds a SET in about half its tables, whatever the seed', () => {
  for (const seed of ["1", "2", "3"]) {
    const puzzles = new PracticePuzzles(seed);
    const withSet = Array.from({ length: 200 }, () => puzzles.next("none")).filter((p) => p.sets.length > 0).length;
    ok(Math.abs(withSet / 200 - WITH_SET_SHARE) < 0.12, `seed ${seed}: ${withSet} of 200`);
  }
});
