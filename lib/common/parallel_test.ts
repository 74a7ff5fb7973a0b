import { deepEqual, equal, rejects } from "node:assert/strict";
import { cores, runChunks } from "./parallel.ts";

const worker = new URL("./_testdata/square_worker.ts", import.meta.url);
const tasks = Array.from({ length: 25 }, (_, i) => i);

Deno.test("runChunks() returns results in task order for 1, 2 and 5 workers", async () => {
  const expected = tasks.map((t) => t * t);
  for (const workers of [1, 2, 5]) deepEqual(await runChunks(worker, tasks, { workers }), expected);
});

Deno.test("runChunks() reports progress once per chunk, ending at the total", async () => {
  const seen: number[] = [];
  await runChunks(worker, tasks, { workers: 2, onProgress: (done, total) => seen.push(done / total) });
  equal(seen.length, tasks.length);
  equal(seen.at(-1), 1);
});

Deno.test("runChunks() rejects with the worker's error message", async () => {
  await rejects(runChunks(worker, [1, -2, 3], { workers: 2 }), /negative task -2/);
});

Deno.test("runChunks() rejects a worker count that is not a positive integer", async () => {
  for (const workers of [0, -1, 1.5]) {
    await rejects(runChunks(worker, tasks, { workers }), new RegExp(`workers ${workers} is not a positive integer`));
  }
});

Deno.test("runChunks() of no tasks starts no worker and returns []", async () => {
  deepEqual(await runChunks(worker, [], { workers: 2 }), []);
  equal(cores() >= 1, true);
});
