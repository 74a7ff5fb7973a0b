import { deepEqual, equal, match, ok } from "node:assert/strict";
import { deckTimingChart, deckTimingRows, METHOD_LOOK, tableTimingChart } from "./timings.ts";
import { textBoxes } from "../layout_check.ts";
import { assertGreyscaleApart, drawBoth } from "../_helpers_test.ts";
import { TIMING_REFERENCES } from "../../data/references.ts";
import type { TableSearchTiming } from "../../timing/search.ts";

const ours = [
  { method: "triples" as const, median: 9.8, q1: 9.1, q3: 10.2 },
  { method: "pairs" as const, median: 0.034, q1: 0.031, q3: 0.037 },
];
const deck = { rows: deckTimingRows(ours), parameters: { timingRuns: 30 } };

const timing = (n: number, method: "triples" | "pairs", median: number): TableSearchTiming => {
  const candidates = method === "triples" ? n * (n - 1) * (n - 2) / 6 : n * (n - 1) / 2;
  const perCandidate = median * 1000 / candidates;
  return {
    n,
    method,
    median,
    q1: median * 0.9,
    q3: median * 1.1,
    candidates,
    perCandidate,
    perCandidateQ1: perCandidate * 0.9,
    perCandidateQ3: perCandidate * 1.1,
    tables: 200,
    withSet: 0,
    rounds: 3,
  };
};
const table = (kind: "random" | "set-free") => ({
  kind,
  rows: [9, 12, 16].flatMap((n) => [timing(n, "triples", n * n / 60), timing(n, "pairs", n / 40)]),
  parameters: { seed: "7", timingRuns: 3 },
});

Deno.test("deckTimingRows() puts the article's published times, as data/references.ts gives them, beside ours", () => {
  const published = TIMING_REFERENCES;
  const rows = deckTimingRows(ours);
  deepEqual(
    rows.filter((r) => r.source === "article"),
    published.map((r) => ({ method: r.method, source: "article", median: r.milliseconds })),
  );
  deepEqual(rows.filter((r) => r.source === "ours"), ours.map((r) => ({ ...r, source: "ours" })));
});

Deno.test("timing charts use one unit per axis, named once in its label", () => {
  const texts = textBoxes(drawBoth(deckTimingChart, deck).en.svg).map((b) => b.text);
  ok(texts.some((t) => /\(ms\)/.test(t)));
  equal(texts.some((t) => /µs/.test(t)), false, "no µs on a millisecond axis");
  const perTable = textBoxes(drawBoth(tableTimingChart, table("set-free")).en.svg).map((b) => b.text);
  ok(perTable.some((t) => t.includes("µs per table")) && perTable.some((t) => t.includes("ns per candidate")));
});

Deno.test("the deck timing figure says the ratios are not like for like, and how many rounds were timed", () => {
  const { en, "zh-TW": zh } = drawBoth(deckTimingChart, deck);
  match(
    en.title,
    /^Pair completion finds all 1,080 SETs 288 times as fast as the triple scan here, its third cards precomputed; in the article's Python, which computes them, 9\.3 times$/,
  );
  match(en.caption, /precomputed 81 × 81 third-card table.*not like for like.*median of 30 interleaved rounds/);
  ok(/第三張預先算好/.test(zh.title) && /每對現算第三張/.test(zh.title), zh.title);
  ok(/並非同條件比較/.test(zh.caption));
});

Deno.test("tableTimingChart names its figure by the tables timed, and says its times were measured here", () => {
  const random = drawBoth(tableTimingChart, table("random"));
  equal(random.en.name, "table-timings");
  match(
    random.en.title,
    /^On random tables both tests stop at the first SET: at 12 cards pair completion took 0\.30 µs here, the triple scan 2\.40 µs$/,
  );
  match(random["zh-TW"].title, /本機量測 12 張時/);
  const setFree = drawBoth(tableTimingChart, table("set-free")).en;
  equal(setFree.name, "table-timings-no-set");
  match(setFree.title, /for 66 pairs, the triple scan 2\.40 µs for 220 triples$/);
  const row = setFree.data.find((d) => d.n === 12 && d.method === "pairs")!;
  ok(Math.abs((row.ns_per_candidate as number) - (row.us_per_table as number) * 1000 / 66) < 1e-9);
});

Deno.test("the two methods stay apart in greyscale", () => assertGreyscaleApart(METHOD_LOOK));

Deno.test("deckTimingChart's title says slower, not '0 times as fast', when pair completion measures slower", () => {
  const slow = [{ method: "triples" as const, median: 1, q1: 1, q3: 1 }, {
    method: "pairs" as const,
    median: 2.5,
    q1: 2,
    q3: 3,
  }];
  const { en, "zh-TW": zh } = drawBoth(deckTimingChart, { rows: deckTimingRows(slow), parameters: { timingRuns: 3 } });
  match(en.title, /2\.5 times slower than the triple scan/);
  match(zh.title, /慢 2\.5 倍/);
});
