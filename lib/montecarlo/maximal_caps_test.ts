import { deepEqual, equal, ok, rejects, throws } from "node:assert/strict";
import {
  capSizeSummary,
  CHUNK_RUNS,
  countMaximalCapSizes,
  maximalCapsChunk,
  type MaximalCapsRun,
  randomMaximalCaps,
  randomMaximalCapsByDeck,
} from "./maximal_caps.ts";
import { sisPath, sisWeight } from "./sis.ts";
import { deal, type Int32Source, randomStream, STREAM_GENERATOR, uniformIndex } from "../common/random.ts";
import { deckOf, FEATURE_COUNTS, type FeatureCount } from "../core/card.ts";
import { hasSet } from "../core/table.ts";

const withoutTimes = ({ seconds: _, date: __, workers: ___, ...rest }: MaximalCapsRun) => rest;

Deno.test("randomMaximalCaps() gives the same counts on 1 and 2 workers, and others for another seed", async () => {
  const options = { features: 5, runs: 3 * CHUNK_RUNS + 17, seed: "maximal_caps_test" } as const;
  const one = await randomMaximalCaps({ ...options, workers: 1 });
  const two = await randomMaximalCaps({ ...options, workers: 2 });
  deepEqual(withoutTimes(one), withoutTimes(two));
  equal(one.runs, 3 * CHUNK_RUNS + 17);
  const other = await randomMaximalCaps({ ...options, runs: 1000, seed: "other", workers: 1 });
  ok(other.counts.join() !== (await randomMaximalCaps({ ...options, runs: 1000, workers: 1 })).counts.join());
});

Deno.test("randomMaximalCaps() records seed, runs, method, generator, versions, date and time, and the deck's references", async () => {
  const run = await randomMaximalCaps({ features: 2, runs: 100, seed: "s", workers: 1 });
  deepEqual([run.features, run.runs, run.seed, run.chunkRuns], [2, 100, "s", CHUNK_RUNS]);
  deepEqual(run.counts, [0, 0, 0, 0, 100]); // every maximal SET-free set of the plane has 4 cards
  deepEqual([run.mean, run.sd, run.min, run.max, run.median], [4, 0, 4, 4, 4]);
  deepEqual([run.largestSetFree, run.twoValueCap], [4, 4]);
  ok(run.generator.startsWith(STREAM_GENERATOR.split(" (")[0]) && run.generator.includes("maximal-cap"));
  ok(run.method.length > 50 && run.versions.deno && !Number.isNaN(Date.parse(run.date)) && run.seconds > 0);
});

Deno.test("randomMaximalCaps() rejects bad features, runs, seeds and workers, naming the value", async () => {
  await rejects(randomMaximalCaps({ features: 7 as 6, runs: 10, seed: "s" }), /features 7 is not one of 2, 3, 4, 5, 6/);
  await rejects(randomMaximalCaps({ runs: 0, seed: "s" }), /runs 0 is not an integer in 1\.\./);
  await rejects(randomMaximalCaps({ runs: 10, seed: "" }), /seed "" is not a non-empty string/);
  await rejects(randomMaximalCaps({ runs: 10, seed: "s", workers: 0 }), /workers 0 is not an integer/);
});

Deno.test("capSizeSummary() gives the mean, spread, range and median of counted sizes", () => {
  const summary = capSizeSummary([0, 0, 0, 2, 0, 2]);
  deepEqual([summary.runs, summary.mean, summary.min, summary.max, summary.median], [4, 4, 3, 5, 3]);
  ok(Math.abs(summary.sd - Math.sqrt(4 / 3)) < 1e-15 && Math.abs(summary.standardError - summary.sd / 2) < 1e-15);
  throws(() => capSizeSummary([0, 0]), /no table was counted/);
});

