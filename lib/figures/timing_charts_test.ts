import { equal, ok } from "node:assert/strict";
import { deckTimingChart, tableTimingChart } from "./timing_charts.ts";
import { textBoxes } from "./layout_check.ts";
import { readTestData } from "./article.ts";

const data = await readTestData();

Deno.test("timing charts use one unit per axis, named once in its label", () => {
  const deck = textBoxes(deckTimingChart(data.deckTimings, { runs: data.timingRounds }).svg).map((b) => b.text);
  ok(deck.some((t) => /\(ms\)/.test(t)));
  equal(deck.some((t) => /µs/.test(t)), false, "no µs on a millisecond axis");
  const table = textBoxes(tableTimingChart(data.tableTimings.setFree, { kind: "set-free" }).svg).map((b) => b.text);
  ok(table.some((t) => t.includes("µs per table")) && table.some((t) => t.includes("ns per candidate")));
});

Deno.test("the deck timing caption says what is precomputed and how the times were measured", () => {
  const fig = deckTimingChart(data.deckTimings, { runs: 30 });
  ok(/precomputed 81 × 81 third-card table/.test(fig.caption));
  ok(/median of 30 interleaved rounds/.test(fig.caption));
});

Deno.test("the deck timing figure says where it states the ratios that ours are not like for like with the article's", () => {
  const en = deckTimingChart(data.deckTimings, { runs: 30 });
  ok(/third cards precomputed; in the article's Python, which computes them/.test(en.title), en.title);
  ok(/not like for like/.test(en.caption));
  const zh = deckTimingChart(data.deckTimings, { runs: 30, lang: "zh-TW" });
  ok(/第三張預先算好/.test(zh.title) && /每對現算第三張/.test(zh.title), zh.title);
  ok(/並非同條件比較/.test(zh.caption));
});

Deno.test("tableTimingChart() draws time per table and per candidate checked, with the data behind both", () => {
  const fig = tableTimingChart(data.tableTimings.random, { kind: "random" });
  const row = fig.data.find((d) => d.n === 12 && d.method === "pairs")!;
  ok((row.candidates_per_table as number) <= 55);
  ok(
    Math.abs(
      (row.ns_per_candidate as number) - (row.us_per_table as number) * 1000 / (row.candidates_per_table as number),
    ) < 1e-6,
  );
});
