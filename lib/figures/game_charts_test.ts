import { equal, match, ok } from "node:assert/strict";
import { gameShareChart, noSetByRoundChart, POLICY_COLORS } from "./game_charts.ts";

Deno.test("noSetByRoundChart() draws both policies in their colours, an interval per point, and the reference lines", () => {
  const rows = [69, 66].flatMap((deck) =>
    (["first", "random"] as const).map((policy) => ({ policy, deck, p: 0.05, lo: 0.04, hi: 0.06 }))
  );
  const fig = noSetByRoundChart(rows, {
    size: 15,
    references: [{ label: "exact, fresh deal", value: 0.0004, color: "#333" }],
  });
  equal(fig.name, "game-no-set-15");
  match(fig.svg, /No SET on 15 cards during a game/);
  match(fig.svg, /exact, fresh deal/);
  ok(fig.svg.includes(POLICY_COLORS.first) && fig.svg.includes(POLICY_COLORS.random));
});

Deno.test("gameShareChart() leaves out outcomes no game had (a log scale cannot show 0)", () => {
  const fig = gameShareChart([
    { policy: "first", key: 18, p: 0.014, lo: 0.013, hi: 0.015 },
    { policy: "first", key: 21, p: 0, lo: 0, hi: 0.00002 },
  ], { name: "t", title: "Largest table", x: "largest table (cards)" });
  match(fig.svg, /1\.4%/);
  ok(!/>21</.test(fig.svg));
});
