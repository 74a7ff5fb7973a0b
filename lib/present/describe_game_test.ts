import { deepEqual, equal, match } from "node:assert/strict";
import seedrandom from "seedrandom";
import { describeEnding, describePolicyEffect, describeRounds, percentagePoints } from "./describe_game.ts";
import { playGame } from "../game/engine.ts";
import { intervalsBeside } from "./intervals_beside.ts";

Deno.test("describeRounds() writes every round of a game: the SET taken, or what the rules do without one", () => {
  for (let i = 0; i < 50; i++) {
    const game = playGame({ random: seedrandom.alea(`describe-${i}`), policy: "random" });
    const rows = describeRounds(game);
    equal(rows.length, game.rounds.length);
    rows.forEach((row, r) => {
      const { deck, table, sets, taken } = game.rounds[r];
      deepEqual([row.round, row.deck, row["table size"], row["SETs on the table"]], [r + 1, deck, table.length, sets]);
      if (taken) match(row["SET taken"], /^[RGP][DOS][123][FTE] [RGP][DOS][123][FTE] [RGP][DOS][123][FTE]$/);
      else equal(row["SET taken"], deck > 0 ? "none: deal 3 more" : "none: game over");
    });
  }
});

Deno.test("describeEnding() names the cards left, or the empty table", () => {
  for (let i = 0; i < 50; i++) {
    const game = playGame({ random: seedrandom.alea(`ending-${i}`), policy: "first" });
    const text = describeEnding(game);
    if (game.leftover.length === 0) equal(text, "ended with an empty table");
    else match(text, new RegExp(`^ended with ${game.leftover.length} cards that hold no SET: \\S{4}( \\S{4})+$`));
  }
});

Deno.test("percentagePoints() signs a difference with a true minus, and never writes −0", () => {
  equal(percentagePoints(-0.0123456, 2), "−1.23");
  equal(percentagePoints(0.0123456, 4), "+1.2346");
  equal(percentagePoints(-0.000001, 3), "+0.000");
});

Deno.test("percentagePoints() beside zero: an interval just below zero gets the decimals that show it excludes zero", () => {
  const shown = intervalsBeside(0, [[-0.004, -0.000004]], { digits: 3, format: percentagePoints });
  deepEqual(shown.intervals, ["[−0.4000, −0.0004]"]);
  equal(shown.value, "+0.0000");
});

Deno.test("describePolicyEffect() says lowers, raises, or no measurable change, by the interval's side of zero", () => {
  equal(describePolicyEffect({ difference: -0.002, lo: -0.003, hi: -0.001 }), "lowers");
  equal(describePolicyEffect({ difference: 0.002, lo: 0.001, hi: 0.003 }), "raises");
  equal(describePolicyEffect({ difference: -0.002, lo: -0.004, hi: 0 }), "does not measurably change");
  equal(describePolicyEffect({ difference: 0.0001, lo: -0.001, hi: 0.0012 }), "does not measurably change");
});
