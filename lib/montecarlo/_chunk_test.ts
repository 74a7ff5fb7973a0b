import {
  hotLoops,
  noSetPlainWasm,
  noSetSisWasm,
  runCoverageTask,
  seedEstimates,
  seedStream,
  simulateChunk,
} from "./_chunk.ts";
import { combineEstimate, estimateChunks } from "./estimate.ts";
import { noSetProbability } from "../exact/counts.ts";
import { deepEqual, equal, ok, throws } from "node:assert/strict";
import { fileURLToPath as fromFileUrl } from "node:url";
import { noSetPlain, noSetSis } from "./_reference_test.ts";
import { randomStream } from "../common/random.ts";

Deno.test("simulateChunk(): The same task gives the same count; the small deck its own", () => {
  const task = { seed: "42", method: "plain", n: 6, chunk: 0, trials: 1000, replicates: 0, population: 0 } as const;
  equal(simulateChunk(task).noSet, simulateChunk(task).noSet);
  const small = simulateChunk({ ...task, deckSize: 27 }).noSet;
  const stream = { seed: "42", method: "plain-27", n: 6, chunk: 0 };
  equal(small, noSetPlainWasm({ n: 6, trials: 1000, stream, deckSize: 27 }));
});

const root = new URL("../../", import.meta.url);
const wasm = new URL("./_montecarlo.wasm", import.meta.url);

// Imports `module` in a fresh Deno allowed everything but reading the .wasm; returns its exit code and stderr.
async function importWithoutWasm(module: URL): Promise<{ code: number; stderr: string }> {
  const script = await Deno.makeTempFile({ suffix: ".ts" });
  try {
    await Deno.writeTextFile(script, `await import(${JSON.stringify(module.href)});\n`);
    const { code, stderr } = await new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        `--config=${fromFileUrl(new URL("deno.json", root))}`,
        "--allow-all",
        `--deny-read=${fromFileUrl(wasm)}`,
        script,
      ],
      stdout: "null",
      stderr: "piped",
    }).output();
    return { code, stderr: new TextDecoder().decode(stderr) };
  } finally {
    await Deno.remove(script);
  }
}

Deno.test("importing lib/set.ts or lib/notebook.ts does not load the WebAssembly: only the workers do", async () => {
  for (const entry of ["lib/set.ts", "lib/notebook.ts"]) {
    const { code, stderr } = await importWithoutWasm(new URL(entry, root));
    equal(code, 0, `${entry}: ${stderr}`);
  }
  // The check can fail: a module that loads the loops cannot be imported so.
  const { code } = await importWithoutWasm(new URL("./_chunk.ts", import.meta.url));
  equal(code === 0, false);
});

Deno.test("seedStream(): The single-path loop, seeded, gives a weight", () => {
  seedStream({ seed: "42", method: "sis", n: 12, chunk: 0 });
  hotLoops.resetPath(81);
  const weight = hotLoops.sisWeight(12, 81);
  ok(weight >= 0 && weight < 1);
});

Deno.test("noSetPlainWasm() counts the same tables as noSetPlain() on the same stream, for every n, from 81 cards and from 27", () => {
  for (const deckSize of [81, 27]) {
    for (let n = 3; n <= deckSize; n++) {
      const stream = { seed: "wasm-test", method: "plain", n, chunk: n % 7 };
      const trials = n <= 21 ? 3000 : 200;
      equal(
        noSetPlainWasm({ n, trials, stream, deckSize }),
        noSetPlain({ n, trials, next: randomStream(stream), deckSize }),
        `n = ${n}, deck of ${deckSize}`,
      );
    }
  }
});

Deno.test("noSetPlainWasm() counts the same tables as noSetPlain() from the decks of 2, 5 and 6 features", () => {
  const cases: [number, number[]][] = [[9, [3, 4, 5, 9]], [243, [3, 5, 10, 20, 30, 40, 46, 243]], [
    729,
    [3, 5, 12, 25, 40, 60, 113, 729],
  ]];
  for (const [deckSize, sizes] of cases) {
    for (const n of sizes) {
      const stream = { seed: "wasm-test", method: "plain", n, chunk: deckSize };
      const trials = n <= 40 ? 3000 : 100;
      equal(
        noSetPlainWasm({ n, trials, stream, deckSize }),
        noSetPlain({ n, trials, next: randomStream(stream), deckSize }),
        `n = ${n}, deck of ${deckSize}`,
      );
    }
  }
});

