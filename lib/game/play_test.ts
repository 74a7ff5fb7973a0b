import { deepEqual, equal, notDeepEqual, rejects } from "node:assert/strict";
import {
  CHUNK_GAMES,
  GAME_GENERATOR,
  gameChunks,
  gameStream,
  perPolicy,
  playChunk,
  playMany,
  playPolicies,
} from "./play.ts";
import { versions } from "../common/versions.ts";
import { mergeTally, newTally } from "./engine.ts";
import { leftoverShares } from "./stats.ts";
import { thoroughTest } from "../common/_quick_loop_test.ts";

thoroughTest("playMany() gives the same tally in this thread and on 1 or 2 workers", async () => {
  const options = { games: 2 * CHUNK_GAMES + 123, seed: "workers", policy: "random" as const };
  const inline = await playMany({ ...options, workers: 0 });
  equal(inline.games, options.games);
  deepEqual(await playMany({ ...options, workers: 1 }), inline);
  deepEqual(await playMany({ ...options, workers: 2 }), inline);
});

Deno.test("playMany() adds the chunks' own tallies, each from its own (seed, policy, chunk) stream", async () => {
  const chunks = [...gameChunks({ games: 15_000, seed: "s", policy: "first" })];
  deepEqual(chunks.map((c) => [c.chunk, c.games]), [[0, CHUNK_GAMES], [1, 5_000]]);
  const expected = chunks.map(playChunk).reduce(mergeTally, newTally());
  deepEqual(await playMany({ games: 15_000, seed: "s", policy: "first", workers: 0 }), expected);
});

Deno.test("playMany() gives different games for another seed or policy", async () => {
  const base = await playMany({ games: 500, seed: "a", policy: "first", workers: 0 });
  notDeepEqual(await playMany({ games: 500, seed: "b", policy: "first", workers: 0 }), base);
  notDeepEqual(gameStream("a", "first", 0)(), gameStream("a", "first", 1)());
});

Deno.test("playMany() reports progress from 0 as it starts up to the total", async () => {
  const seen: number[] = [];
  await playMany({ games: 12_000, seed: "p", policy: "first", workers: 0, onProgress: (done) => seen.push(done) });
  deepEqual(seen, [0, CHUNK_GAMES, 12_000]);
});

Deno.test("playMany() rejects a bad count, seed, policy, deck or worker count, naming it", async () => {
  const base = { games: 1, seed: "s", policy: "first" } as const;
  await rejects(playMany({ ...base, games: 0 }), /^RangeError: games 0 is not an integer in 1\.\.10000000000$/);
  await rejects(playMany({ ...base, games: 1.5 }), /games 1\.5 is not an integer/);
  await rejects(playMany({ ...base, games: 1e11 }), /games 100000000000 is not an integer/);
  await rejects(playMany({ ...base, seed: "" }), /seed "" is not a non-empty string/);
  await rejects(playMany({ ...base, policy: "worst" as "first" }), /policy "worst" is not one of first, random/);
  await rejects(playMany({ ...base, features: 5 as 4 }), /features 5 is not one of 3, 4/);
  await rejects(playMany({ ...base, workers: -1 }), /^RangeError: workers -1 is not an integer in 1\.\./);
});

Deno.test("gameChunks() generates the chunks lazily: a trillion games yield their first chunk at once", () => {
  const chunks = gameChunks({ games: 1e12, seed: "s", policy: "first" });
  deepEqual(chunks.next().value, { seed: "s", policy: "first", features: 4, chunk: 0, games: CHUNK_GAMES });
  deepEqual([...gameChunks({ games: 25_000, seed: "s", policy: "first" })].map((c) => c.games), [
    10_000,
    10_000,
    5_000,
  ]);
});

Deno.test("GAME_GENERATOR names seedrandom's pinned version and xorwow", () => {
  equal(GAME_GENERATOR, `seedrandom ${versions().packages.seedrandom} xorwow`);
});

Deno.test("playPolicies() plays each policy as playMany does, reporting progress per policy", async () => {
  const seen: string[] = [];
  const tallies = await playPolicies({
    games: 1_500,
    seed: "policies",
    workers: 0,
    progress: (policy) => (done) => seen.push(`${policy} ${done}`),
  });
  deepEqual(tallies.first, await playMany({ games: 1_500, seed: "policies", policy: "first", workers: 0 }));
  deepEqual(tallies.random, await playMany({ games: 1_500, seed: "policies", policy: "random", workers: 0 }));
  deepEqual(seen, ["first 0", "first 1500", "random 0", "random 1500"]);
});

Deno.test("perPolicy() labels each policy's rows, first's before random's", async () => {
  const tallies = await playPolicies({ games: 500, seed: "labels", workers: 0 });
  const rows = perPolicy(tallies, leftoverShares);
  equal(rows.length, leftoverShares(tallies.first).length + leftoverShares(tallies.random).length);
  deepEqual(rows.filter((r) => r.policy === "random").map(({ policy: _, ...r }) => r), leftoverShares(tallies.random));
  equal(rows[0].policy, "first");
});
