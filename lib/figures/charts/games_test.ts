import { doesNotMatch, equal, match, ok } from "node:assert/strict";
import { gameLargestChart, gameLeftoverChart, gameNoSetChart, type GameRoundRow, POLICY_LOOK } from "./games.ts";
import { textBoxes } from "../layout_check.ts";
import { assertGreyscaleApart, drawBoth } from "../_helpers_test.ts";
import { clopperPearson } from "../../stats/intervals.ts";

const parameters = { seed: "7", games: 2_000 };
const share = (policy: "first" | "random", key: number, count: number, total = 2_000) => {
  const [lo, hi] = clopperPearson(count, total);
  return { policy, key, count, total, p: count / total, lo, hi };
};
const both = (counts: Record<number, number>) =>
  (["first", "random"] as const).flatMap((policy) =>
    Object.entries(counts).map(([key, count]) => share(policy, Number(key), count))
  );
const largest = { rows: both({ 12: 650, 15: 1320, 18: 30 }), parameters };
const leftover = { rows: both({ 0: 28, 6: 960, 9: 860, 12: 150, 15: 2 }), parameters };

// Rounds of `size`-card tables, 69 (a fresh deal) down to 0 cards left in the deck, at rate p.
const rounds = (size: number, p: number): GameRoundRow[] =>
  (["first", "random"] as const).flatMap((policy) =>
    Array.from({ length: 24 }, (_, i) => 69 - 3 * i).filter((deck) => size === 12 || deck < 69).map((deck) => {
      const { key: _, ...rest } = share(policy, 0, Math.round(p * 400), 400);
      return { ...rest, deck };
    })
  );
const at15 = { size: 15, rows: rounds(15, 0.01), exact: 0.000365, norvig: 64 / 5659, parameters };

Deno.test("gameLargestChart shows a size no game needed as '0 of N', and states what was counted: this run's games, both policies", () => {
  const { en, "zh-TW": zh } = drawBoth(gameLargestChart, largest);
  const texts = textBoxes(en.svg).map((b) => b.text);
  ok(texts.includes("0 of 2,000"));
  for (const key of ["12", "15", "18", "21"]) ok(texts.includes(key), key);
  equal(
    en.title,
    "In this run's 4,000 games (2,000 per policy), the table grew to 15 cards at most in 66%, to 18 in 1.5%, and to 21 in none",
  );
  match(
    zh.title,
    /^本次模擬 4,000 局（每種取法 2,000 局）：66% 的遊戲桌面最多加到 15 張，1\.5% 加到 18 張，沒有一局加到 21 張$/,
  );
  doesNotMatch(en.alt, /agree/);
});

Deno.test("gameLeftoverChart marks 3 cards left as impossible, and states this run's shares", () => {
  const { en, "zh-TW": zh } = drawBoth(gameLeftoverChart, leftover);
  ok(textBoxes(zh.svg).some((b) => b.text === "不可能"));
  equal(en.data.find((d) => d.key === 3)!.note, "impossible");
  equal(
    en.title,
    "In this run's 4,000 games, 91% ended with 6 or 9 cards left and 1.4% with none; 3 left is impossible",
  );
});

Deno.test("gameNoSetChart keeps the fresh-deal line clear of the axis, even at 15 cards", () => {
  for (const input of [{ size: 12, rows: rounds(12, 0.06), exact: 0.0323, parameters }, at15]) {
    const fig = drawBoth(gameNoSetChart, input).en;
    equal(fig.name, `game-no-set-${input.size}`);
    const lines = [...fig.svg.matchAll(/aria-label="rule"[^>]*>.*?<line[^>]*y1="([\d.]+)"/g)].map((m) => Number(m[1]));
    ok(lines.length > 0 && lines.every((y) => y < 280 - 10), `${input.size}: lines ${lines}`);
  }
});

Deno.test("gameNoSetChart at 15 cards compares the rate in play with a fresh deal whose first 12 hold none, in both editions", () => {
  const given = { cards: 12, p: 0.0104 };
  const { en, "zh-TW": zh } = drawBoth(gameNoSetChart, { ...at15, given });
  match(
    en.title,
    /^In play, 15 cards lacked a SET about as often as fresh ones whose first 12 hold none \(this run's games, both policies pooled\)$/,
  );
  match(en.caption, /first 12 hold no SET, P\(none in 15\) \/ P\(none in 12\)/);
  doesNotMatch(en.alt, /first round/); // no 15-card table can occur with 69 cards left
  match(en.alt, /dealt only after 12 cards without a SET/);
  ok(en.data.some((d) => d.series === "exact fresh deal, no SET in the first 12" && d.p === given.p));
  match(zh.title, /^本次模擬兩種取法合計，遊戲進行中 15 張桌面沒有 SET 的機率與前 12 張沒有 SET 的重新發牌相當$/);
  doesNotMatch(zh.alt, /第一輪/);
});

Deno.test("gameNoSetChart's title says the ratio pools both policies of this run, or 'about as often' when it rounds to 1.0", () => {
  const title = (p: number) => gameNoSetChart.draw({ ...at15, given: { cards: 12, p } }, "en").title;
  match(title(0.0077), /^In play, 15 cards lacked a SET 1\.3 times as often as fresh ones whose first 12 hold none/);
  equal(
    gameNoSetChart.draw(at15, "en").title,
    "In play, 15 cards lacked a SET 27 times as often as in a fresh deal (this run's games, both policies pooled)",
  );
  match(gameNoSetChart.draw({ ...at15, given: { cards: 12, p: 0.0077 } }, "zh-TW").title, /的 1\.3 倍$/);
});

Deno.test("gameNoSetChart at 12 cards states this run's first round, a fresh deal, beside the exact value", () => {
  const fig = gameNoSetChart.draw({ size: 12, rows: rounds(12, 0.0325), exact: 0.0323, parameters }, "en");
  match(
    fig.alt,
    /In this run's first round, a fresh deal, it was 3\.25% \(both policies pooled\), beside the exact 3\.23%/,
  );
});

Deno.test("the two policies stay apart in greyscale", () => assertGreyscaleApart(POLICY_LOOK));
