import { deepEqual, equal, match, ok, rejects } from "node:assert/strict";
import { simulate, type SimulationRun } from "./simulate.ts";
import { noSetProbability } from "../exact/counts.ts";
import { STREAM_GENERATOR } from "../common/random.ts";
import { combineEstimate, estimateChunks } from "./estimate.ts";
import { simulateChunk } from "./_chunk.ts";
import { thoroughTest } from "../common/_quick_loop_test.ts";

const withoutTimes = (run: SimulationRun) => run.results.map(({ seconds: _, ...rest }) => rest);

thoroughTest("simulate() gives identical results on 1 and 2 workers", async () => {
  const options = { sizes: [12, 19], trials: 300_000, seed: "simulate_test", method: "both" } as const;
  const one = await simulate({ ...options, workers: 1 });
  const two = await simulate({ ...options, workers: 2 });
  deepEqual(withoutTimes(one), withoutTimes(two));
  equal(one.results.length, 4);
});

Deno.test("simulate() gives other numbers for another seed", async () => {
  const options = { sizes: [12], trials: 100_000, method: "plain", workers: 1 } as const;
  const a = await simulate({ ...options, seed: "a" });
  const b = await simulate({ ...options, seed: "b" });
  ok(a.results[0].noSet !== b.results[0].noSet);
});

Deno.test("simulate() records seed, trials, workers, generator, versions, date and times", async () => {
  const run = await simulate({ sizes: [9], trials: 1000, seed: "s", method: "plain", workers: 1 });
  equal(run.seed, "s");
  equal(run.trials, 1000);
  equal(run.workers, 1);
  equal(run.generator, STREAM_GENERATOR);
  ok(run.versions.deno && run.versions.packages.seedrandom);
  ok(!Number.isNaN(Date.parse(run.date)));
  ok(run.seconds > 0 && run.results[0].seconds > 0);
  deepEqual(Object.keys(run.results[0]).sort(), ["ci", "ciMethod", "method", "n", "noSet", "p", "seconds", "trials"]);
});

Deno.test("simulate() intervals, fixed seed, are within 2 half-widths of the exact value for 9..20 cards", async () => {
  const run = await simulate({
    sizes: [9, 12, 15, 18, 19, 20],
    trials: 200_000,
    seed: "simulate_test",
    method: "both",
    workers: 2,
  });
  for (const { n, method, p, ci } of run.results) {
    const exact = noSetProbability(n).value;
    if (method === "plain" && n >= 18) {
      ok(ci[0] <= exact && exact <= ci[1], `plain n = ${n}: ${exact} in the Wilson interval [${ci}]`);
      continue;
    }
    ok(Math.abs(p - exact) <= ci[1] - ci[0], `${method} n = ${n}: ${p} vs exact ${exact}, interval [${ci}]`);
  }
});

Deno.test("simulate() with importance sampling gives [0, 0] at 21 cards, plain a Wilson bound above 0", async () => {
  const run = await simulate({ sizes: [21], trials: 20_000, seed: "s", method: "both", workers: 1 });
  const [plain, sis] = run.results;
  deepEqual([plain.noSet, plain.ci[0]], [0, 0]);
  ok(plain.ci[1] > 0);
  deepEqual([sis.p, sis.ci], [0, [0, 0]]);
});

Deno.test("simulate() rejects bad sizes, trials, seeds, workers, methods and decks, naming the value", async () => {
  const base = { sizes: [12], trials: 10, seed: "s", method: "plain" } as const;
  await rejects(simulate({ ...base, sizes: [2] }), /table size 2 is not an integer in 3\.\.81/);
  await rejects(simulate({ ...base, sizes: [28], features: 3 }), /table size 28 is not an integer in 3\.\.27/);
  await rejects(simulate({ ...base, sizes: [] }), /sizes is empty/);
  await rejects(simulate({ ...base, trials: 0 }), /trials 0 is not an integer in 1\.\.1000000000000/);
  await rejects(simulate({ ...base, trials: 2.5 }), /trials 2\.5 is not an integer/);
  await rejects(simulate({ ...base, seed: "" }), /seed "" is not a non-empty string/);
  await rejects(simulate({ ...base, workers: 0 }), /workers 0 is not an integer in 1\.\./);
  await rejects(simulate({ ...base, workers: 1000 }), /workers 1000 is not an integer in 1\.\./);
  await rejects(simulate({ ...base, method: "fast" as "plain" }), /method "fast" is not one of plain, sis, both/);
  await rejects(simulate({ ...base, features: 7 as 3 }), /features 7 is not one of 2, 3, 4, 5, 6/);
  await rejects(simulate({ ...base, sizes: [730], features: 6 }), /table size 730 is not an integer in 3\.\.729/);
  await rejects(
    simulate({ ...base, method: "sis", sizes: [40], trials: 1e6, features: 5 }),
    /^TooFewTrialsError: importance sampling gives no honest interval at 40 cards of 5 features/,
  );
});

Deno.test("simulate() runs no importance sampling above the largest SET-free table and says why", async () => {
  const run = await simulate({ sizes: [21, 25], trials: 1000, seed: "s", method: "sis", workers: 1 });
  for (const result of run.results) {
    deepEqual([result.trials, result.p, result.ci], [0, 0, [0, 0]]);
    match(result.ciMethod, /^exact: no SET-free table of \d+ cards exists \(the largest has 20\)/);
  }
});

Deno.test("simulate() reports the estimate combineEstimate() makes of the same chunks, on either deck", async () => {
  for (const [features, deckSize, sizes] of [[4, 81, [9, 12]], [3, 27, [6, 10]]] as const) {
    const run = await simulate({ sizes, trials: 3000, seed: "same", method: "both", features, workers: 1 });
    const expected = sizes.flatMap((n) =>
      (["plain", "sis"] as const).map((method) => {
        const tasks = estimateChunks("same", method, n, 3000, deckSize);
        return combineEstimate(method, n, tasks, tasks.map(simulateChunk), { deckSize });
      })
    );
    const strip = <T extends { seconds: number }>({ seconds: _, ...rest }: T) => rest;
    deepEqual(run.results.map(strip), expected.map(strip));
  }
});

Deno.test("simulate() reports progress from 0 as it starts, before any chunk, up to every chunk and the whole share", async () => {
  const seen: [number, number, number][] = [];
  await simulate({
    sizes: [9, 12],
    trials: 1000,
    seed: "p",
    method: "plain",
    workers: 1,
    onProgress: (done, total, share) => seen.push([done, total, share]),
  });
  const total = seen[0][1];
  deepEqual(seen[0], [0, total, 0]);
  deepEqual(seen.map(([done]) => done), Array.from({ length: total + 1 }, (_, i) => i));
  deepEqual(seen.at(-1), [total, total, 1]);
});