Deno.test("randomMaximalCapsByDeck() refuses no deck, a deck twice and a deck out of 2..6, before any work", async () => {
  await rejects(() => randomMaximalCapsByDeck({ decks: [], runs: 10, seed: "1" }), /decks is empty/);
  await rejects(() => randomMaximalCapsByDeck({ decks: [4, 4], runs: 10, seed: "1" }), /names a deck twice/);
  await rejects(
    () => randomMaximalCapsByDeck({ decks: [7 as never], runs: 10, seed: "1" }),
    /features 7 is not one of/,
  );
});

// The obviously right random maximal table: the deck shuffled from its order, each card kept unless it makes a SET.
function randomMaximalCap(next: Int32Source, { features = 4 as FeatureCount } = {}): number[] {
  const cap: number[] = [];
  for (const card of deal(Uint16Array.from(deckOf(features).cards), 3 ** features, next)) {
    if (!hasSet([...cap, card], { features })) cap.push(card);
  }
  return cap;
}

const stream = (features: number, chunk = 0) =>
  randomStream({ seed: "random_maximal_cap_test", method: "m", n: features, chunk });

Deno.test("random maximal tables are SET-free and no card of the deck can be added, every deck of 2 to 6 features", () => {
  for (const features of FEATURE_COUNTS) {
    const next = stream(features);
    for (let run = 0; run < (features === 6 ? 3 : 10); run++) {
      const cap = [...randomMaximalCap(next, { features })];
      equal(new Set(cap).size, cap.length);
      equal(hasSet(cap, { features }), false);
      ok(cap.length <= deckOf(features).largestSetFree);
      const inCap = new Set(cap);
      for (const card of deckOf(features).cards) {
        if (!inCap.has(card)) {
          equal(hasSet([...cap, card], { features }), true, `d = ${features}: ${card} could be added`);
        }
      }
    }
  }
});

Deno.test("countMaximalCapSizes() with one run counts the table the slow greedy build makes on the same stream", () => {
  for (let chunk = 0; chunk < 100; chunk++) {
    const counts = countMaximalCapSizes({ runs: 1, next: stream(5, chunk), features: 5 });
    equal(counts.indexOf(1), randomMaximalCap(stream(5, chunk), { features: 5 }).length);
    equal(counts.length, 46);
  }
  const counts = countMaximalCapSizes({ runs: 300, next: stream(5), features: 5 });
  equal(counts.reduce((a, b) => a + b), 300);
  throws(() => countMaximalCapSizes({ runs: -1, next: stream(5), features: 5 }), /runs -1 is not an integer/);
  throws(
    () => countMaximalCapSizes({ runs: 1, next: stream(5), features: 7 as 6 }),
    /features 7 is not one of 2, 3, 4, 5, 6/,
  );
});

Deno.test("a random maximal table reaches n cards as often as an importance-sampling path survives to n (small deck, 9 cards; fixed seed, 5 sigma)", () => {
  const runs = 40_000;
  const counts = countMaximalCapSizes({ runs, next: stream(3, 2), features: 3 });
  const reached = counts[9] / runs;
  const next = stream(3, 3);
  const path = sisPath(27);
  let alive = 0;
  for (let r = 0; r < runs; r++) if (sisWeight(9, (m) => uniformIndex(next, m), path, 27) > 0) alive++;
  const survived = alive / runs;
  const sigma = Math.sqrt((2 * reached * (1 - reached)) / runs);
  ok(Math.abs(reached - survived) < 5 * sigma, `${reached} vs ${survived}`);
  ok(reached > 0.25 && reached < 0.36);
});

Deno.test("maximalCapsChunk() counts its runs on its own stream; in the plane every maximal table has 4 cards", () => {
  equal(maximalCapsChunk({ seed: "42", features: 3, chunk: 0, runs: 100 }).reduce((a, b) => a + b), 100);
  const next = randomStream({ seed: "42", method: "example", n: 2, chunk: 0 });
  deepEqual(countMaximalCapSizes({ runs: 100, next, features: 2 }), [0, 0, 0, 0, 100]);
  deepEqual(capSizeSummary([0, 0, 1, 2, 1]).median, 3);
});