Deno.test("noSetPlainWasm() starts each call afresh: the same key gives the same count, whatever ran before", () => {
  const stream = { seed: "7", method: "plain", n: 12, chunk: 3 };
  const first = noSetPlainWasm({ n: 12, trials: 50_000, stream });
  noSetPlainWasm({ n: 9, trials: 1000, stream, deckSize: 27 });
  equal(noSetPlainWasm({ n: 12, trials: 50_000, stream }), first);
  equal(noSetPlainWasm({ n: 12, trials: 0, stream }), 0);
});

Deno.test("noSetPlainWasm() rejects a size out of 3..deckSize, another deck size and a bad trial count (above 2^31 − 2 the stamps wrap), naming them", () => {
  const stream = { seed: "7", method: "plain", n: 12, chunk: 0 };
  throws(() => noSetPlainWasm({ n: 2, trials: 10, stream }), /table size 2 is not an integer in 3\.\.81/);
  throws(() => noSetPlainWasm({ n: 82, trials: 10, stream }), /table size 82 is not an integer in 3\.\.81/);
  throws(
    () => noSetPlainWasm({ n: 28, trials: 10, stream, deckSize: 27 }),
    /table size 28 is not an integer in 3\.\.27/,
  );
  throws(() => noSetPlainWasm({ n: 10, trials: 10, stream, deckSize: 9 }), /table size 10 is not an integer in 3\.\.9/);
  throws(
    () => noSetPlainWasm({ n: 5, trials: 10, stream, deckSize: 64 }),
    /deck size 64 is not one of 9, 27, 81, 243, 729/,
  );
  throws(() => noSetPlainWasm({ n: 12, trials: 1.5, stream }), /trials 1\.5 is not an integer/);
  throws(() => noSetPlainWasm({ n: 12, trials: 2 ** 31, stream }), /trials 2147483648 is not an integer/);
  // 2^31 − 1 would wrap the loop's 32-bit stamp (an endless loop): refused, naming the value and the limit
  throws(
    () => noSetPlainWasm({ n: 12, trials: 2 ** 31 - 1, stream }),
    /^RangeError: trials 2147483647 is not an integer in 0\.\.2147483646$/,
  );
});

Deno.test("noSetSisWasm() single paths: bit-identical moments to noSetSis() for every n, from 81 cards and from 27", () => {
  for (const deckSize of [81, 27]) {
    for (let n = 3; n <= deckSize; n++) {
      const stream = { seed: "wasm-test", method: "sis", n, chunk: n % 5 };
      const replicates = n <= 21 ? 2000 : 100;
      deepEqual(
        noSetSisWasm({ n, replicates, stream, deckSize }),
        noSetSis({ n, replicates, next: randomStream(stream), deckSize }),
        `n = ${n}, deck of ${deckSize}`,
      );
    }
  }
});

Deno.test("noSetSisWasm() resampled populations: bit-identical moments to noSetSis(), from 81 cards and from 27", () => {
  const cases = [
    // the simulation's sizes, a small population, one that grows the memory, one larger than any before
    ...[12, 18, 19, 20, 21, 22].map((n) => ({ n, population: 1000, replicates: 4, deckSize: 81 })),
    { n: 20, population: 7, replicates: 50, deckSize: 81 },
    { n: 19, population: 2, replicates: 200, deckSize: 81 },
    { n: 20, population: 3000, replicates: 2, deckSize: 81 },
    ...[5, 8, 9, 10, 27].map((n) => ({ n, population: 500, replicates: 10, deckSize: 27 })),
  ];
  for (const { n, population, replicates, deckSize } of cases) {
    const stream = { seed: "wasm-test", method: "sis", n, chunk: population };
    deepEqual(
      noSetSisWasm({ n, replicates, population, stream, deckSize }),
      noSetSis({ n, replicates, population, next: randomStream(stream), deckSize }),
      `n = ${n}, population ${population}, deck of ${deckSize}`,
    );
  }
});

Deno.test("noSetSisWasm() gives bit-identical moments to noSetSis() from the decks of 2, 5 and 6 features", () => {
  const cases = [
    ...[3, 4, 5, 9].map((n) => ({ n, deckSize: 9, replicates: 500, population: 1 })),
    ...[5, 20, 34, 46].map((n) => ({ n, deckSize: 243, replicates: 500, population: 1 })),
    ...[36, 40].map((n) => ({ n, deckSize: 243, replicates: 2, population: 300 })),
    ...[5, 30, 60, 113].map((n) => ({ n, deckSize: 729, replicates: 200, population: 1 })),
    ...[70, 80].map((n) => ({ n, deckSize: 729, replicates: 2, population: 100 })),
  ];
  for (const { n, deckSize, replicates, population } of cases) {
    const stream = { seed: "wasm-test", method: "sis", n, chunk: deckSize + population };
    deepEqual(
      noSetSisWasm({ n, replicates, population, stream, deckSize }),
      noSetSis({ n, replicates, population, next: randomStream(stream), deckSize }),
      `n = ${n}, population ${population}, deck of ${deckSize}`,
    );
  }
});

