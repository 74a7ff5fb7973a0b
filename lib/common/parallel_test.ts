import { deepEqual, equal, ok, rejects } from "node:assert/strict";
import { cores, endKeptWorkers, IN_KERNEL, maxWorkers, runChunks, streamChunks } from "./parallel.ts";

const worker = new URL("./_testdata/square_worker.ts", import.meta.url);
const tasks = Array.from({ length: 25 }, (_, i) => i);

Deno.test("runChunks() returns results in task order for 1, 2 and 5 workers", async () => {
  const expected = tasks.map((t) => t * t);
  for (const workers of [1, 2, 5]) deepEqual(await runChunks(worker, tasks, { workers }), expected);
});

Deno.test("streamChunks() reports progress once per chunk, ending at the number of tasks", async () => {
  const seen: number[] = [];
  const count = await streamChunks(worker, tasks, () => {}, { workers: 2, onProgress: (done) => seen.push(done) });
  equal(count, tasks.length);
  deepEqual(seen, tasks.map((_, i) => i + 1));
});

Deno.test("streamChunks() reads tasks lazily: never more than 8 per worker ahead of the results consumed", async () => {
  let pulled = 0, consumed = 0, mostAhead = 0;
  function* many() {
    for (let i = 0; i < 2_000; i++) {
      pulled++;
      mostAhead = Math.max(mostAhead, pulled - consumed);
      yield i % 7;
    }
  }
  await streamChunks<number, number>(worker, many(), () => consumed++, { workers: 2 });
  equal(consumed, 2_000);
  ok(mostAhead <= 8 * 2 + 1, `at most ${mostAhead} tasks ahead`);
});

Deno.test("runChunks() rejects with the worker's error message", async () => {
  await rejects(runChunks(worker, [1, -2, 3], { workers: 2 }), /negative task -2/);
});

Deno.test("runChunks() rejects a worker count that is not an integer in 1..4 × cores, naming it", async () => {
  for (const workers of [0, -1, 1.5, maxWorkers() + 1]) {
    await rejects(
      runChunks(worker, tasks, { workers }),
      new RegExp(`workers ${workers} is not an integer in 1\\.\\.${4 * cores()}`),
    );
  }
});

Deno.test("runChunks() of no tasks starts no worker and returns []", async () => {
  deepEqual(await runChunks(worker, [], { workers: 2 }), []);
});

Deno.test("streamChunks() starts its workers from a function when given one", async () => {
  let started = 0;
  const start = () => (started++, new Worker(worker, { type: "module" }));
  deepEqual(await runChunks(start, [1, 2, 3, 4], { workers: 2 }), [1, 4, 9, 16]);
  equal(started, 2);
});

Deno.test("streamChunks() stops when its signal is aborted, rejecting with the reason", async () => {
  const controller = new AbortController();
  let consumed = 0;
  function* endless() {
    for (;;) yield 3;
  }
  const run = streamChunks<number, number>(worker, endless(), () => {
    if (++consumed === 5) controller.abort(new Error("stopped by the reader"));
  }, { workers: 2, signal: controller.signal });
  await rejects(run, /stopped by the reader/);
  await rejects(runChunks(worker, tasks, { signal: controller.signal }), /stopped by the reader/);
});

const idWorker = new URL("./_testdata/id_worker.ts", import.meta.url);
const workerIds = async (tasks: number[], options: { workers: number; keepWorkers: boolean }) =>
  new Set(await runChunks<number, string>(idWorker, tasks, options));

Deno.test("keepWorkers: a run reuses the workers a successful run kept, and starts only those it lacks", async () => {
  try {
    const first = await workerIds([0, 1, 2, 3], { workers: 2, keepWorkers: true });
    equal(first.size, 2);
    deepEqual(await workerIds([0, 1, 2, 3], { workers: 2, keepWorkers: true }), first);
    const third = await workerIds([0, 1, 2, 3, 4, 5], { workers: 3, keepWorkers: true });
    equal(third.size, 3);
    equal([...first].filter((id) => third.has(id)).length, 2);
  } finally {
    endKeptWorkers();
  }
});

Deno.test("keepWorkers: a failed run's workers and those of a run not keeping them are ended, not kept", async () => {
  try {
    const first = await workerIds([0, 1], { workers: 2, keepWorkers: true });
    await rejects(workerIds([0, -1], { workers: 2, keepWorkers: true }), /negative task -1/);
    const after = await workerIds([0, 1], { workers: 2, keepWorkers: true });
    equal([...first].filter((id) => after.has(id)).length, 0);
    endKeptWorkers();
    const unkept = await workerIds([0, 1], { workers: 2, keepWorkers: false });
    const next = await workerIds([0, 1], { workers: 2, keepWorkers: true });
    equal([...unkept].filter((id) => next.has(id)).length, 0);
  } finally {
    endKeptWorkers();
  }
});

Deno.test("IN_KERNEL is false outside Deno's Jupyter kernel, so tests and commands end their workers", () => {
  equal(IN_KERNEL, false);
});
