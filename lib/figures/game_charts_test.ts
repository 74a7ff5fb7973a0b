import { equal, ok } from "node:assert/strict";
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
