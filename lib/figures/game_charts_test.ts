import { doesNotMatch, equal, match, ok } from "node:assert/strict";
import { gameNoSetChart, gameShareChart } from "./game_charts.ts";
import { textBoxes } from "./layout_check.ts";
import { readTestData } from "./article.ts";

const data = await readTestData();

Deno.test("gameShareChart() shows an outcome no game had as '0 of N' and 3 cards left as impossible", () => {
  const largest = gameShareChart(data.largest, { kind: "largest", games: data.games });
  const texts = textBoxes(largest.svg).map((b) => b.text);
  ok(texts.includes(`0 of ${data.games.toLocaleString("en-US")}`));
  for (const key of ["12", "15", "18", "21"]) ok(texts.includes(key), key);
  const leftover = gameShareChart(data.leftover, { kind: "leftover", games: data.games, lang: "zh-TW" });
  ok(textBoxes(leftover.svg).some((b) => b.text === "不可能"));
  equal(leftover.data.find((d) => d.key === 3)!.note, "impossible");
});

Deno.test("gameNoSetChart() keeps the fresh-deal line clear of the axis, even at 15 cards", () => {
  for (const size of [12, 15] as const) {
    const fig = gameNoSetChart(data.rounds[size], { size, games: data.games, exact: data.exact[size] });
    const lines = [...fig.svg.matchAll(/aria-label="rule"[^>]*>.*?<line[^>]*y1="([\d.]+)"/g)].map((m) => Number(m[1]));
    const ticks = textBoxes(fig.svg).filter((b) => /%$/.test(b.text) && b.x0 < 60).map((b) => (b.y0 + b.y1) / 2);
    const bottom = Math.max(...ticks);
    ok(lines.length > 0, `${size}: a reference rule`);
    ok(lines.every((y) => y < 280 - 10), `${size}: lines ${lines} above the axis near ${bottom}`);
  }
});

Deno.test("gameNoSetChart() at 15 cards compares the rate in play with a fresh deal whose first 12 hold none, in both editions", () => {
  const given = { cards: 12, p: 0.01129 };
  const options = { size: 15, games: data.games, exact: data.exact[15], given };
  const en = gameNoSetChart(data.rounds[15], options);
  match(
    en.title,
    /^In play, 15 cards lack a SET (about as often as|[\d.]+ times as often as) fresh ones whose first 12 hold none$/,
  );
  match(en.caption, /first 12 hold no SET, P\(none in 15\) \/ P\(none in 12\)/);
  doesNotMatch(en.alt, /first round/); // no 15-card table can occur with 69 cards left
  match(en.alt, /dealt only after 12 cards without a SET/);
  ok(en.data.some((d) => d.series === "exact fresh deal, no SET in the first 12" && d.p === given.p));
  ok(textBoxes(en.svg).some((b) => b.text.startsWith("fresh, first 12 without a SET, exact")));
  const zh = gameNoSetChart(data.rounds[15], { ...options, lang: "zh-TW" });
  match(zh.title, /前 12 張沒有 SET 的重新發牌/);
  doesNotMatch(zh.alt, /第一輪/);
});

Deno.test("gameNoSetChart() titles state the ratio, or 'about as often' when it rounds to 1.0", () => {
  const row = { count: 100, total: 10_000, p: 0.01, lo: 0.008, hi: 0.012 };
  const rows = [{ policy: "first" as const, deck: 66, ...row }, { policy: "random" as const, deck: 66, ...row }];
  const chart = (p: number) =>
    gameNoSetChart(rows, { size: 15, games: 10_000, exact: 0.00036, given: { cards: 12, p } });
  equal(chart(0.0104).title, "In play, 15 cards lack a SET about as often as fresh ones whose first 12 hold none");
  equal(chart(0.008).title, "In play, 15 cards lack a SET 1.3 times as often as fresh ones whose first 12 hold none");
  equal(
    gameNoSetChart(rows, { size: 15, games: 10_000, exact: 0.0004 }).title,
    "In play, 15 cards lack a SET 25 times as often as in a fresh deal",
  );
  equal(
    gameNoSetChart(rows, { size: 15, games: 10_000, exact: 0.00036, given: { cards: 12, p: 0.008 }, lang: "zh-TW" })
      .title,
    "遊戲進行中，15 張桌面沒有 SET 的機率是前 12 張沒有 SET 的重新發牌的 1.3 倍",
  );
});

Deno.test("gameNoSetChart() at 12 cards states the first round, a fresh deal, beside the exact value", () => {
  const fig = gameNoSetChart(data.rounds[12], { size: 12, games: data.games, exact: data.exact[12] });
  match(fig.alt, /In the first round, a fresh deal, it is [\d.]+%, beside the exact 3\.23%/);
  match(fig.title, /^In play, 12 cards lack a SET [\d.]+ times as often as in a fresh deal$/);
});
