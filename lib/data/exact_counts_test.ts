import { equal, match, rejects } from "node:assert/strict";
import { EXACT_COUNTS_FILES, type ExactCountsFile, readExactCounts } from "./exact_counts.ts";
import { setFreeCounts } from "../exact/counts.ts";
import { corrupt, refusal } from "./_data_testing.ts";

const [full, small]: ExactCountsFile[] = await Promise.all(
  [EXACT_COUNTS_FILES[4], EXACT_COUNTS_FILES[3]].map(async (file) => JSON.parse(await Deno.readTextFile(file))),
);
const refused = (content: unknown, features: 3 | 4 = 4) =>
  refusal(
    features === 4 ? "exact-counts.json" : "exact-counts-small-deck.json",
    content,
    (path) => readExactCounts(features, path),
  );
type Loose = Record<string, unknown>;
const changed = (change: (file: ExactCountsFile, rows: Loose[]) => void, features: 3 | 4 = 4) =>
  refused(corrupt(features === 4 ? full : small, (f) => change(f, f.counts as unknown as Loose[])), features);

Deno.test("readExactCounts() passes the committed counts of both decks, equal to setFreeCounts", async () => {
  for (const features of [4, 3] as const) {
    const file = await readExactCounts(features);
    equal(file.counts.map((row) => row.setFree).join(), setFreeCounts(features).join());
    equal(await readExactCounts(features), file, "read once");
  }
  await rejects(readExactCounts(5 as 4), /features 5 is not one of 3, 4/);
});

Deno.test("readExactCounts() refuses a count, subset count or probability that disagrees with lib/exact", async () => {
  const cases: [(file: ExactCountsFile, rows: Loose[]) => void, string][] = [
    [
      (_, rows) => rows[12].setFree = "2284535476081",
      'counts[12].setFree: "2284535476081" is not the count lib/exact computes (2284535476080)',
    ],
    [(_, rows) => rows[3].subsets = "85321", 'counts[3].subsets: "85321" is not C(81, 3) = 85320'],
    [(_, rows) => rows[3].p = "79/80", 'counts[3].p: "79/80" is not setFree / subsets reduced, 78/79'],
    [(_, rows) => rows[3].p = "156/158", 'counts[3].p: "156/158" is not setFree / subsets reduced, 78/79'],
    [
      (_, rows) => rows[12].pFloat = 0.0317,
      "counts[12].pFloat: 0.0317 is not 325432404/10074689485 = 0.03230197858549682",
    ],
    [(_, rows) => rows[5].n = 6, "counts[5].n: 6 is not 5, its place in counts"],
    [(f) => f.counts.pop(), "counts: an array of 81 is not an array of 82 rows (n = 0..81)"],
    [(f) => f.features = 3, "features: 3 is not 4, the deck asked for"],
  ];
  for (const [change, reason] of cases) equal(await changed(change), `data/exact-counts.json: ${reason}`);
  equal(
    await changed((_, rows) => rows[9].setFree = "2107", 3),
    'data/exact-counts-small-deck.json: counts[9].setFree: "2107" is not the count lib/exact computes (2106)',
  );
});

Deno.test("readExactCounts() refuses negative or non-integer counts, numbers where strings belong, and missing fields", async () => {
  const cases: [(file: ExactCountsFile, rows: Loose[]) => void, string][] = [
    [(_, rows) => rows[4].setFree = "-1", 'counts[4].setFree: "-1" is not a non-negative integer in decimal digits'],
    [
      (_, rows) => rows[4].setFree = "1579500.5",
      'counts[4].setFree: "1579500.5" is not a non-negative integer in decimal digits',
    ],
    [
      (_, rows) => rows[4].setFree = 1579500,
      "counts[4].setFree: 1579500 is not a non-negative integer in decimal digits",
    ],
    [(_, rows) => rows[4].pFloat = "NaN", 'counts[4].pFloat: "NaN" is not a probability in [0, 1]'],
    [(_, rows) => rows[4].pFloat = 1.5, "counts[4].pFloat: 1.5 is not a probability in [0, 1]"],
    [(_, rows) => rows[4].p = "-75/79", 'counts[4].p: "-75/79" is not a fraction numerator/denominator'],
    [
      (_, rows) => delete rows[4].subsets,
      "counts[4].subsets: missing (should be a non-negative integer in decimal digits)",
    ],
    [(f) => f.seconds = -1, "seconds: -1 is not a non-negative number"],
    [(f) => (f.versions as unknown as Loose).deno = 2, "versions.deno: 2 is not a non-empty string"],
  ];
  for (const [change, reason] of cases) equal(await changed(change), `data/exact-counts.json: ${reason}`);
});

Deno.test("readExactCounts() refuses a truncated or empty file as not valid JSON, naming the file", async () => {
  const text = await Deno.readTextFile(EXACT_COUNTS_FILES[4]);
  match(
    await refused(text.slice(0, text.indexOf('"2284535476080"') + 5)),
    /^data\/exact-counts\.json: not valid JSON \(Unterminated string in JSON at position \d+ \(line \d+ column \d+\)\)$/,
  );
  equal(await refused(""), "data/exact-counts.json: not valid JSON (the file is empty)");
  equal(await refused("[]"), "data/exact-counts.json: [] is not an object");
});

Deno.test("readExactCounts() refuses tables with exactly one SET that break the closed forms or outnumber the tables with a SET", async () => {
  const cases: [(file: ExactCountsFile, rows: Loose[]) => void, string][] = [
    [
      (_, rows) => rows[4].exactlyOne = "84241",
      'counts[4].exactlyOne: "84241" is not 84240, the count at 4 cards by inclusion–exclusion',
    ],
    [
      (_, rows) => rows[2].exactlyOne = "1",
      'counts[2].exactlyOne: "1" is not 0, the count at 2 cards by inclusion–exclusion',
    ],
    [(_, rows) => rows[6].exactlyOne = rows[6].subsets, `counts[6].exactlyOne: "324540216" is not at most the`],
    [(_, rows) => rows[12].exactlyOne = "-5", 'counts[12].exactlyOne: "-5" is not'],
  ];
  for (const [change, reason] of cases) {
    const message = await changed(change);
    equal(message.startsWith(`data/exact-counts.json: ${reason}`), true, message);
  }
});
