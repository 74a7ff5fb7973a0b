import { deepEqual, equal, notDeepEqual, throws } from "node:assert/strict";
import { CHUNK_GAMES, gameChunks, gameStream, playChunk, playMany } from "./play.ts";
import { mergeTally, newTally } from "./engine.ts";

Deno.test("playMany() gives the same tally in this thread and on 1 or 2 workers", async () => {
  const options = { games: 2 * CHUNK_GAMES + 123, seed: "workers", policy: "random" as const };
  const inline = await playMany({ ...options, workers: 0 });
  equal(inline.games, options.games);
  deepEqual(await playMany({ ...options, workers: 1 }), inline);
  deepEqual(await playMany({ ...options, workers: 2 }), inline);
});

Deno.test("playMany() adds the chunks' own tallies, each from its own (seed, policy, chunk) stream", async () => {
  const chunks = gameChunks({ games: 15_000, seed: "s", policy: "first" });
  deepEqual(chunks.map((c) => [c.chunk, c.games]), [[0, CHUNK_GAMES], [1, 5_000]]);
  const expected = chunks.map(playChunk).reduce(mergeTally, newTally());
  deepEqual(await playMany({ games: 15_000, seed: "s", policy: "first", workers: 0 }), expected);
});

Deno.test("playMany() gives different games for another seed or policy", async () => {
  const base = await playMany({ games: 500, seed: "a", policy: "first", workers: 0 });
  notDeepEqual(await playMany({ games: 500, seed: "b", policy: "first", workers: 0 }), base);
  notDeepEqual(gameStream("a", "first", 0)(), gameStream("a", "first", 1)());
});

Deno.test("playMany() reports progress up to the total", async () => {
  const seen: number[] = [];
  await playMany({ games: 12_000, seed: "p", policy: "first", workers: 0, onProgress: (done) => seen.push(done) });
  deepEqual(seen, [CHUNK_GAMES, 12_000]);
});

Deno.test("gameChunks() and playMany() reject a bad count, policy or worker count", async () => {
  throws(() => gameChunks({ games: 0, seed: "s", policy: "first" }), /games 0 is not a positive integer/);
  throws(() => gameChunks({ games: 1.5, seed: "s", policy: "first" }), /games 1.5 is not a positive integer/);
  throws(() => gameChunks({ games: 1, seed: "s", policy: "worst" as "first" }), /policy "worst"/);
  let error: unknown;
  await playMany({ games: 1, seed: "s", policy: "first", workers: -1 }).catch((e) => error = e);
  equal(String(error), "RangeError: workers -1 is not a positive integer");
});