Deno.test("noSetSisWasm() starts each call afresh: the same key gives the same moments, whatever ran before", () => {
  const stream = { seed: "7", method: "sis", n: 19, chunk: 1 };
  const first = noSetSisWasm({ n: 19, replicates: 3, population: 300, stream });
  noSetSisWasm({ n: 9, replicates: 3, population: 400, stream, deckSize: 27 });
  noSetSisWasm({ n: 20, replicates: 100, stream });
  deepEqual(noSetSisWasm({ n: 19, replicates: 3, population: 300, stream }), first);
});

Deno.test("noSetSisWasm() rejects a size out of 3..deckSize, another deck size and bad counts, naming them", () => {
  const stream = { seed: "7", method: "sis", n: 12, chunk: 0 };
  throws(() => noSetSisWasm({ n: 2, replicates: 10, stream }), /table size 2 is not an integer in 3\.\.81/);
  throws(
    () => noSetSisWasm({ n: 28, replicates: 10, stream, deckSize: 27 }),
    /table size 28 is not an integer in 3\.\.27/,
  );
  throws(
    () => noSetSisWasm({ n: 12, replicates: 10, stream, deckSize: 80 }),
    /deck size 80 is not one of 9, 27, 81, 243, 729/,
  );
  throws(() => noSetSisWasm({ n: 12, replicates: 0, stream }), /replicates 0 is not a positive integer/);
  throws(() => noSetSisWasm({ n: 12, replicates: 1, population: 0, stream }), /population 0 is not a positive integer/);
  throws(() => noSetSisWasm({ n: 12, replicates: 1, population: 1e6 + 1, stream }), /population 1000001 is more than/);
  throws(
    () => noSetSisWasm({ n: 12, replicates: 1, population: 200_000, stream, deckSize: 729 }),
    /^RangeError: population 200000 is more than 183357 for 729 cards$/,
  );
});

Deno.test("runCoverageTask() judges each seed by the interval simulate would report for it", () => {
  const exact = noSetProbability(13).value;
  for (const seed of [1, 2, 3]) {
    const tasks = estimateChunks(String(seed), "sis", 13, 1000);
    const { ci } = combineEstimate("sis", 13, tasks, tasks.map(simulateChunk));
    const result = runCoverageTask({
      method: "sis",
      n: 13,
      trials: 1000,
      from: seed,
      to: seed + 1,
      exact,
      confidence: 0.95,
    });
    equal(result.covered, ci[0] <= exact && exact <= ci[1] ? 1 : 0);
    equal(result.below, ci[1] < exact ? 1 : 0);
  }
});

Deno.test("runCoverageTask() on the small deck above 9 cards: importance sampling's exact 0 covers, no seed fails", () => {
  for (const method of ["plain", "sis"] as const) {
    const result = runCoverageTask({
      method,
      n: 10,
      deckSize: 27,
      trials: 1000,
      from: 1,
      to: 4,
      exact: 0,
      confidence: 0.95,
    });
    equal(result.failed, 0, method);
    equal(result.covered, 3, method);
  }
});

Deno.test("seedEstimates() makes the small deck's estimates with its own deck, at the confidence asked", () => {
  const [sis] = seedEstimates({ method: "sis", n: 10, deckSize: 27, trials: 1000, from: 1, to: 2 });
  equal(sis?.ciMethod, "exact: no SET-free table of 10 cards exists (the largest has 9), so nothing was sampled");
  const [at90] = seedEstimates({ method: "plain", n: 6, deckSize: 27, trials: 1000, from: 1, to: 2, confidence: 0.9 });
  equal(at90?.ciMethod, "Clopper–Pearson exact binomial 90%");
});

Deno.test("seedEstimates(): Three seeds of plain sampling at 12 cards", () => {
  const estimates = seedEstimates({ method: "plain", n: 12, trials: 1000, from: 1, to: 4 });
  equal(estimates.length, 3);
  ok(estimates.every((e) => e !== undefined && e.ci[0] <= e.p && e.p <= e.ci[1]));
});

Deno.test("runCoverageTask(): Ten seeds of plain sampling at 12 cards with 1,000 tables", () => {
  const result = runCoverageTask({
    method: "plain",
    n: 12,
    trials: 1000,
    from: 1,
    to: 11,
    exact: 0.0323,
    confidence: 0.95,
  });
  equal(result.covered + result.below + result.above + result.failed, 10);
  ok(result.covered >= 7);
});
