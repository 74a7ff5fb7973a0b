import { equal, match, ok, rejects } from "node:assert/strict";
import { COVERAGE_FILES, readCoverageStudy } from "./coverage_study.ts";
import type { CoverageStudy } from "../montecarlo/coverage.ts";
import { corrupt, refusal } from "./_data_testing.ts";

const [full, small]: CoverageStudy[] = await Promise.all(
  [COVERAGE_FILES[81]!, COVERAGE_FILES[27]!].map(async (file) => JSON.parse(await Deno.readTextFile(file))),
);
const refused = (study: unknown, deckSize: 27 | 81 = 81) =>
  refusal(
    deckSize === 81 ? "coverage.json" : "coverage-small-deck.json",
    study,
    (path) => readCoverageStudy(deckSize, path),
  );
// A cell as a test may spoil it: any value in any field.
type Loose = Record<string, unknown>;
const changed = (change: (study: CoverageStudy, cells: Loose[]) => void, deckSize: 27 | 81 = 81) =>
  refused(corrupt(deckSize === 81 ? full : small, (s) => change(s, s.cells as unknown as Loose[])), deckSize);

Deno.test("readCoverageStudy() passes every committed study (3 to 6 features), and reads each once", async () => {
  const study = await readCoverageStudy();
  equal(study.cells.length, full.cells.length);
  equal((await readCoverageStudy(27)).deckSize, 27);
  equal((await readCoverageStudy(243)).deckSize, 243);
  equal((await readCoverageStudy(729)).deckSize, 729);
  equal(await readCoverageStudy(81), study);
  ok(Object.isFrozen(study.cells[0]));
  await rejects(readCoverageStudy(9), /no coverage study of the 9-card deck is kept in data\//);
  await rejects(readCoverageStudy(64 as 27), /deck size 64 is not one of 9, 27, 81, 243, 729/);
});

Deno.test("readCoverageStudy() refuses a coverage that is not covered / seeds (0.5 shown under 'as often as promised')", async () => {
  equal(
    await changed((_, cells) => cells[0].coverage = 0.5, 27),
    "data/coverage-small-deck.json: cells[0].coverage: 0.5 is not covered / seeds = 1906 / 2000 = 0.953",
  );
  equal(
    await changed((_, cells) => cells[3].coverage = 1.5),
    "data/coverage.json: cells[3].coverage: 1.5 is not a probability in [0, 1]",
  );
  equal(
    await changed((_, cells) => cells[3].coverage = "NaN"),
    'data/coverage.json: cells[3].coverage: "NaN" is not a probability in [0, 1]',
  );
});

Deno.test("readCoverageStudy() refuses seed counts that are negative, fractional, null or not the seeds rule's", async () => {
  const cases: [(study: CoverageStudy, cells: Loose[]) => void, string][] = [
    [(s) => s.seeds = -5, "seeds: -5 is not a positive integer"],
    [(s) => s.seeds = 1999.5, "seeds: 1999.5 is not a positive integer"],
    [(_, cells) => cells[0].seeds = -5, "cells[0].seeds: -5 is not a non-negative integer"],
    [(_, cells) => cells[0].seeds = null, "cells[0].seeds: null is not a non-negative integer"],
    [(_, cells) => cells[0].seeds = 2001, "cells[0].seeds: 2001 is not 2000, the seeds at 1000 trials (seedsRule)"],
    [(s) => s.seeds = 1000, "cells[0].seeds: 2000 is not 1000, the seeds at 1000 trials (seedsRule)"],
  ];
  for (const [change, reason] of cases) equal(await changed(change), `data/coverage.json: ${reason}`);
});

Deno.test("readCoverageStudy() refuses intervals out of [0, 1], reversed, or not the Clopper–Pearson interval of the counts", async () => {
  const cases: [(study: CoverageStudy, cells: Loose[]) => void, string][] = [
    [
      (_, cells) => cells[0].coverageCi = [0.96, 1.7],
      "cells[0].coverageCi: [0.96, 1.7] is not an interval [lo, hi] with 0 ≤ lo ≤ hi ≤ 1",
    ],
    [
      (_, cells) => cells[0].coverageCi = [0.966, 0.948],
      "cells[0].coverageCi: [0.966, 0.948] is not an interval [lo, hi] with 0 ≤ lo ≤ hi ≤ 1",
    ],
    [
      (_, cells) => cells[0].coverageCi = [0.9, 0.95],
      "cells[0].coverageCi: [0.9, 0.95] is not the Clopper–Pearson interval of 1916 of 2000 ([0.9483, 0.9664])",
    ],
    [(s) => s.confidence = 1, "confidence: 1 is not a confidence between 0 and 1"],
  ];
  for (const [change, reason] of cases) equal(await changed(change), `data/coverage.json: ${reason}`);
});

Deno.test("readCoverageStudy() refuses an exact value that disagrees with lib/exact's counts", async () => {
  equal(
    await changed((s) => s.exact["12"] = 0.0317),
    'data/coverage.json: exact["12"]: 0.0317 is not the exact P(no SET | 12) = 325432404/10074689485 = ' +
      "0.03230197858549682 (lib/exact)",
  );
  equal(
    await changed((s) => s.exact["9"] = 0.0005, 27),
    'data/coverage-small-deck.json: exact["9"]: 0.0005 is not the exact P(no SET | 9) = 54/120175 = ' +
      "0.00044934470563761183 (lib/exact)",
  );
  equal(
    await changed((s) => delete s.exact["20"]),
    'data/coverage.json: exact["20"]: missing (every size studied has its exact value)',
  );
});

Deno.test("readCoverageStudy() refuses counts that do not add up: covered beyond seeds, or not seeds in all", async () => {
  equal(
    await changed((_, cells) => cells[0].covered = 2500),
    "data/coverage.json: cells[0].covered: 2500 is not at most seeds (2000)",
  );
  equal(
    await changed((_, cells) => cells[0].failed = 7),
    "data/coverage.json: cells[0]: covered + below + above + failed = 2007 is not seeds (2000)",
  );
  equal(
    await changed((_, cells) => cells[0].below = -45),
    "data/coverage.json: cells[0].below: -45 is not a non-negative integer",
  );
});

Deno.test("readCoverageStudy() refuses missing and unexpected fields, unknown methods and sizes, and the wrong deck", async () => {
  const refusedAt = full.cells.findIndex((c) => c.status === "refused");
  const cases: [(study: CoverageStudy, cells: Loose[]) => void, string][] = [
    [(_, cells) => delete cells[3].covered, "cells[3].covered: missing (should be a non-negative integer)"],
    [
      (_, cells) => cells[3].coverd = 1,
      "cells[3].coverd: unexpected field (known: method, n, trials, status, minimumTrials, seeds, covered, below, " +
      "above, failed, coverage, coverageCi, trialsRun, ciMethod, relativeHalfWidth, exactCoverage, seconds)",
    ],
    [(_, cells) => cells[3].method = "SIS", 'cells[3].method: "SIS" is not one of plain, sis'],
    [(_, cells) => cells[3].n = 11, "cells[3].n: 11 is not one of sizes (12,13,14,15,16,17,18,19,20)"],
    [(s) => s.trials[0] = 0, "trials[0]: 0 is not a positive integer"],
    [(s) => s.date = "yesterday", 'date: "yesterday" is not a date in ISO 8601'],
    [(s) => s.cells = [], "cells: [] is not an array of at least 1"],
    [(_, cells) => cells[refusedAt].seeds = 10, `cells[${refusedAt}].seeds: 10 is not 0 in a refused cell`],
    [
      (_, cells) => cells[refusedAt].status = "run",
      `cells[${refusedAt}].status: "run" is not "refused" (1000 trials, minimum 10000)`,
    ],
  ];
  for (const [change, reason] of cases) equal(await changed(change), `data/coverage.json: ${reason}`);
  equal(await refused(small, 81), "data/coverage.json: deckSize: 27 is not 81, the deck asked for");
});

Deno.test("readCoverageStudy() refuses a truncated or empty file as not valid JSON, naming the file", async () => {
  const text = await Deno.readTextFile(COVERAGE_FILES[27]!);
  match(
    await refused(text.slice(0, text.indexOf('"Clopper–Pearson exact') + 10), 27),
    /^data\/coverage-small-deck\.json: not valid JSON \(Unterminated string in JSON at position \d+ \(line \d+ column \d+\)\)$/,
  );
  equal(await refused("", 27), "data/coverage-small-deck.json: not valid JSON (the file is empty)");
});
