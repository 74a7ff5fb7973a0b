import { deepEqual, equal, ok, rejects } from "node:assert/strict";
import { type CoverageStudy, coverageStudy, seedsFor } from "./coverage.ts";
import { noSetProbability } from "../exact/counts.ts";
import { knownNoSetProbability } from "../exact/small_tables.ts";
import { STREAM_GENERATOR } from "../common/random.ts";
import { thoroughTest } from "../common/_quick_loop_test.ts";

const withoutTimes = (study: CoverageStudy) => study.cells.map(({ seconds: _, ...cell }) => cell);

Deno.test("seedsFor() gives all seeds at 1,000 trials, √10 fewer per decade, at least a twentieth", () => {
  deepEqual([1e3, 1e4, 1e5, 1e6, 1e7].map((t) => seedsFor(2000, t)), [2000, 632, 200, 100, 100]);
  deepEqual([1, 100, 1000].map((t) => seedsFor(40, t)), [40, 40, 40]);
  equal(seedsFor(1, 1e6), 1);
});

thoroughTest(
  "coverageStudy() gives the same cells on 1 and 2 workers, refuses SIS below its minimum, and records how it was made",
  async () => {
    const options = { sizes: [12, 19], trials: [1000, 100_000], seeds: 20 } as const;
    const one = await coverageStudy({ ...options, workers: 1 });
    const two = await coverageStudy({ ...options, workers: 2 });
    deepEqual(withoutTimes(one), withoutTimes(two));
    deepEqual(one.cells.map((c) => [c.n, c.trials, c.method, c.status, c.seeds]), [
      [12, 1000, "plain", "run", 20],
      [12, 1000, "sis", "run", 20],
      [12, 100_000, "plain", "run", 2],
      [12, 100_000, "sis", "run", 2],
      [19, 1000, "plain", "run", 20],
      [19, 1000, "sis", "refused", 0],
      [19, 100_000, "plain", "run", 2],
      [19, 100_000, "sis", "run", 2],
    ]);
    const refused = one.cells[5];
    deepEqual([refused.minimumTrials, refused.coverage, refused.coverageCi, refused.covered], [100_000, null, null, 0]);
    for (const cell of one.cells.filter((c) => c.status === "run")) {
      equal(cell.covered + cell.below + cell.above + cell.failed, cell.seeds);
      equal(cell.coverage, cell.covered / cell.seeds);
      ok(cell.coverageCi![0] <= cell.coverage! && cell.coverage! <= cell.coverageCi![1]);
      equal(cell.exactCoverage !== undefined, cell.method === "plain");
      if (cell.exactCoverage) ok(cell.exactCoverage.clopperPearson >= 0.95);
      ok(cell.ciMethod.length > 0 && cell.relativeHalfWidth! > 0);
    }
    equal(one.cells[7].trialsRun, 100_000);
    equal(
      one.cells[7].ciMethod,
      "Student t at 95.5% for a nominal 95% (9 df), from the spread of 10 resampled populations of 10,000 paths",
    );
    deepEqual([one.seeds, one.sizes, one.trials, one.methods, one.confidence], [20, [12, 19], [1000, 100_000], [
      "plain",
      "sis",
    ], 0.95]);
    equal(one.generator, STREAM_GENERATOR);
    equal(one.exact["19"], noSetProbability(19).value);
    ok(one.versions.deno && !Number.isNaN(Date.parse(one.date)) && one.seconds > 0);
  },
);

Deno.test("coverageStudy() with 200 seeds at 12 cards covers at least 180 times for both estimators (fixed seeds)", async () => {
  // With coverage 95%, fewer than 180 of 200 has probability 0.0012; the seeds are fixed, so this never flakes.
  const study = await coverageStudy({ sizes: [12], trials: [1000], seeds: 200, workers: 2 });
  for (const cell of study.cells) ok(cell.covered >= 180, `${cell.method}: ${cell.covered} of 200`);
});

Deno.test("coverageStudy() of the small deck above its largest SET-free table covers 0 at every seed", async () => {
  const study = await coverageStudy({ sizes: [10], deckSize: 27, trials: [1000], seeds: 5, workers: 1 });
  deepEqual(study.cells.map((c) => [c.method, c.covered, c.failed]), [["plain", 5, 0], ["sis", 5, 0]]);
  equal(study.exact["10"], 0);
});

Deno.test("coverageStudy() rejects bad options naming the value", async () => {
  await rejects(
    () => coverageStudy({ sizes: [2], trials: [1000], seeds: 1 }),
    /table size 2 is not an integer in 3\.\.81/,
  );
  await rejects(() => coverageStudy({ sizes: [12], trials: [0], seeds: 1 }), /trials 0 is not a positive integer/);
  await rejects(() => coverageStudy({ sizes: [12], trials: [10], seeds: 1.5 }), /seeds 1\.5 is not a positive integer/);
  await rejects(() => coverageStudy({ sizes: [], trials: [10], seeds: 1 }), /sizes is empty/);
  await rejects(() => coverageStudy({ sizes: [12], trials: [10], seeds: 1, workers: 0 }), /workers 0/);
  await rejects(() => coverageStudy({ sizes: [12], trials: [10], seeds: 1, confidence: 2 }), /confidence 2/);
  await rejects(
    () => coverageStudy({ sizes: [12], trials: [10], seeds: 1, methods: ["fast" as "plain"] }),
    /method "fast" is not one of plain, sis/,
  );
});

Deno.test("coverageStudy() of 5 features measures against inclusion–exclusion at 3 to 5 cards, and refuses sizes without an exact value", async () => {
  const study = await coverageStudy({ sizes: [5], trials: [1000, 10_000], seeds: 20, deckSize: 243, workers: 1 });
  deepEqual(study.cells.map((c) => [c.method, c.trials, c.status]), [
    ["plain", 1000, "run"],
    ["sis", 1000, "refused"],
    ["plain", 10_000, "run"],
    ["sis", 10_000, "run"],
  ]);
  equal(study.deckSize, 243);
  equal(study.exact["5"], knownNoSetProbability(5, { features: 5 })!.value);
  await rejects(
    coverageStudy({ sizes: [6], trials: [1000], seeds: 2, deckSize: 243, workers: 1 }),
    /no exact P\(no SET \| 6\) is known for 5 features to measure coverage against/,
  );
});
